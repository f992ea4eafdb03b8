// 「XすることでYすることができる」 (AHB 01-033, KONM P-035, SRBK P-010): an optional step whose cost
// is a step. The player is asked only when the cost can be paid in full ([project]
// OPTIONAL_COST_PAID_IN_FULL, rule 5.4); taking it pays the cost (its choices made then), then the
// step happens. Declined, or not payable, neither happens and その場合 does not follow.
import type { Effect, Selector } from "../../cards/definition.ts";
import { card, log, type Ctx } from "../../core/ctx.ts";
import { OPTIONAL_COST_PAID_IN_FULL } from "../project-rulings.ts";
import { select } from "../selectors.ts";
import { onField, type Scope } from "../scope.ts";
import { eid, wait, type EffectFamily } from "./handler.ts";

// ---- builders (re-exported by cards/builders.ts)
/** 「XすることでYすることができる」: pay `cost` to do `effect`, if the controller wants to. */
export const mayPay = (cost: Effect, effect: Effect): Effect => ({ do: "mayPay", cost, effect });

/** The effects a cost may be made of (compiler/steps/costs.ts lowers nothing else into a cost). */
export const COST_ACTIONS = new Set<Effect["do"]>(["trash", "returnToHand", "rest", "move"]);

/**
 * Can `cost` be paid in full now? Each choice of N cards needs N candidates not already promised to
 * an earlier choice of the same cost; an action on this card needs it on the field (ready, for a
 * rest: rule 5.4's rest cost); an action on chosen cards is paid by the choice. Anything else is
 * not a cost the engine can judge, and so not payable.
 */
export function costPayable(ctx: Ctx, cost: Effect, scope: Scope): boolean {
  const promised = new Set<number>();
  const payable = (e: Effect): boolean => {
    if (e.do === "seq") return e.steps.every(payable);
    if (e.do === "choose") {
      // N cards, at least N of 任意の枚数 (its `n` is the least), none of 「N枚まで」
      const needed = e.spec.upTo ? 0 : e.spec.n;
      const free = select(ctx, e.spec.from, scope).filter((c) => !promised.has(c));
      for (const c of free.slice(0, needed)) promised.add(c);
      return free.length >= needed;
    }
    if (!COST_ACTIONS.has(e.do) || !("what" in e)) return false;
    return actsOnPayable(ctx, e.what, e.do === "rest", scope);
  };
  return payable(cost);
}

function actsOnPayable(ctx: Ctx, what: Selector, rest: boolean, scope: Scope): boolean {
  if (what.sel === "var") return true; // paid by the choice that bound it
  if (what.sel !== "this") return false;
  const self = scope.source;
  return onField(ctx, self) && !(rest && card(ctx, self).rested);
}

// ---- handlers
export const optionalCostEffects = {
  mayPay: {
    run(ctx, r, e, scope, id) {
      if (OPTIONAL_COST_PAID_IN_FULL && !costPayable(ctx, e.cost, scope)) {
        log(ctx, { ev: "choice", player: r.item.controller, text: "cost cannot be paid" });
        r.did = false;
        return true;
      }
      return wait(ctx, r, id, {
        kind: "may",
        player: r.item.controller,
        prompt: "pay the cost for the optional effect?",
      });
    },
    answers: "may",
    resume(ctx, r, e, a) {
      log(ctx, { ev: "choice", player: a.player, text: a.accept ? "yes" : "no" });
      r.did = false;
      if (!a.accept) return;
      // the work list is a stack: the cost runs first, then the effect
      r.work.push(eid(ctx, e.effect), eid(ctx, e.cost));
    },
  },
} satisfies EffectFamily;
