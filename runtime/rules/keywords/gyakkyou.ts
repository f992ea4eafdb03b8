// 〔逆境N〕 gyakkyou N (rule 7.7): the ability after it exists only while its controller has N or
// more points (cards in the point pile, face up or down).
import type { Ctx } from "../../core/ctx.ts";
import type { PlayerId } from "../../core/state.ts";

export function gyakkyouMet(ctx: Ctx, controller: PlayerId, n: number | undefined): boolean {
  return n === undefined || ctx.s.players[controller].points.length >= n;
}
