// 〔自由登場〕 free entry (rule 6.6): the character may enter at any timing at which its player
// could play a card, or only in the listed windows ("also in the opponent's main phase").
import type { FreeEntryWindow } from "../../cards/definition.ts";
import type { Ctx } from "../../core/ctx.ts";
import type { PlayerId } from "../../core/state.ts";
import { keywordOf } from "../continuous.ts";
import { phaseOfStep } from "../timing.ts";

/**
 * The window free entry would use for `p` now (rule 6.6), or null in `p`'s own main phase (no free
 * entry needed) and outside every phase. Also asked for a turn's play permission (AHB P-011,
 * play.ts characterTimingOk), which opens every window free entry opens.
 */
export function freeEntryWindow(ctx: Ctx, p: PlayerId): FreeEntryWindow | null {
  const phase = phaseOfStep(ctx.s.step);
  if (phase === null) return null;
  if (p === ctx.s.turnPlayer) return phase === "approach" ? "ownApproach" : null;
  return phase === "main" ? "opponentMain" : "opponentApproach";
}

export function freeEntryAllows(ctx: Ctx, p: PlayerId, id: number): boolean {
  // [perf: window first] the window is two field reads; the keyword (continuous effects in force)
  // is read only when there is a window it could open. keywordOf only reads, so the order of the
  // two tests does not change the answer.
  const window = freeEntryWindow(ctx, p);
  if (window === null) return false;
  const fe = keywordOf(ctx, id, "freeEntry");
  return fe !== undefined && (!fe.windows || fe.windows.includes(window));
}
