// A character's part in approaches and battles: resting and readying it (a rested character cannot
// approach or block), letting it approach again (rule 8.7), and a battle forced by a text outside
// any approach (R-A-3).
import type { Effect, Selector } from "../../cards/definition.ts";
import { card, mut, type Ctx } from "../../core/ctx.ts";
import type { Resolution } from "../../core/state.ts";
import { resolveBattle } from "../battle.ts";
import { hasRestriction } from "../continuous.ts";
import { DOES_NOT_READY_STOPS_EFFECTS } from "../project-rulings.ts";
import { select } from "../selectors.ts";
import { isApproachingNow, type Scope } from "../scope.ts";
import { becameRested } from "../triggers.ts";
import { onFieldOnly, type Done, type EffectFamily } from "./handler.ts";

// ---- builders (re-exported by cards/builders.ts)
export const rest = (what: Selector): Effect => ({ do: "rest", what });
export const ready = (what: Selector): Effect => ({ do: "ready", what });
export const approachAgain = (what: Selector): Effect => ({ do: "approachAgain", what });
export const battle = (a: Selector, b: Selector): Effect => ({ do: "battle", a, b });

/**
 * Rest (`rested`) or ready the cards of `what` on the field that are not that way yet; a card that
 * "does not become ready" is not readied (DOES_NOT_READY_STOPS_EFFECTS).
 */
function setRested(ctx: Ctx, r: Resolution, what: Selector, scope: Scope, rested: boolean): Done {
  const ids = onFieldOnly(ctx, select(ctx, what, scope)).filter(
    (c) =>
      card(ctx, c).rested !== rested &&
      (rested || !DOES_NOT_READY_STOPS_EFFECTS || !hasRestriction(ctx, c, "doesNotReady")),
  );
  for (const c of ids) mut(ctx, c).rested = rested;
  // 休息状態になる (PM_KG 01-055): each card rested by the effect
  if (rested) becameRested(ctx, ids);
  // カードの効果で活動状態になった (SG 01-054): kept for the turn when a card of the game asks
  if (!rested && ids.length > 0 && ctx.db.tracksReadied)
    ctx.s.readiedByEffect = [...(ctx.s.readiedByEffect ?? []), ...ids];
  r.did = ids.length > 0;
  return true;
}

// ---- handlers
export const battleEffects = {
  rest: { run: (ctx, r, e, scope) => setRested(ctx, r, e.what, scope, true) },
  ready: { run: (ctx, r, e, scope) => setRested(ctx, r, e.what, scope, false) },
  approachAgain: {
    run(ctx, r, e, scope) {
      // R-A-7: a character that is approaching right now (before its battle) gains nothing.
      const ids = onFieldOnly(ctx, select(ctx, e.what, scope)).filter(
        (c) => card(ctx, c).zone === "main" && !isApproachingNow(ctx, c),
      );
      for (const c of ids) mut(ctx, c).approachAgain = true;
      r.did = ids.length > 0;
      return true;
    },
  },
  battle: {
    run(ctx, r, e, scope) {
      const a = onFieldOnly(ctx, select(ctx, e.a, scope))[0];
      const b = onFieldOnly(ctx, select(ctx, e.b, scope))[0];
      if (a === undefined || b === undefined) return true;
      // R-A-3: a battle outside an approach: no approach triggers; leave triggers do fire.
      resolveBattle(ctx, a, -1, a, b);
      r.did = true;
      return true;
    },
  },
} satisfies EffectFamily;
