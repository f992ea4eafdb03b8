// Which game events a trigger's words name: the event record (TEvent), the trigger of a text
// (or of one of its `or` alternatives) an event is, and whose event it is. Apart from
// trigger-match.ts so that conditions (selectors.ts: `this turn <event>`, history.ts) read them
// without importing the manner tests, which read selectors.
import type { Trigger, TriggerEvent, TriggerSubject } from "../cards/definition.ts";
import { card, type Ctx } from "../core/ctx.ts";
import type { PlayerId } from "../core/state.ts";
import type { MoveCause } from "./move-cause.ts";

export interface TEvent {
  type: TriggerEvent;
  /** The card the event is about; -1 for start/end of turn. */
  card: number;
  /** Whose event: the card's owner, or the turn player for start/end of turn. */
  player: PlayerId;
  /** The event happened through an approach (a point put into the pile by rule 8.6, a battle's loser, 8.5). */
  byApproach?: boolean;
  /** `leaves` in the battle of an approach (8.5): the approaching character(s). */
  approachers?: readonly number[];
  /** `cardPlayed`: played from a zone other than the hand (a break, rule 7.5; the removed zone). */
  notFromHand?: boolean;
  /** `cardDrawn`: the start phase's draw (rule 3.1). */
  atTurnStart?: boolean;
  /** `cardDrawn`: the cards drawn, in order (このターンの間に引いているカード, rules/history.ts). */
  cards?: readonly number[];
  /** `usedAsCost` when paying to play a card (5.1): that card. */
  paidFor?: number;
  /** `isBlocked`: the character that blocked (rule 8.4). */
  blocker?: number;
  /** A move's cause (rules/move-cause.ts): what moved the card, and whose it was. */
  cause?: MoveCause;
  /** The same game event read as a broader one (登場 is also 場に出る): the event it came from. */
  sameAs?: TriggerEvent;
}

/** The trigger of `on` (or of one of its `or` alternatives) that this event is, if any. */
export function triggerFor(on: Trigger, ev: { type: TriggerEvent }): Trigger | undefined {
  if (on.event === ev.type) return on;
  return on.or?.find((t) => t.event === ev.type);
}

/**
 * Whose event it is, seen from a text of `source` controlled by `controller`. `bound`: the cards a
 * created trigger bound on creation (printed texts bind none).
 */
export function subjectMatches(
  ctx: Ctx,
  subject: TriggerSubject,
  source: number,
  controller: PlayerId,
  ev: TEvent,
  bound: readonly number[] | undefined,
): boolean {
  if (ev.card < 0) {
    // start / end of turn
    if (subject === "opponents") return ev.player !== controller;
    if (subject === "any") return true;
    return ev.player === controller;
  }
  switch (subject) {
    case "this":
      return ev.card === source;
    case "bound":
      return (bound ?? []).includes(ev.card);
    case "another":
      return ev.card !== source && card(ctx, ev.card).owner === controller;
    case "yours":
      return card(ctx, ev.card).owner === controller;
    case "opponents":
      return card(ctx, ev.card).owner !== controller;
    case "any":
      return true;
    case "host":
      return card(ctx, source).host === ev.card;
  }
}
