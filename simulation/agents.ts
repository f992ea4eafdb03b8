// The players a RunSpec may name, by name, so a worker thread or a remote machine can rebuild them
// from JSON. Each entry makes a fresh agent from its seed and the spec's options; other helpers add
// their agents here, one line each.
import {
  greedyAgent,
  monteCarloAgent,
  monteCarloOptionsFrom,
  randomAgent,
  randomFastAgent,
  type Agent,
} from "../runtime/index.ts";

/** Options an agent takes from the RunSpec (plain JSON: a budget, a depth, …). */
export type AgentOptions = Readonly<Record<string, number | string | boolean>>;

export const agents: Record<string, (seed: number, options: AgentOptions) => Agent> = {
  random: (seed) => randomAgent(seed),
  "random-fast": (seed) => randomFastAgent(seed),
  greedy: () => greedyAgent(), // deterministic: no seed
  mc: (seed, options) => monteCarloAgent(seed, monteCarloOptionsFrom(options)),
};
