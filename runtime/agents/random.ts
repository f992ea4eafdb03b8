// A seeded random agent: uniform over the legal list, `pass` included, so that every path of the
// engine gets played.
import type { Decision } from "../core/decision.ts";
import { nextRandom, seedToRng } from "../core/prng.ts";
import type { GameState } from "../core/state.ts";
import type { Agent } from "./agent.ts";

/**
 * [perf: one call target] A class, not an object literal with a `decide` closure and a `makeRandom`
 * closure per agent: a simulation makes two agents a game, and with new closures each game the
 * runner's call to `decide` (and `decide`'s to the generator) had a new target every game — a
 * generic call V8 cannot inline. The methods are one function for every agent; the generator is
 * `makeRandom`'s (the same numbers from the same seed).
 */
class RandomAgent implements Agent {
  readonly name: string;
  // (returns an element of `legal` as it is)
  readonly picksListed = true;
  // (keeps only its generator: runGame may play in place)
  readonly keepsNoState = true;
  private rng: number;

  constructor(seed: number) {
    this.name = `random(${seed})`;
    this.rng = seedToRng(seed);
  }

  decide(_state: GameState, legal: readonly Decision[]): Decision {
    if (legal.length === 0) throw new Error("random agent: no legal decision");
    const [next, f] = nextRandom(this.rng);
    this.rng = next;
    return legal[Math.floor(f * legal.length)]!;
  }
}

export function randomAgent(seed: number): Agent {
  return new RandomAgent(seed);
}
