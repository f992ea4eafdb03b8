// The figures every run reports (`memoria simulate`'s summary): games, length, decisions, who won,
// engine errors. Invariant violations and CPU time are not a game record's: play-range.ts counts
// them beside the tallies.
import type { Tally } from "../tally.ts";

export interface BaseTotal {
  games: number;
  turns: number;
  decisions: number;
  /** Games won by player 0 and by player 1 (player 0 plays the pairing's first deck). */
  wins: [number, number];
  draws: number;
  /** Games stopped early (an agent failed, a rejection, the decision cap). */
  errors: number;
}

export const baseTally: Tally<BaseTotal> = {
  name: "base",
  needsEvents: false,
  empty: () => ({ games: 0, turns: 0, decisions: 0, wins: [0, 0], draws: 0, errors: 0 }),
  add(total, { record }) {
    total.games++;
    total.turns += record.turns;
    total.decisions += record.decisions.length;
    if (record.winner === "draw") total.draws++;
    else if (record.winner !== null) total.wins[record.winner]++;
    if (record.error !== undefined) total.errors++;
  },
  merge: (a, b) => ({
    games: a.games + b.games,
    turns: a.turns + b.turns,
    decisions: a.decisions + b.decisions,
    wins: [a.wins[0] + b.wins[0], a.wins[1] + b.wins[1]],
    draws: a.draws + b.draws,
    errors: a.errors + b.errors,
  }),
};
