// What a card has, changed by an effect: AP/DP (+N/+N, 「…1枚につき」), keywords and traits granted
// for a duration, and the set layers (「…の値を、20/20に変更する」, 「元に戻す」). Each change is a
// modifier in the state, removed when its duration ends or the card leaves the field. A set layer
// is a modifier carrying `setAp` / `setDp` that fixes the value from that moment; modifiers
// recorded later (and coins put on later) add on top, continuous stat texts do not (STAT_LAYERS in
// project-rulings.ts, the reading computed by continuous.ts `baseStat`).
import type { Duration, Effect, Keyword, MeasuredTest, Selector } from "../../cards/definition.ts";
import { card, defOf, log, own, type Ctx } from "../../core/ctx.ts";
import type { Modifier, Resolution } from "../../core/state.ts";
import { currentAp, currentDp } from "../continuous.ts";
import { RESET_LASTS_UNTIL_END_OF_TURN, SWAP_IS_A_SET_LAYER } from "../project-rulings.ts";
import { measure, select } from "../selectors.ts";
import { onField, type Scope } from "../scope.ts";
import { onFieldOnly, type Done, type EffectFamily } from "./handler.ts";
import { afterItsMainPhase, lasting } from "../durations.ts";

// ---- builders (re-exported by cards/builders.ts)
export const gets = (
  who: Selector,
  ap: number,
  dp: number,
  duration: Duration = "turn",
): Effect => ({ do: "modify", who, ap, dp, duration });
export const grant = (who: Selector, keyword: Keyword, duration: Duration = "turn"): Effect => ({
  do: "grant",
  who,
  keyword,
  duration,
});
export const grantTrait = (who: Selector, trait: string, duration: Duration = "turn"): Effect => ({
  do: "grantTrait",
  who,
  trait,
  duration,
});
/** 元に戻す: AP, DP or both return to the printed value. */
export const resetStats = (who: Selector, which: "ap" | "dp" | "both" = "both"): Effect => ({
  do: "resetStats",
  who,
  which,
});
/** 「AP/DPの値を…に変更する」: set AP and/or DP (omit one to leave it). */
export const setStats = (
  who: Selector,
  stats: {
    ap?: number;
    dp?: number;
    apFrom?: MeasuredTest["than"];
    dpFrom?: MeasuredTest["than"];
  },
  duration: Duration = "turn",
): Effect => ({ do: "setStats", who, ...stats, duration });

/** 「ターン終了時まで、…がアプローチで与えるポイントはN点になる」 (SG 01-027, rule 8.6). */
export const dealPoints = (who: Selector, n: number, duration: Duration = "turn"): Effect => ({
  do: "dealPoints",
  who,
  n,
  duration,
});

/** 「〔天然+N〕を得る」: the number of each card's 〔天然N〕 +n for the duration. */
export const tennenChange = (who: Selector, n: number, duration: Duration = "turn"): Effect => ({
  do: "tennenChange",
  who,
  n,
  duration,
});

/** 「APとDPを入れ替える」: swap the current AP and DP of each card for the duration. */
export const swapStats = (who: Selector, duration: Duration = "turn"): Effect => ({
  do: "swapStats",
  who,
  duration,
});

/**
 * Record the modifier `fields` on every card of `who` that is on the field (then `onEach`);
 * "did" when there was one. Also for restrictions and cost changes (restrictions.ts, costs.ts).
 */
export function modifyEach(
  ctx: Ctx,
  r: Resolution,
  who: Selector,
  scope: Scope,
  fields: Omit<Modifier, "card">,
  onEach?: (c: number) => void,
): Done {
  // このターンのメインフェイズの間 after the main phase: nothing (durations.ts)
  if (afterItsMainPhase(ctx, fields.until)) {
    r.did = false;
    return true;
  }
  const ids = onFieldOnly(ctx, select(ctx, who, scope));
  const ends = lasting(ctx, scope.controller, fields.until);
  for (const c of ids) {
    own(ctx, "mods").push({ card: c, ...fields, ...ends });
    onEach?.(c);
  }
  r.did = ids.length > 0;
  return true;
}

/** Characters with AP/DP on the field: the only cards a stat change can apply to. */
function statCards(ctx: Ctx, ids: readonly number[]): number[] {
  return ids.filter((c) => onField(ctx, c) && defOf(ctx, c).ap !== undefined);
}

function logChange(ctx: Ctx, c: number, ap0: number, dp0: number): void {
  if (ctx.keepsEvents)
    log(ctx, { ev: "stat", card: c, ap: currentAp(ctx, c) - ap0, dp: currentDp(ctx, c) - dp0 });
}

/** A copy of the modifier without its change to AP (and/or DP); state objects are never mutated. */
function withoutStat(m: Modifier, ap: boolean, dp: boolean): Modifier {
  const out: Modifier = { ...m, ap: ap ? 0 : m.ap, dp: dp ? 0 : m.dp };
  if (ap) delete out.setAp;
  if (dp) delete out.setDp;
  if (out.setAp === undefined && out.setDp === undefined) delete out.coinsAt;
  return out;
}

function isEmpty(m: Modifier): boolean {
  return (
    m.ap === 0 &&
    m.dp === 0 &&
    m.keyword === undefined &&
    m.tennen === undefined &&
    m.restriction === undefined &&
    m.setAp === undefined &&
    m.setDp === undefined
  );
}

