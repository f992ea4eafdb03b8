// Negating a declaration (無効にする: ccs 01-114, nukn 01-104 「相手のプレイ中のイベントカード1枚を無効
// にする」, R-P-6 《拒否反応》), mandatory steps the opponent performs and chooses for (pm_k-on 01-015
// 「相手は手札を1枚選んで捨て札にする」, dnp 01-099 「相手は、休息状態の自分のキャラ1枚を手札に戻す」),
// and "next card" costs (lab 01-008 「次にプレイする「倉橋 莉子」または「真木 夏緒」」).
import { describe, expect, it } from "vitest";
import {
  activated,
  battle,
  cards,
  choose,
  chooseNow,
  chosen,
  draw,
  negate,
  nextCardCost,
  opponentCharacters,
  returnToHand,
  seq,
  target,
  trash,
  view,
  yourMain,
  type CardDef,
  type Effect,
  type TargetSpec,
  type TimingPlayer,
} from "../../runtime/index.ts";
import { char, eventCard, onBoard, spare } from "./helpers.ts";

const ev = (
  number: string,
  effect: Effect,
  o: { targets?: TargetSpec[]; player?: TimingPlayer; cost?: number } = {},
): CardDef => eventCard(number, effect, o);

describe("無効にする (negate a declaration)", () => {
  const refuse = ev("N-1", negate("event", "opponent"), { player: "interrupt", cost: 1 });

  it("R-P-6 / ccs 01-114: an interrupt negates the opponent's event; it goes to the trash, its cost stays paid", () => {
    const gift = ev("E-1", draw(3), { cost: 1 });
    const g = onBoard([gift, refuse, spare], {
      p0: { hand: ["E-1", "T-99", "T-99"] },
      p1: { hand: ["N-1", "T-99"] },
    });
    const payer = g.state.players[0].hand[1]!;
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [payer] });
    g.do({ type: "play", player: 1, card: g.id(1, "N-1"), pay: [g.id(1, "T-99")] });
    g.resolveAll();
    expect(g.events).toContainEqual({ ev: "negate", card: g.id(0, "E-1"), what: "event" });
    expect(g.where(g.id(0, "E-1"))).toBe("trash");
    expect(g.where(payer)).toBe("trash"); // the cost stays paid
    expect(g.state.players[0].hand).toHaveLength(1); // no draw: it never resolved
    expect(g.where(g.id(1, "N-1"))).toBe("trash");
  });

  it("R-P-6 《刀語》: negating the event that would force a battle stops the battle", () => {
    const duel = ev("E-1", battle(target(0), target(1)), {
      targets: [choose(1, yourMain()), choose(1, opponentCharacters())],
    });
    const g = onBoard([duel, refuse, char("A-1", "a", { ap: 50 }), char("B-1", "b"), spare], {
      p0: { hand: ["E-1", "T-99"], main: ["A-1"] },
      p1: { hand: ["N-1", "T-99"], main: ["B-1"] },
    });
    g.do({
      type: "play",
      player: 0,
      card: g.id(0, "E-1"),
      pay: [],
      targets: [[g.id(0, "A-1")], [g.id(1, "B-1")]],
    });
    g.do({ type: "play", player: 1, card: g.id(1, "N-1"), pay: [g.id(1, "T-99")] });
    g.resolveAll();
    expect(g.events.some((e) => e.ev === "battle")).toBe(false);
    expect(g.where(g.id(1, "B-1"))).toBe("main");
  });

  it("negate('event') does not hit a text (an activated ability) and then does nothing", () => {
    const user = char("U-1", "u", {
      abilities: [activated("main", "own", draw(1))],
    });
    const g = onBoard([user, refuse, spare], {
      p0: { hand: ["T-99"], main: ["U-1"] },
      p1: { hand: ["N-1", "T-99"] },
    });
    g.do({ type: "activate", player: 0, card: g.id(0, "U-1"), ability: 0 });
    g.do({ type: "play", player: 1, card: g.id(1, "N-1"), pay: [g.id(1, "T-99")] });
    g.resolveAll();
    expect(g.events.some((e) => e.ev === "negate")).toBe(false);
    expect(g.state.players[0].hand).toHaveLength(2); // the text resolved: drew 1
  });
});

