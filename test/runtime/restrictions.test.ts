// Restrictions granted by an effect with a duration (printed: aw 01-010, lab 01-047 「ターン終了時まで
// 退場しない」; kgy 01-049 「早坂 愛」を妨害できない; kgy 01-099 アプローチと妨害に参加できない; hsf 01-008
// このターンの間に登場したキャラには妨害されない; yrc 01-093 場に出たキャラはアプローチできない), and a
// continuous one limited by `against` (bbd 01-071 「コスト3以上のキャラに妨害されない」).
import { describe, expect, it } from "vitest";
import {
  active,
  cards,
  choose,
  continuous,
  opponentCharacters,
  restrict,
  returnToHand,
  seq,
  target,
  thisCard,
  trash,
  view,
  yourMain,
  type CardDef,
  type Decision,
  type Effect,
  type TargetSpec,
} from "../../runtime/index.ts";
import {
  char,
  eventCard,
  expectOnlyTheOldOneApproaches,
  onBoard,
  passUntil,
  spare,
  stepWithoutChoices,
} from "./helpers.ts";

const ev = (number: string, effect: Effect, targets?: TargetSpec[]): CardDef =>
  eventCard(number, effect, targets ? { targets } : {});
const mine = [choose(1, yourMain())];

describe("restrictions granted by an effect", () => {
  it("R-F-5 / aw 01-010 「ターン終了時まで退場しない」: survives a lost battle and an effect that trashes it, until end of turn", () => {
    const keep = ev("E-1", restrict(target(0), "cannotLeave"), mine);
    const kill = ev("E-2", trash(target(0)), mine);
    const w = char("W-1", "ユリス", { ap: 10, dp: 10 });
    const big = char("B-1", "big", { ap: 50, dp: 50 });
    const g = onBoard([keep, kill, w, big, spare], {
      p0: { hand: ["E-1", "E-2", "T-99"], main: ["W-1"] },
      p1: { main: ["B-1"] },
    });
    const id = g.id(0, "W-1");
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [[id]] }).resolveAll();
    g.do({ type: "play", player: 0, card: g.id(0, "E-2"), pay: [], targets: [[id]] }).resolveAll();
    expect(g.where(id)).toBe("main"); // 退場 by an effect is prevented
    passUntil(g, "approach").do({ type: "approach", player: 0, card: id });
    passUntil(g, "block").do({ type: "block", player: 1, card: g.id(1, "B-1") });
    g.resolveAll();
    for (let i = 0; i < 5 && !g.events.some((e) => e.ev === "battle"); i++) g.pass();
    expect(g.events.some((e) => e.ev === "battle")).toBe(true);
    expect(g.where(id)).toBe("main"); // 50 AP ≥ 10 DP, yet it does not leave (R-F-5)
    expect(g.state.turn).toBe(4); // the turn ended: the restriction is gone with it
    expect(g.state.mods).toEqual([]);
  });

  it("CANNOT_LEAVE_MEANS_NOT_TRASHED: returning it to the hand is not 退場 and still works", () => {
    const keep = ev("E-1", seq(restrict(target(0), "cannotLeave"), returnToHand(target(0))), mine);
    const g = onBoard([keep, char("W-1", "w"), spare], {
      p0: { hand: ["E-1", "T-99"], main: ["W-1"] },
    });
    const id = g.id(0, "W-1");
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [[id]] }).resolveAll();
    expect(g.where(id)).toBe("hand");
  });

  it("CANNOT_LEAVE_MEANS_NOT_TRASHED / rule 6.3: a character that does not leave cannot be the one replaced by a sixth", () => {
    const keep = ev("E-1", restrict(target(0), "cannotLeave"), mine);
    const five = ["M-1", "M-2", "M-3", "M-4", "M-5"];
    const g = onBoard(
      [keep, ...five.map((n) => char(n, n)), char("S-1", "sixth", { cost: 0 }), spare],
      {
        p0: { hand: ["E-1", "S-1", "T-99"], main: five },
      },
    );
    const w = g.id(0, "M-1");
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [[w]] }).resolveAll();
    const six = (replace: number): Decision => ({
      type: "play",
      player: 0,
      card: g.id(0, "S-1"),
      pay: [],
      area: "main",
      replace,
    });
    expect(g.legal()).not.toContainEqual(six(w));
    g.reject(six(w), "play/illegal-replace");
    g.do(six(g.id(0, "M-2")));
  });

  it("kgy 01-049 「早坂 愛」を妨害できない: the character cannot block 「早坂 愛」 but can block others", () => {
    const e = ev("E-1", restrict(target(0), "cannotBlock", "turn", { name: "早坂 愛" }), [
      choose(1, opponentCharacters()),
    ]);
    const g = onBoard(
      [e, char("H-1", "早坂 愛"), char("O-1", "other"), char("Y-1", "y"), char("Z-1", "z"), spare],
      { p0: { hand: ["E-1", "T-99"], main: ["H-1", "O-1"] }, p1: { main: ["Y-1", "Z-1"] } },
    );
    const y = g.id(1, "Y-1");
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [[y]] }).resolveAll();
    passUntil(g, "approach").do({ type: "approach", player: 0, card: g.id(0, "H-1") });
    passUntil(g, "block").reject({ type: "block", player: 1, card: y }, "block/illegal");
    g.do({ type: "noBlock", player: 1 });
    passUntil(g, "approach").do({ type: "approach", player: 0, card: g.id(0, "O-1") });
    passUntil(g, "block").do({ type: "block", player: 1, card: y });
  });

  it("kgy 01-099 アプローチと妨害に参加できない: restrict cannotBlock (and cannotApproach) end to end", () => {
    const e = ev(
      "E-1",
      seq(restrict(target(0), "cannotApproach"), restrict(target(0), "cannotBlock")),
      [choose(1, opponentCharacters())],
    );
    const g = onBoard([e, char("A-1", "a"), char("Y-1", "y"), char("Z-1", "z"), spare], {
      p0: { hand: ["E-1", "T-99"], main: ["A-1"] },
      p1: { main: ["Y-1", "Z-1"] },
    });
    const y = g.id(1, "Y-1");
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [[y]] }).resolveAll();
    passUntil(g, "approach").do({ type: "approach", player: 0, card: g.id(0, "A-1") });
    passUntil(g, "block").reject({ type: "block", player: 1, card: y }, "block/illegal");
    g.do({ type: "block", player: 1, card: g.id(1, "Z-1") });
  });

  it("hsf 01-008 このターンの間に登場したキャラには妨害されない: cannotBeBlocked against enteredThisTurn", () => {
    const e = ev(
      "E-1",
      restrict(target(0), "cannotBeBlocked", "turn", { enteredThisTurn: true }),
      mine,
    );
    const g = onBoard([e, char("A-1", "a"), char("N-1", "new"), char("M-1", "old"), spare], {
      p0: { hand: ["E-1", "T-99"], main: ["A-1"] },
      p1: { main: [{ card: "N-1", enteredThisTurn: true }, "M-1"] },
    });
    const a = g.id(0, "A-1");
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [[a]] }).resolveAll();
    passUntil(g, "approach").do({ type: "approach", player: 0, card: a });
    passUntil(g, "block").reject(
      { type: "block", player: 1, card: g.id(1, "N-1") },
      "block/illegal",
    );
    g.do({ type: "block", player: 1, card: g.id(1, "M-1") });
  });

  it("yrc 01-093 このターンの間に場に出た全てのキャラは、アプローチできない (even an active one)", () => {
    const e = ev(
      "E-1",
      restrict(cards("any", "main", { enteredThisTurn: true }), "cannotApproach"),
    );
    expectOnlyTheOldOneApproaches(e);
  });
});

