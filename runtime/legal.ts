// legalDecisions: the choices open to the deciding player, enumerated from the state (per kind of
// pending decision: pending.ts). Where the full space is combinatorial (which cards pay, which
// cards to discard, trigger orders) the list holds a bounded, representative set; apply accepts
// every legal decision, listed or not, and `paymentOptions` enumerates payments for one card.
import { getDb } from "./cards/database.ts";
import { readCtx, type Ctx } from "./core/ctx.ts";
import type { Decision } from "./core/decision.ts";
import type { GameState } from "./core/state.ts";
import { pendingDecisions } from "./pending.ts";
import { enumeratePayments, playRequirement } from "./rules/costs.ts";
import { costToPlay } from "./rules/play.ts";

function ctxFor(state: GameState): Ctx | null {
  const db = getDb(state.db);
  return db ? readCtx(state, db) : null;
}

/**
 * Made on request (an agent that samples never asks, agents/random-fast.ts); a state apply returned
 * lends the derived data its settling found (continuous effects, payments: core/ctx.ts Memo).
 */
export function legalDecisions(state: GameState): Decision[] {
  const ctx = ctxFor(state);
  if (!ctx) return [];
  return pendingDecisions(ctx);
}

/** Every minimal legal payment (up to `cap`) for playing `cardId` now (rule 5). */
export function paymentOptions(state: GameState, cardId: number, cap = 64): number[][] {
  const ctx = ctxFor(state);
  const c = state.cards[cardId];
  if (!ctx || !c) return [];
  return enumeratePayments(
    ctx,
    c.owner,
    playRequirement(ctx, cardId, costToPlay(ctx, c.owner, cardId)),
    cap,
  );
}
