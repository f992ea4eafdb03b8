// A group of steps (`(A; B)`, 「その場合、Aし、B」) runs all of its steps under the link in front:
// with `if you do`, all or none (fa 01-007). Compiled from the card language and run.
import { describe, expect, it } from "vitest";
import { compiledEvent } from "./compiled.ts";
import { type TestGame, char, onBoard, spare } from "./helpers.ts";

const ev = compiledEvent(
  "E",
  "[main/own]: you may trash 1 card in your hand; if you do, (put 1 of your characters into its owner's hand; draw 2)",
);

function setUp(): TestGame {
  return onBoard([ev, char("A-1", "唯"), spare], {
    p0: { hand: ["E-1", "T-99", "T-99"], main: ["A-1"], deck: ["T-99", "T-99", "T-99"] },
  });
}

/** Play E-1, answer its may with `accept`, and take the first option of each choice. */
function play(g: TestGame, accept: boolean): TestGame {
  g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] });
  for (let i = 0; i < 20 && (g.state.stack.length > 0 || g.state.resolving); i++) {
    const pd = g.pending;
    if (pd.kind === "may") g.do({ type: "may", player: pd.player, accept });
    else if (pd.kind === "choose")
      g.do({ type: "choose", player: pd.player, cards: pd.options.slice(0, pd.min || 1) });
    else g.pass();
  }
  return g;
}

describe("if you do, (A; B)", () => {
  it("runs both steps when the first step was done", () => {
    const g = play(setUp(), true);
    expect(g.where(g.id(0, "A-1"))).toBe("hand");
    // 2 T-99 in hand - 1 trashed + 2 drawn, and 「唯」
    expect(g.state.players[0].hand.length).toBe(4);
  });

  it("runs neither when it was not: the draw is inside the group, not after it", () => {
    const g = play(setUp(), false);
    expect(g.where(g.id(0, "A-1"))).toBe("main");
    expect(g.state.players[0].hand.length).toBe(2);
  });
});
