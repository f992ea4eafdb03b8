// Coins (rule 7.8): each +10/+10 coin adds to AP and DP; coins leave with the character
// (zones.ts resets them when it leaves the field).
import type { CardInstance } from "../../core/state.ts";
import { COIN_VALUE } from "../project-rulings.ts";

export function coinBonus(c: CardInstance): number {
  return c.coins * COIN_VALUE;
}
