// The approach phase (rule 8): who may approach and block, and declaring them; first-turn rule
// (8.1), team-up (7.9), tennen (7.4), "approach again" (8.7, R-A-7/8), blocking while rested
// (R-A-5). The battle and the point that follow are battle.ts.
import { card, log, mut, named, withMemo, type Ctx } from "../core/ctx.ts";
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
  tennenRefusal,
} from "./keywords/index.ts";
import { emit } from "./triggers.ts";
import { openPriorityRound } from "./priority.ts";

/** Rule 8.3 / 7.3 / 8.1 / 8.7: may this character approach now? */
export function canApproach(ctx: Ctx, id: number): boolean {
  return approachRefusal(ctx, id) === null;
}

/** Why this character cannot approach now, naming the rule (a rejection's message); null if it can. */
export function approachRefusal(ctx: Ctx, id: number): string | null {
  const s = ctx.s;
  const c = s.cards[id];
  // Named only when refused: the legal-move lists ask this for every character, often.
  const it = (): string => named(ctx, id);
  if (c === undefined) return `there is no card ${it()}`;
  if (c.zone !== "main" || c.owner !== s.turnPlayer)
    return `${it()} is not in the turn player's main area (rule 8.3)`;
  if (c.rested) return `${it()} is rested: only a ready character approaches (rule 8.3)`;
  if (s.turn === 1) return "the first player cannot approach on the first turn (rule 8.1)";
  if (c.approachedTurn === s.turn && !c.approachAgain)
    return `${it()} has already approached this turn (rules 8.3, 8.7)`;
  if (c.enteredTurn === s.turn && !enteredThisTurnMayApproach(ctx, id))
    return `${it()} entered this turn and has no 〔アクティブ〕 (rules 8.3, 7.3)`;
  if (hasRestriction(ctx, id, "cannotApproach"))
    return `${it()} cannot approach: an effect forbids it (アプローチできない)`;
  return null;
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
  if (!s.battle) return [];
  const refusal = blockRefusals(ctx);
  const defender = (1 - s.turnPlayer) as PlayerId;
  return s.players[defender].main.filter((id) => refusal(id) === null);
}

/** Why a card cannot block this approach, naming the rule or keyword (a rejection's message). */
export function blockRefusal(ctx: Ctx, id: number): string | null {
  return ctx.s.battle ? blockRefusals(ctx)(id) : "there is no approach to block (rule 8.4)";
}

/** The refusal test for the current battle, with what all candidates share computed once. */
function blockRefusals(ctx: Ctx): (id: number) => string | null {
  const s = ctx.s;
  const b = s.battle!;
  const attackers = b.partner >= 0 ? [b.approacher, b.partner] : [b.approacher];
  const unblockable = attackers.find(
    (a) => card(ctx, a).zone === "main" && hasRestriction(ctx, a, "cannotBeBlocked"),
  );
  const hasAgainst =
    s.mods.some((m) => m.againstRef !== undefined) ||
    liveRestrictionsInForce(ctx).length > 0 ||
    activeStatics(ctx).restriction?.some(({ e }) => e.against !== undefined) === true;
  return (id) => {
    const c = s.cards[id];
    const it = (): string => named(ctx, id);
    if (c === undefined) return `there is no card ${it()}`;
    if (c.zone !== "main" || c.owner === s.turnPlayer)
      return `${it()} is not in the defending player's main area (rule 8.4)`;
    if (unblockable !== undefined)
      return `${named(ctx, unblockable)} cannot be blocked: an effect says so (妨害されない)`;
    if (c.rested && !hasRestriction(ctx, id, "canBlockWhileRested"))
      return `${it()} is rested: only a ready character blocks (rule 8.4)`;
    if (hasRestriction(ctx, id, "cannotBlock"))
      return `${it()} cannot block: an effect forbids it (妨害できない)`;
    const against = hasAgainst
      ? attackers.find((a) => blockForbiddenBetween(ctx, a, id))
      : undefined;
    if (against !== undefined)
      return `${it()} cannot block ${named(ctx, against)}: an effect forbids it`;
    for (const a of attackers) {
      const tennen = tennenRefusal(ctx, a, id);
      if (tennen !== null) return tennen;
    }
    return null;
  };
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
