// Read-only views of a state for tests, agents and tools: current AP/DP, names, keywords of a
// card, computed by the same code the engine uses.
import { getDb } from "./cards/database.ts";
import type { Keyword, Restriction } from "./cards/definition.ts";
import { readCtx } from "./core/ctx.ts";
import type { GameState } from "./core/state.ts";
import {
  currentAp,
  currentCost,
  currentDp,
  hasRestriction,
  keywordOf,
  namesOf,
} from "./rules/continuous.ts";
import { costToPlay } from "./rules/play.ts";

export interface CardView {
  ap(id: number): number;
  dp(id: number): number;
  names(id: number): readonly string[];
  keyword<K extends Keyword["kw"]>(id: number, kw: K): Extract<Keyword, { kw: K }> | undefined;
  has(id: number, r: Restriction): boolean;
  cost(id: number): number;
  /** The cost its owner would pay now, with "next card" modifiers. */
  costToPlay(id: number): number;
}

export function view(state: GameState): CardView {
  const db = getDb(state.db);
  if (!db) throw new Error(`card database ${state.db} is not registered`);
  const ctx = readCtx(state, db);
  return {
    ap: (id) => currentAp(ctx, id),
    dp: (id) => currentDp(ctx, id),
    names: (id) => namesOf(ctx, id),
    keyword: (id, kw) => keywordOf(ctx, id, kw),
    has: (id, r) => hasRestriction(ctx, id, r),
    cost: (id) => currentCost(ctx, id),
    costToPlay: (id) => costToPlay(ctx, state.cards[id]!.owner, id),
  };
}
