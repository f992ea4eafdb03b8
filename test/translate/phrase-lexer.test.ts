// The translator's lexer (translate/phrase-lexer.ts) gives exactly the tokens Chevrotain's Lexer
// gives over the same token types in the same order — every field of every token — on every text
// of both corpus files as the parser reads it (normalised), and on random texts made of the
// vocabulary's own phrases, brackets, numbers, spaces and other characters (surrogate pairs among
// them). Chevrotain's Lexer is the slow side here (~1 s for the corpus).
import { readFileSync } from "node:fs";
import fc from "fast-check";
import type { IToken } from "chevrotain";
import { describe, expect, it } from "vitest";
import { Lexer } from "../../grammar/chevrotain.ts";
import { corpusFile } from "../../translate/corpus-file.ts";
import { normalize } from "../../translate/normalize.ts";
import { tokenizeJa } from "../../translate/phrase-lexer.ts";
import { allTokens } from "../../translate/tokens.ts";

/** The reference: Chevrotain's Lexer as the translator built it before (first match in order). */
const chevrotain = new Lexer(allTokens, {
  positionTracking: "onlyOffset",
  ensureOptimizations: false,
});

/** A token's own fields, its type by name (two lists compare field by field). */
const fields = (tokens: IToken[]) =>
  tokens.map((t) =>
    Object.entries(t)
      .map(([k, v]) => [k, k === "tokenType" ? (v as IToken["tokenType"]).name : v])
      .sort(),
  );

function expectSameTokens(text: string): void {
  expect(fields(tokenizeJa(text).tokens), text).toEqual(fields(chevrotain.tokenize(text).tokens));
}

const corpusTexts = ["pm-cards.jsonl", "pm-cards-wide.jsonl"].flatMap((name) =>
  readFileSync(corpusFile(name), "utf8")
    .trim()
    .split("\n")
    .map((line) => (JSON.parse(line) as { text?: string }).text ?? ""),
);

describe("the translator's lexer", () => {
  it("lexes every corpus text as Chevrotain's Lexer does", () => {
    expect(corpusTexts.length).toBeGreaterThan(800);
    for (const text of corpusTexts) expectSameTokens(normalize(text).text);
  });

  it("lexes random texts of its own phrases and other characters as Chevrotain's Lexer does", () => {
    const phrases = allTokens.flatMap((t) => (typeof t.PATTERN === "string" ? [t.PATTERN] : []));
    const piece = fc.oneof(
      fc.constantFrom(...phrases),
      fc.constantFrom(...phrases).map((p) => p.slice(0, Math.max(1, p.length - 1))),
      fc.constantFrom(..."「」『』【】〔〕《》[]/・"), // brackets and separators, one at a time
      fc.constantFrom("+", "-", "±", "AP", "DP", "コイン", "!", "。", "、", " ", "\u3000", "\n"),
      fc.nat(999).map(String),
      fc.string({ unit: "grapheme", maxLength: 3 }),
      fc.constantFrom("🐱", "\ud83d", "𠀋", "ｶ", "ⅰ"),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), (pieces) =>
        expectSameTokens(pieces.join("")),
      ),
      { numRuns: 400 },
    );
  });
});
