// 〔連携〕 team-up (rule 7.9, R-K-3): when this approaches, one other ready, non-combi character
// of its controller in the main area that could approach and matches the name or trait may
// approach with it. The battle (AP sum, defender picks the DP, only that one trashed, 1 point)
// is in battle.ts (doBattleStep, resolveBattle).
import { isCombi } from "../../cards/database.ts";
import { card, defOf, type Ctx } from "../../core/ctx.ts";
import { hasTrait, keywordOf, namesOf } from "../continuous.ts";

export function teamUpPartners(
  ctx: Ctx,
  id: number,
  canApproach: (ctx: Ctx, id: number) => boolean,
): number[] {
  const tu = keywordOf(ctx, id, "teamUp");
  if (!tu) return [];
  return ctx.s.players[card(ctx, id).owner].main.filter((o) => {
    if (o === id || !canApproach(ctx, o) || isCombi(defOf(ctx, o))) return false;
    if (tu.name !== undefined && !namesOf(ctx, o).includes(tu.name)) return false;
    if (tu.trait !== undefined && !hasTrait(ctx, o, tu.trait)) return false;
    return true;
  });
}
