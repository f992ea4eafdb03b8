// A short run of `npm run fuzz` (fuzz/README.md): every path, a fixed seed, in this process, with
// no failure expected. The hang kind is left to `npm run fuzz` (it is a clock, and a test never
// waits on one): here each input's budget is lifted, and the test's own ceiling stops an endless
// run. The reproducers of a failure are written to a temporary folder and named in the message.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loop } from "../../fuzz/loop.ts";
import { loadPath } from "../../fuzz/paths/index.ts";

const RUNS: Record<string, number> = {
  cards: 300,
  decks: 300,
  translate: 200,
  engine: 100,
  rulings: 60,
  cli: 2,
};
const SEED = 14;

describe("npm run fuzz, smoke run (seed 14)", () => {
  for (const [name, runs] of Object.entries(RUNS)) {
    it(`${name}: ${runs} inputs, no failure`, async () => {
      const path = { ...(await loadPath(name)), budgetMs: Infinity };
      const save = mkdtempSync(join(tmpdir(), `memoria-fuzz-${name}-`));
      const report = await loop(path, { seed: SEED, from: 0, to: runs, until: Infinity, save });
      expect(report.inputs).toBe(runs);
      expect(report.failures).toEqual([]);
    });
  }
});
