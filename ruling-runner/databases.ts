// The card databases a file's rulings run against. Defining one walks every card's texts, and a
// compiled or sample base holds dozens to hundreds of cards, so they are shared where the cards are
// the same (issue 15): every ruling of every file that declares no card of its own, over the same
// base, gets one database; the rulings of a file with file-level cards only share one per file; a
// ruling with cards of its own gets its own, made by extending the base's (runtime extendCardDb:
// the base's maps copied, only the ad-hoc cards walked). Sharing is safe because a database never
// changes once defined (runtime/cards/database.ts: defineCardDb and extendCardDb write only the
// database they make) and a game lives in its state, never in the database:
// test/ruling-runner/shared-databases.test.ts runs every ruling file after all the others in both
// orders and checks a shared database is unchanged by every ruling.
import type { CardDecl, Ruling } from "../grammar/ruling/index.ts";
import type { CardDb, CardDef } from "../runtime/index.ts";
import type { CompiledTexts } from "./card-texts.ts";
import { buildDb } from "./cards.ts";

let dbCounter = 0;

/** A new database's name in the engine's registry: unique, so no database replaces another. */
const nextName = (): string => `ruling-${++dbCounter}`;

/** The database of the base cards and the filler alone, per base (the same array for a base). */
const baseDbs = new WeakMap<readonly CardDef[], CardDb>();

/** The database of `base` with no ad-hoc card: one per base array per process. */
export function baseDb(base: readonly CardDef[]): CardDb {
  let db = baseDbs.get(base);
  if (db === undefined) baseDbs.set(base, (db = buildDb(nextName(), base, [])));
  return db;
}

/** Each ruling's database for one file: its base, its file-level cards and their texts. */
export function fileDatabases(
  base: readonly CardDef[],
  fileCards: readonly CardDecl[],
  texts: ReadonlyMap<CardDecl, CompiledTexts>,
): (ruling: Ruling) => CardDb {
  let shared: CardDb | undefined;
  // (extending the base's database: its cards are not walked again, cards.ts `buildDb`)
  const make = (decls: readonly CardDecl[]): CardDb =>
    buildDb(nextName(), base, decls, texts, baseDb(base));
  return (ruling) => {
    if (ruling.cards.length > 0) return make([...fileCards, ...ruling.cards]);
    if (fileCards.length === 0) return baseDb(base);
    return (shared ??= make(fileCards));
  };
}
