// A play ban past this turn (「相手は、次の相手のターン終了時までキャラを登場させることができない」)
// ends where the Duration of the same words ends: the formatter prints it with the Duration's
// words, the translator reads its まで as a Duration and the renderers say it as one. Within this turn a ban has words of its own (このターン、,
// このターンのメインフェイズの間、…), which parser/later.ts and render/restrictions.ts keep.
import type { Duration, PlayBanUntil } from "./ast.ts";

const PAST_THIS_TURN: readonly (readonly [PlayBanUntil, Duration])[] = [
  ["endOfOpponentsTurn", { kind: "untilEndOfOpponentsTurn", next: false }],
  ["endOfOpponentsNextTurn", { kind: "untilEndOfOpponentsTurn", next: true }],
  ["endOfYourTurn", { kind: "untilEndOfYourTurn", next: false }],
  ["endOfYourNextTurn", { kind: "untilEndOfYourTurn", next: true }],
];

/** The Duration a ban past this turn lasts, or undefined for a ban within this turn. */
export function banDuration(until: PlayBanUntil): Duration | undefined {
  return PAST_THIS_TURN.find(([u]) => u === until)?.[1];
}

/** The end of a ban said by a printed まで: ターン終了時まで is this turn; a battle ends none. */
export function banUntil(d: Duration): PlayBanUntil | undefined {
  if (d.kind === "untilEndOfTurn") return "endOfTurn";
  return PAST_THIS_TURN.find(
    ([, p]) => p.kind === d.kind && "next" in p && "next" in d && p.next === d.next,
  )?.[0];
}
