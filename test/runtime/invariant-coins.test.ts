// The invariant check notices a corrupted coin count (issue 14): a named coin looked up through the
// object prototype once left "function Object() { [native code] }2" in the state and nothing
// noticed. Every count — +10/+10 coins and named coins on a card, coins a player holds — must be
// a non-negative safe integer.
import { describe, expect, it } from "vitest";
import { checkInvariants, cloneState, type GameState } from "../../runtime/index.ts";
import { char, onBoard, spare } from "./helpers.ts";

const BAD: readonly unknown[] = [
  "function Object() { [native code] }2",
  Number.NaN,
  -1,
  1.5,
  Number.POSITIVE_INFINITY,
  2 ** 53,
  undefined,
];

/** A sound board: player 0 has a character in the main area holding a +10/+10 coin and a named coin. */
function board(): { state: GameState; card: number } {
  const g = onBoard([char("A-1", "受け手"), spare], { p0: { main: ["A-1"] } });
  const state = cloneState(g.state);
  const card = g.id(0, "A-1");
  state.cards[card]!.counters = { タコスコイン: 1 };
  state.players[1].coins = { ジョーロコイン: 2 };
  expect(checkInvariants(state)).toEqual([]);
  return { state, card };
}

describe("the invariant check and coin counts", () => {
  it("a card's +10/+10 coins that are not a count are reported", () => {
    for (const bad of BAD) {
      const { state, card } = board();
      state.cards[card]!.coins = bad as number;
      expect(checkInvariants(state), String(bad)).toContain(
        `card ${card} has ${typeof bad === "string" ? JSON.stringify(bad) : String(bad)} coins, not a count`,
      );
    }
  });

  it("a card off the field with a corrupted coin count is reported too", () => {
    const { state } = board();
    const inDeck = state.players[0].deck[0]!;
    state.cards[inDeck]!.coins = -1;
    expect(checkInvariants(state)).toContain(`card ${inDeck} has -1 coins, not a count`);
  });

  it("a named coin on a card that is not a count is reported, with its name", () => {
    for (const bad of BAD) {
      const { state, card } = board();
      state.cards[card]!.counters = { タコスコイン: 1, constructor: bad as number };
      const problems = checkInvariants(state);
      expect(
        problems.some((p) => p.startsWith(`card ${card} has `) && p.includes("「constructor」")),
        `${String(bad)}: ${problems.join("; ")}`,
      ).toBe(true);
    }
  });

  it("a coin a player holds that is not a count is reported, with the player and the name", () => {
    for (const bad of BAD) {
      const { state } = board();
      state.players[1].coins = { ジョーロコイン: 2, ゼロコイン: 0, toString: bad as number };
      const problems = checkInvariants(state);
      expect(
        problems.some((p) => p.startsWith("player 1 has ") && p.includes("「toString」")),
        `${String(bad)}: ${problems.join("; ")}`,
      ).toBe(true);
      expect(problems.join("; ")).not.toContain("ゼロコイン");
    }
  });

  it("the state of the prototype bug itself: the function's text plus 2 under 「constructor」", () => {
    const { state } = board();
    state.players[0].coins = { constructor: "function Object() { [native code] }2" as never };
    expect(checkInvariants(state)).toEqual([
      'player 0 has "function Object() { [native code] }2" of coin 「constructor」, not a count',
    ]);
  });
});
