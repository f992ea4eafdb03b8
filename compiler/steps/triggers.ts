// `this turn, if <event> [and <cond>]: (…)` (CreateTrigger, 「このターン、…した場合、…」): a
// trigger created on resolution for the rest of the turn (runtime `createTrigger`). A subject `it`
// becomes the subject `bound` with `bind` = what `it` meant at that point (the chosen card ids are
// recorded when the trigger is created); inside the created text `it` is the event's card.
// Replacements (REPLACEMENT_EFFECTS): `instead of <event>: …` (continuous) and `this turn, instead
// of <event>: (…)` (created, mode `instead`) lower to the same runtime Trigger, matched before the
// event happens (runtime/rules/replacements.ts) — only the events the engine can replace.
import type { TriggerEvent } from "../../grammar/ast.ts";
import type { Effect, Selector, Trigger } from "../../runtime/cards/definition.ts";
import { str } from "../emit/printer.ts";
import { pick, withChoices } from "../lower/choices.ts";
import { lowerCondition } from "../lower/conditions.ts";
import {
  chosenNow,
  NOTHING,
  NOTHING_CHOSEN,
  restoreChosen,
  unsupported,
  type LowerContext,
} from "../lower/context.ts";
import { chosenBefore, nothingChosen, refuseThisInZone } from "../lower/selectors.ts";
import { lowerTrigger } from "../lower/triggers.ts";
import type { Family, StaticLowerings, StepLowerings } from "./family.ts";

/**
 * The events the engine replaces (REPLACEMENT_EVENTS): a character leaving (退場, to the trash from
 * the field) and the point of an unblocked approach. Any other is refused here, with its name.
 */
function refuseUnreplaceable(ctx: LowerContext, t: TriggerEvent): boolean {
  const ok = t.event === "leaves" || (t.event === "givesPoint" && t.byApproach === true);
  if (!ok)
    unsupported(
      ctx,
      t.span,
      `a replacement of \`${t.event}\` (only \`leaves\` and \`gives a point by approach\` are replaced)`,
    );
  return !ok;
}

/** `instead of <event>: …`: the effect, lowered as a created text's (chosen on resolution). */
const replacement: StaticLowerings["Replacement"] = (e, ctx, lower) => {
  if (refuseUnreplaceable(ctx, e.trigger)) return [];
  const saved = { it: ctx.it, eventIt: ctx.eventIt, targets: ctx.targets, nested: ctx.nested };
  try {
    const on = lowerTrigger(ctx, e.trigger);
    ctx.targets = undefined;
    ctx.nested = true;
    ctx.it = undefined;
    // `it` in the effect is the card of the event (the character that would leave)
    ctx.eventIt = on.subject !== "this";
    return [{ mod: "replace", on, effect: lower.effect(ctx, e.effect) }];
  } finally {
    Object.assign(ctx, saved);
  }
};

const createTrigger: StepLowerings["CreateTrigger"] = (step, ctx, lower) => {
  const t = step.trigger;
  if (step.mode === "instead" && refuseUnreplaceable(ctx, t)) return NOTHING;
  const saved = {
    ...chosenNow(ctx),
    eventIt: ctx.eventIt,
    targets: ctx.targets,
    nested: ctx.nested,
    lastLook: ctx.lastLook,
  };
  try {
    let on: Trigger;
    let bind: Selector | undefined;
    if ("subject" in t && t.subject.kind === "It") {
      refuseThisInZone(ctx, t.subject);
      bind = chosenBefore(ctx, t.subject);
      if (!bind) {
        nothingChosen(ctx, t.span, t.subject);
        return NOTHING;
      }
      on = { event: t.event, subject: "bound" };
    } else if ("subject" in t && t.approachOf?.kind === "It") {
      // `… leaves by the approach of it`: the approacher is the card bound now.
      bind = chosenBefore(ctx, t.approachOf);
      if (!bind) {
        nothingChosen(ctx, t.span, t.approachOf);
        return NOTHING;
      }
      on = lowerTrigger(ctx, t, true);
    } else {
      if ("subject" in t && t.subject.kind === "Host")
        unsupported(ctx, t.span, "a created trigger about the host");
      if (t.event === "anyOf") unsupported(ctx, t.span, "a created trigger on several events");
      on = lowerTrigger(ctx, t);
    }
    // Inside the created text: no declaration targets (chosen on resolution), `it` = event card.
    ctx.targets = undefined;
    ctx.nested = true;
    restoreChosen(ctx, NOTHING_CHOSEN);
    ctx.eventIt = on.subject !== "this" && on.event !== "startOfTurn" && on.event !== "endOfTurn";
    const condition = step.condition ? lowerCondition(ctx, step.condition) : undefined;
    const effect = lower.effect(ctx, step.effect);
    return {
      do: "createTrigger",
      on,
      mode: step.mode,
      effect,
      ...(condition ? { condition } : {}),
      ...(bind ? { bind } : {}),
    };
  } finally {
    restoreChosen(ctx, saved);
    ctx.eventIt = saved.eventIt;
    ctx.targets = saved.targets;
    ctx.nested = saved.nested;
    ctx.lastLook = saved.lastLook;
  }
};

