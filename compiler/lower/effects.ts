// Effects: AST Effect / EffectStep → runtime Effect. Steps joined by `;` or `; then` become a
// `seq`; `; if you do` wraps its step in `ifYouDo` (runtime: runs only if the previous step did
// something), `; if you cannot` in an `if` on the opposite (it runs only if that step did nothing). Each step kind is lowered by its family (compiler/steps/*); steps the runtime
// cannot express are reported (PM4001), never approximated.
import type { Effect as AstEffect, EffectStep } from "../../grammar/ast.ts";
import { dispatch } from "../../grammar/table.ts";
import type { Effect } from "../../runtime/cards/definition.ts";
import { stepLowerings, type StepLowerer } from "../steps/index.ts";
import { nested, type LowerContext } from "./context.ts";

/** The families lower the steps inside their steps through this (no module imports another). */
export const lowerer: StepLowerer = { step: lowerStep, effect: lowerEffect };

function lowerStep(ctx: LowerContext, step: EffectStep): Effect {
  return dispatch(stepLowerings, "kind", step, ctx, lowerer);
}

export function lowerEffect(ctx: LowerContext, e: AstEffect): Effect {
  const steps: Effect[] = [];
  for (const { link, step } of e.steps) {
    if (link === "ifYouDo")
      steps.push({ do: "ifYouDo", effect: nested(ctx, () => lowerStep(ctx, step)) });
    // 戻せない場合 (SG 01-054): the step before did nothing (the runtime's `did`, as その場合 reads it)
    else if (link === "ifYouCannot")
      steps.push({
        do: "if",
        cond: { cond: "not", c: { cond: "didLast" } },
        then: nested(ctx, () => lowerStep(ctx, step)),
      });
    else steps.push(lowerStep(ctx, step));
  }
  return unusedBindings(steps.length === 1 ? steps[0]! : { do: "seq", steps });
}

/** Steps that bind their cards in case a later step says `it`: the negated card, turned point cards. */
const BINDS_IF_USED = new Set(["negate", "flipPoints"]);

/**
 * A negate or a point turning binds its cards in case a later step says `it` (そのカード); when
 * none does, the binding is dropped so the effect is the plain one a hand-written card would have.
 */
function unusedBindings(e: Effect): Effect {
  const text = JSON.stringify(e);
  if (!text.includes('"do":"negate"') && !text.includes('"do":"flipPoints"')) return e;
  const drop = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(drop);
    if (typeof value !== "object" || value === null) return value;
    const v = value as Record<string, unknown>;
    if (
      BINDS_IF_USED.has(v.do as string) &&
      typeof v.as === "string" &&
      !text.includes(`"name":"${v.as}"`)
    ) {
      const { as: _unused, ...rest } = v;
      return rest;
    }
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, drop(x)]));
  };
  return drop(e) as Effect;
}
