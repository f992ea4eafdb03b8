// [perf: facts per game] The card database as one game sees it: the same definitions, effect table
// and names, but text indexes (CardDb.triggersOn, hasActivated, hasInterrupt, hasStatics,
// staticKinds…, voidsTexts) of the cards of THIS game only. The indexes only let a walk skip cards
// and kinds that have no text of the kind asked about; a definition no card of the game has is
// never read by that walk, so skipping it as well cannot change a game. The sample database holds
// rules cards with triggers, activated and continuous texts: with the database's indexes even a
// vanilla game looked at the field for every event and walked the effects in force.
//
// The indexes that change the state are left as the database's: `historyEvents` (which events the
// turn's record keeps) and `tracksReadied` (state `readiedByEffect`), so states and digests are
// those of the database. Nothing is added to the state: the game's cards are read from
// `state.cards`, compared definition by definition with the cards the kept view was made for (a
// test may build a board or put a card in by hand: a different card list gets its own view).
import type { CardDb } from "./database.ts";
import type { CardInstance } from "../core/state.ts";
import { gameView, type GameDb } from "./game-view.ts";

export type { GameDb };

/** The view last made: of which database, for which definitions (by card id). */
let kept: { db: CardDb; defs: string[]; game: GameDb } | null = null;
/**
 * Card arrays known to hold the kept view's definitions: checked, or copied by the engine from one
 * that was (`trustCopy`). Two slots: the array of the state a step starts from and its copy.
 */
let trusted: readonly CardInstance[] | null = null;
let trustedBefore: readonly CardInstance[] | null = null;

/** `db` with the text indexes of the cards `cards` (see above); the same object for one game. */
export function gameDb(db: CardDb, cards: readonly CardInstance[]): GameDb {
  const k = kept;
  if (k !== null && k.db === db) {
    // [perf: identity first] comparing a hundred definitions per context was 10 % of a game
    if (cards === trusted || cards === trustedBefore) return k.game;
    if (sameDefs(k.defs, cards)) {
      trust(cards);
      return k.game;
    }
  }
  const defs = cards.map(defKey);
  const game = gameView(db, defs);
  kept = { db, defs, game };
  trusted = trustedBefore = null;
  trust(cards);
  return game;
}

/**
 * The engine copied the card array `from` to `to` (ctx.ts, copy on write or cloneState): the copy
 * holds the same definitions (the engine never changes a card's definition).
 */
export function trustCopy(from: readonly CardInstance[], to: readonly CardInstance[]): void {
  if (from === trusted || from === trustedBefore) trust(to);
}

function trust(cards: readonly CardInstance[]): void {
  if (cards === trusted) return;
  trustedBefore = trusted;
  trusted = cards;
}

function defKey(c: CardInstance): string {
  return c.def;
}

/** Do the cards have these definitions, id by id? */
function sameDefs(defs: readonly string[], cards: readonly CardInstance[]): boolean {
  if (defs.length !== cards.length) return false;
  for (let i = 0; i < defs.length; i++) if (defs[i] !== cards[i]!.def) return false;
  return true;
}
