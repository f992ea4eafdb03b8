// First-player advantage (docs/balance.md): of the finished games, how many the first player won
// (the player who went first, rule 2.2 — chosen by the winner of the coin flip, so a side's agent
// may choose; state.firstPlayer), how many the second player won, how many were draws (rule 9.1).
import type { Tally } from "../tally.ts";
import { addCounts, type Counts } from "./counts.ts";

export interface FirstPlayerTotal extends Counts {
  games: number;
  firstWins: number;
  secondWins: number;
  draws: number;
}

export const firstPlayerTally: Tally<FirstPlayerTotal> = {
  name: "first-player",
  needsEvents: false,
  empty: () => ({ games: 0, firstWins: 0, secondWins: 0, draws: 0 }),
  add(total, { record }) {
    const w = record.winner;
    if (w === null) return;
    total.games++;
    if (w === "draw") total.draws++;
    else if (w === record.final.firstPlayer) total.firstWins++;
    else total.secondWins++;
  },
  merge: (a, b) => addCounts(a, b),
};
