// The built-in fixtures: one card database with the vanilla, seed and rules cards, and their decks
// (the rules cards, rules.ts, are in no deck).
import { defineCardDb, type CardDb } from "../cards/database.ts";
import { rulesCards } from "./rules.ts";
import { seedCards, seedDeck } from "./seed.ts";
import { vanillaCards, vanillaDeck } from "./vanilla.ts";

export { rulesCards, seedCards, seedDeck, vanillaCards, vanillaDeck };
export { fillerCard } from "./filler.ts";

let db: CardDb | undefined;

/** The sample card database, registered as "samples" on first use. */
export function sampleDb(): CardDb {
  db ??= defineCardDb("samples", [...vanillaCards, ...seedCards, ...rulesCards]);
  return db;
}

export const sampleDecks: Readonly<Record<string, readonly string[]>> = {
  vanilla: vanillaDeck,
  seed: seedDeck,
};
