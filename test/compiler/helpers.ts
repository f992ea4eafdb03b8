// One-line test helpers: `expectCheck(src).toHave("PM2001")`, `expectCheck(src).clean()`.
// A source is card-language text (parsed first; it must parse without errors, so a case tests the
// checker and not the parser) or hand-made AST values for what the parser cannot produce.
import { expect } from "vitest";
import type { CardFile } from "../../grammar/ast.ts";
import type { Diagnostic } from "../../grammar/diagnostics.ts";
import { parse } from "../../grammar/index.ts";
import { checkFiles, type CheckOptions } from "../../compiler/index.ts";

export type Source = string | CardFile[];

/** Cards every snippet may refer to; checks clean on its own. */
export const PRELUDE = `title 『けいおん!』
character 01-001 「平沢 唯」 red cost 4 source 1 ap 40 dp 30 【制服】【音楽】
character 01-002 「秋山 澪」 blue cost 3 source 1 ap 30 dp 30 【音楽】
character 01-008 「平沢 憂」 yellow cost 0 source 1
support 01-120 「ギー太」 red cost 1 source 1 { attach to 「平沢 唯」 }
event 01-101 「うんたん♪」 red cost 0 source 1 { [main/own]: draw 1 }
`;

export function parseSource(
  text: string,
  file = "test.cards",
): { ast: CardFile; diagnostics: Diagnostic[] } {
  return parse(text, file);
}

export interface CheckRun {
  parseDiagnostics: Diagnostic[];
  diagnostics: Diagnostic[];
}

export function runCheck(source: Source, options: CheckOptions = {}): CheckRun {
  if (typeof source !== "string")
    return { parseDiagnostics: [], diagnostics: checkFiles(source, options) };
  const { ast, diagnostics: parseDiagnostics } = parseSource(source);
  return {
    parseDiagnostics,
    diagnostics: checkFiles([ast], { prior: parseDiagnostics, ...options }),
  };
}

function show(diagnostics: Diagnostic[]): string {
  return diagnostics
    .map((d) => `${d.code} ${d.severity} ${d.span.start.line}:${d.span.start.column} ${d.message}`)
    .join("\n");
}

export function expectCheck(source: Source, options: CheckOptions = {}) {
  const run = runCheck(source, options);
  const parsedCleanly = () =>
    expect(show(run.parseDiagnostics), "the snippet must parse without diagnostics").toBe("");
  return {
    ...run,
    /** The checker reports `code` (and the snippet parsed cleanly). */
    toHave(code: string) {
      parsedCleanly();
      expect(
        run.diagnostics.map((d) => d.code),
        show(run.diagnostics),
      ).toContain(code);
      return this;
    },
    /** Neither the parser nor the checker reports anything. */
    clean() {
      parsedCleanly();
      expect(show(run.diagnostics)).toBe("");
      return this;
    },
  };
}
