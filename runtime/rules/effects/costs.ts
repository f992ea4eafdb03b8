// Cost changes made by an effect: 「使用コスト+Nを得る」 on a card on the field for a duration
// (`modifyCost`, COST_CHANGE_ON_FIELD: a modifier read by continuous.ts currentCost), and the cost
// of a player's next card (`nextCardCost`: used up by that card, play.ts costToPlay / doPlay).
import type { Duration, Effect, Filter, PlayerRef, Selector } from "../../cards/definition.ts";
import { own } from "../../core/ctx.ts";
import { select } from "../selectors.ts";
import { playerOf } from "../scope.ts";
import type { EffectFamily } from "./handler.ts";
import { modifyEach } from "./stats.ts";

// ---- builders (re-exported by cards/builders.ts)
/** 「使用コスト+Nを得る」 on characters on the field. */
export const getsCost = (who: Selector, delta: number, duration: Duration = "turn"): Effect => ({
  do: "modifyCost",
  who,
  delta,
  duration,
});
export const nextCardCost = (delta: number, filter?: Filter, player: PlayerRef = "you"): Effect =>
  filter ? { do: "nextCardCost", player, delta, filter } : { do: "nextCardCost", player, delta };

// ---- handlers
export const costEffects = {
  modifyCost: {
    run(ctx, r, e, scope) {
      const times = e.per ? select(ctx, e.per, scope).length : 1;
      return modifyEach(ctx, r, e.who, scope, {
        ap: 0,
        dp: 0,
        cost: e.delta * times,
        until: e.duration,
      });
    },
  },
  nextCardCost: {
    run(ctx, r, e, scope, id) {
      // 「…1枚につき、使用コスト-1を得る」: the count is taken now, once (as a repeat's,
      // REPEAT_COUNT_TAKEN_ONCE); the card played later gets the total
      const times = e.per ? select(ctx, e.per, scope).length : 1;
      own(ctx, "nextCost").push({
        player: playerOf(e.player, scope, ctx),
        delta: e.delta * times,
        filterRef: id,
      });
      r.did = true;
      return true;
    },
  },
} satisfies EffectFamily;
