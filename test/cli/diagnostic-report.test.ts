// The code frame puts the caret under the span, counting Japanese characters as two columns.
import { describe, expect, it } from "vitest";
import { codeFrame, formatDiagnostic } from "../../workspace/diagnostic-report.ts";
import type { Diagnostic } from "../../grammar/diagnostics.ts";

function diagnosticAt(line: number, column: number, length: number): Diagnostic {
  const start = { offset: 0, line, column };
  const end = { offset: 0, line, column: column + length };
  return {
    code: "PM9999",
    severity: "error",
    message: "m",
    fix: "f",
    span: { file: "x.cards", start, end },
  };
}

describe("code frames", () => {
  it("puts the caret under an ASCII span", () => {
    const frame = codeFrame("character 01-001 foo", diagnosticAt(1, 18, 3));
    expect(frame.split("\n")).toEqual(["1 | character 01-001 foo", "  |                  ^^^"]);
  });

  it("counts full-width characters as two columns", () => {
    // The span covers 唯」 (2 characters, 4 columns) after 「平沢 (4 characters, 7 columns).
    const text = "「平沢 唯」";
    const frame = codeFrame(text, diagnosticAt(1, 5, 2));
    expect(frame.split("\n")[1]).toBe("  |        ^^^^");
  });

  it("shows the line before for context and escapes control characters", () => {
    const frame = codeFrame("a\nb\u0000c", diagnosticAt(2, 2, 1));
    expect(frame.split("\n")).toEqual(["1 | a", "2 | b\\u0000c", "  |  ^^^^^^"]);
  });

  it("formats file:line:col, code, message and fix", () => {
    const shown = formatDiagnostic(diagnosticAt(1, 1, 1), "x");
    expect(shown.split("\n")[0]).toBe("x.cards:1:1 - error PM9999: m");
    expect(shown).toContain("  fix: f");
  });
});
