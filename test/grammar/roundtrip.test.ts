// Every card file in cardtext/ and drafts/ parses without diagnostics, formats idempotently, and
// the formatted text parses back to the same AST (modulo spans).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { astEqual, format, parse } from "../../grammar/index.ts";
import { astSpanProblems } from "./helpers.ts";

const root = join(import.meta.dirname, "../..");
const files = ["cardtext", "drafts"].flatMap((folder) => {
  try {
    return readdirSync(join(root, folder))
      .filter((f) => f.endsWith(".cards"))
      .sort()
      .map((f) => join(folder, f));
  } catch {
    return [];
  }
});

describe("cardtext/ and drafts/ round trip", () => {
  it("finds card files", () => {
    expect(files.length).toBeGreaterThan(0);
  });
  for (const f of files) {
    it(f, () => {
      const text = readFileSync(join(root, f), "utf8");
      const first = parse(text, f);
      expect(
        first.diagnostics.map(
          (d) => `${d.span.start.line}:${d.span.start.column} ${d.code} ${d.message}`,
        ),
      ).toEqual([]);
      expect(astSpanProblems(text, first.ast)).toEqual([]);
      const out = format(first.ast);
      const second = parse(out, f);
      expect(
        second.diagnostics.map(
          (d) => `${d.span.start.line}:${d.span.start.column} ${d.code} ${d.message}`,
        ),
      ).toEqual([]);
      expect(astEqual(first.ast, second.ast)).toBe(true);
      expect(format(second.ast)).toBe(out);
      // Comments survive: every comment text of the input is in the output.
      for (const m of text.matchAll(/\/\/ ?([^\n\r]*)/g))
        expect(out).toContain((m[1] ?? "").trimEnd());
    });
  }
});
