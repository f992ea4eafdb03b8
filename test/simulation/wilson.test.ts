// The Wilson 95% interval (simulation/report/wilson.ts) against values computed by hand from the
// formula, and its edges: no rate without trials, 0 and 1 stay inside [0, 1].
import { describe, expect, it } from "vitest";
import { wilson } from "../../simulation/report/wilson.ts";

describe("wilson", () => {
  it("matches the formula on known cases", () => {
    // 8 of 10: centre (0.8 + 1.9208/10)/(1.38415) = 0.71668, half 0.23955
    const a = wilson(8, 10)!;
    expect(a.rate).toBe(0.8);
    expect(a.low).toBeCloseTo(0.4902, 3);
    expect(a.high).toBeCloseTo(0.9433, 3);
    // 500 of 1000: ±3.1 points, symmetric
    const b = wilson(500, 1000)!;
    expect(b.low).toBeCloseTo(0.4691, 3);
    expect(b.high).toBeCloseTo(0.5309, 3);
  });

  it("stays in [0, 1] at the edges and has no rate without trials", () => {
    expect(wilson(0, 0)).toBeNull();
    const zero = wilson(0, 5)!;
    expect(zero.low).toBe(0);
    expect(zero.high).toBeGreaterThan(0);
    const all = wilson(5, 5)!;
    expect(all.high).toBe(1);
    expect(all.low).toBeLessThan(1);
  });
});
