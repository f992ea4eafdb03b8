// Finding where a simulated game first went wrong: replay its decisions from the seed and stop at
// the first decision the engine refuses (a thrown error is `engine/internal-error`) or after which
// the state breaks an invariant (runtime/invariants.ts).
import {
  apply,
  checkInvariants,
  createGame,
  type CardDb,
  type Decision,
  type GameState,
} from "../../runtime/index.ts";

export type Failure =
  { kind: "error"; reason: string; message: string } | { kind: "violation"; problems: string[] };

export interface FailedGame {
  /** states[i] is the state decisions[i] was made in. */
  states: GameState[];
  decisions: Decision[];
  /** The index of the decision that failed (refused, or followed by a broken state). */
  at: number;
  failure: Failure;
}

export interface GameToReplay {
  db: CardDb;
  decks: readonly [readonly string[], readonly string[]];
  seed: number;
  /** The decisions runGame accepted. */
  decisions: readonly Decision[];
  /** runGame's error: a refused decision is quoted in it as `(decision {…})`. */
  error?: string;
  ignoreUnimplemented?: boolean;
}

/** The decision runGame quotes at the end of a refusal, if any. */
export function refusedDecision(error: string | undefined): Decision | undefined {
  const m = /\(decision (\{.*\})\)$/.exec(error ?? "");
  if (!m) return undefined;
  try {
    return JSON.parse(m[1]!) as Decision;
  } catch {
    return undefined;
  }
}

/** The first failing decision of a game, or undefined when the replay shows none. */
export function findFailure(g: GameToReplay): FailedGame | undefined {
  const created = createGame({
    cards: g.db,
    decks: g.decks,
    seed: g.seed,
    ignoreUnimplemented: g.ignoreUnimplemented ?? false,
  });
  // a broken initial state has no decision before it to write a ruling from
  if (!created.ok || checkInvariants(created.state).length > 0) return undefined;
  const refused = refusedDecision(g.error);
  const decisions = refused ? [...g.decisions, refused] : [...g.decisions];
  const states = [created.state];
  for (let i = 0; i < decisions.length; i++) {
    const r = apply(states[i]!, decisions[i]!);
    if (!r.ok)
      return {
        states,
        decisions: decisions.slice(0, i + 1),
        at: i,
        failure: { kind: "error", reason: r.reason, message: r.message },
      };
    const problems = checkInvariants(r.state);
    if (problems.length > 0)
      return {
        states,
        decisions: decisions.slice(0, i + 1),
        at: i,
        failure: { kind: "violation", problems },
      };
    states.push(r.state);
  }
  return undefined;
}

/** A failure's words without the object ids, which differ between a game and a ruling's board. */
export const withoutIds = (text: string): string => text.replace(/\d+/g, "N");

export function failureText(f: Failure): string {
  return f.kind === "error"
    ? `the engine refused the last step: ${f.reason}: ${f.message}`
    : `after the last step the state breaks an invariant: ${f.problems.join("; ")}`;
}
