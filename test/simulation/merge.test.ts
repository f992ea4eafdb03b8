// merge.ts: totals must not depend on how a run's games were split or in which order the parts
// arrived (worker threads and queue machines finish in any order), and a game counted twice must
// be refused, never summed. Property-tested over random splits of a real run.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyResult, mergeResults, OverlapError, coversRun } from "../../simulation/merge.ts";
import type { RangeResult } from "../../simulation/play-range.ts";
import { counted, GAMES, played } from "./fixture.ts";

/** Random cut points of [0, GAMES) → the ranges between them. */
const splits = fc
  .uniqueArray(fc.integer({ min: 1, max: GAMES - 1 }), { maxLength: GAMES - 1 })
  .map((cuts) => {
    const points = [0, ...cuts.sort((a, b) => a - b), GAMES];
    return points.slice(1).map((to, k) => [points[k]!, to] as const);
  });

const mergeAll = (parts: readonly RangeResult[]): RangeResult =>
  parts.reduce((a, b) => mergeResults(a, b), emptyResult());

describe("merging range results", () => {
  it("gives the whole run's totals for any split, merged in any order and grouping", async () => {
    const { single, whole } = await played();
    expect((whole.totals.base as { games: number }).games).toBe(GAMES);
    fc.assert(
      fc.property(splits, fc.infiniteStream(fc.nat()), (ranges, order) => {
        // Each range as its own merge of single games, then the ranges shuffled and merged.
        const parts = ranges.map(([f, t]) => mergeAll(single.slice(f, t)));
        const shuffled = parts
          .map((p) => ({ p, key: order.next().value }))
          .sort((a, b) => a.key - b.key)
          .map((x) => x.p);
        const merged = mergeAll(shuffled);
        expect(coversRun(merged, GAMES)).toBe(true);
        expect(counted(merged)).toEqual(counted(whole));
      }),
      { numRuns: 60 },
    );
  });

  it("is associative and commutative", async () => {
    const { single } = await played();
    const part = fc
      .tuple(fc.integer({ min: 0, max: GAMES - 1 }), fc.integer({ min: 0, max: GAMES - 1 }))
      .map(([x, y]) => [Math.min(x, y), Math.max(x, y) + 1] as const);
    // Three disjoint parts: cut [0, GAMES) at two points, drop nothing.
    const three = fc
      .tuple(fc.integer({ min: 1, max: GAMES - 2 }), fc.integer({ min: 1, max: GAMES - 2 }))
      .filter(([x, y]) => x !== y)
      .map(([x, y]) => [Math.min(x, y), Math.max(x, y)] as const);
    fc.assert(
      fc.property(three, ([x, y]) => {
        const a = mergeAll(single.slice(0, x));
        const b = mergeAll(single.slice(x, y));
        const c = mergeAll(single.slice(y));
        expect(mergeResults(mergeResults(a, b), c)).toEqual(mergeResults(a, mergeResults(b, c)));
        expect(mergeResults(a, b)).toEqual(mergeResults(b, a));
        expect(mergeResults(a, emptyResult())).toEqual(mergeResults(emptyResult(), a));
      }),
      { numRuns: 60 },
    );
    // A part merged with a part that shares a game: refused (it would be counted twice).
    fc.assert(
      fc.property(part, part, ([f1, t1], [f2, t2]) => {
        const a = mergeAll(single.slice(f1, t1));
        const b = mergeAll(single.slice(f2, t2));
        if (f1 < t2 && f2 < t1) expect(() => mergeResults(a, b)).toThrow(OverlapError);
        else expect(mergeResults(a, b).violations).toBe(a.violations + b.violations);
      }),
      { numRuns: 60 },
    );
  });

  it("text usage is a real figure here (some texts used, with counts over 1)", async () => {
    const { whole } = await played();
    const uses = Object.values(
      (whole.totals["text-usage"] as { uses: Record<string, number> }).uses,
    );
    expect(uses.some((n) => n > 1)).toBe(true);
  });
});
