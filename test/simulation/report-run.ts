// A small fixed balance run for the report tests: three decks (two of them the same cards under
// other indexes, so the run has mirror-like and unequal pairs), random-fast players, game i on seed
// S+i with `simulate`'s pairing and agent seeds, the games' contexts kept so tallies can be added
// up in any split.
import { pairing } from "../../cli/commands/simulate.ts";
import { randomFastAgent, runGame, sampleDb, sampleDecks } from "../../runtime/index.ts";
import type { GameContext } from "../../simulation/tally.ts";
import type { RunInfo } from "../../simulation/report/report.ts";

export const db = sampleDb();
const decks = [sampleDecks.vanilla!, sampleDecks.seed!, sampleDecks.vanilla!];

export function smallRun(games: number, seed = 1): { info: RunInfo; contexts: GameContext[] } {
  const contexts: GameContext[] = [];
  for (let i = 0; i < games; i++) {
    const [a, b] = pairing(i, decks.length);
    const pair = [decks[a]!, decks[b]!] as const;
    const record = runGame(db, pair, seed + i, [
      randomFastAgent(seed * 7919 + i),
      randomFastAgent(seed * 104729 + i),
    ]);
    contexts.push({ db, index: i, seed: seed + i, deckIndex: [a, b], decks: pair, record });
  }
  const info: RunInfo = {
    firstSeed: seed,
    games,
    agents: ["random-fast", "random-fast"],
    decks,
    deckNames: ["vanilla-a", "seed", "vanilla-b"],
  };
  return { info, contexts };
}
