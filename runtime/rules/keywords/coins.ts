// Coins (rule 7.8): each +10/+10 coin adds to AP and DP; coins leave with the character
// (zones.ts resets them when it leaves the field). A player also holds coins by printed name
// (経験コイン, ジョーロコイン: PLAYER_COINS_AT_START), given, set and counted by texts.
import type { Ctx } from "../../core/ctx.ts";
import type { CardInstance, PlayerId } from "../../core/state.ts";
import { COIN_VALUE, PLAYER_COINS_AT_START } from "../project-rulings.ts";

export function coinBonus(c: CardInstance): number {
  return c.coins * COIN_VALUE;
}

/** How many coins of this name a player holds. */
export function heldCoins(ctx: Ctx, p: PlayerId, coin: string): number {
  return namedCount(ctx.s.players[p].coins, coin) ?? PLAYER_COINS_AT_START;
}

/**
 * The count kept under a printed name, own keys only: a coin printed as 「constructor」 or
 * 「__proto__」 must not read Object.prototype (issue 14). Undefined when there is none.
 */
export function namedCount(
  counts: Readonly<Record<string, number>> | undefined,
  name: string,
): number | undefined {
  return counts !== undefined && Object.hasOwn(counts, name) ? counts[name] : undefined;
}

/** The player holds `n` coins of this name from now on (the object is replaced, never changed). */
export function setHeldCoins(ctx: Ctx, p: PlayerId, coin: string, n: number): void {
  const ps = ctx.s.players[p];
  ps.coins = { ...ps.coins, [coin]: Math.max(0, n) };
}
