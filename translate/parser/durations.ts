// The Duration of each printed 「…まで」 (the `Until` token category of tokens.ts): a gain or a
// restriction reads any of them with one token (`g.token(T.Until)`) and asks this table which.
import type { IToken, TokenType } from "chevrotain";
import type { Duration } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";

const DURATIONS: ReadonlyMap<TokenType, Duration> = new Map<TokenType, Duration>([
  [T.UntilEot, { kind: "untilEndOfTurn" }],
  [T.UntilOppTurnEnd, { kind: "untilEndOfOpponentsTurn", next: false }],
  [T.UntilNextOppTurnEnd, { kind: "untilEndOfOpponentsTurn", next: true }],
  [T.UntilOwnTurnEnd, { kind: "untilEndOfYourTurn", next: false }],
  [T.UntilNextOwnTurnEnd, { kind: "untilEndOfYourTurn", next: true }],
  [T.UntilNextBattleEnd, { kind: "untilEndOfNextBattle", thisTurn: false }],
  [T.UntilNextBattleEndThisTurn, { kind: "untilEndOfNextBattle", thisTurn: true }],
]);

/** The duration a token of the `Until` category prints (ターン終了時まで if it is not one: recovery). */
export function durationOf(tok: IToken): Duration {
  return { ...(DURATIONS.get(tok.tokenType) ?? { kind: "untilEndOfTurn" }) };
}