/**
 * `it gets text (if this leaves: …) until end of turn` (SAGA 01-072): the text is lowered as the
 * card's own (`this` is the card that gets it, its controller the card's owner) and given to each
 * card the target denotes on resolution (runtime `grantText`): a created trigger whose source is
 * that card, which ends at cleanup or when the card leaves the field.
 */
const grantText: StepLowerings["GrantText"] = (step, ctx, lower) => {
  const d = step.duration?.kind;
  if (d !== "untilEndOfTurn" && d !== "thisTurn")
    unsupported(ctx, step.span, "a text granted for other than until end of turn");
  const pre: Effect[] = [];
  const who = pick(ctx, step.target, pre);
  const saved = {
    ...chosenNow(ctx),
    eventIt: ctx.eventIt,
    targets: ctx.targets,
    nested: ctx.nested,
    lastLook: ctx.lastLook,
    thisInHand: ctx.thisInHand,
    thisInExile: ctx.thisInExile,
    designated: ctx.designated,
  };
  try {
    const on = lowerTrigger(ctx, step.trigger);
    // Inside the granted text: chosen on resolution, `it` = the event's card as in a printed text.
    ctx.targets = undefined;
    ctx.nested = true;
    restoreChosen(ctx, NOTHING_CHOSEN);
    ctx.designated = undefined;
    ctx.thisInHand = false;
    ctx.thisInExile = false;
    ctx.eventIt = on.subject !== "this" && on.event !== "startOfTurn" && on.event !== "endOfTurn";
    const condition = step.condition ? lowerCondition(ctx, step.condition) : undefined;
    const effect = lower.effect(ctx, step.effect);
    return withChoices(pre, {
      do: "grantText",
      who,
      on,
      mode: step.mode,
      effect,
      ...(condition ? { condition } : {}),
    });
  } finally {
    Object.assign(ctx, saved);
  }
};

export const triggerSteps = {
  staticWalk: {
    Replacement(e, w) {
      w.trigger(e.trigger);
      w.effect(e.effect);
    },
  },
  staticLower: { Replacement: replacement },
  walk: {
    CreateTrigger(s, w) {
      w.trigger(s.trigger);
      if (s.condition) w.condition(s.condition);
      w.effect(s.effect);
    },
    GrantText(s, w) {
      w.selector(s.target);
      w.trigger(s.trigger);
      if (s.condition) w.condition(s.condition);
      w.effect(s.effect);
    },
  },
  lower: { CreateTrigger: createTrigger, GrantText: grantText },
  emit: {
    grantText(e, p) {
      const opts: string[] = [];
      if (e.mode !== "if") opts.push(`mode: ${str(e.mode)}`);
      if (e.condition) opts.push(`condition: ${p.condition(e.condition)}`);
      return p.call(
        "grantText",
        p.selector(e.who),
        p.trigger(e.on),
        p.effect(e.effect),
        ...(opts.length > 0 ? [`{ ${opts.join(", ")} }`] : []),
      );
    },
    createTrigger(e, p) {
      const opts: string[] = [];
      if (e.mode !== "if") opts.push(`mode: ${str(e.mode)}`);
      if (e.condition) opts.push(`condition: ${p.condition(e.condition)}`);
      if (e.bind) opts.push(`bind: ${p.selector(e.bind)}`);
      return p.call(
        "thisTurn",
        p.trigger(e.on),
        p.effect(e.effect),
        ...(opts.length > 0 ? [`{ ${opts.join(", ")} }`] : []),
      );
    },
  },
} satisfies Family;
