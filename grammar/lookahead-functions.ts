// Lookahead functions built from lookahead paths, as Chevrotain 11 builds them
// (buildAlternativesLookAheadFunc and buildSingleAlternativeLookaheadFunction, which the package
// does not export): the paths come from grammar/lookahead-cache.ts instead of being computed,
// which is most of a lookahead function's cost (grammar/lazy-lookahead.ts). Same decisions: the
// first alternative one of whose paths matches the next tokens (after its GATE, if any); an
// optional production's function says whether one of its paths matches.
// test/grammar/lookahead-cache.test.ts compares every function with Chevrotain's own on random
// token sequences.
import type { IToken, TokenType } from "chevrotain";
import { tokenMatcher } from "./chevrotain.ts";

/** One alternative's paths: each a sequence of up to maxLookahead token types. */
export type AltPaths = readonly (readonly TokenType[])[];

/** The parser as a lookahead function sees it (`this`). */
interface LookingParser {
  LA(i: number): IToken;
}

function matchesPath(parser: LookingParser, path: readonly TokenType[]): boolean {
  for (let i = 0; i < path.length; i++) if (!tokenMatcher(parser.LA(i + 1), path[i]!)) return false;
  return true;
}

function firstMatchingPath(parser: LookingParser, paths: AltPaths): boolean {
  for (const path of paths) if (matchesPath(parser, path)) return true;
  return false;
}

const oneTokenEach = (paths: AltPaths): boolean => paths.every((p) => p.length === 1);

/**
 * A token type index → the value to answer, for one-token lookahead: each token type of the
 * paths and every type in its category (categoryMatches), the first alternative to claim it wins.
 */
function byTokenIndex<V>(alts: readonly AltPaths[], value: (alt: number) => V): V[] {
  const table: V[] = [];
  alts.forEach((paths, alt) => {
    for (const [type] of paths) {
      if (!(type!.tokenTypeIdx! in table)) table[type!.tokenTypeIdx!] = value(alt);
      for (const extending of type!.categoryMatches ?? [])
        if (!(extending in table)) table[extending] = value(alt);
    }
  });
  return table;
}

export function alternationLookahead(
  alts: readonly AltPaths[],
  hasPredicates: boolean,
  dynamicTokensEnabled: boolean,
): (this: LookingParser, orAlts?: readonly { GATE?: () => boolean }[]) => number | undefined {
  if (hasPredicates)
    return function (orAlts) {
      for (let t = 0; t < alts.length; t++) {
        const gate = orAlts?.[t]?.GATE;
        if (gate !== undefined && gate.call(this) === false) continue;
        if (firstMatchingPath(this, alts[t]!)) return t;
      }
      return undefined;
    };
  if (alts.every(oneTokenEach) && !dynamicTokensEnabled) {
    const choice = byTokenIndex(alts, (alt) => alt);
    return function () {
      return choice[this.LA(1).tokenTypeIdx];
    };
  }
  return function () {
    for (let t = 0; t < alts.length; t++) if (firstMatchingPath(this, alts[t]!)) return t;
    return undefined;
  };
}

export function optionalLookahead(
  paths: AltPaths,
  dynamicTokensEnabled: boolean,
): (this: LookingParser) => boolean {
  if (oneTokenEach(paths) && !dynamicTokensEnabled) {
    const allowed = byTokenIndex([paths], () => true);
    return function () {
      return allowed[this.LA(1).tokenTypeIdx] === true;
    };
  }
  return function () {
    return firstMatchingPath(this, paths);
  };
}
