// A seeded random agent: uniform over the legal list, with a mild preference to pass less often
// than to act so games progress (it still passes sometimes, to exercise every path).
import { makeRandom } from "../core/prng.ts";
import type { Agent } from "./agent.ts";

export function randomAgent(seed: number): Agent {
  const rnd = makeRandom(seed);
  return {
    name: `random(${seed})`,
    // (returns an element of `legal` as it is)
    picksListed: true,
    decide(_state, legal) {
      if (legal.length === 0) throw new Error("random agent: no legal decision");
      return legal[Math.floor(rnd() * legal.length)]!;
    },
  };
}
