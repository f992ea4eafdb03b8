// The built-in fixtures: one card database with the vanilla and seed cards, and their decks.
import { defineCardDb, type CardDb } from "../cards/database.ts";
import { seedCards, seedDeck } from "./seed.ts";
import { vanillaCards, vanillaDeck } from "./vanilla.ts";

export { seedCards, seedDeck, vanillaCards, vanillaDeck };
export { fillerCard } from "./filler.ts";

let db: CardDb | undefined;

/** The sample card database, registered as "samples" on first use. */
export function sampleDb(): CardDb {
  db ??= defineCardDb("samples", [...vanillaCards, ...seedCards]);
  return db;
}

export const sampleDecks: Readonly<Record<string, readonly string[]>> = {
  vanilla: vanillaDeck,
  seed: seedDeck,
};
