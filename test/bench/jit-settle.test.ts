// bench/jit-settle.ts: the compilations V8's --trace-opt reports while the child's games are timed.
import { describe, expect, it } from "vitest";
import { MEASURED, MEASURING, readSettle } from "../../bench/jit-settle.ts";

const compiled = (name: string, took: string, osr = false): string =>
  `[completed compiling 0x3ccb4ec8a879 <JSFunction ${name} (sfi = 0x20cdcb074d89)> (target TURBOFAN)${osr ? " OSR" : ""} - took ${took} ms]`;

describe("readSettle", () => {
  it("counts only the compilations between the markers, with their three phases", () => {
    const out = [
      compiled("warmUp", "0.1, 50.0, 0.1"),
      MEASURING,
      `[marking 0x1 <JSFunction doBlock (sfi = 0x2)> for optimization to TURBOFAN, ConcurrencyMode::kConcurrent, reason: hot and stable]`,
      compiled("doBlock", "0.010, 8.748, 0.040"),
      compiled("run", "0.008, 4.432, 0.028", true),
      `[completed optimizing 0x3 <JSFunction doBlock (sfi = 0x2)> (target TURBOFAN)]`,
      `${MEASURED} 1440.5`,
      compiled("after", "1, 1, 1"),
    ].join("\n");
    const settle = readSettle(out)!;
    expect(settle.compilations).toBe(2);
    expect(settle.compileMs).toBeCloseTo(13.266, 6);
    expect(settle.cpuMs).toBe(1440.5);
  });

  it("gives null when the child stopped before its timed games ended", () => {
    expect(readSettle([MEASURING, compiled("f", "1, 2, 3")].join("\n"))).toBeNull();
    expect(readSettle(`${MEASURED} 12`)).toBeNull();
  });
});
