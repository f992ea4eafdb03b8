// The examples of docs/language.md parse: the first example file, every example in the ability
// and effect tables (effects wrapped in `[main/own]: …`), and the static-effect table.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "../../grammar/index.ts";
import { expectParses, inCard } from "./helpers.ts";

const doc = readFileSync(join(import.meta.dirname, "../../docs/language.md"), "utf8");

function section(title: string): string {
  const start = doc.indexOf(`\n## ${title}`);
  const end = doc.indexOf("\n## ", start + 1);
  return doc.slice(start, end < 0 ? undefined : end);
}

const cells = (row: string): string[] =>
  row
    .split("|")
    .slice(1, -1)
    .map((c) => c.trim());

/**
 * Code spans in column `col` of the first table of a section whose header starts with `header`
 * (and, when given, whose first row starts with `firstRow`); placeholders skipped.
 */
function examples(sec: string, col: number, header: string[], firstRow?: string): string[] {
  const lines = sec.split("\n");
  const at = lines.findIndex(
    (l, i) =>
      header.every((h, j) => cells(l)[j] === h) &&
      (firstRow === undefined || (cells(lines[i + 2] ?? "")[0] ?? "").startsWith(firstRow)),
  );
  const out: string[] = [];
  for (const row of lines.slice(at + 2)) {
    if (at < 0 || !row.startsWith("|")) break;
    for (const m of (cells(row)[col] ?? "").matchAll(/`([^`]+)`/g)) {
      const ex = m[1] ?? "";
      if (!ex.includes("<") && !ex.includes("…") && !ex.includes('"…"')) out.push(ex);
    }
  }
  return out;
}

describe("docs/language.md examples", () => {
  it("the opening example file parses", () => {
    const block = /```\n(title[\s\S]*?)```/.exec(doc)?.[1] ?? "";
    expect(block.length).toBeGreaterThan(100);
    expectParses(block);
  });

  const abilities = examples(section("Abilities"), 2, ["form", "AST"]);
  const statics = examples(section("Abilities"), 0, ["form", "AST"], "`this gets +20/+20`");
  const steps = examples(section("Effects"), 1, ["step"]);
  it("has examples to check", () => {
    expect(abilities.length).toBeGreaterThan(15);
    expect(statics.length).toBeGreaterThan(3);
    expect(steps.length).toBeGreaterThan(25);
  });
  for (const a of abilities) it(`ability: ${a}`, () => expectParses(inCard(a)));
  for (const s of statics) it(`static: ${s}`, () => expectParses(inCard(s)));
  for (const s of steps) {
    it(`step: ${s}`, () => {
      const r = parse(inCard(`[main/own]: ${s}`), "d.cards");
      expect(r.diagnostics.map((d) => d.message)).toEqual([]);
    });
  }
});
