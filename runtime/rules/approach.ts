// The approach phase (rule 8): who may approach and block, and declaring them; first-turn rule
// (8.1), team-up (7.9), tennen (7.4), "approach again" (8.7, R-A-7/8), blocking while rested
// (R-A-5). The battle and the point that follow are battle.ts.
import { card, log, mut, withMemo, type Ctx } from "../core/ctx.ts";
import type { PlayerId } from "../core/state.ts";
import {
  activeStatics,
  hasRestriction,
  liveRestrictionsInForce,
  restrictedAgainst,
} from "./continuous.ts";
import {
  enteredThisTurnMayApproach,
  teamUpPartners as teamUpPartnersOf,
  tennenPreventsBlock,
} from "./keywords/index.ts";
import { emit } from "./triggers.ts";
import { openPriorityRound } from "./priority.ts";

/** Rule 8.3 / 7.3 / 8.1 / 8.7: may this character approach now? */
export function canApproach(ctx: Ctx, id: number): boolean {
  const s = ctx.s;
  const c = card(ctx, id);
  if (c.zone !== "main" || c.owner !== s.turnPlayer || c.rested) return false;
  if (s.turn === 1) return false; // rule 8.1: the first player's first turn
  if (c.approachedTurn === s.turn && !c.approachAgain) return false;
  if (c.enteredTurn === s.turn && !enteredThisTurnMayApproach(ctx, id)) return false;
  if (hasRestriction(ctx, id, "cannotApproach")) return false;
  return true;
}

/** Rule 7.9: possible team-up partners for an approacher. */
export function teamUpPartners(ctx: Ctx, id: number): number[] {
  return withMemo(ctx, () => teamUpPartnersOf(ctx, id, canApproach));
}

export function approachers(ctx: Ctx): number[] {
  return withMemo(ctx, () =>
    ctx.s.players[ctx.s.turnPlayer].main.filter((id) => canApproach(ctx, id)),
  );
}

/** Characters with "must approach" that still can: the turn player cannot end the phase. */
export function mustApproachPending(ctx: Ctx): boolean {
  return withMemo(ctx, () =>
    approachers(ctx).some((id) => hasRestriction(ctx, id, "mustApproach")),
  );
}

export function doApproach(ctx: Ctx, id: number, partner: number): void {
  const s = ctx.s;
  for (const c of partner >= 0 ? [id, partner] : [id]) {
    const m = mut(ctx, c);
    m.rested = true;
    m.approachedTurn = s.turn;
    m.approachAgain = false;
  }
  s.battle = { approacher: id, partner, blocker: -1, blocked: false, dpOf: id };
  log(ctx, { ev: "approach", card: id, partner });
  emit(ctx, { type: "approaches", card: id, player: s.turnPlayer });
  s.step = "approachWindow";
  openPriorityRound(ctx); // rule 8.3
}

/** Rule 8.4: the defender's possible blockers. */
export function blockers(ctx: Ctx): number[] {
  return withMemo(ctx, () => blockersNow(ctx));
}

function blockersNow(ctx: Ctx): number[] {
  const s = ctx.s;
  const b = s.battle;
  if (!b) return [];
  const attackers = b.partner >= 0 ? [b.approacher, b.partner] : [b.approacher];
  if (
    attackers.some((a) => card(ctx, a).zone === "main" && hasRestriction(ctx, a, "cannotBeBlocked"))
  )
    return [];
  const defender = (1 - s.turnPlayer) as PlayerId;
  const hasAgainst =
    s.mods.some((m) => m.againstRef !== undefined) ||
    liveRestrictionsInForce(ctx).length > 0 ||
    activeStatics(ctx).restriction?.some(({ e }) => e.against !== undefined) === true;
  return s.players[defender].main.filter((id) => {
    if (card(ctx, id).rested && !hasRestriction(ctx, id, "canBlockWhileRested")) return false;
    if (hasRestriction(ctx, id, "cannotBlock")) return false;
    if (hasAgainst && attackers.some((a) => blockForbiddenBetween(ctx, a, id))) return false;
    return !attackers.some((a) => tennenPreventsBlock(ctx, a, id));
  });
}

export function doBlock(ctx: Ctx, id: number): void {
  const s = ctx.s;
  const b = s.battle!;
  mut(ctx, id).rested = true;
  s.battle = { ...b, blocker: id, blocked: true };
  log(ctx, { ev: "block", card: id });
  emit(ctx, { type: "blocks", card: id, player: card(ctx, id).owner });
  emit(ctx, { type: "isBlocked", card: b.approacher, player: s.turnPlayer, blocker: id });
  s.step = b.partner >= 0 ? "pickDp" : "blockWindow";
  openPriorityRound(ctx); // rule 8.4
}

export function doNoBlock(ctx: Ctx): void {
  log(ctx, { ev: "noBlock", player: (1 - ctx.s.turnPlayer) as PlayerId });
  ctx.s.step = "battle";
}

/** Restrictions limited to some cards (`restrict … against`, e.g. 「早坂 愛」を妨害できない). */
function blockForbiddenBetween(ctx: Ctx, attacker: number, blocker: number): boolean {
  return (
    restrictedAgainst(ctx, blocker, "cannotBlock", attacker) ||
    restrictedAgainst(ctx, attacker, "cannotBeBlocked", blocker)
  );
}
