// What moved a card (「カードの効果で」, 「相手のカードの効果で」, 「相手のカードによって」): every move
// event carries its cause, and a trigger may ask for one. The digest names no causes; a move is
// "by a card's effect" when it happens while a text or a played card resolves (rule 4.2,
// EFFECT_CAUSE_IS_THE_RESOLVING_ITEM), "by approach" when rule 8.5 or 8.6 moves it, and by the
// rules otherwise (a cost, the hand limit, making room, 6.3).
import type { Trigger } from "../cards/definition.ts";
import type { Ctx } from "../core/ctx.ts";
import type { PlayerId } from "../core/state.ts";
import { EFFECT_CAUSE_IS_THE_RESOLVING_ITEM } from "./project-rulings.ts";

/** What moved a card: `player` is the controller of that text, card or approach. */
export type MoveCause =
  | { by: "effect"; player: PlayerId; card: number }
  | { by: "approach"; player: PlayerId }
  | { by: "rule" };

/** The items whose resolution is "a card's effect": texts and played cards, not a permanent entering. */
const EFFECT_ITEMS: ReadonlySet<string> = new Set([
  "ability",
  "trigger",
  "delayed",
  "event",
  "break",
]);

/**
 * The cause of a move made now: an approach's (8.5, 8.6: the turn player approaches), else the
 * resolving item's, else the rules'. `byBattle`: a battle's loser outside an approach (R-A-3) is
 * trashed by the battle, not by the text that started it.
 */
export function causeOfMove(ctx: Ctx, byApproach: boolean, byBattle: boolean): MoveCause {
  if (byApproach) return { by: "approach", player: ctx.s.turnPlayer };
  const item = ctx.s.resolving?.item;
  if (EFFECT_CAUSE_IS_THE_RESOLVING_ITEM && item && !byBattle && EFFECT_ITEMS.has(item.kind))
    return { by: "effect", player: item.controller, card: item.source };
  return { by: "rule" };
}

/** Does the move's cause satisfy the trigger's `by …`, for a text controlled by `controller`? */
export function causeMatches(
  want: NonNullable<Trigger["cause"]>,
  cause: MoveCause | undefined,
  controller: PlayerId,
): boolean {
  if (!cause || cause.by === "rule") return false;
  if (want.by === "effect" && cause.by !== "effect") return false;
  if (want.whose === "yours") return cause.player === controller;
  if (want.whose === "opponents") return cause.player !== controller;
  return true;
}
