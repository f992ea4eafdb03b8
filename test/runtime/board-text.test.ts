// The board as text (runtime/board-text.ts): a failing ruling shows it, and so does `memoria play`.
// Checked line by line on a board a ruling sets up, so a zone drawn wrong or left out fails.
import { describe, expect, it } from "vitest";
import { formatResult, runRulingText } from "../../ruling-runner/index.ts";
import { snapshotText } from "../../runtime/index.ts";
import { runCli } from "../helpers/run-cli.ts";

const RULING = `card T-001 「攻め手」 red cost 1 ap 30 dp 30
card T-002 「守り手」 blue cost 1 ap 20 dp 20
ruling "r" cites rule 8.4
  turn 3 of A, approach phase
  A main: 「攻め手」, V-001 rested with 01-120
  A hand: V-002, V-003
  A points: V-004, V-005 face-down
  B main: 「守り手」
  A approaches with 「攻め手」
  B blocks with 「守り手」
  expect A main has V-002
`;

describe("boardText", () => {
  it("draws both sides: the counts, the areas with AP/DP, states and attached cards", async () => {
    const r = (await runRulingText("r.ruling", RULING)).results[0]!;
    expect(r.status).toBe("failed");
    const lines = snapshotText(r.boards!.before).split("\n");
    expect(lines[0]).toBe("turn 3 of A, approach phase · waiting for A (approach)");
    expect(lines[1]).toMatch(/^B {2}points 0 · hand 0 · deck \d+ · trash 0$/);
    expect(lines[3]).toBe("   main:    「守り手」 20/20");
    expect(lines[5]).toBe(
      "   main:    「攻め手」 30/30 · 「平沢 唯」 20/10 rested with 「ギー太」",
    );
    expect(lines[7]).toMatch(
      /^A {2}points 2 \(「平沢 唯」, 「平沢 唯」 \(face down\)\) · hand 2 · deck \d+ · trash 0$/,
    );
    // The engine ran on (nobody had a choice) to turn 5, where the failure is: that is "after",
    // with 「守り手」 trashed by the battle.
    expect(snapshotText(r.boards!.after)).toMatch(
      /^turn 5 of A, main phase · waiting for A \(priority\)\nB {2}points 0 · hand 2 · deck \d+ · trash 1\n/,
    );
    expect(formatResult("r.ruling", r)).toContain("  board at the failure:\n    turn 5 of A");
  });

  it("ends `memoria play` with the final board", async () => {
    const out = (await runCli(["play", "--seed", "3"])).stdout;
    expect(out).toMatch(/\nfinal board:\nturn \d+ of P[01] · game over: P[01] wins\nP1 {2}points /);
  });
});
