// Property: parsing random mutations of the card files (deleted, duplicated and swapped tokens,
// truncation, random Unicode incl. lone surrogates, NUL and RTL marks) never throws, and every
// diagnostic has a code, a message, a fix and a span inside the input with consistent line/column.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { format, parse } from "../../grammar/index.ts";
import { spanProblems } from "./helpers.ts";

const dir = join(import.meta.dirname, "../../cardtext");
const samples: string[] = (() => {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith(".cards"))
      .sort()
      .map((f) => readFileSync(join(dir, f), "utf8"));
  } catch {
    return [];
  }
})();
if (samples.length === 0)
  samples.push(
    `title 『T』\ncharacter 01-001 「A」 red cost 1 source 1 ap 10 dp 10 【X】 {\n  if this enters: draw 1\n}\n`,
  );

const specials = [
  "\u0000",
  "\u200F",
  "\u202E",
  "\u2028",
  "\uD800",
  "\uDFFF",
  "\r",
  "\n",
  "\r\n",
  "「",
  "」",
  "【",
  "『",
  "〔",
  '"',
  "\\",
  "//",
  "{",
  "}",
  ":",
  ";",
  "±",
  "▶",
  "《",
  "↓",
  "\uFEFF",
  "\t",
  "\u3000",
];
const char = fc.oneof(
  fc.constantFrom(...specials),
  fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)),
  fc.integer({ min: 0x10000, max: 0x10ffff }).map((n) => String.fromCodePoint(n)),
);
const noise = fc.string({ unit: char, maxLength: 6 });

type Op =
  | { op: "delete" | "duplicate"; at: number }
  | { op: "swap"; at: number; with: number }
  | { op: "insert"; at: number; text: string }
  | { op: "truncate"; at: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constantFrom("delete" as const, "duplicate" as const), at: fc.nat() }),
  fc.record({ op: fc.constant("swap" as const), at: fc.nat(), with: fc.nat() }),
  fc.record({ op: fc.constant("insert" as const), at: fc.nat(), text: noise }),
  fc.record({ op: fc.constant("truncate" as const), at: fc.nat() }),
);

/** Apply mutations to the whitespace-separated tokens of a sample (a window of it, for speed). */
function mutate(sample: string, start: number, ops: Op[]): string {
  const from = start % Math.max(1, sample.length);
  let parts = sample.slice(from, from + 3000).split(/(\s+)/);
  for (const o of ops) {
    const n = parts.length;
    if (n === 0) break;
    const i = o.at % n;
    if (o.op === "delete") parts.splice(i, 1);
    else if (o.op === "duplicate") parts.splice(i, 0, parts[i] ?? "");
    else if (o.op === "swap") {
      const j = o.with % n;
      [parts[i], parts[j]] = [parts[j] ?? "", parts[i] ?? ""];
    } else if (o.op === "insert") {
      const p = parts[i] ?? "";
      const k = o.text.length % (p.length + 1);
      parts[i] = p.slice(0, k) + o.text + p.slice(k);
    } else
      parts = parts
        .join("")
        .slice(0, o.at % (parts.join("").length + 1))
        .split(/(\s+)/);
  }
  return parts.join("");
}

describe("fuzz: mutated card files", () => {
  it("never throws and reports spans inside the input", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: samples.length - 1 }),
        fc.nat(),
        fc.array(op, { minLength: 1, maxLength: 6 }),
        (which, start, ops) => {
          const text = mutate(samples[which] ?? "", start, ops);
          const r = parse(text, "fuzz.cards");
          expect(spanProblems(text, r.diagnostics)).toEqual([]);
          for (const d of r.diagnostics) {
            expect(d.code).toMatch(/^PM1\d{3}$/);
            expect(d.message.length).toBeGreaterThan(0);
            expect(d.fix.length).toBeGreaterThan(0);
          }
          // Whatever parsed formats without throwing, and the formatted text parses cleanly.
          if (r.diagnostics.length === 0) {
            const out = format(r.ast);
            expect(parse(out, "fuzz.cards").diagnostics).toEqual([]);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it("random Unicode strings never throw", () => {
    fc.assert(
      fc.property(fc.string({ unit: char, maxLength: 200 }), (text) => {
        const r = parse(text, "noise.cards");
        expect(spanProblems(text, r.diagnostics)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});
