// A player-held coin is looked up by its printed name among the player's own coins only: a name
// such as 「constructor」 or 「__proto__」 must not reach Object.prototype (issue 14).
import { describe, expect, it } from "vitest";
import type { Ctx } from "../../runtime/core/ctx.ts";
import { heldCoins, setHeldCoins } from "../../runtime/rules/keywords/coins.ts";
import { compiledEvent } from "./compiled.ts";
import { char, onBoard, spare } from "./helpers.ts";

function ctxWithCoins(): Ctx {
  return { s: { players: [{}, {}] } } as unknown as Ctx;
}

describe("player coins named like Object.prototype's keys", () => {
  it("start at 0 and count like any other name", () => {
    const ctx = ctxWithCoins();
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      expect(heldCoins(ctx, 0, name), name).toBe(0);
      setHeldCoins(ctx, 0, name, heldCoins(ctx, 0, name) + 2);
      expect(heldCoins(ctx, 0, name), name).toBe(2);
      expect(heldCoins(ctx, 1, name), name).toBe(0);
    }
    expect(Object.getPrototypeOf(ctx.s.players[0]!.coins)).toBe(Object.prototype);
  });
});

describe("named coins on a card, named like Object.prototype's keys", () => {
  it("put 2 「constructor」 coins on a character: it holds 2, not a function's text", () => {
    // Another name first, so that the card already has a counters object to look the name up in.
    const ev = compiledEvent(
      "E",
      '[main/own]: put 1 "タコスコイン" coin on 1 of your characters; put 2 "constructor" coins on it',
    );
    const g = onBoard([ev, char("A-1", "受け手"), spare], {
      p0: { hand: ["E-1", "T-99"], main: ["A-1"] },
    });
    const target = g.id(0, "A-1");
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [[target]] });
    g.resolveAll();
    const counters = g.state.cards[target]!.counters;
    expect(counters).toEqual({ タコスコイン: 1, constructor: 2 });
  });
});
