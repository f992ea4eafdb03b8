// Negating a declaration (無効にする, R-P-6 《拒否反応》): ccs 01-114, nukn 01-104 「相手のプレイ中の
// イベントカード1枚を無効にする」 on hand-defined cards; and kmk 01-112 「…無効にする。そのカードの使用コストの
// 値が0の場合、…」 compiled from the card language: the negated card is `it` (negate binds it), and
// `it is a card with cost == 0` tests that card after it went to the trash (rule 6.5).
import { describe, expect, it } from "vitest";
import {
  activated,
  battle,
  choose,
  draw,
  negate,
  opponentCharacters,
  target,
  yourMain,
  type Effect,
} from "../../runtime/index.ts";
import { lowerAbilityLine } from "../emit/helpers.ts";
import { char, eventCard, onBoard, spare } from "./helpers.ts";

describe("無効にする (negate a declaration)", () => {
  const refuse = eventCard("N-1", negate("event", "opponent"), { player: "interrupt", cost: 1 });

  it("R-P-6 / ccs 01-114: an interrupt negates the opponent's event; it goes to the trash, its cost stays paid", () => {
    const gift = eventCard("E-1", draw(3), { cost: 1 });
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
    const duel = eventCard("E-1", battle(target(0), target(1)), {
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

describe("the negated card is `it` (そのカード)", () => {
  const lowered = lowerAbilityLine(
    "[main/interrupt]: negate the opponent's event; if it is a card with cost == 0, draw 2",
    "event 01-101 「律の叫び」 yellow cost 0 source 1",
  );
  const text = lowered.def.abilities![0] as unknown as { effect: Effect };
  const refuse = eventCard("N-1", text.effect, { player: "interrupt" });

  function negateEventOfCost(cost: number) {
    const gift = eventCard("E-1", draw(3), { cost });
    const g = onBoard([gift, refuse, spare], {
      p0: { hand: ["E-1", "T-99", "T-99"] },
      p1: { hand: ["N-1", "T-99"] },
    });
    const pay = cost > 0 ? [g.state.players[0].hand[1]!] : [];
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay });
    g.do({ type: "play", player: 1, card: g.id(1, "N-1"), pay: [] });
    g.resolveAll();
    expect(g.events).toContainEqual({ ev: "negate", card: g.id(0, "E-1"), what: "event" });
    return g.events.filter((x) => x.ev === "draw");
  }

  it("lowers to a negate that binds its card, and a count of it with the cost filter", () => {
    expect(lowered.diagnostics).toEqual([]);
    expect(text.effect).toMatchObject({
      do: "seq",
      steps: [
        { do: "negate", as: "negated0" },
        {
          do: "if",
          cond: {
            cond: "count",
            of: { sel: "var", name: "negated0", filter: { cost: { op: "==", n: 0 } } },
          },
        },
      ],
    });
  });
  it("R-P-6: negating a cost-0 event draws 2", () =>
    expect(negateEventOfCost(0)).toEqual([{ ev: "draw", player: 1, n: 2 }]));
  it("R-P-6: negating a cost-1 event draws nothing", () =>
    expect(negateEventOfCost(1)).toEqual([]));
  it("without a later `it`, negate binds nothing", () =>
    expect(
      (
        lowerAbilityLine("[main/interrupt]: negate the opponent's event; draw 1").def
          .abilities![0] as unknown as { effect: Effect }
      ).effect,
    ).toEqual({
      do: "seq",
      steps: [
        { do: "negate", kind: "event", whose: "opponent" },
        { do: "draw", player: "you", n: 1 },
      ],
    }));
});
