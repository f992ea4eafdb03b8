// The lookahead functions of both Chevrotain parsers — the card language's and the translator's —
// come from kept paths (grammar/lookahead-cache.ts, translate/parser/lookahead-cache.ts; built by
// grammar/lazy-lookahead.ts and grammar/lookahead-functions.ts) instead of Chevrotain's own
// computation. They must be up to date with the grammars, and decide exactly as Chevrotain's
// functions do — the same alternative, or the same yes/no — on any tokens. Both are checked up
// to date and exactly regenerated here; the translator's decisions in a file of their own,
// test/translate/lookahead-cache-decisions.test.ts.
import { describe, expect, it } from "vitest";
import { strategyOf } from "../../translate/gen-lookahead-cache.ts";
import { cardParser } from "../../grammar/parser.ts";
import { parse } from "../../grammar/parse.ts";
import { jaParser, parseSentence } from "../../translate/parser/index.ts";
import {
  itDecidesAsChevrotain,
  itIsExactlyRegenerated,
  itIsUpToDate,
} from "../helpers/lookahead-cache-checks.ts";

describe("the lookahead caches", () => {
  itIsUpToDate("the card grammar");
  // Paths recomputed and compared exactly: ~0.3 s CPU for the card grammar, ~4 s for the
  // translator's (minutes before its `selector` and `modifier` decided by gates and one token).
  itIsExactlyRegenerated("the card grammar");
  itIsUpToDate("the translator's grammar");
  itIsExactlyRegenerated("the translator's grammar");

  it("are what the parsers use", () => {
    parse("title 『T』\n\ncharacter 01-001 「A」 red cost 1 source 1 ap 10 dp 10\n", "a.cards");
    expect((strategyOf(cardParser()) as unknown as { cache: unknown }).cache).toBeInstanceOf(Map);
    const spans = () => ({
      file: "",
      start: { offset: 0, line: 1, column: 1 },
      end: { offset: 0, line: 1, column: 1 },
    });
    expect(parseSentence("このカードが登場した場合、カードを1枚引く", 0, spans).ok).toBe(true);
    expect((strategyOf(jaParser()) as unknown as { cache: unknown }).cache).toBeInstanceOf(Map);
  });
});

itDecidesAsChevrotain("the card grammar");
