// Lookahead functions built from lookahead paths, as Chevrotain 11 builds them
// (buildAlternativesLookAheadFunc and buildSingleAlternativeLookaheadFunction, which the package
// does not export): the paths come from grammar/lookahead-cache.ts instead of being computed,
// which is most of a lookahead function's cost (grammar/lazy-lookahead.ts). Same decisions: the
// first alternative one of whose paths matches the next tokens (after its GATE, if any); an
// optional production's function says whether one of its paths matches. Unlike Chevrotain's scan,
// a decision tries only the paths whose first token is the next token (an index built once per
// production); gates are asked as Chevrotain asks them.
// test/translate/lookahead-cache-decisions.test.ts compares every function with Chevrotain's own
// on random token sequences and gates.
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

/** A path after its first token, and the alternative it belongs to. */
interface Candidate {
  alt: number;
  rest: readonly TokenType[];
}

/**
 * The paths by the index of a first token they accept (its own type and every type in its
 * category), in the order a linear scan would try them (alternative, then path). The translator's
 * grammar has productions of hundreds of paths (modifier's), and a scan tried them all on every
 * decision: with the index only the paths that can match the next token are tried.
 */
interface FirstTokenIndex {
  byFirst: Candidate[][];
  /** The alternatives with an empty path (it matches whatever follows), in order. */
  always: Candidate[];
}

function firstTokenIndex(alts: readonly AltPaths[]): FirstTokenIndex {
  const byFirst: Candidate[][] = [];
  const always: Candidate[] = [];
  alts.forEach((paths, alt) => {
    for (const path of paths) {
      const first = path[0];
      if (first === undefined) {
        if (always.at(-1)?.alt !== alt) always.push({ alt, rest: [] });
        continue;
      }
      const rest = path.slice(1);
      const candidate = { alt, rest };
      (byFirst[first.tokenTypeIdx!] ??= []).push(candidate);
      for (const idx of first.categoryMatches ?? [])
        if (idx !== first.tokenTypeIdx) (byFirst[idx] ??= []).push(candidate);
    }
  });
  return { byFirst, always };
}

function matchesRest(parser: LookingParser, rest: readonly TokenType[]): boolean {
  for (let i = 0; i < rest.length; i++) if (!tokenMatcher(parser.LA(i + 2), rest[i]!)) return false;
  return true;
}

/**
 * The first alternative one of whose paths matches the next tokens: the next token's candidates
 * and the empty paths, tried in alternative order (a merge of the two lists).
 */
function decide(parser: LookingParser, index: FirstTokenIndex): number | undefined {
  const candidates = index.byFirst[parser.LA(1).tokenTypeIdx] ?? [];
  const { always } = index;
  let i = 0;
  let j = 0;
  while (i < candidates.length || j < always.length) {
    const c =
      j >= always.length || (i < candidates.length && candidates[i]!.alt < always[j]!.alt)
        ? candidates[i++]!
        : always[j++]!;
    if (matchesRest(parser, c.rest)) return c.alt;
  }
  return undefined;
}

export function alternationLookahead(
  alts: readonly AltPaths[],
  hasPredicates: boolean,
  dynamicTokensEnabled: boolean,
): (this: LookingParser, orAlts?: readonly { GATE?: () => boolean }[]) => number | undefined {
  if (dynamicTokensEnabled)
    // a token category may change after the index is built: scan, as Chevrotain does
    return function (orAlts) {
      for (let t = 0; t < alts.length; t++) {
        const gate = hasPredicates ? orAlts?.[t]?.GATE : undefined;
        if (gate !== undefined && gate.call(this) === false) continue;
        if (firstMatchingPath(this, alts[t]!)) return t;
      }
      return undefined;
    };
  if (!hasPredicates && alts.every(oneTokenEach)) {
    const choice = byTokenIndex(alts, (alt) => alt);
    return function () {
      return choice[this.LA(1).tokenTypeIdx];
    };
  }
  if (!hasPredicates) {
    const index = firstTokenIndex(alts);
    return function () {
      return decide(this, index);
    };
  }
  // With gates: each alternative in order, its gate first, as Chevrotain asks them — a gate may
  // leave a trace (the translator's backtracking gates note why a construct is refused), so every
  // gate before the chosen alternative is asked, once; then only that alternative's paths that
  // start with the next token are tried.
  const byAlt = alts.map((paths) => firstTokenIndex([paths]));
  return function (orAlts) {
    for (let t = 0; t < byAlt.length; t++) {
      const gate = orAlts?.[t]?.GATE;
      if (gate !== undefined && gate.call(this) === false) continue;
      if (decide(this, byAlt[t]!) === 0) return t;
    }
    return undefined;
  };
}

export function optionalLookahead(
  paths: AltPaths,
  dynamicTokensEnabled: boolean,
): (this: LookingParser) => boolean {
  if (dynamicTokensEnabled)
    return function () {
      return firstMatchingPath(this, paths);
    };
  if (oneTokenEach(paths)) {
    const allowed = byTokenIndex([paths], () => true);
    return function () {
      return allowed[this.LA(1).tokenTypeIdx] === true;
    };
  }
  const index = firstTokenIndex([paths]);
  return function () {
    return decide(this, index) === 0;
  };
}
