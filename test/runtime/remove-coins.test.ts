// 「…の上にある+10/+10コインをN個取り除く」 (printed: hmk 01-008, fa 01-007) is `remove N coins from
// …`: the runtime's `removeCoins`, under the project ruling REMOVING_COINS_TAKES_ALL_N — N coins
// come off a card that has N or more, none off a card with fewer, and `if you do` follows that.
// Compiled from the card language, so the lowering and the engine are tested together.
import { describe, expect, it } from "vitest";
import { compiledEvent } from "./compiled.ts";
import { type TestGame, char, onBoard, spare } from "./helpers.ts";

const ev = compiledEvent(
  "E",
  "[main/own]: remove 2 coins from 1 of your characters; if you do, draw 1",
);

function playWith(coins: number): { g: TestGame; hand: number; a1: number } {
  const g = onBoard([ev, char("A-1", "唯"), spare], {
    p0: { hand: ["E-1", "T-99"], main: [{ card: "A-1", coins }], deck: ["T-99", "T-99"] },
  });
  const a1 = g.id(0, "A-1");
  const hand = g.state.players[0].hand.length;
  g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [[a1]] }).resolveAll();
  return { g, hand, a1 };
}

describe("remove N coins (rule 7.8, REMOVING_COINS_TAKES_ALL_N)", () => {
  it("takes N coins off a card that has more, and `if you do` holds", () => {
    const { g, hand, a1 } = playWith(3);
    expect(g.state.cards[a1]!.coins).toBe(1);
    expect(g.ap(a1)).toBe(30);
    // E-1 left the hand, 1 card drawn
    expect(g.state.players[0].hand.length).toBe(hand);
  });

  it("takes none off a card with fewer than N, and `if you do` does not hold", () => {
    const { g, hand, a1 } = playWith(1);
    expect(g.state.cards[a1]!.coins).toBe(1);
    expect(g.state.players[0].hand.length).toBe(hand - 1);
  });
});

describe("named coins (sak 01-066 タコスコイン): counters with no stat effect", () => {
  it("are kept by name, apart from +10/+10 coins, and leave with the card", () => {
    const put = compiledEvent(
      "E",
      '[main/own]: put 3 "タコスコイン" coins on 1 of your characters',
    );
    const take = compiledEvent(
      "F",
      '[main/own]: remove 2 "タコスコイン" coins from 1 of your characters; if you do, draw 1',
      "E-2",
    );
    const bounce = compiledEvent(
      "G",
      "[main/own]: put 1 of your characters into its owner's hand",
      "E-3",
    );
    const g = onBoard([put, take, bounce, char("A-1", "唯"), spare], {
      p0: { hand: ["E-1", "E-2", "E-3", "T-99"], main: ["A-1"], deck: ["T-99", "T-99"] },
    });
    const a1 = g.id(0, "A-1");
    const play = (n: string) =>
      g.do({ type: "play", player: 0, card: g.id(0, n), pay: [], targets: [[a1]] }).resolveAll();
    play("E-1");
    expect(g.state.cards[a1]).toMatchObject({ coins: 0, counters: { タコスコイン: 3 } });
    expect(g.ap(a1)).toBe(20);
    const hand = g.state.players[0].hand.length;
    play("E-2");
    expect(g.state.cards[a1]!.counters).toEqual({ タコスコイン: 1 });
    expect(g.state.players[0].hand.length).toBe(hand); // E-2 played, 1 drawn
    play("E-3");
    expect(g.state.cards[a1]!.counters).toBeUndefined();
  });
});
