// Every other process builds the card parser and lexer with Chevrotain's validations skipped (they
// were half of their construction time): this test is where they run, so a grammar error — left
// recursion, alternatives that maxLookahead cannot tell apart, a rule named twice — or a token
// pattern error (one that matches the empty string, an anchor, an unreachable token) fails here.
import { describe, expect, it } from "vitest";
import { Lexer, type TokenType } from "../../grammar/chevrotain.ts";
import { buildCardLexer } from "../../grammar/lexer.ts";
import { buildCardParser } from "../../grammar/parser.ts";
import { allTokens } from "../../grammar/tokens.ts";
import { unknownRunToken } from "../../grammar/unknown-run.ts";

/** Chevrotain 11's lexer tables (internal): per pattern, and per first character the patterns. */
interface LexerTables {
  patternIdxToConfig: Record<string, { tokenTypeIdx: number; canLineTerminator: boolean }[]>;
  charCodeToPatternIdxToConfig: Record<string, ({ tokenTypeIdx: number }[] | undefined)[]>;
}

/** What the lexer decided: which tokens may span lines, which are tried at each first char. */
function decisions(lexer: Lexer): { lines: boolean[]; firstChars: string[] } {
  const t = lexer as unknown as LexerTables;
  const byChar = t.charCodeToPatternIdxToConfig["defaultMode"]!;
  return {
    lines: t.patternIdxToConfig["defaultMode"]!.map((c) => c.canLineTerminator),
    firstChars: [...byChar.keys()].map(
      (code) => `${code}: ${(byChar[code] ?? []).map((c) => c.tokenTypeIdx).join(" ")}`,
    ),
  };
}

describe("the card grammar's definition", () => {
  it("passes Chevrotain's validations with no definition error", () => {
    // With validations on, performSelfAnalysis throws "Parser Definition Errors detected: …"
    // listing every error (checked: maxLookahead 2 makes this fail with the ambiguities).
    expect(() => buildCardParser({ validate: true })).not.toThrow();
  });

  it("has token patterns that pass the lexer's validations", () => {
    // With validations on, the Lexer throws on a definition error (checked: a keyword pattern of
    // /(?:)/ makes this fail with "must not match an empty string"); none is deferred to the list.
    const lexer = buildCardLexer(true);
    expect(lexer.lexerDefinitionErrors).toEqual([]);
  });

  it("gives the lexer the first characters and line breaks its own analysis finds", () => {
    // The keywords carry start_chars_hint and line_breaks (keywords.ts, lexerHints) so the lexer
    // need not parse their patterns; the same tokens without them must lead to the same tables.
    const plain = allTokens.map((t): TokenType => {
      const { START_CHARS_HINT, LINE_BREAKS, ...rest } = t as TokenType & Record<string, unknown>;
      return START_CHARS_HINT === undefined && LINE_BREAKS === undefined ? t : (rest as TokenType);
    });
    expect(plain.filter((t, i) => t !== allTokens[i]).length).toBeGreaterThan(100);
    // UnknownRun keeps its hint: Chevrotain cannot analyse a negated class (unknown-run.ts).
    const analysed = new Lexer([...plain, unknownRunToken()], {
      positionTracking: "full",
      ensureOptimizations: true,
    });
    expect(decisions(buildCardLexer())).toEqual(decisions(analysed));
  });
});
