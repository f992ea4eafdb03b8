// 〔天然N〕 tennen N (rule 7.4): this character cannot be blocked by characters whose (printed)
// cost is N or less. A team-up pair is protected if either member has it.
import { defOf, type Ctx } from "../../core/ctx.ts";
import { currentCost, keywordOf } from "../continuous.ts";
import { TENNEN_USES_PRINTED_COST } from "../project-rulings.ts";

export function tennenPreventsBlock(ctx: Ctx, attacker: number, blocker: number): boolean {
  const t = keywordOf(ctx, attacker, "tennen");
  if (t === undefined) return false;
  const cost = TENNEN_USES_PRINTED_COST ? defOf(ctx, blocker).cost : currentCost(ctx, blocker);
  return cost <= t.n;
}
