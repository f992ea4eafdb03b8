// Does a game event match a trigger (rule 4.4)? Its event (or one of its `or` alternatives), its
// subject (whose event it is) and the manner (by an approach, in a given card's battle, as the
// payment for a given card). Read by printed triggered texts (triggers.ts) and by the triggers an
// effect creates for this turn (effects/delayed.ts) alike.
import type { Trigger } from "../cards/definition.ts";
import { card, type Ctx } from "../core/ctx.ts";
import { causeMatches } from "./move-cause.ts";
import { matches } from "./selectors.ts";
import { ownersOf, type Scope } from "./scope.ts";
import type { TEvent } from "./trigger-subject.ts";

export { subjectMatches, triggerFor, type TEvent } from "./trigger-subject.ts";

/**
 * `by the approach of your 「X」`: is approacher `n` of that kind (its owner and filter)? Read as
 * the blocker's leaving is offered (battle.ts moves the blocker first: an approacher trashed in
 * the same battle, rule 8.5, is still in the main area then).
 */
function approachedBy(ctx: Ctx, on: Trigger, n: number, scope: Scope): boolean {
  const by = on.approachBy!;
  return (
    ownersOf(by.owner, scope.controller).includes(card(ctx, n).owner) &&
    matches(ctx, n, by.filter, scope)
  );
}

/**
 * How the event happened: through an approach, in the battle of a given card's approach, or as
 * the payment for a given kind of card.
 */
export function mannerMatches(
  ctx: Ctx,
  on: Trigger,
  ev: TEvent,
  approacher: (n: number) => boolean,
  scope: Scope,
): boolean {
  if (on.byApproach && !ev.byApproach) return false;
  if (on.cause && !causeMatches(on.cause, ev.cause, scope.controller)) return false;
  if (on.notAtTurnStart && ev.atTurnStart) return false;
  if (on.notFromHand && !ev.notFromHand) return false;
  // The area it entered is the zone it is in as the event is offered (entering is its last move).
  if (on.area && card(ctx, ev.card).zone !== on.area) return false;
  if (on.approachOf && !(ev.approachers ?? []).some(approacher)) return false;
  if (on.approachBy && !(ev.approachers ?? []).some((n) => approachedBy(ctx, on, n, scope)))
    return false;
  if (on.paying && (ev.paidFor === undefined || !matches(ctx, ev.paidFor, on.paying, scope)))
    return false;
  // 手札から: a hand card pays by going to the trash; a point card pays by turning face down and
  // stays in the pile (rule 5.1), so where the payer is as the event is offered tells them apart
  if (on.fromHand && card(ctx, ev.card).zone === "points") return false;
  if (on.blocker && (ev.blocker === undefined || !matches(ctx, ev.blocker, on.blocker, scope)))
    return false;
  return true;
}
