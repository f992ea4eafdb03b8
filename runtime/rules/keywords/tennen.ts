// 〔天然N〕 tennen N (rule 7.4): this character cannot be blocked by characters whose (printed)
// cost is N or less. A team-up pair is protected if either member has it.
import { defOf, named, type Ctx } from "../../core/ctx.ts";
import { currentCost, keywordOf, onFieldCostChanges } from "../continuous.ts";
import { TENNEN_USES_PRINTED_COST } from "../project-rulings.ts";

/** The attacker's tennen N and the blocker's cost as tennen counts it, when tennen stops the block. */
function tennenBar(
  ctx: Ctx,
  attacker: number,
  blocker: number,
): { n: number; cost: number } | null {
  const t = keywordOf(ctx, attacker, "tennen");
  if (t === undefined) return null;
  // COST_CHANGE_ON_FIELD: a 「使用コスト+N」 effect on the blocker itself does count.
  const cost = TENNEN_USES_PRINTED_COST
    ? Math.max(0, defOf(ctx, blocker).cost + onFieldCostChanges(ctx, blocker))
    : currentCost(ctx, blocker);
  return cost <= t.n ? { n: t.n, cost } : null;
}

export function tennenPreventsBlock(ctx: Ctx, attacker: number, blocker: number): boolean {
  return tennenBar(ctx, attacker, blocker) !== null;
}

/** Why tennen stops this block, in a refusal's words; null when it does not. */
export function tennenRefusal(ctx: Ctx, attacker: number, blocker: number): string | null {
  const bar = tennenBar(ctx, attacker, blocker);
  return bar === null
    ? null
    : `${named(ctx, attacker)} has 〔天然${bar.n}〕 (tennen, rule 7.4): ${named(ctx, blocker)} costs ${bar.cost}, not more than ${bar.n}`;
}
