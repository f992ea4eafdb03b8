// Property: whatever the translator prints parses. Random mutations of corpus texts — characters
// of the corpus itself and brackets, line breaks and punctuation inserted, deleted or duplicated,
// two texts spliced, a text truncated — are translated and printed as `memoria translate` prints
// them (the card, its TODO comments and the English rendering comment); the card parser reads the
// output with no diagnostic, and the checker runs on it without an exception.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { check } from "../../compiler/index.ts";
import { parse } from "../../grammar/index.ts";
import { cliOutput, textCard } from "../../translate/print.ts";
import { corpusCards } from "./helpers.ts";

const texts = corpusCards()
  .map((c) => c.record.text ?? "")
  .filter((t) => t.length > 1);
const corpusChars = [...new Set(texts.join(""))];
const specials = [..."「」〔〕【】『』《》\n\r。、"];

type Edit =
  | { kind: "insert" | "duplicate"; at: number; ch: string; n: number }
  | { kind: "delete" | "truncate"; at: number }
  | { kind: "splice"; at: number; other: number; from: number };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constantFrom("insert" as const, "duplicate" as const),
    at: fc.nat(),
    ch: fc.oneof(fc.constantFrom(...specials), fc.constantFrom(...corpusChars)),
    n: fc.integer({ min: 1, max: 8 }),
  }),
  fc.record({ kind: fc.constantFrom("delete" as const, "truncate" as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant("splice" as const),
    at: fc.nat(),
    other: fc.nat(),
    from: fc.nat(),
  }),
);

function mutate(text: string, edits: readonly Edit[]): string {
  let t = text;
  for (const e of edits) {
    const i = e.at % (t.length + 1);
    if (e.kind === "insert") t = t.slice(0, i) + e.ch + t.slice(i);
    else if (e.kind === "duplicate") t = t.slice(0, i) + t.slice(i, i + e.n) + t.slice(i);
    else if (e.kind === "delete") t = t.slice(0, i) + t.slice(i + 1);
    else if (e.kind === "truncate") t = t.slice(0, i);
    else if (e.kind === "splice") {
      const o = texts[e.other % texts.length]!;
      t = t.slice(0, i) + o.slice(e.from % (o.length + 1));
    }
  }
  return t;
}

/** The diagnostics of the CLI's output for `text`; the checker must not throw on it. */
function problems(text: string): string[] {
  const out = cliOutput([textCard(text, "<argument>")], true);
  const r = parse(out, "translated.cards");
  check([r.ast]);
  return r.diagnostics.map((d) => `${d.code} ${d.message} in:\n${out}`);
}

describe("the translator prints only text that parses", () => {
  it("parses its output for mutated corpus texts", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: texts.length - 1 }),
        fc.array(edit, { minLength: 1, maxLength: 5 }),
        (which, edits) => {
          expect(problems(mutate(texts[which]!, edits))).toEqual([]);
        },
      ),
      { numRuns: 200, seed: 14014 },
    );
  });

  it("folds line breaks and refuses keyword boxes that cannot be printed", () => {
    for (const text of [
      "〔〕",
      "〔 〕",
      "〔…〔…〕…〕",
      "あいう\rえお。",
      "「あ\rい」を手札に加える。",
      "あい\u2028う。",
      "〔あ\nい〕",
      "〔\r〕",
      // inside a sentence, where a box is a keyword granted (fuzz/reproducers/translate/unparsable-b0a116acad.txt)
      "［メイン/両方］:く。その場合、自分のキャラ1枚はターン終了時まで〔〕+0/+0を得る",
      "[メイン/自分]:キャラ1枚は、ターン終了時まで〔 〕を得る。",
    ])
      expect(problems(text), JSON.stringify(text)).toEqual([]);
  });

  it("refuses a number the card language cannot hold, saying so (PM1210 above 1,000,000)", () => {
    // fuzz/reproducers/translate/unparsable-d2f8677674.txt: the number was printed into the card
    for (const text of [
      "カードは自分のターンの間、+0/2202020を得る",
      "[メイン/自分]:カードを1000001枚引く。",
    ]) {
      expect(problems(text), text).toEqual([]);
      const out = cliOutput([textCard(text, "<argument>")], true);
      expect(out).toMatch(
        /TODO\(translate\).*language: the number 100000[01]|language: the number 2202020/,
      );
    }
    // the limit itself is a number the language holds
    expect(
      cliOutput([textCard("[メイン/自分]:カードを1000000枚引く。", "<argument>")], true),
    ).toContain("draw 1000000");
  });
});
