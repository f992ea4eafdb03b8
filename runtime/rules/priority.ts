// Who holds priority (rule 4.1). Every priority round (a phase, an approach, a block, a battle or
// point: 8.3, 8.4, 8.7) begins with the turn player. Playing a card, using a text or playing a
// break hands priority to the other player (a declaration, 4.2); a pass too (pending.ts, flow.ts).
// Declining to respond is not a pass: once an item resolves the passes start again, and priority
// is with the opponent of the player who made the last declaration (R-P-1, R-P-4), so after the
// turn player's card resolves unanswered the other player may act before the turn player plays
// again. With no declaration yet in the round (only triggered texts, see
// TRIGGERS_ARE_NOT_LAST_DECLARATIONS) the turn player has it, as at the start of the round.
import type { Ctx } from "../core/ctx.ts";
import type { PlayerId } from "../core/state.ts";

const other = (p: PlayerId): PlayerId => (1 - p) as PlayerId;

/** A priority round begins: the turn player has priority first, nobody has declared yet. */
export function openPriorityRound(ctx: Ctx): void {
  const s = ctx.s;
  s.priority = s.turnPlayer;
  s.passes = 0;
  s.lastDeclarer = null;
}

/** Player `p` declared (played a card, used a text, played a break): the other player may respond. */
export function declared(ctx: Ctx, p: PlayerId): void {
  const s = ctx.s;
  s.priority = other(p);
  s.passes = 0;
  s.lastDeclarer = p;
}

/**
 * An item has resolved: the declines that let it resolve were not passes (the count starts
 * again), and priority is with the opponent of the last declarer (the turn player if nobody has
 * declared in this round).
 */
export function priorityAfterResolution(ctx: Ctx): void {
  const s = ctx.s;
  s.priority = s.lastDeclarer === null ? s.turnPlayer : other(s.lastDeclarer);
  s.passes = 0;
}
