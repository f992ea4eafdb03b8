// How a written ruling names a card instance of an engine state: its database key (a number such
// as V-001, or a compiled id such as ahb/01-002, which the ruling language reads as a card id), and
// `A's` / `B's` when the card is not the acting player's, so the runner's picker looks on that side.
import type { GameState } from "../../runtime/index.ts";

export const PLAYER = ["A", "B"] as const;

/** The card's database key as the ruling language reads it. */
export const cardKey = (s: GameState, id: number): string => s.cards[id]!.def;

/**
 * A card reference from `actor`'s point of view: the owner is said when it is the other player,
 * or always when `actor` is undefined — for targets and choices, which the runner looks up among
 * both players' cards (the first in card order, whoever owns it, unless an owner is said).
 */
export function cardRef(s: GameState, id: number, actor?: 0 | 1): string {
  const c = s.cards[id]!;
  return c.owner === actor ? c.def : `${PLAYER[c.owner]}'s ${c.def}`;
}

/** Whether some card key is a compiled id (`set/number`): the ruling then needs `cards compiled`. */
export const isCompiledKey = (key: string): boolean => key.includes("/");
