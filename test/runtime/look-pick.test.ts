// A pick among the cards looked at: デッキの上のカードN枚を見て、その中にある<X>を<verb> (AHB 01-006,
// ORG2 02-078, SPK 01-092). The card language says it `trash any number of cards in the top 3
// cards of your deck`; lowering looks at the top N and has the controller choose among them (a
// logged decision), so only the cards chosen move and the rest stay where they were.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../runtime/index.ts";
import { compiledEvent } from "./compiled.ts";
import { char, onBoard, spare } from "./helpers.ts";

const deck = ["D-1", "D-2", "D-3", "D-4"];
const cards = [char("D-1", "一"), char("D-2", "二"), char("D-3", "三"), char("D-4", "四")];

function play(card: CardDef) {
  const g = onBoard([card, ...cards, spare], { p0: { hand: ["E-1", "T-99"], deck } });
  return g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();
}

describe("a pick among the cards looked at", () => {
  it("ORG2 02-078: any number of the top 3 into the trash — only the chosen ones go", () => {
    const g = play(
      compiledEvent(
        "捨て",
        "[main/own]: trash any number of cards in the top 3 cards of your deck",
      ),
    );
    // Offered the top 3 only (D-4 was never looked at), from none to all of them.
    expect(g.pending).toMatchObject({ kind: "choose", player: 0, min: 0, max: 3 });
    g.do({ type: "choose", player: 0, cards: [g.id(0, "D-1"), g.id(0, "D-3")] });
    expect(g.where(g.id(0, "D-1"))).toBe("trash");
    expect(g.where(g.id(0, "D-3"))).toBe("trash");
    expect(g.zone(0, "deck").slice(0, 2)).toEqual(["D-2", "D-4"]);
  });

  it("the fourth card is never offered: choosing it is refused", () => {
    const g = play(
      compiledEvent(
        "捨て",
        "[main/own]: trash any number of cards in the top 3 cards of your deck",
      ),
    );
    g.reject({ type: "choose", player: 0, cards: [g.id(0, "D-4")] }, "target/illegal");
    expect(g.where(g.id(0, "D-4"))).toBe("deck");
  });

  it("AHB 01-006: any number of the top 3 to the deck bottom; none chosen leaves the deck as it was", () => {
    const g = play(
      compiledEvent(
        "下へ",
        "[main/own]: you may put any number of cards in the top 3 cards of your deck on the bottom of your deck",
      ),
    );
    if (g.pending?.kind === "may") g.do({ type: "may", player: 0, accept: true });
    g.do({ type: "choose", player: 0, cards: [] });
    expect(g.zone(0, "deck").slice(0, 4)).toEqual(deck);
  });

  it("a filter narrows the pick: SPK 01-092's named cards among the top 4", () => {
    const g = play(
      compiledEvent(
        "名前",
        "[main/own]: trash any number of 「三」 in the top 4 cards of your deck",
      ),
    );
    expect(g.pending).toMatchObject({ kind: "choose", options: [g.id(0, "D-3")] });
  });
});

describe("a pick among it", () => {
  it("the opponent designates among the shown cards (their decision), on resolution", () => {
    const g = play(
      compiledEvent(
        "指名",
        "[main/own]: reveal the top 3 cards of your deck; then the opponent must choose 2 cards among it; if you do, trash it; then put the rest into your hand",
      ),
    );
    expect(g.pending).toMatchObject({ kind: "choose", player: 1, min: 2, max: 2 });
    g.do({ type: "choose", player: 1, cards: [g.id(0, "D-1"), g.id(0, "D-2")] });
    expect(g.where(g.id(0, "D-1"))).toBe("trash");
    expect(g.where(g.id(0, "D-2"))).toBe("trash");
    expect(g.where(g.id(0, "D-3"))).toBe("hand");
    expect(g.zone(0, "deck")[0]).toBe("D-4");
  });
});
