// grammar/unknown-run.ts: a run of characters no token starts with is one token, reported as
// Chevrotain reports what it cannot lex. Two claims make that safe: (1) the start set holds the
// first character of every token pattern, read from the patterns themselves; (2) the lexer with
// the run gives the tokens and the PM1101 spans of the lexer without it, on any input.
import { RegExpParser, type Alternative, type Term } from "@chevrotain/regexp-to-ast";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Lexer, type TokenType } from "../../grammar/chevrotain.ts";
import { lex } from "../../grammar/lexer.ts";
import { LineIndex } from "../../grammar/spans.ts";
import { allTokens } from "../../grammar/tokens.ts";
import { tokenStartChars } from "../../grammar/unknown-run.ts";

/** The characters a term can start with, and whether it can match nothing. */
function termStarts(term: Term, out: Set<number>): boolean {
  const optional =
    "quantifier" in term && term.quantifier !== undefined && term.quantifier.atLeast === 0;
  switch (term.type) {
    case "Character":
      out.add(term.value);
      return optional;
    case "Set":
      if (term.complement) throw new Error("a negated class: its first characters are not listed");
      for (const v of term.value)
        if (typeof v === "number") out.add(v);
        else for (let c = v.from; c <= v.to; c++) out.add(c);
      return optional;
    case "Group": {
      const empty = term.value.value.map((alt) => alternativeStarts(alt, out)).some(Boolean);
      return optional || empty;
    }
    default:
      throw new Error(`a ${term.type} term: not read here`);
  }
}

/** Adds the first characters of an alternative; true when it can match the empty string. */
function alternativeStarts(alt: Alternative, out: Set<number>): boolean {
  for (const term of alt.value) if (!termStarts(term, out)) return false;
  return true;
}

function patternStarts(t: TokenType): Set<number> {
  const out = new Set<number>();
  const ast = new RegExpParser().pattern((t.PATTERN as RegExp).toString());
  for (const alt of ast.value.value)
    expect(alternativeStarts(alt, out), `${t.name} can match nothing`).toBe(false);
  return out;
}

const plainLexer = new Lexer(allTokens, { positionTracking: "full", ensureOptimizations: true });

/** Tokens and unlexed spans of the lexer without the run (Chevrotain alone) and with it. */
function bothWays(text: string) {
  const alone = plainLexer.tokenize(text);
  const withRun = lex(new LineIndex(text, "t.cards"));
  const shape = (ts: { image: string; startOffset: number; tokenType: TokenType }[]) =>
    ts.map((t) => `${t.tokenType.name}@${t.startOffset}:${t.image}`);
  return {
    alone: {
      tokens: shape(alone.tokens),
      unlexed: alone.errors.map((e) => [e.offset, e.offset + Math.max(1, e.length)]),
    },
    withRun: {
      tokens: shape(withRun.tokens),
      unlexed: withRun.diagnostics
        .filter((d) => d.code === "PM1101")
        .map((d) => [d.span.start.offset, d.span.end.offset]),
    },
  };
}

describe("a run of characters no token starts with", () => {
  it("the start set holds the first character of every token pattern", () => {
    const starts = tokenStartChars();
    const patterns = allTokens.filter((t) => t.PATTERN instanceof RegExp);
    expect(patterns.length).toBeGreaterThan(100);
    for (const t of patterns) {
      const missing = [...patternStarts(t)]
        .map((c) => String.fromCharCode(c))
        .filter((c) => !starts.has(c));
      expect(missing, t.name).toEqual([]);
    }
  });

  it("gives the tokens and the errors Chevrotain alone gives, on any characters", () => {
    const alphabet = [
      ..."@#$~%&?*.|^`'\\ \n\t「」【】『』〔〕\"《》↓±+-<>!=:：;,()[]［］{}／▶07aZこれは漢字メア自相両割。、\u3000\uFEFF\u00e9\ud83c\udf38",
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 60 }), (chars) => {
        const { alone, withRun } = bothWays(chars.join(""));
        expect(withRun).toEqual(alone);
      }),
      { numRuns: 400 },
    );
  });

  it("and on real card files with garbage put in", () => {
    const text = readFileSync("cardtext/pm_k-on.cards", "utf8").slice(0, 20_000);
    const junk = fc.string({
      unit: fc.constantFrom(..."@#~？！・…これは漢字◆★"),
      minLength: 1,
      maxLength: 6,
    });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(text.length), junk), { maxLength: 8 }), (cuts) => {
        let t = text;
        for (const [at, j] of cuts.sort((a, b) => b[0] - a[0]))
          t = t.slice(0, at) + j + t.slice(at);
        const { alone, withRun } = bothWays(t);
        expect(withRun).toEqual(alone);
      }),
      { numRuns: 40 },
    );
  });
});
