// kmk 01-112 「相手のプレイ中のイベントカード1枚を無効にする。そのカードの使用コストの値が0の場合、…」
// compiled from the card language: the negated card is `it` (R-P-6 negate binds it), and
// `it is a card with cost == 0` tests that card after it went to the trash (rule 6.5).
import { describe, expect, it } from "vitest";
import { draw, type Effect } from "../../runtime/index.ts";
import { lowerAbilityLine } from "../emit/helpers.ts";
import { eventCard, onBoard, spare } from "./helpers.ts";

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

describe("the negated card is `it` (そのカード)", () => {
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
