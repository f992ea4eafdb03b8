// How long a one-shot change lasts, in English and in Japanese (the printed forms the translator
// reads back: ターン終了時まで, このターン、, 次の相手のターン終了時まで, 次の自分のターン終了時まで,
// 次の退場判定終了時まで …).
import type { Duration } from "../../grammar/ast.ts";
import { dispatch, type Table } from "../../grammar/table.ts";

const EN: Table<Duration, "kind", string> = {
  untilEndOfTurn: () => "until end of turn",
  thisTurn: () => "this turn",
  untilEndOfOpponentsTurn: (d) => `until the end of your opponent's ${d.next ? "next " : ""}turn`,
  untilEndOfYourTurn: (d) => `until the end of your ${d.next ? "next " : ""}turn`,
  untilEndOfNextBattle: (d) => `until the end of the next battle${d.thisTurn ? " this turn" : ""}`,
  untilEndOfMainPhase: () => "until the end of this turn's main phase",
};

/** Said before the restriction or gain: ends in まで, or このターン、 with its comma. */
const JA: Table<Duration, "kind", string> = {
  untilEndOfTurn: () => "ターン終了時まで",
  thisTurn: () => "このターン、",
  untilEndOfOpponentsTurn: (d) => `${d.next ? "次の" : ""}相手のターン終了時まで`,
  untilEndOfYourTurn: (d) => `${d.next ? "次の" : ""}自分のターン終了時まで`,
  untilEndOfNextBattle: (d) => `${d.thisTurn ? "このターンの" : ""}次の退場判定終了時まで`,
  untilEndOfMainPhase: () => "このターンのメインフェイズの間、",
};

/** " until end of turn" (with its leading space), or "" without a duration. */
export const enDuration = (d: Duration | undefined): string =>
  d ? ` ${dispatch(EN, "kind", d)}` : "";

export const jaDuration = (d: Duration | undefined): string => (d ? dispatch(JA, "kind", d) : "");
