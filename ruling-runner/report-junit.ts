// `memoria test --junit FILE`: JUnit XML, the format CI servers (GitLab, Jenkins, GitHub actions
// reporters) read. One <testsuite> per ruling file, one <testcase> per ruling named with its
// citations; a failure carries expected/actual and the game log, a pending ruling is <skipped>,
// and a file error is an <error> test case of its own (its rulings did not run).
import { formatDiagnostic } from "../workspace/diagnostic-report.ts";
import type { FileResult } from "./index.ts";
import { summarise } from "./report-json.ts";
import { citationText, type RulingResult } from "./result.ts";

const escapeXml = (s: string): string =>
  s
    // XML 1.0 cannot hold most control characters, even escaped.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "\ufffd")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

const attrs = (a: Record<string, string | number>): string =>
  Object.entries(a)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join("");

function testcase(file: string, r: RulingResult): string {
  const name = `${r.ruling.name} [${r.ruling.cites.map(citationText).join(", ")}]`;
  const head = `    <testcase${attrs({ classname: file, name, file, line: r.ruling.span.start.line })}`;
  if (r.status === "passed") return `${head}/>`;
  if (r.status === "pending")
    return `${head}>\n      <skipped${attrs({ message: `pending: ${r.ruling.pending ?? ""}` })}/>\n    </testcase>`;
  const f = r.failure!;
  const message = `expected ${f.expected}; actual ${f.actual}`;
  const body = [`at ${file}:${f.line}:${f.column}: ${f.source}`, "game log:", ...r.log].join("\n");
  return `${head}>\n      <failure${attrs({ message, type: "ruling" })}>${escapeXml(body)}</failure>\n    </testcase>`;
}

function fileErrors(f: FileResult): string[] {
  return f.diagnostics
    .filter((d) => d.severity === "error")
    .map(
      (d) =>
        `    <testcase${attrs({ classname: f.file, name: `${d.code} at line ${d.span.start.line}`, file: f.file, line: d.span.start.line })}>\n      <error${attrs({ message: `${d.code} ${d.message}`, type: d.code })}>${escapeXml(formatDiagnostic(d, f.text))}</error>\n    </testcase>`,
    );
}

export function rulingsJunit(files: readonly FileResult[]): string {
  const total = summarise(files);
  const suites = files.map((f) => {
    const s = summarise([f]);
    const cases = [...fileErrors(f), ...f.results.map((r) => testcase(f.file, r))];
    const counts = {
      name: f.file,
      tests: cases.length,
      failures: s.failed,
      errors: s.errors,
      skipped: s.pending,
    };
    return `  <testsuite${attrs(counts)}>\n${cases.join("\n")}\n  </testsuite>`;
  });
  const counts = {
    name: "memoria rulings",
    tests: total.passed + total.failed + total.pending + total.errors,
    failures: total.failed,
    errors: total.errors,
    skipped: total.pending,
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites${attrs(counts)}>\n${suites.join("\n")}\n</testsuites>\n`;
}
