// The card parser's lookahead functions come from kept paths (grammar/lookahead-cache.ts, built by
// grammar/lazy-lookahead.ts and grammar/lookahead-functions.ts) instead of Chevrotain's own
// computation. They must be up to date with the grammar, and decide exactly as Chevrotain's
// functions do — the same alternative, or the same yes/no — on any tokens.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import type { IToken, TokenType } from "chevrotain";
import { describe, expect, it } from "vitest";
import { EOF, LLkLookaheadStrategy } from "../../grammar/chevrotain.ts";
import { CACHE_MODULE, lookaheadCacheModule } from "../../workspace/gen-lookahead-cache.ts";
import { pathsOf, type LazyLookaheadStrategy } from "../../grammar/lazy-lookahead.ts";
import { alternationLookahead, optionalLookahead } from "../../grammar/lookahead-functions.ts";
import { cardParser } from "../../grammar/parser.ts";
import { parse } from "../../grammar/parse.ts";

const parser = cardParser();
const strategy = (parser as unknown as { lookaheadStrategy: LazyLookaheadStrategy })
  .lookaheadStrategy;
const chevrotain = new LLkLookaheadStrategy({ maxLookahead: strategy.k });

/** A parser as lookahead functions see it: LA(i) is the i-th token ahead (EOF after the last). */
function looking(types: readonly TokenType[]) {
  const tokens = types.map((t) => ({ tokenType: t, tokenTypeIdx: t.tokenTypeIdx, image: "" }));
  const eof = { tokenType: EOF, tokenTypeIdx: EOF.tokenTypeIdx, image: "" };
  const LA = (i: number) => (tokens[i - 1] ?? eof) as IToken;
  return { LA, LA_FAST: LA };
}

describe("the lookahead cache", () => {
  it("is up to date with the grammar (else: npx tsx workspace/gen-lookahead-cache.ts)", () => {
    expect(readFileSync(CACHE_MODULE, "utf8") === lookaheadCacheModule()).toBe(true);
  });

  it("is what the parser uses", () => {
    parse("title 『T』\n\ncharacter 01-001 「A」 red cost 1 source 1 ap 10 dp 10\n", "a.cards");
    expect((strategy as unknown as { cache: unknown }).cache).toBeInstanceOf(Map);
  });

  // Every production, on token sequences drawn from its own paths (kept, cut short or with one
  // token changed, so that near misses are tried) and from the grammar's other tokens.
  const productions = strategy.seen.map((p) => ({ ...p, paths: pathsOf(p) }));
  const pool = [...new Set(productions.flatMap((p) => p.paths.flat(2)))];
  const tokens = (paths: TokenType[][][]) =>
    fc.oneof(
      fc
        .tuple(
          fc.constantFrom(...paths.flat()),
          fc.nat(strategy.k),
          fc.nat(strategy.k),
          fc.constantFrom(...pool),
        )
        .map(([path, cut, at, other]) =>
          path.slice(0, cut === 0 ? path.length : cut).map((t, i) => (i === at ? other : t)),
        ),
      fc.array(fc.constantFrom(...pool), { maxLength: strategy.k }),
    );

  it(`decides as Chevrotain does on every production (${productions.length})`, () => {
    for (const p of productions) {
      if (p.kind === "alternation") {
        const ours = alternationLookahead(
          p.paths,
          p.options.hasPredicates,
          p.options.dynamicTokensEnabled,
        );
        const theirs = chevrotain.buildLookaheadForAlternation(p.options);
        const gates = fc.array(fc.option(fc.boolean(), { nil: undefined }), {
          minLength: p.paths.length,
          maxLength: p.paths.length,
        });
        fc.assert(
          fc.property(tokens(p.paths), gates, (types, open) => {
            const orAlts = open.map((g) => (g === undefined ? {} : { GATE: () => g }));
            const at = looking(types);
            expect(ours.call(at, orAlts), p.key).toBe(
              (theirs as (this: unknown, alts: unknown) => unknown).call(at, orAlts),
            );
          }),
          { numRuns: 40 },
        );
      } else {
        const ours = optionalLookahead(p.paths[0]!, p.options.dynamicTokensEnabled);
        const theirs = chevrotain.buildLookaheadForOptional(p.options);
        fc.assert(
          fc.property(tokens(p.paths), (types) => {
            const at = looking(types);
            expect(ours.call(at), p.key).toBe((theirs as (this: unknown) => unknown).call(at));
          }),
          { numRuns: 40 },
        );
      }
    }
  });
});
