// Steps the language and the runtime both gained later: put the rest of the looked-at cards
// somewhere, a restriction for a while, reset AP/DP, swap a hand card with a point card, negate,
// a step the opponent must perform (its choices made by the opponent). Kept apart from effects.ts so that file stays one concern.
import type { EffectStep } from "../../grammar/ast.ts";
import type { Effect, Restriction } from "../../runtime/cards/definition.ts";
import { pick, withChoices } from "./choices.ts";
import { unsupported, type LowerContext } from "./context.ts";
import { lowerPlayer } from "./conditions.ts";
import { lowerStep } from "./effects.ts";
import { lowerFilter } from "./selectors.ts";
import { restriction } from "./statics.ts";

const NOTHING: Effect = { do: "nothing" };

type Later = Extract<
  EffectStep,
  { kind: "PutRest" | "Restrict" | "ResetStat" | "Negate" | "Swap" | "Must" }
>;

export function lowerLaterStep(ctx: LowerContext, step: Later): Effect {
  const pre: Effect[] = [];
  switch (step.kind) {
    case "PutRest":
      if (ctx.lastLook === undefined) {
        unsupported(ctx, step.span, "`put the rest` with no `look at` or `search` before it");
        return NOTHING;
      }
      return { do: "moveRest", of: ctx.lastLook, to: step.to, order: step.order };
    case "Restrict": {
      const who = pick(ctx, step.target, pre);
      const r: Restriction | undefined = restriction(ctx, step.restriction, step.span, true);
      if (!r) return NOTHING;
      const duration = step.duration ? "turn" : "permanent";
      // `cannot be blocked by X` / `cannot block X`: the runtime's `against` filter.
      const other =
        step.restriction.kind === "cannotBeBlocked"
          ? step.restriction.by
          : step.restriction.kind === "cannotBlock"
            ? step.restriction.target
            : undefined;
      const against = other?.kind === "Query" ? lowerFilter(ctx, other) : undefined;
      if (other && other.kind !== "Query")
        unsupported(ctx, step.span, "a restriction against a reference instead of a query");
      const base = { do: "restrict", who, restriction: r, duration } as const;
      return withChoices(pre, against ? { ...base, against } : base);
    }
    case "ResetStat":
      return withChoices(pre, {
        do: "resetStats",
        who: pick(ctx, step.target, pre),
        which: step.which,
      });
    case "Swap": {
      const hand = pick(ctx, step.hand, pre);
      const point = pick(ctx, step.point, pre);
      return withChoices(pre, { do: "swapHandPoint", hand, point });
    }
    case "Negate": {
      // The language always negates the opponent's item; `declaration` is either kind. The
      // negated card is `it` for the later steps (「そのカード…」).
      // not freshVar: the binding is dropped when unused, and must not renumber the other names
      const as = `negated${ctx.vars}`;
      ctx.it = { sel: "var", name: as };
      return {
        do: "negate",
        kind: step.what === "declaration" ? "any" : step.what,
        whose: "opponent",
        as,
      };
    }
    case "Must": {
      const player = lowerPlayer(step.player);
      if (player === "you") return lowerStep(ctx, step.effect);
      if (player !== "opponent") {
        unsupported(ctx, step.span, `a mandatory step performed by the ${player}`);
        return NOTHING;
      }
      // The opponent performs the step and makes its choices (on resolution, `chooser`).
      const [was, nestedWas] = [ctx.chooser, ctx.nested];
      ctx.chooser = "opponent";
      ctx.nested = true;
      try {
        return lowerStep(ctx, step.effect);
      } finally {
        ctx.chooser = was;
        ctx.nested = nestedWas;
      }
    }
  }
}
