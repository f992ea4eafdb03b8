// The runner's traced run (RunOptions.trace, the studio's rulings pane): each line's outcome (met,
// not met with expected and actual, not reached), the log each step produced, the board after each
// step; and that tracing changes nothing of the plain run's verdict.
import { describe, expect, it } from "vitest";
import { runRulingText, type RulingResult } from "../../ruling-runner/index.ts";

const cards =
  "card T-001 「攻め手」 red cost 1 ap 30 dp 30\ncard T-002 「守り手」 blue cost 1 ap 20 dp 20\ncard T-003 「控え」 red cost 1 ap 10 dp 10\n";
const board =
  "  turn 3 of A, approach phase\n  A main: 「攻め手」, 「控え」\n  B main: 「守り手」\n";
const header = 'ruling "r" cites rule 8.4\n';

async function traced(body: string, trace = true): Promise<RulingResult> {
  const r = await runRulingText("r.ruling", `${cards}${header}${board}${body}`, { trace });
  expect(r.diagnostics).toEqual([]);
  expect(r.results).toHaveLength(1);
  return r.results[0]!;
}

describe("a traced ruling", () => {
  it("gives the board, then every script line with its log, board and outcome", async () => {
    const r = await traced(
      "  A approaches with 「攻め手」\n  B blocks with 「守り手」\n  expect B trash has 「守り手」\n",
    );
    expect(r.status).toBe("passed");
    const t = r.trace!;
    expect(t.map((e) => [e.kind, e.line, e.outcome?.status])).toEqual([
      ["board", 4, undefined],
      ["step", 8, undefined],
      ["step", 9, undefined],
      ["expect", 10, "met"],
    ]);
    expect(t[0]!.board!.sides[0].main.map((c) => c.name)).toEqual(["攻め手", "控え"]);
    expect(t[1]!.source).toBe("A approaches with 「攻め手」");
    // The log is cut per step: the approach's lines under the approach, the battle's under the block.
    expect(t[1]!.log.join("\n")).toMatch(/approach/i);
    expect(t[2]!.log.join("\n")).toMatch(/block/i);
    expect(t[1]!.log.some((l) => t[2]!.log.includes(l) && /approach/.test(l))).toBe(false);
    expect([...t[0]!.log, ...t[1]!.log, ...t[2]!.log, ...t[3]!.log]).toEqual(r.log);
    // The board after the block: 「守り手」 is gone from B's main area.
    expect(t[2]!.board!.sides[1].main).toEqual([]);
    expect(t[3]!.board).toBeUndefined();
  });

  it("checks the expectations after one not met; the first failure stays the ruling's", async () => {
    const body =
      "  A approaches with 「攻め手」\n  B blocks with 「守り手」\n  expect A trash has 「控え」\n  expect B trash has 「守り手」\n";
    const plain = await traced(body, false);
    const r = await traced(body);
    expect(plain.trace).toBeUndefined();
    expect(r.status).toBe(plain.status);
    expect(r.failure).toEqual(plain.failure);
    expect(r.failure!.line).toBe(10);
    const [crossed, ticked] = r.trace!.slice(3);
    expect(crossed!.outcome).toMatchObject({
      status: "not met",
      expected: expect.stringMatching(/控え/),
    });
    expect((crossed!.outcome as { actual: string }).actual).not.toBe("");
    expect(ticked!.outcome).toEqual({ status: "met" });
  });

  it("marks the lines after a step that cannot be carried out as not reached", async () => {
    const r = await traced(
      "  A approaches with 「攻め手」\n  A approaches with 「控え」\n  expect no winner\n",
    );
    expect(r.status).toBe("failed");
    const t = r.trace!;
    expect(t[2]!.outcome).toMatchObject({ status: "not met" });
    expect((t[2]!.outcome as { actual: string }).actual).toContain("never asked for");
    expect(t[3]!.outcome).toEqual({ status: "not reached" });
    expect(t[3]!.log).toEqual([]);
  });

  it("an expected rejection is met under its step", async () => {
    const r = await traced(
      "  B approaches with 「守り手」\n  expect reject\n  A approaches with 「攻め手」\n  B blocks with 「守り手」\n",
    );
    expect(r.status).toBe("passed");
    expect(r.trace!.map((e) => e.outcome?.status)).toEqual([
      undefined,
      undefined,
      "met",
      undefined,
      undefined,
    ]);
    expect(r.trace![2]!.log.join("\n")).toContain("rejected as expected");
  });
});
