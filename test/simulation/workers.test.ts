// `memoria simulate --workers N`: the same seeds give the same totals (text usage included) on 1,
// 2 or 3 worker threads, whatever the range size, as in one process; the CLI prints the same
// summary; a failure inside a thread is reported, not lost. The threads here run a bundle of the
// TypeScript sources (simulation/source-bundle.ts); test/package/ runs the built package's.
import { afterEach, describe, expect, it, vi } from "vitest";
import { command as simulate } from "../../cli/commands/simulate.ts";
import { playOnThreads } from "../../simulation/threads.ts";
import { parseRunSpec, RunSpecError } from "../../simulation/run-spec.ts";
import { counted, played, poolSpec } from "./fixture.ts";

describe("simulate --workers N", () => {
  afterEach(() => vi.restoreAllMocks());

  it("1, 2 and 3 threads give the one-process totals, text usage included", async () => {
    const { spec, whole } = await played();
    const totals = [];
    for (const [threads, size] of [
      [1, undefined],
      [2, 4],
      [3, 1],
    ] as const)
      totals.push(counted(await playOnThreads(spec, threads, size)));
    for (const t of totals) expect(t).toEqual(counted(whole));
  });

  it("prints the same summary as one process (all but the speed line)", async () => {
    const run = async (extra: string[]): Promise<string[]> => {
      const lines: string[] = [];
      const spy = vi
        .spyOn(console, "log")
        .mockImplementation((...a) => void lines.push(a.join(" ")));
      const argv = ["--games", "8", "--agent", "random-fast", "--text-usage", "--fast", ...extra];
      expect(await simulate.run(argv)).toBe(0);
      spy.mockRestore();
      return lines.filter((l) => !l.startsWith("games per second"));
    };
    const here = await run([]);
    expect(here.join("\n")).toMatch(/texts used:/);
    expect(await run(["--workers", "2", "--range-size", "3"])).toEqual(here);
  });

  it("reports a failure inside a thread as an error of the run", async () => {
    const spec = { ...poolSpec(2), decks: [["no-such-card"], ["no-such-card"]] };
    await expect(playOnThreads(spec, 2)).rejects.toThrow(/rule 2.1/);
  });

  it("refuses a run spec that does not hold together, with what is wrong", () => {
    const good = poolSpec(2);
    expect(parseRunSpec(JSON.parse(JSON.stringify(good)))).toEqual(good);
    const bad: [unknown, RegExp][] = [
      [null, /JSON object/],
      [{ ...good, decks: [["a"]] }, /decks/],
      [{ ...good, games: -1 }, /games/],
      [{ ...good, firstSeed: 2 ** 40 }, /firstSeed/],
      [{ ...good, agents: [{ name: "nobody" }, { name: "random" }] }, /unknown "nobody"/],
      [{ ...good, tallies: ["no-tally"] }, /unknown "no-tally"/],
      [{ ...good, check: "sometimes" }, /check/],
    ];
    for (const [value, message] of bad) {
      expect(() => parseRunSpec(value)).toThrow(RunSpecError);
      expect(() => parseRunSpec(value)).toThrow(message);
    }
  });
});
