// Delta debugging (ruling-runner/write/shrink.ts): it finds a 1-minimal subset — no single item
// can be dropped — and says when its budget of test runs ran out first.
import { describe, expect, it } from "vitest";
import { ddmin } from "../../ruling-runner/write/shrink.ts";

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

describe("ddmin", () => {
  it("keeps exactly the items the failure needs, in their order", async () => {
    const needs = async (kept: readonly number[]): Promise<boolean> =>
      kept.includes(3) && kept.includes(17) && kept.includes(40);
    const r = await ddmin(range(64), needs, 1000);
    expect(r.items).toEqual([3, 17, 40]);
    expect(r.exhausted).toBe(false);
    expect(r.runs).toBeLessThan(64 * 3); // far fewer runs than trying subsets blindly
  });

  it("is 1-minimal when the failure needs an order between items (a later one after an earlier)", async () => {
    // fails when some even item is followed, later, by item 9
    const needs = async (kept: readonly number[]): Promise<boolean> => {
      const nine = kept.indexOf(9);
      return nine > 0 && kept.slice(0, nine).some((x) => x % 2 === 0);
    };
    const r = await ddmin(range(20), needs, 1000);
    expect(await needs(r.items)).toBe(true);
    for (let i = 0; i < r.items.length; i++)
      expect(await needs(r.items.filter((_, j) => j !== i))).toBe(false);
    expect(r.items.length).toBe(2);
  });

  it("stops at the budget and says the result may not be minimal", async () => {
    const needs = async (kept: readonly number[]): Promise<boolean> => kept.includes(5);
    const r = await ddmin(range(100), needs, 3);
    expect(r.runs).toBe(3);
    expect(r.exhausted).toBe(true);
    expect(r.items).toContain(5);
    expect(await needs(r.items)).toBe(true);
  });
});
