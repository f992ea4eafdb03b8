// A flat Monte Carlo search agent (issue 19): for each candidate decision, apply it and play the
// game on K times with random-fast agents (runtime/rollout.ts, one private copy per rollout), then
// take the candidate with the best mean result for the deciding player. No tree, no memory between
// decisions: a player worth measuring against random and greedy, not a strong one.
//
// Budget per decision: at most `maxCandidates` candidates (when there are more, a sample drawn with
// the agent's own PRNG, kept in legal-list order), K = `rollouts` rollouts each, every rollout cut
// after `rolloutDecisions` decisions (then scored by the points, below). A single legal decision is
// taken without search.
//
// Hidden information: a rollout starts from the true state, but each one reshuffles both decks of
// its copy and reseeds the copy's PRNG from the agent's own PRNG, so the search does not know the
// deck order or the outcome of future shuffles. It does see the opponent's hand (a known limit,
// docs/balance.md). All randomness is the agent's own (seeded): the game's PRNG is never drawn from,
// so the same seed gives the same game.
import { apply } from "../apply.ts";
import type { Decision } from "../core/decision.ts";
import { makeRandom, shuffleInPlace } from "../core/prng.ts";
import type { GameState, PlayerId } from "../core/state.ts";
import { rollout } from "../rollout.ts";
import type { Agent } from "./agent.ts";
import { randomFastAgent } from "./random-fast.ts";

export interface MonteCarloOptions {
  /** K: rollouts per candidate decision (default 8). */
  rollouts?: number;
  /** At most this many candidates are searched per decision (default 8). */
  maxCandidates?: number;
  /** A rollout stops after this many decisions and is scored by the points (default 400). */
  rolloutDecisions?: number;
}

export const MC_DEFAULTS: Required<MonteCarloOptions> = {
  rollouts: 8,
  maxCandidates: 8,
  rolloutDecisions: 400,
};

/**
 * The options found in a plain-JSON record (a RunSpec's agent options, simulation/agents.ts): the
 * known names with whole numbers of 1 or more; anything else is left to the defaults.
 */
export function monteCarloOptionsFrom(o: Readonly<Record<string, unknown>>): MonteCarloOptions {
  const out: MonteCarloOptions = {};
  for (const k of ["rollouts", "maxCandidates", "rolloutDecisions"] as const) {
    const v = o[k];
    if (typeof v === "number" && Number.isSafeInteger(v) && v >= 1) out[k] = v;
  }
  return out;
}

/** Decisions outside any resolution, where no card of a deck is being looked at. */
const SHUFFLE_SAFE = new Set(["goFirst", "mulligan", "priority", "approach", "block", "handLimit"]);

/** Rule 9.1: 7 points lose. */
const LOSING_POINTS = 7;

/**
 * The result of a finished or cut rollout for player `p`, in [0, 1]: a win 1, a loss 0, a draw ½
 * (rule 9.1); a game cut before its end ½ moved by the point difference (each point taken from the
 * opponent is closer to their 7th, rule 9.1).
 */
export function rolloutValue(s: GameState, p: PlayerId): number {
  if (s.winner === p) return 1;
  if (s.winner === "draw") return 0.5;
  if (s.winner !== null) return 0;
  const diff = s.players[1 - p]!.points.length - s.players[p]!.points.length;
  return Math.min(1, Math.max(0, 0.5 + diff / (2 * LOSING_POINTS)));
}

/** `count` indexes of `n`, drawn without repetition, in increasing order. */
function sampleIndexes(n: number, count: number, rnd: () => number): number[] {
  const idx = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(rnd() * (n - i));
    [idx[i], idx[j]] = [idx[j]!, idx[i]!];
  }
  return idx.slice(0, count).sort((a, b) => a - b);
}

export function monteCarloAgent(seed: number, options: MonteCarloOptions = {}): Agent {
  const opts = { ...MC_DEFAULTS, ...options };
  const rnd = makeRandom(seed);
  // the rollout players draw from their own PRNGs, seeded from this agent's
  const players: [Agent, Agent] = [
    randomFastAgent(Math.floor(rnd() * 2 ** 31)),
    randomFastAgent(Math.floor(rnd() * 2 ** 31)),
  ];
  const scramble = (s: GameState): void => {
    // not while a text is resolving or waits on a choice: it may be looking at deck cards by place
    if (s.resolving === null && SHUFFLE_SAFE.has(s.pending.kind))
      for (const ps of s.players) shuffleInPlace(ps.deck, Math.floor(rnd() * 2 ** 32));
    s.rng = Math.floor(rnd() * 2 ** 32) >>> 0;
  };
  return {
    name: `mc(${seed},k=${opts.rollouts})`,
    decide(state, legal) {
      if (legal.length === 0) throw new Error("monte-carlo agent: no legal decision");
      if (legal.length === 1) return legal[0]!;
      const p = state.pending.kind === "over" ? 0 : state.pending.player;
      const picks =
        legal.length > opts.maxCandidates
          ? sampleIndexes(legal.length, opts.maxCandidates, rnd)
          : legal.map((_, i) => i);
      let best = picks[0]!;
      let bestScore = -Infinity;
      for (const i of picks) {
        const after = apply(state, legal[i]!);
        if (!after.ok) continue; // never chosen: the list is legal, but a refusal must not win
        let total = 0;
        for (let k = 0; k < opts.rollouts; k++) {
          // rollout() copies its input; `scramble` changes that private copy only
          const r = rollout(after.state, players, opts.rolloutDecisions, scramble);
          total += rolloutValue(r.final, p);
        }
        // strictly greater: ties go to the earliest candidate in legal-list order (deterministic)
        if (total > bestScore) {
          best = i;
          bestScore = total;
        }
      }
      return legal[best]!;
    },
  };
}
