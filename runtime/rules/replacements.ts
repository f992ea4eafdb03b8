// Replacement effects (「…する場合、代わりに…」, REPLACEMENT_EFFECTS): before an event the engine can
// replace happens (REPLACEMENT_EVENTS: a character leaving, the point of an unblocked approach), the
// replacements in force are asked — continuous texts on the field (`instead of <event>: …`) and
// replacements an effect created for this turn (`this turn, instead of <event>: (…)`). The first
// that matches (ONE_REPLACEMENT_PER_EVENT) takes the event: it is not done now, and the
// replacement is queued to resolve at once (replacement-resolution.ts), its effect seeing the event's
// card as `it`. This file only finds and queues; it does not import zones.ts, which calls it.
import type { Trigger } from "../cards/definition.ts";
import { card, type Ctx } from "../core/ctx.ts";
import type { PendingReplacement, PlayerId, ReplacedEvent } from "../core/state.ts";
import { activeStatics } from "./continuous.ts";
import { causeOfMove } from "./move-cause.ts";
import {
  ONE_REPLACEMENT_PER_EVENT,
  REPLACEMENT_EFFECTS,
  REPLACEMENT_EVENTS,
} from "./project-rulings.ts";
import { evalCondition, matches } from "./selectors.ts";
import type { Scope } from "./scope.ts";
import { mannerMatches, subjectMatches, type TEvent } from "./trigger-match.ts";

/** A replacement that would take an event: who and which effect. */
interface Candidate {
  source: number;
  controller: PlayerId;
  on: Trigger;
  effect: number;
  optional: boolean;
  bound?: readonly number[];
}

/** Does replacement `c` take event `ev`? (The same match as a trigger's, rule 4.4, before the event.) */
function takes(ctx: Ctx, c: Candidate, ev: TEvent): boolean {
  if (c.on.event !== ev.type) return false;
  if (!subjectMatches(ctx, c.on.subject, c.source, c.controller, ev, c.bound)) return false;
  const scope: Scope = { source: c.source, controller: c.controller, eventCard: ev.card };
  // [perf: no named closure] an unnamed arrow in the call (see triggers.ts offer).
  if (
    !mannerMatches(
      ctx,
      c.on,
      ev,
      (n: number): boolean =>
        c.on.approachOf === "bound" ? (c.bound ?? []).includes(n) : n === c.source,
      scope,
    )
  )
    return false;
  return !(c.on.filter && !matches(ctx, ev.card, c.on.filter, scope));
}

/** The replacements in force, in field order, then the created ones in the order they were made. */
function candidates(ctx: Ctx): Candidate[] {
  const out: Candidate[] = [];
  for (const { e, scope } of activeStatics(ctx).replace ?? []) {
    const id = ctx.db.effectIds.get(e.effect)!;
    out.push({
      source: scope.source,
      controller: scope.controller,
      on: e.on,
      effect: id,
      optional: e.effect.do === "may",
    });
  }
  for (const d of ctx.s.delayed) {
    const e = ctx.db.effects[d.effect];
    if (!d.created || e?.do !== "createTrigger" || e.mode !== "instead") continue;
    const scope: Scope = { source: d.source, controller: d.controller };
    if (e.condition && !evalCondition(ctx, e.condition, scope)) continue;
    out.push({
      source: d.source,
      controller: d.controller,
      on: e.on,
      effect: ctx.db.effectIds.get(e.effect)!,
      optional: e.effect.do === "may",
      ...(d.bound ? { bound: d.bound } : {}),
    });
  }
  return out;
}

/**
 * Could anything replace an event now? Only a continuous or host text of the `replace` kind (what
 * `candidates` reads of the effects in force) or a created effect can hold a replacement: without
 * either (most of a random game), the callers skip building the event. [perf: facts per game] the
 * kind is asked of the game's cards (CardDb.staticKinds of cards/game-db.ts): a game whose cards
 * have other continuous texts only (the seed deck's stat texts) no longer builds every leave event.
 */
export function anyReplacementPossible(ctx: Ctx): boolean {
  return REPLACEMENT_EFFECTS && (ctx.db.staticKinds.has("replace") || ctx.s.delayed.length > 0);
}

/**
 * Offer event `ev` to the replacements in force; true when one takes it (the caller then does not
 * do the event: `instead` is kept to do it after all if an optional replacement is declined).
 * A source with a replacement already waiting takes no other event before it resolved.
 */
export function replaced(ctx: Ctx, ev: TEvent, instead: ReplacedEvent): boolean {
  if (!anyReplacementPossible(ctx)) return false;
  if (!(REPLACEMENT_EVENTS as readonly string[]).includes(ev.type)) return false;
  const waiting = ctx.s.replacing ?? [];
  const found = candidates(ctx).filter(
    (c) => !waiting.some((w) => w.source === c.source) && takes(ctx, c, ev),
  );
  // ONE_REPLACEMENT_PER_EVENT: the first in force takes it (the affected player's choice among
  // several is not offered yet: no card in the corpora has two replacements of one event)
  const c = ONE_REPLACEMENT_PER_EVENT ? found[0] : undefined;
  if (!c) return false;
  const entry: PendingReplacement = {
    source: c.source,
    controller: c.controller,
    effect: c.effect,
    eventCard: ev.card,
    optional: c.optional,
    instead,
    ...(c.bound ? { bound: [...c.bound] } : {}),
  };
  ctx.s.replacing = [...waiting, entry];
  return true;
}

/** A character about to be put into the trash from the field (退場): replaced? */
export function leaveReplaced(
  ctx: Ctx,
  id: number,
  opts: { byApproach?: boolean; byBattle?: boolean; approachers?: readonly number[] },
): boolean {
  if (!anyReplacementPossible(ctx)) return false;
  const how = {
    ...(opts.byApproach ? { byApproach: true } : {}),
    ...(opts.byBattle ? { byBattle: true } : {}),
    ...(opts.approachers ? { approachers: opts.approachers } : {}),
  };
  const c = card(ctx, id);
  const ev: TEvent = {
    type: "leaves",
    card: id,
    player: c.owner,
    cause: causeOfMove(ctx, how.byApproach ?? false, how.byBattle ?? false),
    ...(how.approachers ? { approachers: how.approachers } : {}),
    ...(how.byApproach ? { byApproach: true } : {}),
  };
  return replaced(ctx, ev, { kind: "leave", card: id, ...how });
}
