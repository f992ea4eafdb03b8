// 〔天然N〕 tennen N (rule 7.4): this character cannot be blocked by characters whose (printed)
// cost is N or less. A team-up pair is protected if either member has it.
import { defOf, type Ctx } from "../../core/ctx.ts";
import { currentCost, keywordOf, onFieldCostChanges } from "../continuous.ts";
import { TENNEN_USES_PRINTED_COST } from "../project-rulings.ts";

export function tennenPreventsBlock(ctx: Ctx, attacker: number, blocker: number): boolean {
  const t = keywordOf(ctx, attacker, "tennen");
  if (t === undefined) return false;
  // COST_CHANGE_ON_FIELD: a 「使用コスト+N」 effect on the blocker itself does count.
  const cost = TENNEN_USES_PRINTED_COST
    ? Math.max(0, defOf(ctx, blocker).cost + onFieldCostChanges(ctx, blocker))
    : currentCost(ctx, blocker);
  return cost <= t.n;
}
