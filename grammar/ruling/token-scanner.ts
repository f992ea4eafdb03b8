// The plain patterns of tokens.ts as one sticky regular expression: `(p0)|(p1)|…`. An alternation
// tries its alternatives in order at the same place and the first that matches wins, which is what
// trying each pattern in turn did; but a word no longer costs nine failed regex executions before
// `word` matches (issue 15: the line lexer was a tenth of `memoria test rulings`).
import { patterns, type TokenKind } from "./tokens.ts";

/** How many capturing groups `re` has (its match array of the empty alternative has one per group). */
function groupCount(re: RegExp): number {
  return new RegExp(`${re.source}|`).exec("")!.length - 1;
}

for (const [kind, re] of patterns) {
  // Group i + 1 must be pattern i: a pattern with a group of its own (use `(?:…)`) or with other
  // flags than sticky would shift or change the alternatives.
  if (groupCount(re) !== 0 || re.flags !== "y")
    throw new Error(`ruling token pattern ${kind}: no capturing group, sticky flag only`);
}

const scanner = new RegExp(patterns.map(([, re]) => `(${re.source})`).join("|"), "y");

/** The first pattern of `patterns` that matches `line` at `pos`: its kind and text. */
export function scanToken(line: string, pos: number): { kind: TokenKind; text: string } | null {
  scanner.lastIndex = pos;
  const m = scanner.exec(line);
  if (m === null) return null;
  for (let i = 0; i < patterns.length; i++)
    if (m[i + 1] !== undefined) return { kind: patterns[i]![0], text: m[i + 1]! };
  return null;
}
