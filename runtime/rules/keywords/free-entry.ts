// 〔自由登場〕 free entry (rule 6.6): the character may enter at any timing at which its player
// could play a card, or only in the listed windows ("also in the opponent's main phase").
import type { FreeEntryWindow } from "../../cards/definition.ts";
import type { Ctx } from "../../core/ctx.ts";
import type { PlayerId } from "../../core/state.ts";
import { keywordOf } from "../continuous.ts";
import { phaseOfStep } from "../timing.ts";

export function freeEntryAllows(ctx: Ctx, p: PlayerId, id: number): boolean {
  // [perf: window first] the window is two field reads; the keyword (continuous effects in force)
  // is read only when there is a window it could open. keywordOf only reads, so the order of the
  // two tests does not change the answer.
  const phase = phaseOfStep(ctx.s.step);
  if (phase === null) return false;
  let window: FreeEntryWindow | null;
  if (p === ctx.s.turnPlayer) window = phase === "approach" ? "ownApproach" : null;
  else window = phase === "main" ? "opponentMain" : "opponentApproach";
  if (window === null) return false;
  const fe = keywordOf(ctx, id, "freeEntry");
  return fe !== undefined && (!fe.windows || fe.windows.includes(window));
}
