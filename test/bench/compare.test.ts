// bench/compare.ts: figures read back from a bench's output, compared per line shape, and the whole
// side-by-side run against a git ref (with a stand-in bench whose two sides differ on purpose).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compareRuns, labelOf, median, readFigures } from "../../bench/compare/figures.ts";
import { runCompare } from "../../bench/compare.ts";
import { runCaptured } from "../helpers/run-cli.ts";

describe("readFigures", () => {
  it("keys each line by its shape and reads grouped and decimal numbers", () => {
    expect(
      readFigures("translate (median of 5): 1,224.5 ms, 1,900 sentences/s\nno figure here"),
    ).toEqual([
      { shape: "translate (median of #): # ms, # sentences/s", values: [5, 1224.5, 1900] },
    ]);
  });
});

describe("readFigures and padding", () => {
  it("gives a line padded for its number one shape whatever the number's digits", () => {
    const shapes = ["vanilla    975 games/s", "vanilla   1316 games/s"].map(
      (l) => readFigures(l)[0]!.shape,
    );
    expect(shapes).toEqual(["vanilla # games/s", "vanilla # games/s"]);
  });
});

describe("compareRuns", () => {
  const run = (ms: number) => readFigures(`corpus: 240 cards\ntranslate: ${ms} ms`);
  it("compares only the numbers that vary, slot by slot", () => {
    const [c, ...rest] = compareRuns([run(100), run(110)], [run(200), run(220)]);
    expect(rest).toEqual([]);
    expect(c!.ours).toEqual([100, 110]);
    expect(c!.theirs).toEqual([200, 220]);
    expect(labelOf(c!)).toBe("translate: [#] ms");
  });
  it("skips a line only one side prints", () => {
    expect(
      compareRuns([readFigures("new figure: 3 ms")], [readFigures("old figure: 4 ms")]),
    ).toEqual([]);
  });
  it("medians of odd and even counts", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

// In this process (runCompare, its output captured as a spawned run's would be): a spawn through tsx
// cost ~0.6 s of CPU to start, per run. The bench runs and git stay real processes.
describe("bench/compare.ts", () => {
  it("runs the bench on this tree and on the ref alternately and prints the ratio", async () => {
    const r = await runCaptured(() =>
      runCompare(["--ref", "HEAD", "--rounds", "2", "test/fixtures/bench-figures.mjs"]),
    );
    expect(r.stderr).not.toMatch(/failed|error/i);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/2 rounds alternating, load \d/);
    expect(r.stdout).toMatch(/measured: \[#\] ms\s+100\s+200\s+0\.50×/);
    expect(r.stdout).not.toMatch(/cards: \[#\]/);
    // the checkout of the ref is removed afterwards: the one this run named (another compare run
    // of the same repository, e.g. a benchmark against main, may have one of the same ref meanwhile)
    const dir = /checked out at (\S+)/.exec(r.stderr)?.[1];
    expect(dir).toMatch(/memoria-compare-[0-9a-f]+-/);
    expect(existsSync(dir!)).toBe(false);
    expect(spawnSync("git", ["worktree", "list"], { encoding: "utf8" }).stdout).not.toContain(dir);
  });
  it("refuses a missing ref and a missing script with a message, not a stack trace", async () => {
    const noRef = await runCaptured(() => runCompare(["--", "bench/parse.ts"]));
    expect(noRef.status).toBe(2);
    expect(noRef.stderr).toMatch(/^usage: /);
    const noScript = await runCaptured(() => runCompare(["--ref", "HEAD", "bench/nothing.ts"]));
    expect(noScript.status).toBe(1);
    expect(noScript.stderr).toMatch(/bench\/nothing\.ts does not exist in this tree/);
    expect(noScript.stderr).not.toMatch(/\n\s+at /);
  });
});
