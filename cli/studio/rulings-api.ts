// The studio's rulings API (issue 18): the project's `.ruling` files, and one file run by the
// ruling runner, traced (RunOptions.trace: every script line with the log it produced, the board
// after each step, each expectation met, not met or not reached). GET runs the file on disk; POST
// runs a text edited in the page under the file's name, writing nothing.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BoardSnapshot } from "../../runtime/index.ts";
import { runRulingText, type TraceEntry } from "../../ruling-runner/index.ts";

export type { TraceEntry };
import { RequestError, stringField, type Answer } from "./request-body.ts";

export interface StudioRuling {
  name: string;
  line: number;
  status: "passed" | "failed" | "pending";
  failure?: { line: number; source: string; expected: string; actual: string };
  log: string[];
  /** The board as set up, then after each step (the boards of `trace`). */
  steps: BoardSnapshot[];
  /** The board, then each script line: its log, its board, its outcome. */
  trace: TraceEntry[];
}

export interface StudioRulingRun {
  file: string;
  /** The text that ran (the file's, or the page's edit). */
  text: string;
  diagnostics: { code: string; message: string; line: number }[];
  rulings: StudioRuling[];
}

/** `rulings/*.ruling`, relative to the root, sorted. */
export function rulingFiles(root: string): string[] {
  const dir = join(root, "rulings");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".ruling"))
    .sort()
    .map((f) => `rulings/${f}`);
}

/** Whether `file` names one of `rulingFiles(root)` (nothing else is run). */
export function isRulingFile(root: string, file: string): boolean {
  return /^rulings\/[^/\\]+\.ruling$/.test(file) && rulingFiles(root).includes(file);
}

export async function runForStudio(
  root: string,
  file: string,
  text: string = readFileSync(join(root, file), "utf8").replace(/^\uFEFF/, ""),
): Promise<StudioRulingRun> {
  const result = await runRulingText(file, text, { trace: true });
  return {
    file,
    text,
    diagnostics: result.diagnostics.map((d) => ({
      code: d.code,
      message: d.message,
      line: d.span.start.line,
    })),
    rulings: result.results.map((r) => {
      const trace = r.trace ?? [];
      const f = r.failure;
      return {
        name: r.ruling.name,
        line: r.ruling.span.start.line,
        status: r.status,
        ...(f
          ? { failure: { line: f.line, source: f.source, expected: f.expected, actual: f.actual } }
          : {}),
        log: r.log,
        steps: trace.flatMap((e) => (e.board ? [e.board] : [])),
        trace,
      };
    }),
  };
}

/** POST /api/ruling {file, text}: the edited text run under the file's name; nothing is written. */
export async function runEdited(root: string, body: unknown): Promise<Answer> {
  const file = stringField(body, "file");
  const text = stringField(body, "text");
  if (!isRulingFile(root, file))
    throw new RequestError(404, `no ruling file ${JSON.stringify(file)}`);
  return { status: 200, json: await runForStudio(root, file, text) };
}