describe("mandatory steps chosen by the opponent (chooseNow with chooser 'opponent')", () => {
  it("pm_k-on 01-015 相手は手札を1枚選んで捨て札にする: the opponent makes the choice", () => {
    const e = ev(
      "E-1",
      seq(chooseNow(choose(1, cards("opponent", "hand")), "d", "opponent"), trash(chosen("d"))),
    );
    const g = onBoard([e, char("Y-1", "y"), char("Z-1", "z"), spare], {
      p0: { hand: ["E-1", "T-99"] },
      p1: { hand: ["Y-1", "Z-1"] },
    });
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();
    expect(g.pending).toMatchObject({ kind: "choose", player: 1, min: 1, max: 1 });
    g.reject({ type: "choose", player: 0, cards: [g.id(1, "Y-1")] }, "priority/not-your-turn");
    g.do({ type: "choose", player: 1, cards: [g.id(1, "Z-1")] });
    expect(g.zone(1, "trash")).toEqual(["Z-1"]);
  });

  it("dnp 01-099 相手は、休息状態の自分のキャラ1枚を手札に戻す: only rested ones are offered, the opponent picks", () => {
    const e = ev(
      "E-1",
      seq(
        chooseNow(choose(1, cards("opponent", "main", { rested: true })), "r", "opponent"),
        returnToHand(chosen("r")),
      ),
    );
    const g = onBoard([e, char("Y-1", "y"), char("Z-1", "z"), char("W-1", "w"), spare], {
      p0: { hand: ["E-1", "T-99"] },
      p1: { main: [{ card: "Y-1", rested: true }, { card: "Z-1", rested: true }, "W-1"] },
    });
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();
    expect(g.pending).toMatchObject({ kind: "choose", player: 1 });
    g.reject({ type: "choose", player: 1, cards: [g.id(1, "W-1")] }, "target/illegal");
    g.do({ type: "choose", player: 1, cards: [g.id(1, "Y-1")] });
    expect(g.where(g.id(1, "Y-1"))).toBe("hand");
  });
});

describe("next card costs", () => {
  it("lab 01-008 次にプレイする「倉橋 莉子」または「真木 夏緒」1枚は使用コスト-4 (anyOf), used up by the first match", () => {
    const e = ev(
      "E-1",
      nextCardCost(-4, { anyOf: [{ name: "倉橋 莉子" }, { name: "真木 夏緒" }] }),
    );
    const g = onBoard(
      [
        e,
        char("K-1", "倉橋 莉子", { cost: 5 }),
        char("M-1", "真木 夏緒", { cost: 5 }),
        char("O-1", "other", { cost: 5 }),
        spare,
      ],
      { p0: { hand: ["E-1", "K-1", "M-1", "O-1", "T-99"] } },
    );
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();
    const v = () => view(g.state);
    expect(v().costToPlay(g.id(0, "K-1"))).toBe(1);
    expect(v().costToPlay(g.id(0, "M-1"))).toBe(1);
    expect(v().costToPlay(g.id(0, "O-1"))).toBe(5); // not 「A」 or 「B」
  });

  it("an opponent-targeted 'next card costs +1' applies to the opponent's cards only", () => {
    const e = ev("E-1", nextCardCost(1, undefined, "opponent"));
    const g = onBoard([e, char("O-1", "other", { cost: 2 }), spare], {
      p0: { hand: ["E-1", "O-1", "T-99"] },
      p1: { hand: ["O-1"] },
    });
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();
    expect(view(g.state).costToPlay(g.id(1, "O-1"))).toBe(3);
    expect(view(g.state).costToPlay(g.id(0, "O-1"))).toBe(2);
  });
});
