// Triggers created by an effect for this turn (「このターン、…した場合、…」, CreateTrigger): the
// resolving effect records a `delayed` entry marked `created` that holds only plain data — the
// controller, the source card, the id of the createTrigger effect (its event, condition and text
// stay in the card data) and the card ids bound on creation ("it"). Every game event is offered to
// these entries like a printed trigger; a match queues the created text as a delayed item whose
// `eventCard` is the event's card. They end at cleanup (CREATED_TRIGGER_LASTS_THIS_TURN).
import type { Effect } from "../cards/definition.ts";
import { card, own, type Ctx } from "../core/ctx.ts";
import type { DelayedEffect, Resolution } from "../core/state.ts";
import { evalCondition, matches, select, type Scope } from "./selectors.ts";
import { mannerMatches, type TEvent } from "./triggers.ts";

type CreateTrigger = Extract<Effect, { do: "createTrigger" }>;

/** Resolve a createTrigger effect: remember it (and the cards `bind` denotes now) for this turn. */
export function createTrigger(
  ctx: Ctx,
  r: Resolution,
  e: CreateTrigger,
  id: number,
  scope: Scope,
): void {
  const entry: DelayedEffect = {
    controller: r.item.controller,
    source: r.item.source,
    effect: id,
    created: true,
  };
  if (e.bind) entry.bound = select(ctx, e.bind, scope);
  own(ctx, "delayed").push(entry);
  r.did = true;
}

function subjectOk(ctx: Ctx, d: DelayedEffect, e: CreateTrigger, ev: TEvent): boolean {
  const controller = d.controller;
  if (ev.card < 0) {
    if (e.on.subject === "opponents") return ev.player !== controller;
    if (e.on.subject === "any") return true;
    return ev.player === controller;
  }
  const owner = card(ctx, ev.card).owner;
  switch (e.on.subject) {
    case "this":
      return ev.card === d.source;
    case "bound":
      return (d.bound ?? []).includes(ev.card);
    case "another":
      return ev.card !== d.source && owner === controller;
    case "yours":
      return owner === controller;
    case "opponents":
      return owner !== controller;
    case "any":
      return true;
    case "host":
      return card(ctx, d.source).host === ev.card;
  }
}

/** Offer one game event to the created triggers in force; matches are queued (rule 4.4). */
export function offerCreated(ctx: Ctx, ev: TEvent): void {
  const list = ctx.s.delayed;
  for (let i = 0; i < list.length; i++) {
    const d = list[i]!;
    if (!d.created || d.fired) continue;
    const e = ctx.db.effects[d.effect];
    if (e?.do !== "createTrigger" || e.on.event !== ev.type) continue;
    if (!subjectOk(ctx, d, e, ev)) continue;
    // `by the approach of it`: the approacher is one of the cards bound on creation.
    const approacher = (n: number): boolean =>
      e.on.approachOf === "bound" ? (d.bound ?? []).includes(n) : n === d.source;
    const scope: Scope = { source: d.source, controller: d.controller, eventCard: ev.card };
    if (!mannerMatches(ctx, e.on, ev, approacher, scope)) continue;
    if (ev.card >= 0 && e.on.filter && !matches(ctx, ev.card, e.on.filter, scope)) continue;
    if (e.condition && !evalCondition(ctx, e.condition, scope)) continue;
    if (e.mode === "if") {
      // Rule 4.5: an `if` text fires once per turn.
      const copy = own(ctx, "delayed");
      copy[i] = { ...d, fired: true };
    }
    own(ctx, "triggers").push({
      controller: d.controller,
      source: d.source,
      ability: -1,
      eventCard: ev.card,
      effect: ctx.db.effectIds.get(e.effect)!,
    });
  }
}

export function hasCreated(ctx: Ctx): boolean {
  const list = ctx.s.delayed;
  for (let i = 0; i < list.length; i++) if (list[i]!.created) return true;
  return false;
}
