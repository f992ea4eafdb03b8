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

// The list computed while `apply` settled its newest state (flow.ts), keyed by that state object.
// One slot is enough: a caller asks for the legal decisions of the state apply just returned.
let lastState: GameState | null = null;
let lastList: Decision[] = [];

export function rememberLegal(state: GameState, list: Decision[]): void {
  lastState = state;
  lastList = list;
}

export function legalDecisions(state: GameState): Decision[] {
  if (state === lastState) return lastList.slice();
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
