// Robustness: text never seen (odd spacing, full-width forms, typos, deleted or random characters)
// degrades to marked failures, never to a crash; spacing and character width never change the
// meaning of a card the translator reads completely.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { withoutSpans } from "../../translate/ast-util.ts";
import { translateText } from "../../translate/translate.ts";
import { corpusCards } from "./helpers.ts";

const texts = corpusCards()
  .map((c) => c.record.text ?? "")
  .filter((t) => t.length > 1);
const complete = corpusCards().filter(
  (c) => c.translation.complete && c.translation.abilities.length > 0,
);

type Edit = { at: number; kind: "delete" | "insert" | "replace" | "duplicate"; ch: string };

function mutate(text: string, edits: Edit[]): string {
  let t = text;
  for (const e of edits) {
    const i = t.length === 0 ? 0 : e.at % t.length;
    if (e.kind === "delete") t = t.slice(0, i) + t.slice(i + 1);
    else if (e.kind === "insert") t = t.slice(0, i) + e.ch + t.slice(i);
    else if (e.kind === "replace") t = t.slice(0, i) + e.ch + t.slice(i + 1);
    else t = t.slice(0, i) + t.slice(i, i + 1) + t.slice(i);
  }
  return t;
}

const edit = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom("delete", "insert", "replace", "duplicate" as const),
  ch: fc.oneof(
    fc.constantFrom(
      " ",
      "　",
      "。",
      "、",
      "「",
      "」",
      "〔",
      "《",
      "[",
      "/",
      "の",
      "を",
      "1",
      "１",
      "±",
      "\n",
    ),
    fc.string({ unit: "binary", minLength: 1, maxLength: 2 }),
  ),
});

describe("never throws, never hides a failure", () => {
  it("reports every sentence, and is complete only if every sentence was read", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...texts),
        fc.array(edit, { minLength: 1, maxLength: 4 }),
        (text, edits) => {
          const mutated = mutate(text, edits);
          const t = translateText(mutated, "fuzz");
          expect(t.complete).toBe(t.sentences.every((s) => s.ok));
          for (const s of t.sentences) {
            if (!s.ok) expect(s.reason).toBeTruthy();
            expect(s.start).toBeGreaterThanOrEqual(0);
            expect(s.end).toBeLessThanOrEqual(mutated.length);
          }
          if (t.abilities.length === 0 && t.complete)
            expect(t.sentences.every((s) => s.ok)).toBe(true);
        },
      ),
      { numRuns: 400, seed: 20261129 },
    );
  });

  it("survives arbitrary strings", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 80 }), (s) => {
        const t = translateText(s, "fuzz");
        expect(t.complete).toBe(t.sentences.every((x) => x.ok));
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});

/**
 * Positions outside 「」『』 where a space may go without changing a name, nor between two Latin
 * letters of a trait (in 【BLACK STARS】 a space separates the words of a trait).
 */
function spaceable(text: string): number[] {
  const out: number[] = [];
  let depth = 0;
  let trait = 0;
  const latin = (ch: string | undefined) => ch !== undefined && /[A-Za-z0-9]/.test(ch);
  for (let i = 0; i <= text.length; i++) {
    if (depth === 0 && !(trait > 0 && latin(text[i - 1]) && latin(text[i]))) out.push(i);
    const ch = text[i];
    if (ch === "「" || ch === "『") depth++;
    if ((ch === "」" || ch === "』") && depth > 0) depth--;
    if (ch === "【") trait++;
    if (ch === "】" && trait > 0) trait--;
  }
  return out;
}

const WIDE: Record<string, string> = {
  "0": "０",
  "1": "１",
  "2": "２",
  "3": "３",
  "4": "４",
  "5": "５",
  "+": "＋",
  "-": "－",
  ":": "：",
  "[": "［",
  "]": "］",
};

describe("spacing and width do not change the meaning", () => {
  it("gives the same abilities with spaces and full-width forms", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...complete),
        fc.array(fc.nat(), { maxLength: 5 }),
        fc.boolean(),
        (card, picks, wide) => {
          const text = card.record.text ?? "";
          const slots = spaceable(text);
          const chosen = new Set(picks.map((p) => slots[p % slots.length]!));
          let out = "";
          for (let i = 0; i <= text.length; i++) {
            if (chosen.has(i)) out += i % 2 ? " " : "　";
            const ch = text[i] ?? "";
            out += wide ? (WIDE[ch] ?? ch) : ch;
          }
          const t = translateText(out, "fuzz");
          expect(t.complete).toBe(true);
          expect(withoutSpans(t.abilities)).toEqual(withoutSpans(card.translation.abilities));
        },
      ),
      { numRuns: 200, seed: 11 },
    );
  });
});
