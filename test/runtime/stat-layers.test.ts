// AP/DP set and reset (STAT_LAYERS), on hand-defined cards shaped like the printed ones: 「AP/DPの
// 値を、元に戻す」 (ccs 01-004, aw 01-104) and 「…の値を、ターン終了時まで20/20に変更する」 (ng / dnp), with
// coins (rule 7.8), continuous texts and until-end-of-turn changes around them (rule 7.10).
import { describe, expect, it } from "vitest";
import {
  cards,
  choose,
  continuous,
  gets,
  putCoins,
  resetStats,
  seq,
  setStats,
  target,
  yourCharacters,
  yourMain,
  type CardDef,
  type Effect,
  type TargetSpec,
} from "../../runtime/index.ts";
import { type TestGame, char, eventCard, onBoard, playEvent, spare } from "./helpers.ts";

const ev = (number: string, effect: Effect, targets?: TargetSpec[]): CardDef =>
  eventCard(number, effect, { ...(targets ? { targets } : {}), player: "both" });
const mine = [choose(1, yourMain())];

function nextTurn(g: TestGame): TestGame {
  const t = g.state.turn;
  for (let i = 0; i < 40 && g.state.turn === t; i++) {
    const p = g.pendingPlayer();
    if (g.pending.kind === "approach") g.do({ type: "endApproach", player: p });
    else g.pass();
  }
  return g;
}

describe("AP/DP set and reset (STAT_LAYERS)", () => {
  it("ccs 01-004 APの値を、元に戻す: AP returns to the printed value now; later changes add; earlier effect changes are gone for good", () => {
    const pump = ev(
      "E-1",
      seq(gets(target(0), 10, 10), gets(target(0), 10, 10, "permanent")),
      mine,
    );
    const reset = ev("E-2", resetStats(target(0), "ap"), mine);
    const more = ev("E-3", gets(target(0), 10, 0), mine);
    const lord = char("L-1", "lord", {
      abilities: [continuous({ mod: "stats", who: yourCharacters(), ap: 10, dp: 0 })],
    });
    const g = onBoard([pump, reset, more, lord, char("X-1", "x", { ap: 20, dp: 20 }), spare], {
      p0: { hand: ["E-1", "E-2", "E-3", "T-99", "T-99"], main: [{ card: "X-1", coins: 1 }, "L-1"] },
    });
    const x = g.id(0, "X-1");
    expect([g.ap(x), g.dp(x)]).toEqual([40, 30]); // 20 + coin 10 + continuous 10
    playEvent(g, "E-1", [[x]]);
    expect([g.ap(x), g.dp(x)]).toEqual([60, 50]);
    playEvent(g, "E-2", [[x]]);
    expect([g.ap(x), g.dp(x)]).toEqual([20, 50]); // only AP: printed 20, DP untouched
    playEvent(g, "E-3", [[x]]);
    expect(g.ap(x)).toBe(30); // a later change adds on top of the reset value
    nextTurn(g);
    // Next turn: printed + coin + continuous again; the permanent +10 AP stays removed, its DP stays.
    expect([g.ap(x), g.dp(x)]).toEqual([40, 40]);
  });

  it("aw 01-104 全てのキャラのAP/DPの値を、元に戻す: both stats of every character", () => {
    const pump = ev("E-1", gets(target(0), 30, -10), mine);
    const reset = ev("E-2", resetStats(cards("any", "main"), "both"));
    const g = onBoard([pump, reset, char("X-1", "x", { ap: 20, dp: 20 }), spare], {
      p0: { hand: ["E-1", "E-2", "T-99"], main: ["X-1"] },
      p1: { main: [{ card: "X-1", coins: 2 }] },
    });
    playEvent(g, "E-1", [[g.id(0, "X-1")]]);
    playEvent(g, "E-2");
    expect([g.ap(g.id(0, "X-1")), g.dp(g.id(0, "X-1"))]).toEqual([20, 20]);
    expect([g.ap(g.id(1, "X-1")), g.dp(g.id(1, "X-1"))]).toEqual([20, 20]); // coins overridden
  });

  it("ng 「AP/DPの値を、ターン終了時まで20/20に変更する」: set layer, later modifiers and coins add, gone at end of turn", () => {
    const pump = ev("E-1", gets(target(0), 10, 10), mine);
    const set = ev("E-2", setStats(target(0), { ap: 20, dp: 20 }), mine);
    const after = ev("E-3", seq(gets(target(0), 10, 0), putCoins(target(0), 1)), mine);
    const g = onBoard([pump, set, after, char("X-1", "x", { ap: 40, dp: 30 }), spare], {
      p0: { hand: ["E-1", "E-2", "E-3", "T-99"], main: [{ card: "X-1", coins: 1 }] },
    });
    const x = g.id(0, "X-1");
    playEvent(g, "E-1", [[x]]);
    expect([g.ap(x), g.dp(x)]).toEqual([60, 50]);
    playEvent(g, "E-2", [[x]]);
    expect([g.ap(x), g.dp(x)]).toEqual([20, 20]);
    playEvent(g, "E-3", [[x]]);
    expect([g.ap(x), g.dp(x)]).toEqual([40, 30]); // +10/+0, then a coin +10/+10
    nextTurn(g);
    expect([g.ap(x), g.dp(x)]).toEqual([60, 50]); // printed 40/30 + 2 coins
  });
});
