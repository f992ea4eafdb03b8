// `--agent K` / `--agent K0,K1` (player 0's and player 1's) and `--mc-rollouts N` for `simulate`:
// the agent kinds by name, each made from a seed (so game i's agents are the same on every run).
import { intFlag, type ParsedArgs } from "./args.ts";
import { UsageError } from "./command.ts";
import { MC_DEFAULTS, type Agent } from "../runtime/index.ts";
import { agents, type AgentOptions } from "../simulation/agents.ts";

export const AGENT_KINDS = ["random", "random-fast", "greedy", "mc"] as const;
export type AgentKind = (typeof AGENT_KINDS)[number];

export type AgentMaker = (seed: number) => Agent;

/** A maker of `kind` from the RunSpec agent registry (simulation/agents.ts), the one table of agents. */
export function agentMaker(kind: AgentKind, mcRollouts = MC_DEFAULTS.rollouts): AgentMaker {
  const make = agents[kind]!;
  const options: AgentOptions = kind === "mc" ? { rollouts: mcRollouts } : {};
  return (seed) => make(seed, options);
}

const isKind = (k: string): k is AgentKind => (AGENT_KINDS as readonly string[]).includes(k);

/** The two players' agent kinds and makers from `--agent` and `--mc-rollouts`. */
export function agentFlags(args: ParsedArgs): {
  kinds: [AgentKind, AgentKind];
  makers: [AgentMaker, AgentMaker];
} {
  const flag = args.values.get("agent")?.at(-1) ?? "random";
  const parts = flag.split(",");
  if (parts.length > 2 || !parts.every(isKind))
    throw new UsageError(
      `--agent takes ${AGENT_KINDS.join("|")}, or two of them as K0,K1, not "${flag}"`,
    );
  const kinds = [parts[0]!, parts[1] ?? parts[0]!] as [AgentKind, AgentKind];
  const rollouts = intFlag(args, "mc-rollouts", MC_DEFAULTS.rollouts);
  if (rollouts < 1) throw new UsageError("--mc-rollouts takes a whole number of 1 or more");
  return { kinds, makers: [agentMaker(kinds[0], rollouts), agentMaker(kinds[1], rollouts)] };
}
