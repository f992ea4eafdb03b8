// Agents pick one decision from the legal list. They keep their own randomness (outside the
// game state), so an agent never affects the game's PRNG.
import type { Decision } from "../core/decision.ts";
import type { GameState } from "../core/state.ts";

export interface Agent {
  name: string;
  decide(state: GameState, legal: readonly Decision[]): Decision;
  /**
   * Set by an agent that decides without the legal list (agents/random-fast.ts): the runner then
   * does not make the list, which is most of a random game's cost.
   */
  pick?(state: GameState): Decision;
  /**
   * Set by an agent whose `decide` returns one of the `legal` objects it was given, unchanged
   * (agents/random.ts): the runner then applies it without checking it again (apply.ts
   * applyListed).
   */
  picksListed?: boolean;
  /**
   * Set by an agent that keeps no game state it is given (nor anything in it) once `decide` or
   * `pick` returns (agents/random.ts): runGame may then play the game in place, changing the
   * state it passed at the next step (runner.ts playsInPlace).
   */
  keepsNoState?: boolean;
}
