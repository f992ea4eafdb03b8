// Every tally a RunSpec may name, by name (a worker rebuilds the run's tallies from their names).
// Helpers add their own entries, one line each.
import type { Tally } from "./tally.ts";
import { baseTally } from "./tallies/base.ts";
import { cardStatsTally } from "./tallies/card-stats.ts";
import { deckStatsTally } from "./tallies/deck-stats.ts";
import { firstPlayerTally } from "./tallies/first-player.ts";
import { gameLengthTally } from "./tallies/game-length.ts";
import { textUsageTally } from "./tallies/text-usage.ts";

export const tallies: Record<string, Tally<unknown>> = {
  base: baseTally as Tally<unknown>,
  "text-usage": textUsageTally as Tally<unknown>,
  "card-stats": cardStatsTally as Tally<unknown>,
  "deck-stats": deckStatsTally as Tally<unknown>,
  "first-player": firstPlayerTally as Tally<unknown>,
  "game-length": gameLengthTally as Tally<unknown>,
};
