// Texts that act later. `delayed` (「ターン終了時、…」): an end-of-turn effect that keeps what the
// effect creating it had chosen (`at end of turn, ready it`); flow.ts puts it on the stack in the
// end phase. `createTrigger` (「このターン、…した場合、…」): a triggered text created for this turn
// (CREATED_TRIGGER_LASTS_THIS_TURN). Both are `delayed` entries of plain data: the controller, the
// source card, the effect's id (its event, condition and text stay in the card data), and for a
// created trigger the card ids bound on creation ("it"). Every game event is offered to the created
// triggers like a printed trigger (offerCreated, called by triggers.ts); a match queues the created
// text as a delayed item whose `eventCard` is the event's card. They end at cleanup.
import type { Condition, Effect, Selector, Trigger } from "../../cards/definition.ts";
import { card, own, ownPush, type Ctx } from "../../core/ctx.ts";
import type { DelayedEffect } from "../../core/state.ts";
import { textsVoid } from "../continuous.ts";
import { onField } from "../scope.ts";
import { evalCondition, matches, select } from "../selectors.ts";
import type { Scope } from "../scope.ts";
import { mannerMatches, subjectMatches, type TEvent } from "../trigger-match.ts";
import { eid, type EffectFamily } from "./handler.ts";
import { COUNTED_EVENTS_ARE_THOSE_THE_TEXT_SAW } from "../project-rulings.ts";

// ---- builders (re-exported by cards/builders.ts)
export const atEndOfTurn = (effect: Effect): Effect => ({ do: "delayed", at: "endOfTurn", effect });
/** 「このターン、…した場合、…」: a trigger created for this turn; `bind` fixes "it" on creation. */
export const thisTurn = (
  trigger: Trigger,
  effect: Effect,
  opts: { mode?: "if" | "eachTime" | "instead"; condition?: Condition; bind?: Selector } = {},
): Effect => {
  const { mode = "if", condition, bind } = opts;
  return {
    do: "createTrigger",
    on: trigger,
    mode,
    effect,
    ...(condition ? { condition } : {}),
    ...(bind ? { bind } : {}),
  };
};

/**
 * 「…は、ターン終了時まで以下のテキストを得る。「…」」 (SAGA 01-072): the cards `who` denotes get a
 * triggered text of their own until cleanup (or until they move).
 */
export const grantText = (
  who: Selector,
  trigger: Trigger,
  effect: Effect,
  opts: { mode?: "if" | "eachTime"; condition?: Condition } = {},
): Effect => {
  const { mode = "if", condition } = opts;
  return { do: "grantText", who, on: trigger, mode, effect, ...(condition ? { condition } : {}) };
};

/** Offer one game event to the created triggers in force; matches are queued (rule 4.4). */
export function offerCreated(ctx: Ctx, ev: TEvent): void {
  const list = ctx.s.delayed;
  for (let i = 0; i < list.length; i++) {
    const d = list[i]!;
    if (!d.created || d.fired) continue;
    const e = ctx.db.effects[d.effect];
    // a created replacement (mode `instead`) is asked before its event, not after (replacements.ts)
    if (e?.do !== "createTrigger" && e?.do !== "grantText") continue;
    if (e.mode === "instead" || e.on.event !== ev.type) continue;
    // a granted text is its card's: void with the card's texts (rule 7.2)
    if (d.granted && textsVoid(ctx, d.source)) continue;
    if (!subjectMatches(ctx, e.on.subject, d.source, d.controller, ev, d.bound)) continue;
    // `by the approach of it`: the approacher is one of the cards bound on creation; `of host`,
    // the character the source is attached to.
    // [perf: no named closure] an unnamed arrow in the call (see triggers.ts offer).
    const scope: Scope = { source: d.source, controller: d.controller, eventCard: ev.card };
    if (
      !mannerMatches(
        ctx,
        e.on,
        ev,
        (n: number): boolean => {
          if (e.on.approachOf === "bound") return (d.bound ?? []).includes(n);
          return n === (e.on.approachOf === "host" ? card(ctx, d.source).host : d.source);
        },
        scope,
      )
    )
      continue;
    if (ev.card >= 0 && e.on.filter && !matches(ctx, ev.card, e.on.filter, scope)) continue;
    // A count (`enters 2 times this turn`): the Nth matching event it sees fires it, as for a
    // printed text (triggers.ts countReached); the events before its creation are not counted.
    if (e.on.times !== undefined && COUNTED_EVENTS_ARE_THOSE_THE_TEXT_SAW) {
      const seen = (d.seen ?? 0) + 1;
      own(ctx, "delayed")[i] = { ...d, seen };
      if (seen < e.on.times) continue;
    }
    if (e.condition && !evalCondition(ctx, e.condition, scope)) continue;
    if (e.mode === "if") {
      // Rule 4.5: an `if` text fires once per turn.
      const copy = own(ctx, "delayed");
      copy[i] = { ...copy[i]!, fired: true };
    }
    ownPush(ctx, "triggers", {
      controller: d.controller,
      source: d.source,
      ability: -1,
      eventCard: ev.card,
      effect: eid(ctx, e.effect),
    });
  }
}

// ---- handlers
export const delayedEffects = {
  delayed: {
    run(ctx, r, e) {
      // `at end of turn, ready it`: the delayed effect keeps what this effect had chosen.
      own(ctx, "delayed").push({
        controller: r.item.controller,
        source: r.item.source,
        effect: eid(ctx, e.effect),
        chosen: { vars: { ...r.vars }, targets: r.item.targets },
      });
      return true;
    },
  },
  grantText: {
    run(ctx, r, e, scope, id) {
      // each card's own text from now: its source is the card, its controller the card's owner
      const ids = select(ctx, e.who, scope).filter((c) => onField(ctx, c));
      for (const c of ids)
        own(ctx, "delayed").push({
          controller: card(ctx, c).owner,
          source: c,
          effect: id,
          created: true,
          granted: true,
        });
      r.did = ids.length > 0;
      return true;
    },
  },
  createTrigger: {
    run(ctx, r, e, scope, id) {
      // Remembered for this turn with the cards `bind` denotes now.
      const entry: DelayedEffect = {
        controller: r.item.controller,
        source: r.item.source,
        effect: id,
        created: true,
      };
      if (e.bind) entry.bound = select(ctx, e.bind, scope);
      own(ctx, "delayed").push(entry);
      r.did = true;
      return true;
    },
  },
} satisfies EffectFamily;
