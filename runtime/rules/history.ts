// Turn history (`this turn <event>`: このターンの間にキャラが退場している場合, KMR 01-028): the engine
// keeps the game events of the current turn that some card's condition asks about, and a condition
// asks whether one of them is an event its trigger words would have matched. Only the kinds of
// event a card in the game names are kept (CardDb.historyEvents), so games without such a card
// keep the state they always had. Deterministic: events are kept in the order they happen.
import type { Trigger } from "../cards/definition.ts";
import { ownEventsThisTurn, type Ctx } from "../core/ctx.ts";
import type { PastEvent, PlayerId } from "../core/state.ts";
import { causeMatches } from "./move-cause.ts";
import { DRAWN_CARD_COUNTED_ONCE } from "./project-rulings.ts";
import type { Scope } from "./scope.ts";
import { subjectMatches, triggerFor, type TEvent } from "./trigger-subject.ts";

/** Keep `ev` for the rest of the turn if a condition in the game names its kind. */
export function recordEvent(ctx: Ctx, ev: TEvent): void {
  if (!ctx.db.historyEvents.has(ev.type)) return;
  const past: PastEvent = { type: ev.type, card: ev.card, player: ev.player };
  if (ev.byApproach) past.byApproach = true;
  if (ev.atTurnStart) past.atTurnStart = true;
  if (ev.cards) past.cards = ev.cards;
  if (ev.cause) past.cause = ev.cause;
  // copied on the step's first record: states of earlier steps share the old one (copy-on-write)
  ownEventsThisTurn(ctx).push(past);
}

/**
 * Did card `id` take part in one of `events` this turn (このターンの間にアプローチに参加している)?
 * The card is the event's own card (an approacher, a blocker), as recorded when it happened.
 */
export function participatedThisTurn(
  ctx: Ctx,
  id: number,
  events: readonly ("approaches" | "blocks")[],
): boolean {
  return (ctx.s.eventsThisTurn ?? []).some(
    (ev) => ev.card === id && (events as readonly string[]).includes(ev.type),
  );
}

/**
 * The cards player `p` drew this turn (このターンの間に引いているカード, SRBK P-010), each once, in the
 * order drawn: the cards of the turn's recorded draws (a card drawn twice counts once:
 * DRAWN_CARD_COUNTED_ONCE, an open question).
 */
export function drawnThisTurn(ctx: Ctx, p: PlayerId): number[] {
  const out: number[] = [];
  for (const ev of ctx.s.eventsThisTurn ?? [])
    if (ev.type === "cardDrawn" && ev.player === p)
      for (const c of ev.cards ?? []) if (!DRAWN_CARD_COUNTED_ONCE || !out.includes(c)) out.push(c);
  return out;
}

/** Did card `id` be drawn by its owner this turn? */
export function wasDrawnThisTurn(ctx: Ctx, id: number): boolean {
  return (ctx.s.eventsThisTurn ?? []).some(
    (ev) => ev.type === "cardDrawn" && (ev.cards ?? []).includes(id),
  );
}

/**
 * Has an event `on` matches happened this turn — `on.times` of them or more when it counts
 * (このターンの間に緑のキャラが5回以上アプローチした場合, ORSK 01-065) — read from the condition's
 * point of view (rule 4.4's words, applied afterwards)? The event's card is tested as it is now
 * (`matches`: a character that left is still a character in the trash).
 */
export function happenedThisTurn(
  ctx: Ctx,
  on: Trigger,
  scope: Scope,
  matches: (ctx: Ctx, id: number, f: NonNullable<Trigger["filter"]>, scope: Scope) => boolean,
): boolean {
  const needed = on.times ?? 1;
  let seen = 0;
  for (const ev of ctx.s.eventsThisTurn ?? []) {
    if (!triggerFor(on, ev)) continue;
    if (!subjectMatches(ctx, on.subject, scope.source, scope.controller, ev, undefined)) continue;
    if (on.byApproach && !ev.byApproach) continue;
    // 相手によって (FA 01-030): moved by that player's card or approach, as a trigger's `cause`
    if (on.cause && !causeMatches(on.cause, ev.cause, scope.controller)) continue;
    if (on.notAtTurnStart && ev.atTurnStart) continue;
    if (ev.card >= 0 && on.filter && !matches(ctx, ev.card, on.filter, scope)) continue;
    if (++seen >= needed) return true;
  }
  return false;
}
