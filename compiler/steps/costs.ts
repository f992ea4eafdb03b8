// Steps with a cost of their own: `you may pay (<cost>) to <step>` (「XすることでYすることができる」).
// The cost is lowered like any step but into what the runtime can tell is payable in full
// (runtime/rules/effects/optional-costs.ts: choices of cards and actions on them or on this card);
// a rest cost takes only ready cards (rule 5.4: a rested card cannot pay a rest cost).
import type { EffectStep, Filter } from "../../grammar/ast.ts";
import type { Effect } from "../../runtime/cards/definition.ts";
import { lowerPlayer } from "../lower/conditions.ts";
import { chosenNow, nested, NOTHING, unsupported, type LowerContext } from "../lower/context.ts";
import type { Family, StepLowerer } from "./family.ts";

/**
 * The actions a cost may be made of: those runtime/rules/effects/optional-costs.ts `costPayable`
 * judges (the compiler imports only types from runtime/, so the list is said again here).
 */
const COST_ACTIONS = new Set<Effect["do"]>(["trash", "returnToHand", "rest", "move"]);

/** A rest cost chooses among ready cards only: `rest 3 of your characters` pays with ready ones. */
function readyToRest(step: EffectStep): EffectStep {
  if (step.kind === "Group") return { ...step, steps: step.steps.map(readyToRest) };
  if (step.kind !== "Rest" || step.target.kind !== "Query") return step;
  const ready: Filter = { kind: "state", state: "ready", span: step.target.span };
  return { ...step, target: { ...step.target, filters: [...step.target.filters, ready] } };
}

/** Is the lowered cost made only of what the runtime can judge payable (choices, actions)? */
function judgeable(e: Effect): boolean {
  if (e.do === "seq") return e.steps.every(judgeable);
  return e.do === "choose" || COST_ACTIONS.has(e.do);
}

function lowerCost(ctx: LowerContext, cost: EffectStep, lower: StepLowerer): Effect {
  const e = nested(ctx, () => lower.step(ctx, readyToRest(cost)));
  if (!judgeable(e)) {
    unsupported(
      ctx,
      cost.span,
      "a cost the engine cannot tell is payable (pay with cards: trash, rest, move)",
    );
    return NOTHING;
  }
  return e;
}

export const costSteps = {
  walk: {
    MayPay(s, w) {
      w.step(s.cost);
      w.step(s.effect);
    },
  },
  lower: {
    MayPay(s, ctx, lower) {
      if (lowerPlayer(s.player) !== "you") {
        unsupported(ctx, s.span, "a cost paid by the opponent (`the opponent may pay …`)");
        return NOTHING;
      }
      // `it` in the step is what it was before the cost (退場したそのキャラ, SRBK P-010: the
      // trigger's card); only a step with nothing before to refer to speaks of the cards paid
      const before = chosenNow(ctx);
      const cost = lowerCost(ctx, s.cost, lower);
      ctx.it = before.it ?? (ctx.eventIt ? undefined : ctx.it);
      ctx.character = before.character ?? (ctx.eventIt ? undefined : ctx.character);
      const effect = nested(ctx, () => lower.step(ctx, s.effect));
      return { do: "mayPay", cost, effect };
    },
  },
  emit: {
    mayPay: (e, p) => p.call("mayPay", p.effect(e.cost), p.effect(e.effect)),
  },
} satisfies Family;
