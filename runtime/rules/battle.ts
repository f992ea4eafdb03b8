// The battle of an approach (rule 8.5) and the point of an unblocked one (8.6); also a battle
// forced by a text outside any approach (R-A-3, effects/battles.ts). Declaring approaches and
// blocks is approach.ts.
import { card, log, withMemo, type Ctx } from "../core/ctx.ts";
import type { PlayerId } from "../core/state.ts";
import { currentAp, currentDp, hasRestriction, pointsDealtBy } from "./continuous.ts";
import { givePointsTo } from "./effects/points.ts";
import {
  BOTH_BATTLE_LOSERS_LEAVE_BY_APPROACH,
  FORCED_BATTLE_LOSER_LEAVES_BY_EFFECT,
  NO_POINT_IF_APPROACHER_LEFT,
  PAIR_GIVES_NO_POINT_IF_EITHER_CANNOT,
} from "./project-rulings.ts";
import { emit } from "./triggers.ts";
import { endBattleDurations } from "./durations.ts";
import { moveCard, type MoveOptions } from "./zones.ts";
import { replaced } from "./replacements.ts";
import { openPriorityRound } from "./priority.ts";

/** Rule 8.5 / 8.6: the battle, or the point when unblocked. Then a priority round (8.7). */
export function doBattleStep(ctx: Ctx): void {
  const s = ctx.s;
  const b = s.battle!;
  if (b.blocked) {
    // Rule 8.5 / R-A-4: a blocker (or approacher) that left the main area: still blocked, nobody trashed.
    // ([perf: no named closure] the two zone reads written out: see triggers.ts offer)
    if (card(ctx, b.blocker).zone === "main" && card(ctx, b.approacher).zone === "main")
      resolveBattle(ctx, b.approacher, b.partner, b.dpOf, b.blocker, true);
    // the blocked approach's 退場判定 is over even when nobody could be compared
    else endBattleDurations(ctx);
  } else {
    const defender = (1 - s.turnPlayer) as PlayerId;
    // Rule 7.9: a team-up gives 1 point.
    // A character that cannot give points by approach gives none, paired or not (PAIR_GIVES_NO_POINT_IF_EITHER_CANNOT).
    const n = pointlessApproach(ctx, b.approacher, b.partner)
      ? 0
      : b.partner >= 0
        ? 1
        : pointsDealtBy(ctx, b.approacher);
    // An approacher that left the main area before the battle gives no point [project].
    if (!NO_POINT_IF_APPROACHER_LEFT || card(ctx, b.approacher).zone === "main") {
      // 「アプローチでポイントを与える場合、代わりに…」: a replacement may take the point
      const ev = {
        type: "givesPoint",
        card: b.approacher,
        player: s.turnPlayer,
        byApproach: true,
      } as const;
      const point = { kind: "point", approacher: b.approacher, defender, n } as const;
      if (n === 0 || !replaced(ctx, ev, point)) {
        const given = givePointsTo(ctx, defender, n, true, false, true);
        if (given > 0) emit(ctx, { type: "givesPoint", card: b.approacher, player: s.turnPlayer });
      }
    }
  }
  s.step = "battleWindow";
  openPriorityRound(ctx); // rule 8.7
}

/**
 * Rule 8.6: 「アプローチでポイントを与えることができない」 — the approach gives no point at all. A
 * team-up pair (7.9) gives none if either of the two cannot (PAIR_GIVES_NO_POINT_IF_EITHER_CANNOT).
 */
function pointlessApproach(ctx: Ctx, approacher: number, partner: number): boolean {
  // [perf: read-only pass memo] read-only: one computation of the effects in force for both tests
  return withMemo(ctx, () => pointlessNow(ctx, approacher, partner));
}

function pointlessNow(ctx: Ctx, approacher: number, partner: number): boolean {
  if (hasRestriction(ctx, approacher, "cannotGivePoints")) return true;
  return (
    partner >= 0 &&
    PAIR_GIVES_NO_POINT_IF_EITHER_CANNOT &&
    hasRestriction(ctx, partner, "cannotGivePoints")
  );
}

/** Rule 8.5: both comparisons at once; a pair (team-up) loses only its chosen character. */
export function resolveBattle(
  ctx: Ctx,
  approacher: number,
  partner: number,
  dpOf: number,
  blocker: number,
  inApproach = false,
): void {
  const losers = withMemo(ctx, () => battleLosers(ctx, approacher, partner, dpOf, blocker));
  // The blocker of an approach leaves "by the approach of" the approacher (and a team-up partner);
  // a loser of an approach's battle leaves "by approach" (アプローチで退場).
  const approachers = partner >= 0 ? [approacher, partner] : [approacher];
  for (const l of losers) {
    const byApproach = inApproach && (l === blocker || BOTH_BATTLE_LOSERS_LEAVE_BY_APPROACH);
    // [perf] the options set one by one, not three conditional spreads (a hot line of battles)
    const opts: MoveOptions = {};
    if (byApproach) opts.byApproach = true;
    if (!FORCED_BATTLE_LOSER_LEAVES_BY_EFFECT) opts.byBattle = true;
    if (inApproach && l === blocker) opts.approachers = approachers;
    moveCard(ctx, l, "trash", opts);
  }
  // rule 8.5: the battle is over (NEXT_BATTLE_ENDS_WITH_TURN: 次の退場判定終了時まで ends here)
  endBattleDurations(ctx);
}

/** Both comparisons, read at one moment (nothing changes in between). */
function battleLosers(
  ctx: Ctx,
  approacher: number,
  partner: number,
  dpOf: number,
  blocker: number,
): number[] {
  const apA =
    currentAp(ctx, approacher) +
    (partner >= 0 && card(ctx, partner).zone === "main" ? currentAp(ctx, partner) : 0);
  const dpA = currentDp(ctx, dpOf);
  const apB = currentAp(ctx, blocker);
  const dpB = currentDp(ctx, blocker);
  log(ctx, { ev: "battle", approacher, blocker, apA, dpA, apB, dpB });
  const losers: number[] = [];
  if (apA >= dpB && !hasRestriction(ctx, blocker, "cannotLeaveByBattle")) losers.push(blocker);
  if (
    apB >= dpA &&
    card(ctx, dpOf).zone === "main" &&
    !hasRestriction(ctx, dpOf, "cannotLeaveByBattle")
  )
    losers.push(dpOf);
  return losers;
}
