// `.ruling` files: syntax diagnostics as you type (grammar/ruling); hover on a cited rule; a code
// lens on each ruling that runs the file (the ruling runner, injected by the caller: it loads the
// engine and the compiled cards, which a browser worker may not have) and shows pass/fail inline —
// an error on the failing step or expectation, information on the header of a passing ruling.
import type { Diagnostic } from "../grammar/diagnostics.ts";
import { parseRuling } from "../grammar/ruling/index.ts";
import type { FileResult, RulingResult } from "../ruling-runner/index.ts";
import { rangeOfSpan, type DocText } from "./text.ts";
import type { CodeLens, LspDiagnostic } from "./types.ts";

export type RulingRunner = (file: string, text: string) => Promise<FileResult>;

export const RUN_RULING_COMMAND = "memoria.runRuling";

export function rulingDiagnostics(uri: string, doc: DocText): Diagnostic[] {
  return parseRuling(uri, doc.text).diagnostics;
}

/** One lens per ruling: "run this ruling", with the last outcome when the text has not changed. */
export function rulingLenses(uri: string, doc: DocText, last?: FileResult): CodeLens[] {
  const { ast } = parseRuling(uri, doc.text);
  return ast.rulings.map((r) => {
    const outcome = last?.results.find((x) => x.ruling.span.start.line === r.span.start.line);
    const header = rangeOfSpan(r.span).start;
    return {
      range: { start: header, end: header },
      command: {
        title: outcome ? `▶ run this ruling (last run: ${outcome.status})` : "▶ run this ruling",
        command: RUN_RULING_COMMAND,
        arguments: [uri, r.span.start.line],
      },
    };
  });
}

function outcomeDiagnostic(doc: DocText, r: RulingResult): LspDiagnostic {
  const header = rangeOfSpan(r.ruling.span);
  const headerLine = {
    start: header.start,
    end: { line: header.start.line, character: doc.lineAt(r.ruling.span.start.offset).text.length },
  };
  const f = r.failure;
  if (r.status === "failed" && f) {
    const at = doc.index.offsetAt(f.line, f.column);
    const line = doc.lineAt(at);
    return {
      range: doc.range(at, line.start + line.text.length),
      severity: 1,
      code: "ruling-failed",
      source: "memoria",
      message: `ruling "${r.ruling.name}" failed: expected ${f.expected}; actual ${f.actual}`,
    };
  }
  const pending =
    r.status === "pending"
      ? `pending (${r.ruling.pending})${r.fixed ? ", and now passes: remove the `pending` line" : ""}`
      : "passed";
  return {
    range: headerLine,
    severity: 3,
    code: `ruling-${r.status}`,
    source: "memoria",
    message: `ruling "${r.ruling.name}" ${pending}`,
  };
}

/**
 * A run's outcome as diagnostics: the runner's own (PM5xxx: resolution, compiled texts) and one per
 * ruling run (or only the ruling whose header is on `line`).
 */
export function runDiagnostics(
  doc: DocText,
  result: FileResult,
  line?: number,
): { diagnostics: Diagnostic[]; outcomes: LspDiagnostic[] } {
  const chosen = result.results.filter(
    (r) => line === undefined || r.ruling.span.start.line === line,
  );
  return {
    diagnostics: result.diagnostics,
    outcomes: chosen.map((r) => outcomeDiagnostic(doc, r)),
  };
}
