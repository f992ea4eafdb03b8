// Coins (rule 7.8): +10/+10 coins on characters with AP/DP, or named coins (タコスコイン: counters
// with no stat effect of their own) on any card on the field; and taking N of them off again
// (REMOVING_COINS_TAKES_ALL_N).
import type { Amount, Effect, PlayerRef, Selector } from "../../cards/definition.ts";
import { card, defOf, log, mut, type Ctx } from "../../core/ctx.ts";
import { REMOVING_COINS_TAKES_ALL_N } from "../project-rulings.ts";
import { heldCoins, namedCount, setHeldCoins } from "../keywords/coins.ts";
import { playerOf } from "../scope.ts";
import { amount, select } from "../selectors.ts";
import { onFieldOnly, type EffectFamily } from "./handler.ts";

// ---- builders (re-exported by cards/builders.ts)
/** +10/+10 coins, or with `name` coins of that name (counters: タコスコイン). */
export const putCoins = (what: Selector, n: Amount, name?: string): Effect =>
  name === undefined ? { do: "coins", what, n } : { do: "coins", what, n, name };
export const removeCoins = (what: Selector, n: Amount, name?: string): Effect =>
  name === undefined ? { do: "removeCoins", what, n } : { do: "removeCoins", what, n, name };

/** +10/+10 coins on a card, or the coins of that name. */
function coinsOn(ctx: Ctx, id: number, name: string | undefined): number {
  const c = card(ctx, id);
  return name === undefined ? c.coins : (namedCount(c.counters, name) ?? 0);
}

/** Put (or with a negative n take) coins on a card; named ones replace the counters object. */
function addCoins(ctx: Ctx, id: number, name: string | undefined, n: number): void {
  const c = mut(ctx, id);
  if (name === undefined) c.coins += n;
  else c.counters = { ...c.counters, [name]: (namedCount(c.counters, name) ?? 0) + n };
}

/** A player gets N coins of a name (`mode: "get"`) or holds exactly N from now on (`"set"`). */
export const playerCoins = (
  who: PlayerRef,
  coin: string,
  n: Amount,
  mode: "get" | "set" = "get",
): Effect => ({ do: "playerCoins", who, coin, n, mode });

// ---- handlers
export const coinEffects = {
  playerCoins: {
    run(ctx, r, e, scope) {
      const p = playerOf(e.who, scope, ctx);
      const n = amount(ctx, e.n, scope);
      const before = heldCoins(ctx, p, e.coin);
      setHeldCoins(ctx, p, e.coin, e.mode === "set" ? n : before + n);
      log(ctx, {
        ev: "playerCoins",
        player: p,
        coin: e.coin,
        from: before,
        to: heldCoins(ctx, p, e.coin),
      });
      r.did = heldCoins(ctx, p, e.coin) !== before;
      return true;
    },
  },
  coins: {
    run(ctx, r, e, scope) {
      const n = amount(ctx, e.n, scope);
      // +10/+10 coins go on characters with AP/DP (rule 7.8); a named coin on any card
      const ids = onFieldOnly(ctx, select(ctx, e.what, scope)).filter(
        (c) => e.name !== undefined || defOf(ctx, c).ap !== undefined,
      );
      for (const c of ids) addCoins(ctx, c, e.name, n);
      r.did = ids.length > 0 && n > 0;
      return true;
    },
  },
  removeCoins: {
    run(ctx, r, e, scope) {
      // REMOVING_COINS_TAKES_ALL_N: N coins come off a card that has N or more, none off one
      // with fewer (otherwise as many as it has)
      const n = amount(ctx, e.n, scope);
      const ids = onFieldOnly(ctx, select(ctx, e.what, scope)).filter((c) => {
        const has = coinsOn(ctx, c, e.name);
        return n > 0 && (REMOVING_COINS_TAKES_ALL_N ? has >= n : has > 0);
      });
      for (const c of ids) addCoins(ctx, c, e.name, -Math.min(n, coinsOn(ctx, c, e.name)));
      r.did = ids.length > 0;
      return true;
    },
  },
} satisfies EffectFamily;
