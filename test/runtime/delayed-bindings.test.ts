// A delayed effect (`at end of turn, …`, rule 3.4) acts on what the effect that created it chose:
// its bindings (`it` after a search or a choice) and its declared targets. A card that changes
// zones in between is a new object (MOVED_CARD_IS_A_NEW_OBJECT): it is no longer `it`.
// Printed: saga 01-005 「源 さくら」 (cardtext/saga.cards: `…; at end of turn, ready it`).
import { describe, expect, it } from "vitest";
import { compiledEvent } from "./compiled.ts";
import { type TestGame, char, onBoard, spare, stepUntil } from "./helpers.ts";

const rested = (g: TestGame, id: number) => g.state.cards[id]!.rested;

/** Play an event (cost 0) with its declared targets; a resolution-time choice takes `prefer` if offered. */
function play(g: TestGame, targets?: number[][], number = "E-1", prefer: number[] = []): TestGame {
  g.do({
    type: "play",
    player: 0,
    card: g.id(0, number),
    pay: [],
    ...(targets ? { targets } : {}),
  });
  for (let i = 0; i < 20 && (g.state.stack.length > 0 || g.state.resolving); i++) {
    const pd = g.pending;
    if (pd.kind === "choose") {
      const wanted = pd.options.filter((o) => prefer.includes(o));
      g.do({
        type: "choose",
        player: pd.player,
        cards: wanted.length > 0 ? wanted : pd.options.slice(0, 1),
      });
    } else g.pass();
  }
  return g;
}

/** Pass until the end phase's delayed effects have resolved (the opponent's turn has begun; with nothing to do there, play may run on to this player's next turn). */
function toNextTurn(g: TestGame): TestGame {
  const turn = g.state.turn;
  return stepUntil(g, () => g.state.turn > turn, 80);
}

describe("at end of turn, … it", () => {
  it("rule 3.4: the card chosen by the creating effect is the one acted on at end of turn", () => {
    // a move, not `ready it`: the next start phase readies every card of the player anyway
    const ev = compiledEvent(
      "E",
      "[main/own]: rest 1 of your characters; at end of turn, put it into its owner's hand",
    );
    const g = onBoard([ev, char("A-1", "唯"), char("A-2", "澪"), spare], {
      p0: { hand: ["E-1", "T-99"], main: ["A-1", "A-2"] },
    });
    const a1 = g.id(0, "A-1");
    const a2 = g.id(0, "A-2");
    play(g, [[a2]]);
    expect([rested(g, a1), rested(g, a2)]).toEqual([false, true]);
    toNextTurn(g);
    expect([g.where(a1), g.where(a2)]).toEqual(["main", "hand"]);
  });

  it("a card put onto the field from the trash by the effect is `it` at end of turn", () => {
    const ev = compiledEvent(
      "E",
      "[main/own]: put 1 character in your trash onto your main area; at end of turn, put it into its owner's hand",
    );
    const g = onBoard([ev, char("A-1", "唯"), spare], {
      p0: { hand: ["E-1", "T-99"], trash: ["A-1"] },
    });
    const a1 = g.id(0, "A-1");
    play(g);
    expect(g.where(a1)).toBe("main");
    toNextTurn(g);
    expect(g.where(a1)).toBe("hand");
  });

  it("MOVED_CARD_IS_A_NEW_OBJECT: a chosen card that left the field and came back is not `it`", () => {
    const ev = compiledEvent(
      "E",
      "[main/own]: rest 1 of your characters; at end of turn, put it into its owner's hand",
    );
    const again = compiledEvent(
      "F",
      "[main/own]: put 1 character in your hand onto your main area rested",
      "E-2",
    );
    const back = compiledEvent(
      "G",
      "[main/own]: put 1 of your characters into its owner's hand",
      "E-3",
    );
    const g = onBoard([ev, again, back, char("A-1", "唯"), spare], {
      p0: { hand: ["E-1", "E-2", "E-3", "T-99"], main: ["A-1"] },
    });
    const a1 = g.id(0, "A-1");
    play(g, [[a1]]);
    expect(rested(g, a1)).toBe(true);
    // the rested character goes back to the hand and is put onto the field again, rested
    play(g, [[a1]], "E-3");
    expect(g.where(a1)).toBe("hand");
    play(g, undefined, "E-2", [a1]);
    expect([g.where(a1), rested(g, a1)]).toEqual(["main", true]);
    toNextTurn(g);
    expect(g.where(a1)).toBe("main");
  });

  it("`with the same name as it` at end of turn compares with the card returned to the hand", () => {
    const ev = compiledEvent(
      "E",
      "[main/own]: put 1 of your characters into its owner's hand; if you do, at end of turn, put 1 character with the same name as it in your hand onto your main area",
    );
    const g = onBoard([ev, char("A-1", "唯"), char("A-3", "澪"), spare], {
      p0: { hand: ["E-1", "T-99", "A-3"], main: ["A-1"] },
    });
    const a1 = g.id(0, "A-1");
    play(g, [[a1]]);
    expect(g.where(a1)).toBe("hand");
    toNextTurn(g);
    // the card itself has its own name; 「澪」 does not
    expect(g.where(a1)).toBe("main");
    expect(g.where(g.id(0, "A-3"))).toBe("hand");
  });
});

describe("this turn, if it …: (…)", () => {
  it("MOVED_CARD_IS_A_NEW_OBJECT: a designated card that left the field and came back no longer triggers it", () => {
    const ev = compiledEvent(
      "E",
      "[main/own]: choose 1 of your characters; this turn, if it leaves: (draw 1)",
    );
    const again = compiledEvent(
      "F",
      "[main/own]: put 1 character in your hand onto your main area",
      "E-2",
    );
    const back = compiledEvent(
      "G",
      "[main/own]: put 1 of your characters into its owner's hand",
      "E-3",
    );
    const trash = compiledEvent("H", "[main/own]: trash 1 of your characters", "E-4");
    const g = onBoard([ev, again, back, trash, char("A-1", "唯"), spare], {
      // T-99 in hand: a playable card keeps the main phase from passing automatically
      p0: { hand: ["E-1", "E-2", "E-3", "E-4", "T-99"], main: ["A-1"], deck: ["T-99", "T-99"] },
    });
    const a1 = g.id(0, "A-1");
    play(g, [[a1]]);
    play(g, [[a1]], "E-3");
    play(g, undefined, "E-2", [a1]);
    expect(g.where(a1)).toBe("main");
    const hand = g.state.players[0].hand.length;
    play(g, [[a1]], "E-4");
    expect(g.where(a1)).toBe("trash");
    // E-4 left the hand; no card was drawn for the new 「唯」 leaving
    expect(g.state.players[0].hand.length).toBe(hand - 1);
  });
});
