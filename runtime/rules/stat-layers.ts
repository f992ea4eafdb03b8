// Set and reset of AP/DP (「…の値を、20/20に変更する」, 「元に戻す」). Both are *set layers*: a
// modifier carrying `setAp` / `setDp` that fixes the value from that moment; modifiers recorded
// later (and coins put on later) add on top, continuous stat texts do not (STAT_LAYERS in
// project-rulings.ts, the reading computed by continuous.ts `baseStat`).
import type { Effect } from "../cards/definition.ts";
import { card, defOf, log, own, type Ctx } from "../core/ctx.ts";
import type { Modifier, Resolution } from "../core/state.ts";
import { currentAp, currentDp } from "./continuous.ts";
import { RESET_LASTS_UNTIL_END_OF_TURN } from "./project-rulings.ts";
import { onField, select, type Scope } from "./selectors.ts";

type SetStats = Extract<Effect, { do: "setStats" }>;
type ResetStats = Extract<Effect, { do: "resetStats" }>;

/** Characters with AP/DP on the field: the only cards a stat change can apply to. */
function statCards(ctx: Ctx, ids: readonly number[]): number[] {
  return ids.filter((c) => onField(ctx, c) && defOf(ctx, c).ap !== undefined);
}

function logChange(ctx: Ctx, c: number, ap0: number, dp0: number): void {
  log(ctx, { ev: "stat", card: c, ap: currentAp(ctx, c) - ap0, dp: currentDp(ctx, c) - dp0 });
}

export function execSetStats(ctx: Ctx, r: Resolution, e: SetStats, scope: Scope): boolean {
  const ids = statCards(ctx, select(ctx, e.who, scope));
  for (const c of ids) {
    const ap0 = currentAp(ctx, c);
    const dp0 = currentDp(ctx, c);
    own(ctx, "mods").push({
      card: c,
      ap: 0,
      dp: 0,
      ...(e.ap !== undefined ? { setAp: e.ap } : {}),
      ...(e.dp !== undefined ? { setDp: e.dp } : {}),
      coinsAt: card(ctx, c).coins,
      until: e.duration,
    });
    logChange(ctx, c, ap0, dp0);
  }
  r.did = ids.length > 0 && (e.ap !== undefined || e.dp !== undefined);
  return true;
}

/**
 * 元に戻す: every earlier change made by effects to that stat is removed (until-end-of-turn and
 * permanent modifiers, earlier set layers), and a set layer at the printed value holds until end
 * of turn, so coins and continuous texts do not count this turn either.
 */
export function execResetStats(ctx: Ctx, r: Resolution, e: ResetStats, scope: Scope): boolean {
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
    m.restriction === undefined &&
    m.setAp === undefined &&
    m.setDp === undefined
  );
}
