// The card parser's grammar tree is kept between processes (grammar/grammar-cache.ts, see
// grammar/recorded-grammar.ts) instead of Chevrotain recording it on every construction. The kept
// tree must be the recorded one, node for node, and it must be used only for the code it was
// recorded from: any change to a rule, a helper or a token name changes the key.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { IToken, Rule } from "chevrotain";
import { serializeGrammar } from "../../grammar/chevrotain.ts";
import { buildCardParser, cardGrammarKey, recordCardGrammar } from "../../grammar/parser.ts";
import { GRAMMAR_CACHE } from "../../grammar/grammar-cache.ts";
import { grammarKey, serializeRules } from "../../grammar/recorded-grammar.ts";
import { grammarText } from "../../grammar/lazy-lookahead.ts";
import { splitItems } from "../../grammar/parse.ts";
import { lex } from "../../grammar/lexer.ts";
import { LineIndex } from "../../grammar/spans.ts";
import { GRAMMAR_CACHE_MODULE, grammarCacheModule } from "../../translate/gen-lookahead-cache.ts";

const CARDTEXT = join(import.meta.dirname, "../../cardtext");

const rulesOf = (parser: { getGAstProductions(): Record<string, unknown> }): Rule[] =>
  Object.values(parser.getGAstProductions()) as Rule[];

describe("the kept card grammar", () => {
  it("is the grammar Chevrotain records (else: npx tsx translate/gen-lookahead-cache.ts)", () => {
    const recorded = recordCardGrammar();
    expect(recorded.matchesKept).toBe(true);
    // The module holds the rules as generated (its key is tsx's, not this process's).
    const module = readFileSync(GRAMMAR_CACHE_MODULE, "utf8");
    const rulesLine = (text: string) => text.split("\n").find((l) => l.startsWith("export"))!;
    expect(rulesLine(module).replace(/keys: \[[^\]]*\]/, "")).toBe(
      rulesLine(grammarCacheModule()).replace(/keys: \[[^\]]*\]/, ""),
    );
  });

  it("rebuilds the same tree, node for node, after the resolver ran", () => {
    const kept = buildCardParser({ grammar: "kept" });
    const recorded = buildCardParser({ grammar: "recorded" });
    expect(kept.grammarFrom).toBe("kept");
    expect(recorded.grammarFrom).toBe("recorded");
    expect(serializeRules(rulesOf(kept))).toBe(serializeRules(rulesOf(recorded)));
    // Chevrotain's own view (token patterns, labels), and the resolved references.
    expect(serializeGrammar(rulesOf(kept))).toEqual(serializeGrammar(rulesOf(recorded)));
    const references = (rules: Rule[]) =>
      JSON.stringify(rules, (key, value: unknown) =>
        key === "referencedRule" ? (value as Rule).name : key === "terminalType" ? "t" : value,
      );
    expect(references(rulesOf(kept))).toBe(references(rulesOf(recorded)));
    // The text the lookahead cache is checked against, taken from the kept module unserialized.
    expect(grammarText(rulesOf(kept), 3)).toBe(GRAMMAR_CACHE.grammar);
    expect(grammarText(rulesOf(recorded), 3)).toBe(GRAMMAR_CACHE.grammar);
  });

  it("parses card files, whole and broken, to the same trees and errors as a recorded one", () => {
    const kept = buildCardParser({ grammar: "kept" });
    const recorded = buildCardParser({ grammar: "recorded" });
    const outcome = (parser: typeof kept, chunk: IToken[]): string => {
      parser.input = chunk;
      const cst = parser.item();
      const tree = JSON.stringify(cst, (key, value: unknown) =>
        key === "tokenType" ? (value as { name: string }).name : value,
      );
      return `${tree}\n${parser.errors.map((e) => e.message).join("\n")}`;
    };
    const files = readdirSync(CARDTEXT)
      .filter((f) => f.endsWith(".cards"))
      .slice(0, 6);
    expect(files.length).toBeGreaterThan(0);
    let chunks = 0;
    for (const file of files) {
      const text = readFileSync(join(CARDTEXT, file), "utf8");
      // The file, then the same with every 61st character dropped (syntax errors everywhere).
      const broken = [...text].filter((_, i) => i % 61 !== 60).join("");
      for (const variant of [text, broken])
        for (const chunk of splitItems(lex(new LineIndex(variant, file)).tokens)) {
          expect(outcome(kept, chunk)).toBe(outcome(recorded, chunk));
          chunks++;
        }
    }
    expect(chunks).toBeGreaterThan(100);
  });

  it("is used only for the code it was recorded from", () => {
    // Under vitest the sources are transformed by vite, not tsx: another key, so the kept tree is
    // not trusted and Chevrotain records (as a build that failed to certify would).
    const parser = buildCardParser();
    expect(GRAMMAR_CACHE.keys).not.toContain(cardGrammarKey(parser));
    expect(parser.grammarFrom).toBe("recorded");
  });

  it("has a key that changes with a rule's text, a helper or a token's name", () => {
    const alt = (f: () => void) => f;
    const Title = { name: "Title", tokenTypeIdx: 1 };
    class Base {}
    class A extends Base {
      rule = () => "CONSUME(Title)";
    }
    class B extends Base {
      rule = () => "CONSUME(Also)";
    }
    const inputs = { helpers: [alt], tokenSpaces: [{ Title }] };
    const key = grammarKey(new A(), Base, inputs);
    expect(grammarKey(new A(), Base, inputs)).toBe(key);
    expect(grammarKey(new B(), Base, inputs)).not.toBe(key);
    expect(grammarKey(new A(), Base, { ...inputs, helpers: [(f: () => void) => f()] })).not.toBe(
      key,
    );
    const renamed = { Title: { name: "TitleKw", tokenTypeIdx: 1 } };
    expect(grammarKey(new A(), Base, { ...inputs, tokenSpaces: [renamed] })).not.toBe(key);
  });
});
