// A mutable rollout for search agents (issue 15, item 5 — partial): play a game on from `state` to
// its end, or for at most `maxDecisions` decisions, changing one private copy in place (no
// per-step copies of arrays or cards, which are most of a step's garbage). The input is never
// changed: the copy is made once (cloneState). "Undo" is throwing the copy away: there is no undo
// log yet, so a search that wants to step back re-clones from its own kept state.
// The same agents and state give the same final state as `runGame`-style stepping with `apply`
// (test/runtime/rollout.test.ts).
import type { Agent } from "./agents/agent.ts";
import { applyInPlaceUnlogged } from "./apply.ts";
import { cloneState } from "./core/ctx.ts";
import type { GameState } from "./core/state.ts";
import { agentChoice } from "./runner.ts";

export interface Rollout {
  /** The private copy, as the rollout left it (over, at the cap, or where an agent failed). */
  final: GameState;
  decisions: number;
  /** An agent threw or a decision was refused: `final` may then be half changed. */
  error?: string;
}

export function rollout(
  state: GameState,
  agents: readonly [Agent, Agent],
  maxDecisions = 20000,
  /** Changes the private copy before play (a search agent hides the deck order: agents/monte-carlo.ts). */
  prepare?: (copy: GameState) => void,
): Rollout {
  const s = cloneState(state);
  prepare?.(s);
  let decisions = 0;
  while (s.pending.kind !== "over" && decisions < maxDecisions) {
    const agent = agents[s.pending.player]!;
    let error: string | undefined;
    try {
      // (a decision the list gave is not checked again: apply.ts applyListed; no events are
      // built: a rollout returns none)
      const c = agentChoice(agent, s);
      const r = applyInPlaceUnlogged(s, c.decision, c.listed);
      if (!r.ok) error = `${r.reason}: ${r.message}`;
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    if (error !== undefined) return { final: s, decisions, error };
    decisions++;
  }
  return { final: s, decisions };
}
