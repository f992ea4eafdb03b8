// [perf: facts per game] What cards/game-db.ts keeps for one game: the database's text indexes
// restricted to the game's definitions, and the same facts per card id (the game's cards are
// fixed at createGame, card ids are indexes of `state.cards`), so that a hot path reads an array
// entry where it looked a definition key up in a Map or a Set for every card it walked.
import type { CardDef, TriggerEvent } from "./definition.ts";
import {
  cardVoidsTexts,
  emptyTextIndexes,
  indexTexts,
  nameKey,
  type CardDb,
  type TextIndexes,
} from "./database.ts";

/** Bits of `GameDb.textsAt`: the kinds of text a card's definition has. */
export const STATICS = 1;
export const ACTIVATED = 2;
export const INTERRUPT = 4;
/**
 * A continuous text that changes the card's own source when it pays (rule 5.5, `mod: "source"`):
 * without one, the card pays its printed source whatever it pays for (costs.ts sourceValue).
 */
export const SOURCE = 8;

/** Bits of a `GameDb.triggersAt` entry: where a text of the card works on the event. */
export const ON_FIELD = 1;
export const FROM_HAND = 2;
export const FROM_REMOVED = 4;

/** The card database as one game sees it (see cards/game-db.ts). */
export interface GameDb extends CardDb {
  /** Per card id: its definition (undefined for a key the database does not know). */
  defAt: readonly (CardDef | undefined)[];
  /** Per card id: the kinds of text its definition has (STATICS, ACTIVATED, INTERRUPT, SOURCE). */
  textsAt: Uint8Array;
  /** Per card id: its rule 1.3 same-card key (CardDb.sameKey). */
  sameKeyAt: readonly (string | undefined)[];
  /**
   * Per card id: a number for its same-card key (`sameKeyAt`; one number per distinct key, an
   * unknown definition's undefined included), so two cards' keys compare as numbers.
   */
  sameGroupAt: Int32Array;
  /** Per card id: its printed names with combi halves (CardDb.names). */
  namesAt: readonly (readonly string[] | undefined)[];
  /** Per card id: the compared forms (nameKey) of `namesAt`, in the same order. */
  nameKeysAt: readonly (readonly string[] | undefined)[];
  /**
   * Per event, per card id: where a triggered text of the card names the event (ON_FIELD as in
   * CardDb.triggersOn, FROM_HAND as handTriggersOn, FROM_REMOVED as removedTriggersOn).
   */
  triggersAt: Map<TriggerEvent, Uint8Array>;
  /** The keywords printed on the game's definitions (CardDef.keywords), by name. */
  printedKeywords: ReadonlySet<string>;
  /** The keywords a card of the game can have: printed, or given by a text (staticKeywords). */
  keywordsInGame: ReadonlySet<string>;
}

/** `db` with the text indexes of the definitions `defs` (by card id) only. */
export function gameView(db: CardDb, defs: readonly string[]): GameDb {
  const ix = emptyTextIndexes();
  let voidsTexts = false;
  const printedKeywords = new Set<string>();
  for (const key of new Set(defs)) {
    const def = db.byId.get(key);
    // (an unknown card: the database's own indexes do not know it either)
    if (def === undefined) continue;
    indexTexts(ix, key, def);
    if (cardVoidsTexts(def)) voidsTexts = true;
    for (const k of def.keywords ?? []) printedKeywords.add(k.kw);
  }
  const sameKeyAt = defs.map((key) => db.sameKey.get(key));
  const namesAt = defs.map((key) => db.names.get(key));
  const textsAt = new Uint8Array(defs.length);
  for (let id = 0; id < defs.length; id++)
    textsAt[id] = textBits(ix, defs[id]!) | (changesSource(db.byId.get(defs[id]!)) ? SOURCE : 0);
  return {
    ...db,
    ...ix,
    voidsTexts,
    defAt: defs.map((key) => db.byId.get(key)),
    textsAt,
    sameKeyAt,
    sameGroupAt: groupsOf(sameKeyAt),
    namesAt,
    nameKeysAt: namesAt.map((names) => names?.map(nameKey)),
    triggersAt: triggersById(ix, defs),
    printedKeywords,
    keywordsInGame: new Set([...printedKeywords, ...ix.staticKeywords]),
  };
}

/** One number per distinct value, in order of first appearance (see GameDb.sameGroupAt). */
function groupsOf(keys: readonly (string | undefined)[]): Int32Array {
  const numbers = new Map<string | undefined, number>();
  const out = new Int32Array(keys.length);
  for (let id = 0; id < keys.length; id++) {
    let n = numbers.get(keys[id]);
    if (n === undefined) numbers.set(keys[id], (n = numbers.size));
    out[id] = n;
  }
  return out;
}

function textBits(ix: TextIndexes, key: string): number {
  return (
    (ix.hasStatics.has(key) ? STATICS : 0) |
    (ix.hasActivated.has(key) ? ACTIVATED : 0) |
    (ix.hasInterrupt.has(key) ? INTERRUPT : 0)
  );
}

/** Does the definition have a continuous text of the `source` kind (see SOURCE)? */
function changesSource(def: CardDef | undefined): boolean {
  for (const a of def?.abilities ?? [])
    if (a.kind === "continuous" && a.effect.mod === "source") return true;
  return false;
}

/** The trigger indexes per card id (see GameDb.triggersAt). */
function triggersById(ix: TextIndexes, defs: readonly string[]): Map<TriggerEvent, Uint8Array> {
  const out = new Map<TriggerEvent, Uint8Array>();
  const where: [Map<TriggerEvent, Set<string>>, number][] = [
    [ix.triggersOn, ON_FIELD],
    [ix.handTriggersOn, FROM_HAND],
    [ix.removedTriggersOn, FROM_REMOVED],
  ];
  for (const [index, bit] of where)
    for (const [event, keys] of index) {
      let at = out.get(event);
      if (!at) out.set(event, (at = new Uint8Array(defs.length)));
      for (let id = 0; id < defs.length; id++) if (keys.has(defs[id]!)) at[id]! |= bit;
    }
  return out;
}
