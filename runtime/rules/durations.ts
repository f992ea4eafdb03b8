// When a one-shot change ends (cards/definition.ts Duration): at this turn's cleanup (rule 3.4), at
// the cleanup of a turn of the controller's opponent or of the controller, or at the end of the
// next battle (8.5). The state keeps plain data: a modifier or live restriction holds its `until`
// and, for a player's turn, the number of the turn it ends with (`ends`), fixed when it is made.
import type { Duration } from "../cards/definition.ts";
import type { Ctx } from "../core/ctx.ts";
import type { PlayerId } from "../core/state.ts";
import {
  MAIN_PHASE_DURATION_AFTER_IT_DOES_NOTHING,
  NEXT_BATTLE_ENDS_WITH_TURN,
  NEXT_OPPONENT_TURN_IS_NEVER_THIS_ONE,
  NEXT_YOUR_TURN_IS_NEVER_THIS_ONE,
} from "./project-rulings.ts";

/** What a modifier or live restriction keeps of its duration, made now by `controller`'s text. */
export function lasting(
  ctx: Ctx,
  controller: PlayerId,
  until: Duration,
): { until: Duration; ends?: number } {
  const s = ctx.s;
  if (until === "opponentTurn" || until === "nextOpponentTurn") {
    // Turns alternate (3.4: the turn passes), so the opponent's next turn is the next one, or this
    // one when it is theirs (NEXT_OPPONENT_TURN_IS_NEVER_THIS_ONE: 「次の…」 skips to the one after).
    const theirs = s.turnPlayer !== controller;
    const skip = until === "nextOpponentTurn" && NEXT_OPPONENT_TURN_IS_NEVER_THIS_ONE ? 2 : 0;
    return { until, ends: s.turn + (theirs ? skip : 1) };
  }
  if (until === "yourTurn" || until === "nextYourTurn") {
    // The controller's next turn is the next but one (the opponent's comes between), or this one
    // when it is theirs (NEXT_YOUR_TURN_IS_NEVER_THIS_ONE: 「次の…」 skips to the one after).
    const mine = s.turnPlayer === controller;
    const skip = until === "nextYourTurn" && NEXT_YOUR_TURN_IS_NEVER_THIS_ONE ? 2 : 0;
    return { until, ends: s.turn + (mine ? skip : 1) };
  }
  return { until };
}

/** Does a change with this duration end at the cleanup of turn `turn` (rule 3.4)? */
export function endsAtCleanup(l: { until: Duration; ends?: number }, turn: number): boolean {
  if (l.until === "turn" || l.until === "mainPhase") return true;
  if (l.until === "nextBattle") return NEXT_BATTLE_ENDS_WITH_TURN;
  return l.ends !== undefined && l.ends <= turn;
}

/** Is a change made in turn `made` still in force in turn `now` (for live restrictions)? */
export function inForce(l: { until: Duration; ends?: number }, made: number, now: number): boolean {
  if (l.until === "permanent") return true;
  if (l.ends !== undefined) return now <= l.ends;
  return made === now;
}

/** The changes lasting `until` end now: stat changes and live restrictions (copied only if any). */
function endDurations(ctx: Ctx, until: Duration): void {
  const s = ctx.s;
  if (s.mods.some((m) => m.until === until)) s.mods = s.mods.filter((m) => m.until !== until);
  if (s.liveRestrictions?.some((l) => l.until === until))
    s.liveRestrictions = s.liveRestrictions.filter((l) => l.until !== until);
}

/** Rule 8.5: a battle is over; changes "until end of the next battle" end now. */
export function endBattleDurations(ctx: Ctx): void {
  endDurations(ctx, "nextBattle");
}

/** The steps of a turn before its main phase ends (rule 3.1, 3.2). */
const UP_TO_MAIN: ReadonlySet<string> = new Set(["start", "startResolve", "main"]);

/**
 * A change 「このターンのメインフェイズの間」 made after this turn's main phase is over: nothing
 * ([project] MAIN_PHASE_DURATION_AFTER_IT_DOES_NOTHING).
 */
export function afterItsMainPhase(ctx: Ctx, until: Duration): boolean {
  return (
    until === "mainPhase" &&
    MAIN_PHASE_DURATION_AFTER_IT_DOES_NOTHING &&
    !UP_TO_MAIN.has(ctx.s.step)
  );
}

/** Rule 3.2: the main phase is over; changes "until end of main phase" end now. */
export function endMainPhaseDurations(ctx: Ctx): void {
  endDurations(ctx, "mainPhase");
}
