// 〔ブレイク〕 break (rule 7.5, R-K-1): a card put into its owner's point pile by the opponent's
// approach or by a give-a-point effect (face up or face down) may, at once, be turned face down
// instead of paying its cost and played; it stays in the point pile [project]. Offered after that
// point's triggers have resolved (flow.ts); declining loses the moment.
import type { ActivatedAbility } from "../../cards/definition.ts";
import { defOf, log, mut, own, ownPush, type Ctx } from "../../core/ctx.ts";
import type { PlayerId } from "../../core/state.ts";
import { hasKeyword } from "../continuous.ts";
import {
  BREAK_CARD_STAYS_IN_POINTS,
  BREAK_IS_A_PLAY_FROM_OUTSIDE_THE_HAND,
} from "../project-rulings.ts";
import { emit } from "../triggers.ts";
import { moveCard } from "../zones.ts";
import { eventAbility } from "../play.ts";
import { declared } from "../priority.ts";

/** The text a break plays: the card's first activated (event) text. */
export function breakText(
  ctx: Ctx,
  id: number,
): { ability: ActivatedAbility; index: number } | null {
  return eventAbility(defOf(ctx, id));
}

/** Called for each card arriving in a point pile by an approach or a give-point effect. */
export function noteBreakCandidate(ctx: Ctx, id: number): void {
  if (hasKeyword(ctx, id, "break") && breakText(ctx, id)) own(ctx, "breaks").push(id);
}

/** Play a break: turn it face down (it stays a point) and put its text on the stack. */
export function playBreak(
  ctx: Ctx,
  player: PlayerId,
  id: number,
  index: number,
  targets: number[][],
): void {
  const s = ctx.s;
  if (BREAK_CARD_STAYS_IN_POINTS) mut(ctx, id).faceUp = false;
  else moveCard(ctx, id, "trash");
  s.breaks = s.breaks.filter((b) => b !== id);
  ownPush(ctx, "stack", {
    uid: s.nextUid++,
    controller: player,
    source: id,
    kind: "break",
    ability: index,
    effect: -1,
    targets,
    area: "main",
    host: -1,
    eventCard: -1,
  });
  log(ctx, { ev: "break", card: id });
  // a break is a play from the point pile (rule 7.5): 「…をプレイした場合」 fires on it, and
  // 「手札以外から…をプレイした場合」 (KGY P-001) too
  if (BREAK_IS_A_PLAY_FROM_OUTSIDE_THE_HAND)
    emit(ctx, { type: "cardPlayed", card: id, player, notFromHand: true });
  declared(ctx, player);
}
