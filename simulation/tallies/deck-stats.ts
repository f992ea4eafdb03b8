// Per deck and per deck pair (docs/balance.md, "Per deck pair"): games and wins. A deck's figures
// count player-games (a mirror match counts twice, one win and one loss, or two draws); a pair
// `a-b` (a ≤ b, indexes into the run's deck list) counts each game once, with the wins of each side.
// Only finished games count.
import type { Tally } from "../tally.ts";
import { addNested, type Counts } from "./counts.ts";

export interface DeckCounts extends Counts {
  games: number;
  wins: number;
  draws: number;
}

export interface PairCounts extends Counts {
  games: number;
  /** Wins of deck a (the lower index) and of deck b; in a mirror (a = b) player 0's and player 1's. */
  winsA: number;
  winsB: number;
  draws: number;
}

export interface DeckStatsTotal {
  /** Deck index → counts. */
  decks: Record<string, DeckCounts>;
  /** "a-b" → counts. */
  pairs: Record<string, PairCounts>;
}

export const deckStatsTally: Tally<DeckStatsTotal> = {
  name: "deck-stats",
  needsEvents: false,
  empty: () => ({ decks: {}, pairs: {} }),
  add(total, { deckIndex, record }) {
    const w = record.winner;
    if (w === null) return;
    for (const p of [0, 1] as const) {
      const d = (total.decks[String(deckIndex[p])] ??= { games: 0, wins: 0, draws: 0 });
      d.games++;
      if (w === p) d.wins++;
      if (w === "draw") d.draws++;
    }
    // side A is the lower deck index (player 0 in a mirror)
    const aSide = deckIndex[0] <= deckIndex[1] ? 0 : 1;
    const key = `${deckIndex[aSide]}-${deckIndex[1 - aSide]}`;
    const pair = (total.pairs[key] ??= { games: 0, winsA: 0, winsB: 0, draws: 0 });
    pair.games++;
    if (w === "draw") pair.draws++;
    else if (w === aSide) pair.winsA++;
    else pair.winsB++;
  },
  merge: (a, b) => ({ decks: addNested(a.decks, b.decks), pairs: addNested(a.pairs, b.pairs) }),
};
