// Rule 9.1: checked after every action and resolution. 7+ points or an empty deck loses; both at
// once is a draw [project].
import { log, type Ctx } from "../core/ctx.ts";
import type { PlayerId } from "../core/state.ts";
import { BOTH_LOSE_IS_DRAW, LOSING_POINTS } from "./project-rulings.ts";

// Read once: this check runs after every action.
const LOSE_AT = LOSING_POINTS;

function loses(ctx: Ctx, p: PlayerId): string | null {
  const ps = ctx.s.players[p];
  if (ps.points.length >= LOSE_AT) return `${ps.points.length} points`;
  if (ps.deck.length === 0) return "empty deck";
  return null;
}

/** Sets the winner if the game is over; returns true when it is. */
export function checkWin(ctx: Ctx): boolean {
  const s = ctx.s;
  if (s.winner !== null) return true;
  const l0 = loses(ctx, 0);
  const l1 = loses(ctx, 1);
  if (!l0 && !l1) return false;
  if (l0 && l1) s.winner = BOTH_LOSE_IS_DRAW ? "draw" : s.turnPlayer;
  else s.winner = l0 ? 1 : 0;
  s.step = "over";
  s.pending = { kind: "over" };
  log(ctx, {
    ev: "win",
    winner: s.winner,
    reason: l0 && l1 ? `both lose (${l0}; ${l1})` : `player ${l0 ? 0 : 1}: ${l0 ?? l1}`,
  });
  return true;
}
