// AP/DP set and reset (printed: ccs 01-004, aw 01-104 「AP/DPの値を、元に戻す」; ng / dnp 「…の値を、
// ターン終了時まで20/20に変更する」), exile (ゲームから取り除く: fa, sg, ogr 01-011) and the hand ↔ point
// swap (置き換える, hsf 01-079 / ng 01-028, R-W-3). Hand-defined cards.
import { describe, expect, it } from "vitest";
import {
  cards,
  choose,
  chooseNow,
  chosen,
  continuous,
  draw,
  exile,
  gets,
  moveTo,
  on,
  putCoins,
  resetStats,
  seq,
  setStats,
  swapHandPoint,
  target,
  triggered,
  yourCharacters,
  yourMain,
  type CardDef,
  type Effect,
  type TargetSpec,
} from "../../runtime/index.ts";
import { type TestGame, char, eventCard, onBoard, spare } from "./helpers.ts";

const ev = (number: string, effect: Effect, targets?: TargetSpec[]): CardDef =>
  eventCard(number, effect, { ...(targets ? { targets } : {}), player: "both" });
const mine = [choose(1, yourMain())];

function play(g: TestGame, number: string, targets?: number[][]): TestGame {
  return g
    .do({
      type: "play",
      player: 0,
      card: g.id(0, number),
      pay: [],
      ...(targets ? { targets } : {}),
    })
    .resolveAll();
}
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
    play(g, "E-1", [[x]]);
    expect([g.ap(x), g.dp(x)]).toEqual([60, 50]);
    play(g, "E-2", [[x]]);
    expect([g.ap(x), g.dp(x)]).toEqual([20, 50]); // only AP: printed 20, DP untouched
    play(g, "E-3", [[x]]);
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
    play(g, "E-1", [[g.id(0, "X-1")]]);
    play(g, "E-2");
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
    play(g, "E-1", [[x]]);
    expect([g.ap(x), g.dp(x)]).toEqual([60, 50]);
    play(g, "E-2", [[x]]);
    expect([g.ap(x), g.dp(x)]).toEqual([20, 20]);
    play(g, "E-3", [[x]]);
    expect([g.ap(x), g.dp(x)]).toEqual([40, 30]); // +10/+0, then a coin +10/+10
    nextTurn(g);
    expect([g.ap(x), g.dp(x)]).toEqual([60, 50]); // printed 40/30 + 2 coins
  });
});

describe("exile (ゲームから取り除く, REMOVED_ZONE_IS_PUBLIC)", () => {
  it("ogr 01-011: a card of the opponent's trash is removed from the game; every card is still in exactly one place", () => {
    const e = ev(
      "E-1",
      seq(chooseNow(choose(1, cards("opponent", "trash")), "x"), exile(chosen("x"))),
    );
    const g = onBoard([e, char("Y-1", "y"), spare], {
      p0: { hand: ["E-1", "T-99"] },
      p1: { trash: ["Y-1"] },
    });
    expect("removed" in g.state.players[1]).toBe(false); // absent until used: old digests hold
    play(g, "E-1");
    expect(g.zone(1, "removed" as "trash")).toEqual(["Y-1"]);
    expect(g.where(g.id(1, "Y-1"))).toBe("removed");
  });

  it("exiling a character from the field is not 退場 (no leave trigger); an effect can bring it back", () => {
    const e = ev("E-1", exile(target(0)), mine);
    const back = ev("E-2", moveTo(cards("you", "removed"), "hand"));
    const w = char("W-1", "w", { abilities: [triggered(on("leaves"), draw(2))] });
    const g = onBoard([e, back, w, spare], {
      p0: { hand: ["E-1", "E-2", "T-99"], main: ["W-1"] },
    });
    const id = g.id(0, "W-1");
    play(g, "E-1", [[id]]);
    expect(g.where(id)).toBe("removed");
    expect(g.state.players[0].hand).toHaveLength(2); // no draw: it did not leave to the trash
    play(g, "E-2");
    expect(g.where(id)).toBe("hand");
    expect(g.state.players[0].removed).toEqual([]);
  });
});

describe("置き換える (hand ↔ point pile)", () => {
  const swap = ev(
    "E-1",
    seq(
      chooseNow(choose(1, cards("you", "hand", { name: "h" })), "h"),
      chooseNow(choose(1, cards("you", "points")), "p"),
      swapHandPoint(chosen("h"), chosen("p")),
    ),
  );
  for (const faceUp of [true, false])
    it(`R-W-3: a card swapped into the point pile keeps the orientation of the card it replaced (face ${faceUp ? "up" : "down"})`, () => {
      const g = onBoard([swap, char("H-1", "h"), char("P-1", "p"), char("P-2", "q"), spare], {
        p0: {
          hand: ["E-1", "H-1", "T-99"],
          points: [{ card: "P-2" }, { card: "P-1", faceUp }],
        },
      });
      play(g, "E-1");
      g.do({ type: "choose", player: 0, cards: [g.id(0, "P-1")] });
      expect(g.where(g.id(0, "P-1"))).toBe("hand");
      expect(g.zone(0, "points")).toEqual(["P-2", "H-1"]); // same slot, same number of points
      expect(g.state.cards[g.id(0, "H-1")]!.faceUp).toBe(faceUp);
      expect(g.events.some((e) => e.ev === "point")).toBe(false);
    });
});