// ---- handlers
export const statEffects = {
  modify: {
    run(ctx, r, e, scope) {
      // 「…1枚につき」: the change times the count, counted now and fixed for its duration
      const times = e.per ? select(ctx, e.per, scope).length : 1;
      const ap = e.ap * times;
      const dp = e.dp * times;
      // (no logging arrow when the events are not kept: ctx.ts keepsEvents)
      const logEach = ctx.keepsEvents
        ? (c: number) => log(ctx, { ev: "stat", card: c, ap, dp })
        : undefined;
      return modifyEach(ctx, r, e.who, scope, { ap, dp, until: e.duration }, logEach);
    },
  },
  grant: {
    run: (ctx, r, e, scope) =>
      modifyEach(ctx, r, e.who, scope, { ap: 0, dp: 0, keyword: e.keyword, until: e.duration }),
  },
  tennenChange: {
    run: (ctx, r, e, scope) =>
      modifyEach(ctx, r, e.who, scope, { ap: 0, dp: 0, tennen: e.n, until: e.duration }),
  },
  dealPoints: {
    run: (ctx, r, e, scope) =>
      modifyEach(ctx, r, e.who, scope, { ap: 0, dp: 0, points: e.n, until: e.duration }),
  },
  grantTrait: {
    run: (ctx, r, e, scope) =>
      modifyEach(ctx, r, e.who, scope, { ap: 0, dp: 0, trait: e.trait, until: e.duration }),
  },
  setStats: {
    run(ctx, r, e, scope) {
      // 「…のAPと同じ値に変更する」: the value measured once, now (rule 4.3: on resolution); with
      // no card to measure, nothing is set
      const ap = e.apFrom ? measure(ctx, e.apFrom, scope) : e.ap;
      const dp = e.dpFrom ? measure(ctx, e.dpFrom, scope) : e.dp;
      const ids =
        ap === undefined && dp === undefined ? [] : statCards(ctx, select(ctx, e.who, scope));
      for (const c of ids) {
        const ap0 = currentAp(ctx, c);
        const dp0 = currentDp(ctx, c);
        own(ctx, "mods").push({
          card: c,
          ap: 0,
          dp: 0,
          ...(ap !== undefined ? { setAp: ap } : {}),
          ...(dp !== undefined ? { setDp: dp } : {}),
          coinsAt: card(ctx, c).coins,
          ...lasting(ctx, scope.controller, e.duration),
        });
        logChange(ctx, c, ap0, dp0);
      }
      r.did = ids.length > 0 && (ap !== undefined || dp !== undefined);
      return true;
    },
  },
  /**
   * 入れ替える (rule 7.10; SWAP_IS_A_SET_LAYER): a set layer holding each card's current DP as its
   * AP and its current AP as its DP, read once now. Later modifiers and coins add on top of the
   * swapped values; they are not swapped again.
   */
  swapStats: {
    run(ctx, r, e, scope) {
      const ids = statCards(ctx, select(ctx, e.who, scope));
      for (const c of ids) {
        const ap0 = currentAp(ctx, c);
        const dp0 = currentDp(ctx, c);
        const layer = SWAP_IS_A_SET_LAYER ? { setAp: dp0, setDp: ap0 } : {};
        own(ctx, "mods").push({
          card: c,
          ap: SWAP_IS_A_SET_LAYER ? 0 : dp0 - ap0,
          dp: SWAP_IS_A_SET_LAYER ? 0 : ap0 - dp0,
          ...layer,
          coinsAt: card(ctx, c).coins,
          ...lasting(ctx, scope.controller, e.duration),
        });
        logChange(ctx, c, ap0, dp0);
      }
      r.did = ids.length > 0;
      return true;
    },
  },
  /**
   * 元に戻す: every earlier change made by effects to that stat is removed (until-end-of-turn and
   * permanent modifiers, earlier set layers), and a set layer at the printed value holds until end
   * of turn, so coins and continuous texts do not count this turn either.
   */
  resetStats: {
    run(ctx, r, e, scope) {
      const ids = statCards(ctx, select(ctx, e.who, scope));
      const ap = e.which !== "dp";
      const dp = e.which !== "ap";
      for (const c of ids) {
        const ap0 = currentAp(ctx, c);
        const dp0 = currentDp(ctx, c);
        const mods = own(ctx, "mods");
        const kept: Modifier[] = [];
        for (const m of mods) kept.push(m.card === c ? withoutStat(m, ap, dp) : m);
        ctx.s.mods = kept.filter((m) => !isEmpty(m));
        const def = defOf(ctx, c);
        ctx.s.mods.push({
          card: c,
          ap: 0,
          dp: 0,
          ...(ap ? { setAp: def.ap ?? 0 } : {}),
          ...(dp ? { setDp: def.dp ?? 0 } : {}),
          coinsAt: card(ctx, c).coins,
          until: RESET_LASTS_UNTIL_END_OF_TURN ? "turn" : "permanent",
        });
        logChange(ctx, c, ap0, dp0);
      }
      r.did = ids.length > 0;
      return true;
    },
  },
} satisfies EffectFamily;
