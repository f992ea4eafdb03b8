// Rule 3: turn structure.
import { describe, expect, it } from "vitest";
import {
  activated,
  draw,
  gets,
  on,
  thisCard,
  triggered,
  type CardDef,
} from "../../runtime/index.ts";
import { char, eventWith, onBoard } from "./helpers.ts";

const opponentEvent: CardDef = eventWith("E-001", [activated("main", "opponent", draw(1))], {
  name: "お茶会",
});

describe("rule 3: turn structure", () => {
  it("rule 3.1: the first player draws 1 on the first turn of the game", () => {
    const g = onBoard([char("T-1", "a", { cost: 0 })], {
      turn: 1,
      step: "start",
      p0: { deck: ["T-1", "T-1"] },
    });
    expect(g.state.players[0].hand).toHaveLength(1);
    expect(g.pending).toEqual({ kind: "priority", player: 0 });
  });

  it("rule 3.1: later turns draw 2, then ready all own cards, then start-of-turn triggers resolve", () => {
    const starter = char("T-2", "a", {
      abilities: [triggered(on("startOfTurn", "yours"), gets(thisCard, 10, 0))],
    });
    const g = onBoard([starter, char("T-3", "b")], {
      turn: 4,
      step: "start",
      p0: {
        main: [
          { card: "T-2", rested: true },
          { card: "T-3", rested: true },
        ],
      },
      p1: { main: [{ card: "T-3", rested: true }] },
    });
    expect(g.state.players[0].hand).toHaveLength(2);
    expect(g.state.cards[g.id(0, "T-2")]!.rested).toBe(false);
    expect(g.state.cards[g.id(0, "T-3")]!.rested).toBe(false);
    expect(g.state.cards[g.id(1, "T-3")]!.rested).toBe(true); // only the turn player's cards
    expect(g.ap(g.id(0, "T-2"))).toBe(30);
  });

  it("rule 3.2: in the main phase only the turn player may put characters into play", () => {
    const g = onBoard([opponentEvent, char("T-4", "c", { cost: 0 })], {
      p0: { hand: ["T-4"] },
      p1: { hand: ["E-001", "T-4"] },
    });
    g.pass(); // player 0 passes; player 1 holds an opponent-turn event, so gets a real choice
    expect(g.pending).toEqual({ kind: "priority", player: 1 });
    g.reject(
      { type: "play", player: 1, card: g.id(1, "T-4"), pay: [], area: "main" },
      "timing/not-now",
    );
    g.do({ type: "play", player: 1, card: g.id(1, "E-001"), pay: [] });
    expect(g.pending).toEqual({ kind: "priority", player: 0 });
  });

  it("rule 3.3: when both players pass in the main phase the approach phase begins", () => {
    const g = onBoard([char("T-5", "a", { cost: 0 }), char("T-51", "b")], {
      p0: { hand: ["T-5"], main: ["T-51"] },
    });
    expect(g.pending.kind).toBe("priority");
    g.pass(); // player 1 has nothing: passes automatically
    expect(g.pending).toEqual({ kind: "approach", player: 0 });
  });

  it("rule 3.4: end phase: end-of-turn triggers, then discard down to 7, then until-end-of-turn effects end and the turn passes", () => {
    const ender = char("T-6", "a", { abilities: [triggered(on("endOfTurn", "yours"), draw(1))] });
    const g = onBoard([ender, char("T-61", "b", { cost: 0 })], {
      step: "end",
      p0: { hand: ["T-6", "T-6", "T-6", "T-6", "T-6", "T-6", "T-6"], main: ["T-6"] },
      p1: { hand: ["T-61"] }, // so that player 1's main phase waits for a decision
    });
    // 7 in hand + 1 drawn by the trigger = 8: discard 1.
    expect(g.pending).toEqual({ kind: "handLimit", player: 0, n: 1 });
    const mod = { card: g.id(0, "T-6", 7), ap: 10, dp: 10, until: "turn" as const };
    g.state = { ...g.state, mods: [mod] };
    g.reject({ type: "discard", player: 0, cards: [] }, "hand/bad-discard");
    g.do({ type: "discard", player: 0, cards: [g.state.players[0].hand[0]!] });
    expect(g.state.players[0].hand).toHaveLength(7);
    expect(g.state.mods).toEqual([]);
    expect(g.state.turnPlayer).toBe(1);
  });
});
