// The checks of test/grammar/lookahead-cache.test.ts, shared with the translator's own files
// (test/translate/lookahead-cache-*.test.ts).
// Cost: computing a grammar's lookahead paths is what the caches exist to avoid (~4 s CPU for the
// translator's grammar since its two largest choices decide by gates and one token; 4–9 minutes
// before). So the paths are computed once per check run, by Chevrotain's own
// functions in itDecidesAsChevrotain, and compared there with the KEPT paths the parsers use; the
// up-to-date check compares only the grammar the paths were kept for (the parsers' own test, in
// grammar/lazy-lookahead.ts), which decides whether they are used at all.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import type { IToken, TokenType } from "chevrotain";
import { describe, expect, it } from "vitest";
import { EOF, LLkLookaheadStrategy } from "../../grammar/chevrotain.ts";
import {
  CACHED_PARSERS,
  lookaheadCacheModule,
  strategyOf,
} from "../../translate/gen-lookahead-cache.ts";
import type { LazyLookaheadStrategy } from "../../grammar/lazy-lookahead.ts";
import { alternationLookahead, optionalLookahead } from "../../grammar/lookahead-functions.ts";

function cachedParser(name: string) {
  const p = CACHED_PARSERS.find((q) => q.name === name);
  if (p === undefined) throw new Error(`no cached parser named ${name}`);
  return p;
}

/** The kept paths the parser's strategy uses; fails when the cache was made from another grammar. */
function keptPaths(strategy: LazyLookaheadStrategy) {
  const kept = strategy.keptPaths();
  if (kept === null)
    throw new Error(
      "the kept lookahead is of another grammar: npx tsx translate/gen-lookahead-cache.ts",
    );
  return kept;
}

/** The kept lookahead module of the parser was made from its grammar, for every production. */
export function itIsUpToDate(name: string): void {
  const p = cachedParser(name);
  it(`of ${p.name} are up to date (else: npx tsx translate/gen-lookahead-cache.ts)`, () => {
    const strategy = strategyOf(p.build());
    const kept = keptPaths(strategy);
    expect([...kept.keys()].sort()).toEqual([...new Set(strategy.seen.map((s) => s.key))].sort());
  });
}

/** Exactly the module its generator writes now: the paths recomputed (only where that is cheap). */
export function itIsExactlyRegenerated(name: string): void {
  const p = cachedParser(name);
  it(`of ${p.name} are exactly what the generator writes`, () => {
    expect(readFileSync(p.module, "utf8") === lookaheadCacheModule(p)).toBe(true);
  });
}

/** A parser as lookahead functions see it: LA(i) is the i-th token ahead (EOF after the last). */
function looking(types: readonly TokenType[]) {
  const tokens = types.map((t) => ({ tokenType: t, tokenTypeIdx: t.tokenTypeIdx, image: "" }));
  const eof = { tokenType: EOF, tokenTypeIdx: EOF.tokenTypeIdx, image: "" };
  const LA = (i: number) => (tokens[i - 1] ?? eof) as IToken;
  return { LA, LA_FAST: LA };
}

/**
 * One element of a list, drawn by index: `fc.constantFrom(...list)` spreads the list into arguments,
 * and the largest productions (modifier's) hold more paths than a call stack takes.
 */
function elementOf<T>(list: readonly T[]): fc.Arbitrary<T> {
  return fc.integer({ min: 0, max: list.length - 1 }).map((i) => list[i]!);
}

/** The parser's kept lookahead decides as Chevrotain's own (paths computed now) on every production. */
export function itDecidesAsChevrotain(name: string): void {
  const p = cachedParser(name);
  describe(`the lookahead of ${p.name}`, () => {
    const strategy: LazyLookaheadStrategy = strategyOf(p.build());
    const chevrotain = new LLkLookaheadStrategy({ maxLookahead: strategy.k });

    // Every production, on token sequences drawn from its own paths (kept, cut short or with one
    // token changed, so that near misses are tried) and from the grammar's other tokens.
    const kept = keptPaths(strategy);
    const productions = strategy.seen.map((p) => {
      const paths = kept.get(p.key);
      if (paths === undefined) throw new Error(`no kept paths for ${p.key}`);
      return { ...p, paths };
    });
    const pool = [...new Set(productions.flatMap((p) => p.paths.flat(2)))];
    const tokens = (paths: readonly (readonly (readonly TokenType[])[])[]) =>
      fc.oneof(
        fc
          .tuple(elementOf(paths.flat()), fc.nat(strategy.k), fc.nat(strategy.k), elementOf(pool))
          .map(([path, cut, at, other]) =>
            path.slice(0, cut === 0 ? path.length : cut).map((t, i) => (i === at ? other : t)),
          ),
        fc.array(elementOf(pool), { maxLength: strategy.k }),
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
}
