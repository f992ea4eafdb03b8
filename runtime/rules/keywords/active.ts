// 〔アクティブ〕 active (rule 7.3): may approach in the turn it entered (never on the first
// player's first turn, rule 8.1, which approach.ts checks first).
import type { Ctx } from "../../core/ctx.ts";
import { hasKeyword } from "../continuous.ts";

export function enteredThisTurnMayApproach(ctx: Ctx, id: number): boolean {
  return hasKeyword(ctx, id, "active");
}
