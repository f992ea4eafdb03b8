// Game length (docs/balance.md): how many games lasted each number of turns (GameRecord.turns, the
// turn counter of rule 3 at the end of the game), with the decision count, over every game played;
// games stopped early (an error or the decision cap, no winner) are counted apart and not in the
// histogram.
import type { Tally } from "../tally.ts";
import { addCounts, bump, type Counts } from "./counts.ts";

export interface GameLengthTotal {
  games: number;
  unfinished: number;
  turns: number;
  decisions: number;
  /** Turns (as a string key) → finished games of that length. */
  histogram: Counts;
}

export const gameLengthTally: Tally<GameLengthTotal> = {
  name: "game-length",
  needsEvents: false,
  empty: () => ({ games: 0, unfinished: 0, turns: 0, decisions: 0, histogram: {} }),
  add(total, { record }) {
    if (record.winner === null) {
      total.unfinished++;
      return;
    }
    total.games++;
    total.turns += record.turns;
    total.decisions += record.decisions.length;
    bump(total.histogram, String(record.turns));
  },
  merge: (a, b) => ({
    games: a.games + b.games,
    unfinished: a.unfinished + b.unfinished,
    turns: a.turns + b.turns,
    decisions: a.decisions + b.decisions,
    histogram: addCounts(a.histogram, b.histogram),
  }),
};
