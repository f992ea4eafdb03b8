// Per card (docs/balance.md, "Per card"): in how many player-games its deck took part, how many
// of those it won, in how many the card was played and drawn (simulation/game-facts.ts says what
// those mean, with the rules), how many of those were won, and how often each of its texts fired.
// A player-game is one player's side of one game: a mirror match counts twice, once per side. A
// card counts once per player-game however many copies the deck holds. Only finished games count
// (a game stopped by an error or the decision cap has no winner).
import { gameFacts } from "../game-facts.ts";
import type { Tally } from "../tally.ts";
import { addCounts, addNested, bump, type Counts } from "./counts.ts";

export interface CardCounts extends Counts {
  games: number;
  wins: number;
  draws: number;
  played: number;
  playedWins: number;
  drawn: number;
  drawnWins: number;
}

export interface CardStatsTotal {
  /** Card id → its counts. */
  cards: Record<string, CardCounts>;
  /** `id#k` → times text k of card id fired. */
  texts: Record<string, number>;
}

const zero = (): CardCounts => ({
  games: 0,
  wins: 0,
  draws: 0,
  played: 0,
  playedWins: 0,
  drawn: 0,
  drawnWins: 0,
});

export const cardStatsTally: Tally<CardStatsTotal> = {
  name: "card-stats",
  needsEvents: false, // the game is replayed from its decisions (game-facts.ts)
  empty: () => ({ cards: {}, texts: {} }),
  add(total, { db, decks, record }) {
    if (record.winner === null) return;
    const facts = gameFacts(db, decks, record);
    for (const p of [0, 1] as const) {
      const won = record.winner === p ? 1 : 0;
      const draw = record.winner === "draw" ? 1 : 0;
      for (const id of new Set(decks[p])) {
        const c = (total.cards[id] ??= zero());
        c.games++;
        c.wins += won;
        c.draws += draw;
        if (facts.played[p].has(id)) {
          c.played++;
          c.playedWins += won;
        }
        if (facts.drawn[p].has(id)) {
          c.drawn++;
          c.drawnWins += won;
        }
      }
    }
    for (const [key, n] of facts.texts) bump(total.texts, key, n);
  },
  merge: (a, b) => ({ cards: addNested(a.cards, b.cards), texts: addCounts(a.texts, b.texts) }),
};
