// How long a one-shot change lasts, as the runtime keeps it: `until end of turn` and `this turn`
// are the same to the engine (both end at the cleanup of rule 3.4); no duration is a change that
// lasts while the card stays (a continuous text's, or a step the checker refused already).
import type { Duration as AstDuration } from "../../grammar/ast.ts";
import { dispatch, type Table } from "../../grammar/table.ts";
import type { Duration } from "../../runtime/cards/definition.ts";

const RUNTIME_DURATIONS: Table<AstDuration, "kind", Duration> = {
  untilEndOfTurn: () => "turn",
  thisTurn: () => "turn",
  untilEndOfOpponentsTurn: (d) => (d.next ? "nextOpponentTurn" : "opponentTurn"),
  untilEndOfYourTurn: (d) => (d.next ? "nextYourTurn" : "yourTurn"),
  // 次の退場判定終了時まで and このターンの次の…: both end with this turn at the latest
  // (runtime project ruling NEXT_BATTLE_ENDS_WITH_TURN)
  untilEndOfNextBattle: () => "nextBattle",
  untilEndOfMainPhase: () => "mainPhase",
};

export function lowerDuration(d: AstDuration | undefined): Duration {
  return d ? dispatch(RUNTIME_DURATIONS, "kind", d) : "permanent";
}