describe("rule 4.7 (LASTING_RESTRICTIONS_MATCH_LIVE): a restriction on a query is read live", () => {
  const fresh = char("A-2", "fresh", { cost: 0, keywords: [active()] });

  it("yrc 01-093: a character played after the effect resolved cannot approach that turn", () => {
    const e = ev(
      "E-1",
      restrict(
        cards("any", "field", { kind: "character", enteredThisTurn: true }),
        "cannotApproach",
      ),
    );
    const g = onBoard([e, fresh, char("O-1", "old"), spare], {
      p0: { hand: ["E-1", "A-2", "T-99"], main: ["O-1"] },
    });
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();
    expect(g.state.liveRestrictions).toHaveLength(1);
    const a = g.id(0, "A-2");
    g.do({ type: "play", player: 0, card: a, pay: [], area: "main" }).resolveAll();
    expect(view(g.state).has(a, "cannotApproach")).toBe(true);
    passUntil(g, "approach").reject({ type: "approach", player: 0, card: a }, "approach/illegal");
    g.do({ type: "approach", player: 0, card: g.id(0, "O-1") });
  });

  it("all your characters cannot be blocked this turn: one played later cannot be blocked either", () => {
    const e = ev("E-1", restrict(yourMain(), "cannotBeBlocked"));
    const g = onBoard([e, fresh, char("Y-1", "y"), spare], {
      p0: { hand: ["E-1", "A-2", "T-99"] },
      p1: { main: ["Y-1"] },
    });
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();
    const a = g.id(0, "A-2");
    g.do({ type: "play", player: 0, card: a, pay: [], area: "main" }).resolveAll();
    passUntil(g, "approach").do({ type: "approach", player: 0, card: a });
    // no blocker is legal: the block is not asked for, and the approach gives a point
    passUntil(g, "approach");
    expect(g.state.players[1].points).toHaveLength(1);
  });

  it("a restriction on a chosen target stays with it: a character played later can be blocked", () => {
    const e = ev("E-1", restrict(target(0), "cannotBeBlocked"), mine);
    const g = onBoard([e, char("O-1", "old"), fresh, char("Y-1", "y"), spare], {
      p0: { hand: ["E-1", "A-2", "T-99"], main: ["O-1"] },
      p1: { main: ["Y-1"] },
    });
    const o = g.id(0, "O-1");
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [[o]] }).resolveAll();
    expect(g.state.liveRestrictions).toBeUndefined();
    const a = g.id(0, "A-2");
    g.do({ type: "play", player: 0, card: a, pay: [], area: "main" }).resolveAll();
    expect(view(g.state).has(o, "cannotBeBlocked")).toBe(true);
    expect(view(g.state).has(a, "cannotBeBlocked")).toBe(false);
    passUntil(g, "approach").do({ type: "approach", player: 0, card: a });
    passUntil(g, "block").do({ type: "block", player: 1, card: g.id(1, "Y-1") });
  });

  it("all of the opponent's characters cannot block 「fresh」: the named side is read when blocking", () => {
    const e = ev("E-1", restrict(opponentCharacters(), "cannotBlock", "turn", { name: "fresh" }));
    const g = onBoard([e, fresh, char("O-1", "old"), char("Y-1", "y"), spare], {
      p0: { hand: ["E-1", "A-2", "T-99"], main: ["O-1"] },
      p1: { main: ["Y-1"] },
    });
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();
    const a = g.id(0, "A-2");
    g.do({ type: "play", player: 0, card: a, pay: [], area: "main" }).resolveAll();
    passUntil(g, "approach").do({ type: "approach", player: 0, card: a });
    passUntil(g, "approach"); // Y-1 may not block 「fresh」: no block is asked for
    expect(g.state.players[1].points).toHaveLength(1);
    g.do({ type: "approach", player: 0, card: g.id(0, "O-1") });
    passUntil(g, "block").do({ type: "block", player: 1, card: g.id(1, "Y-1") });
  });

  it("a 'this turn' live restriction ends with the turn", () => {
    const e = ev("E-1", restrict(yourMain(), "cannotApproach"));
    const g = onBoard([e, char("O-1", "old"), spare], {
      p0: { hand: ["E-1", "T-99"], main: ["O-1"] },
      p1: { hand: ["T-99"] },
    });
    const o = g.id(0, "O-1");
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();
    expect(view(g.state).has(o, "cannotApproach")).toBe(true);
    passUntil(g, "priority");
    for (let i = 0; i < 20 && g.state.turn === 3; i++) stepWithoutChoices(g);
    expect(g.state.turn).toBe(4);
    expect(view(g.state).has(o, "cannotApproach")).toBe(false);
  });
});

describe("continuous cannot be blocked by <kind> (bbd 01-071)", () => {
  it("a blocker with cost >= 3 cannot block; cost 1 can", () => {
    const a = char("A-1", "a", {
      abilities: [
        continuous({
          mod: "restriction",
          who: thisCard,
          restriction: "cannotBeBlocked",
          against: { cost: { op: ">=", n: 3 } },
        }),
      ],
    });
    const g = onBoard([a, char("Y-1", "y", { cost: 3 }), char("Z-1", "z", { cost: 1 }), spare], {
      p0: { main: ["A-1"] },
      p1: { main: ["Y-1", "Z-1"] },
    });
    passUntil(g, "approach").do({ type: "approach", player: 0, card: g.id(0, "A-1") });
    passUntil(g, "block").reject(
      { type: "block", player: 1, card: g.id(1, "Y-1") },
      "block/illegal",
    );
    g.do({ type: "block", player: 1, card: g.id(1, "Z-1") });
  });
});
