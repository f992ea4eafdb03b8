// When a one-shot change ends (runtime/rules/durations.ts): the turn whose cleanup (rule 3.4) ends
// a change lasting to a turn of the controller's opponent or of the controller, made in either
// player's turn (NEXT_OPPONENT_TURN_IS_NEVER_THIS_ONE, NEXT_YOUR_TURN_IS_NEVER_THIS_ONE). The
// rulings play them: rulings/durations.ruling, rulings/your-turn-durations.ruling.
import { describe, expect, it } from "vitest";
import type { Duration } from "../../runtime/cards/definition.ts";
import type { Ctx } from "../../runtime/core/ctx.ts";
import { endsAtCleanup, inForce, lasting } from "../../runtime/rules/durations.ts";

/** Turn 3 is player 0's, turn 4 player 1's (turns alternate, rule 3.4). */
const at = (turn: number): Ctx => ({ s: { turn, turnPlayer: turn % 2 === 1 ? 0 : 1 } }) as Ctx;
/** The turn at whose cleanup a change by player 0, made in `turn`, ends. */
const endsWith = (until: Duration, turn: number): number | undefined =>
  lasting(at(turn), 0, until).ends;

describe("durations to the end of a player's turn", () => {
  it("until end of your next turn: made in your turn, the turn after the opponent's", () => {
    expect(endsWith("nextYourTurn", 3)).toBe(5);
    expect(endsWith("nextYourTurn", 4)).toBe(5);
  });

  it("until end of your turn: this turn if it is yours, else your next one", () => {
    expect(endsWith("yourTurn", 3)).toBe(3);
    expect(endsWith("yourTurn", 4)).toBe(5);
  });

  it("the opponent's turns, for comparison", () => {
    expect(endsWith("nextOpponentTurn", 3)).toBe(4);
    expect(endsWith("nextOpponentTurn", 4)).toBe(6);
    expect(endsWith("opponentTurn", 3)).toBe(4);
    expect(endsWith("opponentTurn", 4)).toBe(4);
  });

  it("ends at that turn's cleanup and is in force until then", () => {
    const l = lasting(at(3), 0, "nextYourTurn");
    expect([3, 4, 5].map((t) => endsAtCleanup(l, t))).toEqual([false, false, true]);
    expect([3, 4, 5, 6].map((t) => inForce(l, 3, t))).toEqual([true, true, true, false]);
  });

  it("other durations keep no turn number", () => {
    expect(lasting(at(3), 0, "turn")).toEqual({ until: "turn" });
    expect(lasting(at(3), 0, "nextBattle")).toEqual({ until: "nextBattle" });
  });
});
