// Integer ranges for the numeric atoms of a condition (`count(…) op n`, `… points op n`), used by
// the warnings phase to find conditions that never hold, always hold, or contradict each other.
// Only conjunctions of comparisons are analysed: enough for the slips authors make, and exact.
import type { Comparison, Condition, Selector } from "../grammar/ast.ts";
import { contentKey } from "./content-key.ts";
import { describeSelector } from "./selector-types.ts";

export interface Range {
  min: number;
  max: number;
}

/** The integers satisfying `x op value`; `!=` is not a range and gives undefined. */
function rangeOf(op: Comparison, value: number): Range | undefined {
  switch (op) {
    case ">=":
      return { min: value, max: Infinity };
    case ">":
      return { min: value + 1, max: Infinity };
    case "<=":
      return { min: -Infinity, max: value };
    case "<":
      return { min: -Infinity, max: value - 1 };
    case "==":
      return { min: value, max: value };
    case "!=":
      return undefined;
  }
}

export function intersectRanges(a: Range, b: Range): Range {
  return { min: Math.max(a.min, b.min), max: Math.min(a.max, b.max) };
}

export function isEmpty(range: Range): boolean {
  return range.min > range.max;
}

export function covers(outer: Range, inner: Range): boolean {
  return outer.min <= inner.min && outer.max >= inner.max;
}

/** Points a player can have while the game goes on: 7 or more loses at once (rule 9.1). */
export const POINTS_DOMAIN: Range = { min: 0, max: 6 };
/** At most five characters in a main area (rule 6.1). */
const MAIN_AREA_LIMIT = 5;

/** How many cards a counted selector can match. */
function countDomain(of: Selector): Range {
  if (of.kind !== "Query") return { min: 0, max: 1 };
  // Only the main area is bounded; both players' main areas together hold ten.
  if (of.zone?.zone !== "mainArea") return { min: 0, max: Infinity };
  const owner = of.zone.owner ?? of.owner;
  return { min: 0, max: owner === undefined ? 2 * MAIN_AREA_LIMIT : MAIN_AREA_LIMIT };
}

/** A numeric atom: what it measures (a stable key), its domain and the range it asks for. */
export interface NumericAtom {
  key: string;
  label: string;
  domain: Range;
  range: Range;
  condition: Condition;
}

export function numericAtom(condition: Condition): NumericAtom | undefined {
  if (condition.kind === "Count") {
    const range = rangeOf(condition.op, condition.value);
    if (!range) return undefined;
    return {
      key: `count ${contentKey(condition.of)}`,
      label: `count(${describeSelector(condition.of)})`,
      domain: countDomain(condition.of),
      range,
      condition,
    };
  }
  if (condition.kind === "Points") {
    const range = rangeOf(condition.op, condition.value);
    if (!range) return undefined;
    const label = condition.player === "you" ? "your points" : `the ${condition.player}'s points`;
    return { key: `points ${condition.player}`, label, domain: POINTS_DOMAIN, range, condition };
  }
  return undefined;
}

/** The atoms that must all hold: the condition itself, or the parts of a chain of `and`s. */
export function conjuncts(condition: Condition): Condition[] {
  return condition.kind === "And"
    ? [...conjuncts(condition.left), ...conjuncts(condition.right)]
    : [condition];
}

export function describeRange(label: string, range: Range): string {
  if (range.min === range.max) return `${label} == ${range.min}`;
  if (range.max === Infinity) return `${label} >= ${range.min}`;
  if (range.min === -Infinity) return `${label} <= ${range.max}`;
  return `${range.min} <= ${label} <= ${range.max}`;
}
