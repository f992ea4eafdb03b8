// 〔天然N〕 tennen N (rule 7.4): this character cannot be blocked by characters whose (printed)
// cost is N or less. A team-up pair is protected if either member has it.
import { defOf, named, type Ctx } from "../../core/ctx.ts";
import { currentCost, keywordOf, onFieldCostChanges } from "../continuous.ts";
import { TENNEN_USES_PRINTED_COST } from "../project-rulings.ts";

/** Why tennen stops this block, in a refusal's words; null when it does not. */
export function tennenRefusal(ctx: Ctx, attacker: number, blocker: number): string | null {
  const t = keywordOf(ctx, attacker, "tennen");
  if (t === undefined) return null;
  // COST_CHANGE_ON_FIELD: a 「使用コスト+N」 effect on the blocker itself does count.
  const cost = TENNEN_USES_PRINTED_COST
    ? Math.max(0, defOf(ctx, blocker).cost + onFieldCostChanges(ctx, blocker))
    : currentCost(ctx, blocker);
  return cost <= t.n
    ? `${named(ctx, attacker)} has 〔天然${t.n}〕 (tennen, rule 7.4): ${named(ctx, blocker)} costs ${cost}, not more than ${t.n}`
    : null;
}
