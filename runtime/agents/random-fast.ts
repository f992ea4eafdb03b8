// A seeded random agent that draws a legal decision without listing them all (the simulator's fast
// agent). In a priority window it draws among "pass" and the cards that may give a declaration
// (legal-priority.ts declarationSources), lists that one card's declarations and takes one at
// random; a card with none is dropped and the draw repeats, so it always ends (pass is legal).
// Other decisions are few: it draws from the full list, as the random agent does.
// Not the random agent's distribution (a card with many ways to play counts once), so its games
// differ from `random`'s; the same seed gives the same game (its randomness is its own).
import { getDb } from "../cards/database.ts";
import { readCtx } from "../core/ctx.ts";
import type { Decision } from "../core/decision.ts";
import { makeRandom } from "../core/prng.ts";
import type { GameState } from "../core/state.ts";
import { legalDecisions } from "../legal.ts";
import { declarationSources, declarationsWith } from "../rules/legal-priority.ts";
import type { Agent } from "./agent.ts";

/** One legal decision of the pending player, drawn with `rnd` (see the file comment). */
export function sampleDecision(state: GameState, rnd: () => number): Decision {
  const pending = state.pending;
  const db = getDb(state.db);
  if (pending.kind !== "priority" || !db) {
    const legal = legalDecisions(state);
    if (legal.length === 0) throw new Error("random-fast agent: no legal decision");
    return legal[Math.floor(rnd() * legal.length)]!;
  }
  const p = pending.player;
  const ctx = readCtx(state, db);
  const sources = declarationSources(ctx, p);
  for (;;) {
    const k = Math.floor(rnd() * (sources.length + 1));
    if (k === sources.length) return { type: "pass", player: p };
    const options = declarationsWith(ctx, p, sources[k]!);
    if (options.length > 0) return options[Math.floor(rnd() * options.length)]!;
    sources.splice(k, 1);
  }
}

export function randomFastAgent(seed: number): Agent {
  const rnd = makeRandom(seed);
  return {
    name: `random-fast(${seed})`,
    decide: (state) => sampleDecision(state, rnd),
    pick: (state) => sampleDecision(state, rnd),
    keepsNoState: true,
  };
}
