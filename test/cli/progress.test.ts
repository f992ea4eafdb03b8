// The progress bar (cli/progress.ts): hidden unless stderr is a terminal or `--progress` asks, so
// captured output never has one; when shown, it says done/total, the pace and the time left, and
// redraws at most every `everyMs`.
import { describe, expect, it } from "vitest";
import { formatDuration, lateProgress, progress, progressLine } from "../../cli/progress.ts";

function sink(isTTY?: boolean): { isTTY?: boolean; write(s: string): void; out: string[] } {
  const out: string[] = [];
  return { ...(isTTY === undefined ? {} : { isTTY }), write: (s: string) => void out.push(s), out };
}

describe("progress bar", () => {
  it("draws nothing on a stream that is not a terminal, unless forced", () => {
    const s = sink(false);
    const bar = progress(10, { unit: "games", stream: s });
    bar.tick();
    bar.done();
    expect(bar.shown).toBe(false);
    expect(s.out).toEqual([]);
    const forced = progress(10, { unit: "games", stream: s, force: true, now: () => 0 });
    forced.tick();
    expect(forced.shown).toBe(true);
    expect(s.out.length).toBe(1);
  });

  it("shows on a terminal, redraws at most every everyMs, and ends its line", () => {
    const s = sink(true);
    let t = 0;
    const bar = progress(4, { unit: "games", stream: s, now: () => t, everyMs: 100 });
    t = 50;
    bar.tick(); // first draw
    t = 60;
    bar.tick(); // too soon
    t = 200;
    bar.tick(); // drawn
    bar.tick(); // same moment: not drawn
    bar.done(); // always drawn
    expect(s.out.filter((x) => x.startsWith("\r")).length).toBe(3);
    expect(s.out.at(-1)).toBe("\n");
    expect(s.out.at(-2)).toContain("4/4 games");
  });

  it("says the pace and the time left", () => {
    expect(progressLine(25, 100, 5000, "games", 4)).toBe(
      "[#---]  25% 25/100 games, 5.0 games/s, 15s left",
    );
    expect(progressLine(100, 100, 8000, "games", 4)).toBe(
      "[####] 100% 100/100 games, 13 games/s, 8s in all",
    );
    expect(progressLine(0, 100, 0, "cards", 4)).toBe(
      "[----]   0% 0/100 cards, 0.0 cards/s, ? left",
    );
  });

  it("formats durations short", () => {
    expect([5, 65, 3725, Infinity].map(formatDuration)).toEqual(["5s", "1m05s", "1h02m", "?"]);
  });

  it("starts a late bar on its first update, and draws nothing when never started", () => {
    const s = sink(true);
    const never = lateProgress({ unit: "rulings", stream: s });
    never.done();
    expect(s.out).toEqual([]);
    const late = lateProgress({ unit: "rulings", stream: s, now: () => 0, everyMs: 0 });
    late.update(1, 3);
    late.update(3, 3);
    late.done();
    expect(s.out.at(-2)).toContain("3/3 rulings");
  });
});
