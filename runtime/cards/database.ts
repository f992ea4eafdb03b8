// The card database: definitions keyed by id, registered once under a name so that a plain-data
// game state can refer to it (`state.db`). Every effect node gets a numeric id here, so a paused
// resolution stores small integers rather than copies of card definitions.
import type { Ability, CardDef, Effect, Trigger, TriggerEvent } from "./definition.ts";
import { NAMES_IGNORE_SPACING } from "../rules/project-rulings.ts";
import { uniformDef } from "./uniform-shape.ts";

export interface CardDb {
  name: string;
  byId: Map<string, CardDef>;
  /** Effect table: id -> node, and node -> id. */
  effects: Effect[];
  effectIds: Map<Effect, number>;
  /** Pre-split names (combi halves, rule 7.6) per card id. */
  names: Map<string, readonly string[]>;
  /** Cards that have continuous/host abilities (fast path for stats). */
  hasStatics: Set<string>;
  /** Rule 1.3 same-card key per card id (cached: it is read on every play check). */
  sameKey: Map<string, string>;
  /** Cards that have triggered abilities (fast path for trigger collection). */
  hasTriggers: Set<string>;
  /** Cards with a triggered text that works from the hand (`fromHand`). */
  handTriggers: Set<string>;
  /**
   * The cards whose triggered texts name each event (in `on` or one of its `or` alternatives), all
   * of them and those that work from the hand: an event is offered only to these (rules/triggers.ts). Derived
   * from the definitions, so a new trigger event is indexed without a list to edit.
   */
  triggersOn: Map<TriggerEvent, Set<string>>;
  handTriggersOn: Map<TriggerEvent, Set<string>>;
  /** The same for the texts that work while removed from the game (`fromRemoved`, SG 01-077). */
  removedTriggersOn: Map<TriggerEvent, Set<string>>;
  /** Cards with an activated text (fast path for the legal-decision list). */
  hasActivated: Set<string>;
  /** Cards with an interrupt-timing text: the only ones usable in a response window (rule 4.2). */
  hasInterrupt: Set<string>;
  /** The events a `this turn <event>` condition of some card names: the engine records those. */
  historyEvents: Set<TriggerEvent>;
  /**
   * Some card's filter asks which characters an effect readied this turn (`readiedByEffect`, SG
   * 01-054): only then does the engine record them (state `readiedByEffect`).
   */
  tracksReadied?: boolean;
  /**
   * What the continuous and host texts of this database can put in force: each static kind
   * (`mod`), and the keywords and restrictions they give. A read of a kind no text has skips the
   * walk of the effects in force (continuous.ts `staticsOf`): derived from the definitions, so a
   * new static kind needs no list here.
   */
  staticKinds: Set<string>;
  staticKeywords: Set<string>;
  staticRestrictions: Set<string>;
  /**
   * Whether an effect of the database makes texts void (「…のテキストは無効になる」): read on every
   * `abilityActive` (continuous.ts textsVoid), so kept here rather than looked up per call.
   */
  voidsTexts: boolean;
}

const registry = new Map<string, CardDb>();

function cardKey(def: CardDef): string {
  return def.id ?? def.number;
}

/** Rule 1.3 / R-T-6: same title and same number, ignoring a variant letter. */
export function sameCardKey(def: CardDef): string {
  return `${def.title}|${def.number.replace(/[a-z]+$/i, "")}`;
}

/**
 * What separates the halves of a combi name (rule 5.3, 7.6): the digest writes `A&B`; the card list
 * prints 「A＆B」 with a full-width ampersand on almost every combi card, and both mean the same.
 */
const COMBI_SEPARATOR = /[&＆]/;

/** The halves of a combi name `A&B` / 「A＆B」, or `[name]` for any other name. */
export function combiHalves(name: string): readonly string[] {
  return name.split(COMBI_SEPARATOR).map((p) => p.trim());
}

/** Rule 7.6: a combi card `A&B` also has the names A and B. */
export function printedNames(name: string): readonly string[] {
  const parts = combiHalves(name);
  return parts.length > 1 ? [name, ...parts] : [name];
}

const nameKeys = new Map<string, string>();

/**
 * The form names are compared in: spaces dropped and full-width forms folded, because printed
 * texts write 「八九寺 真宵」 for the card named 「八九寺真宵」 (NAMES_IGNORE_SPACING, project ruling).
 */
export function nameKey(name: string): string {
  let key = nameKeys.get(name);
  if (key === undefined) {
    key = NAMES_IGNORE_SPACING ? name.normalize("NFKC").replace(/\s+/g, "") : name;
    nameKeys.set(name, key);
  }
  return key;
}

/**
 * Whether two titles are the same: compared with full-width forms folded, as names are. The card
 * list prints 『ガールズ＆パンツァー』; a text read by the translator (which folds widths) says
 * 『ガールズ&パンツァー』. Spaces are kept: a title is not a name (no project ruling drops them).
 */
export function sameTitle(a: string | undefined, b: string | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && titleKey(a) === titleKey(b));
}

/** Does the card carry the title `wanted`: its own (the identity, rule 1.3) or one of `also`? */
export function hasTitle(def: CardDef, wanted: string): boolean {
  if (sameTitle(def.title, wanted)) return true;
  // (a loop, not `.some` with a closure: read for every payer of every payment search)
  const also = def.alsoTitles;
  if (also) for (let i = 0; i < also.length; i++) if (sameTitle(also[i], wanted)) return true;
  return false;
}

const titleKeys = new Map<string, string>();

function titleKey(title: string): string {
  let key = titleKeys.get(title);
  if (key === undefined) titleKeys.set(title, (key = title.normalize("NFKC")));
  return key;
}

/** Does a card with these names (printed, combi halves, name changes) have the name `wanted`? */
export function hasName(names: readonly string[], wanted: string): boolean {
  // [perf] a loop, not `.some` with a closure (read for every card a name filter looks at)
  const key = nameKey(wanted);
  for (let i = 0; i < names.length; i++) if (nameKey(names[i]!) === key) return true;
  return false;
}

export function isCombi(def: CardDef): boolean {
  return COMBI_SEPARATOR.test(def.name);
}

/** The fields of effect `E` that hold sub-effects (an `Effect` or a list of them). */
type SubEffectFields<E> = {
  [P in keyof E]-?: NonNullable<E[P]> extends Effect | readonly Effect[] ? P : never;
}[keyof E];
/** The effect kinds with sub-effects: each needs its entry in SUB_EFFECTS (a type error says so). */
type CompositeKind = {
  [K in Effect["do"]]: SubEffectFields<Extract<Effect, { do: K }>> extends never ? never : K;
}[Effect["do"]];
type SubEffects = (e: Effect) => readonly (Effect | undefined)[];

/** The sub-effects of each composite kind, in the order their ids are given. */
const SUB_EFFECTS: {
  [K in CompositeKind]: (e: Extract<Effect, { do: K }>) => readonly (Effect | undefined)[];
} = {
  seq: (e) => e.steps,
  may: (e) => [e.effect, e.ifYouDo],
  mayPay: (e) => [e.cost, e.effect],
  ifYouDo: (e) => [e.effect],
  delayed: (e) => [e.effect],
  repeat: (e) => [e.effect],
  createTrigger: (e) => [e.effect],
  grantText: (e) => [e.effect],
  choice: (e) => e.options,
  if: (e) => [e.then, e.else],
};

type EffectTable = Pick<CardDb, "effects" | "effectIds">;

/** Number `e` and then its sub-effects, depth first (a node met again keeps its first id). */
function walkEffect(db: EffectTable, e: Effect): void {
  if (db.effectIds.has(e)) return;
  db.effectIds.set(e, db.effects.length);
  db.effects.push(e);
  const sub = (SUB_EFFECTS as Partial<Record<Effect["do"], SubEffects>>)[e.do];
  if (sub) for (const child of sub(e)) if (child) walkEffect(db, child);
}

function walkAbility(db: EffectTable, a: Ability): void {
  if (a.kind === "activated" || a.kind === "triggered") walkEffect(db, a.effect);
  // a replacement's effect resolves like a text's (rules/replacement-resolution.ts)
  if (a.kind === "continuous" && a.effect.mod === "replace") walkEffect(db, a.effect.effect);
}

/** What a database needs to know of one card that depends on the card alone. */
interface CardFacts {
  names: readonly string[];
  sameKey: string;
  historyEvents: readonly TriggerEvent[];
  readied: boolean;
  /** Whether an effect of its texts makes texts void (CardDb.voidsTexts, of one card). */
  voids: boolean;
}

/**
 * Each definition's facts, computed once per process: `memoria test` defines a database for every
 * ruling from the same hundreds of card objects (issue 15: the walk of every text for history
 * events was a fifth of the run). Card definitions are data and never change once made.
 */
const factsCache = new WeakMap<CardDef, CardFacts>();

function factsOf(def: CardDef): CardFacts {
  let facts = factsCache.get(def);
  if (facts === undefined) {
    const events = new Set<TriggerEvent>();
    historyEventsOf(def.abilities ?? [], events);
    facts = {
      names: printedNames(def.name),
      sameKey: sameCardKey(def),
      historyEvents: [...events],
      readied: JSON.stringify(def.abilities ?? []).includes('"readiedByEffect"'),
      voids: voidsAny(def),
    };
    factsCache.set(def, facts);
  }
  return facts;
}

/** Does an effect of `def`'s texts (as the effect table numbers them) make texts void? */
function voidsAny(def: CardDef): boolean {
  const probe: EffectTable = { effects: [], effectIds: new Map() };
  for (const a of def.abilities ?? []) walkAbility(probe, a);
  return probe.effects.some(voidsTextsEffect);
}

function voidsTextsEffect(e: Effect): boolean {
  return e.do === "restrict" && e.restriction === "textsVoid";
}

/** Whether card `def` has a text that makes texts void (CardDb.voidsTexts, of one card). */
export function cardVoidsTexts(def: CardDef): boolean {
  return factsOf(def).voids;
}

/** Register a card database under `name` (replacing any earlier one) and return it. */
export function defineCardDb(name: string, cards: readonly CardDef[]): CardDb {
  const db: CardDb = {
    name,
    byId: new Map(),
    effects: [],
    effectIds: new Map(),
    names: new Map(),
    sameKey: new Map(),
    historyEvents: new Set(),
    ...emptyTextIndexes(),
    voidsTexts: false,
  };
  addCards(db, cards);
  registry.set(name, db);
  return db;
}

/**
 * Register under `name` the database `defineCardDb(name, [...cards of base, ...more])` would make,
 * copying what `base` knows of its cards instead of walking their texts again: `memoria test`
 * gives each ruling with cards of its own a database of a shared base and those cards (issue 15,
 * ruling-runner/databases.ts). The same result, effect ids included, because definition is one
 * pass over the cards in order (test/ruling-runner/extended-databases.test.ts compares the two).
 * A field added to CardDb is copied here too.
 */
export function extendCardDb(name: string, base: CardDb, more: readonly CardDef[]): CardDb {
  const db: CardDb = {
    name,
    byId: new Map(base.byId),
    effects: [...base.effects],
    effectIds: new Map(base.effectIds),
    names: new Map(base.names),
    sameKey: new Map(base.sameKey),
    historyEvents: new Set(base.historyEvents),
    ...copyTextIndexes(base),
    voidsTexts: base.voidsTexts,
  };
  if (base.tracksReadied) db.tracksReadied = true;
  addCards(db, more);
  registry.set(name, db);
  return db;
}

/** Add `cards` to `db`, in order (a key met again keeps its place and takes the later card). */
function addCards(db: CardDb, cards: readonly CardDef[]): void {
  for (const given of cards) {
    // [perf: one shape] (cards/uniform-shape.ts) the kept copy is the one everything here reads, so
    // its facts are derived once (factsOf is kept per definition object)
    const def = uniformDef(given);
    const key = cardKey(def);
    const facts = factsOf(def);
    db.byId.set(key, def);
    db.names.set(key, facts.names);
    db.sameKey.set(key, facts.sameKey);
    for (const event of facts.historyEvents) db.historyEvents.add(event);
    if (facts.readied) db.tracksReadied = true;
    for (const a of def.abilities ?? []) walkAbility(db, a);
    indexTexts(db, key, def);
  }
  // (every effect is numbered above: walkEffect is the only writer of `effects`)
  db.voidsTexts = db.effects.some(voidsTextsEffect);
}

/**
 * The indexes of CardDb that say which cards have texts of a kind: of the whole database, or of
 * the cards of one game (cards/game-db.ts).
 */
export type TextIndexes = Pick<
  CardDb,
  | "hasStatics"
  | "hasTriggers"
  | "handTriggers"
  | "triggersOn"
  | "handTriggersOn"
  | "removedTriggersOn"
  | "hasActivated"
  | "hasInterrupt"
  | "staticKinds"
  | "staticKeywords"
  | "staticRestrictions"
>;

/** Text indexes with no card in them. */
export function emptyTextIndexes(): TextIndexes {
  return {
    hasStatics: new Set(),
    hasTriggers: new Set(),
    handTriggers: new Set(),
    triggersOn: new Map(),
    handTriggersOn: new Map(),
    removedTriggersOn: new Map(),
    hasActivated: new Set(),
    hasInterrupt: new Set(),
    staticKinds: new Set(),
    staticKeywords: new Set(),
    staticRestrictions: new Set(),
  };
}

/** A copy of the text indexes of `ix` (new sets and maps: the copy is added to on its own). */
function copyTextIndexes(ix: TextIndexes): TextIndexes {
  const index = (m: Map<TriggerEvent, Set<string>>): Map<TriggerEvent, Set<string>> =>
    new Map([...m].map(([event, keys]) => [event, new Set(keys)]));
  return {
    hasStatics: new Set(ix.hasStatics),
    hasTriggers: new Set(ix.hasTriggers),
    handTriggers: new Set(ix.handTriggers),
    triggersOn: index(ix.triggersOn),
    handTriggersOn: index(ix.handTriggersOn),
    removedTriggersOn: index(ix.removedTriggersOn),
    hasActivated: new Set(ix.hasActivated),
    hasInterrupt: new Set(ix.hasInterrupt),
    staticKinds: new Set(ix.staticKinds),
    staticKeywords: new Set(ix.staticKeywords),
    staticRestrictions: new Set(ix.staticRestrictions),
  };
}

/** File card `key` (definition `def`) in the text indexes. */
export function indexTexts(ix: TextIndexes, key: string, def: CardDef): void {
  for (const a of def.abilities ?? []) {
    if (a.kind === "continuous" || a.kind === "host") {
      ix.hasStatics.add(key);
      const e = a.effect;
      ix.staticKinds.add(e.mod);
      if (e.mod === "keyword") ix.staticKeywords.add(e.keyword.kw);
      if (e.mod === "restriction") ix.staticRestrictions.add(e.restriction);
    }
    if (a.kind === "triggered") ix.hasTriggers.add(key);
    if (a.kind === "triggered" && a.fromHand) ix.handTriggers.add(key);
    // A hand text is offered on the field too (triggers.ts `offer`), so it is in both indexes.
    if (a.kind === "triggered") indexTrigger(ix.triggersOn, a.on, key);
    if (a.kind === "triggered" && a.fromHand) indexTrigger(ix.handTriggersOn, a.on, key);
    if (a.kind === "triggered" && a.fromRemoved) indexTrigger(ix.removedTriggersOn, a.on, key);
    if (a.kind === "activated") {
      ix.hasActivated.add(key);
      if (a.timing.player === "interrupt") ix.hasInterrupt.add(key);
    }
  }
}

/** File card `key` under the event of `on` and of each of its `or` alternatives. */
function indexTrigger(index: Map<TriggerEvent, Set<string>>, on: Trigger, key: string): void {
  for (const t of [on, ...(on.or ?? [])]) {
    let set = index.get(t.event);
    if (!set) index.set(t.event, (set = new Set()));
    set.add(key);
  }
}

/**
 * The events named by `this turn <event>` conditions (`{ cond: "happened" }`) anywhere in a
 * text's data (conditions sit in effects, costs and statics alike): card data is a plain tree.
 */
function historyEventsOf(x: unknown, out: Set<TriggerEvent>): void {
  if (x === null || typeof x !== "object") return;
  if (Array.isArray(x)) {
    for (const y of x) historyEventsOf(y, out);
    return;
  }
  const o = x as {
    cond?: unknown;
    on?: Trigger;
    participatedThisTurn?: readonly TriggerEvent[];
    drawnThisTurn?: true;
    sel?: unknown;
  };
  if (o.cond === "happened" && o.on) out.add(o.on.event);
  // the cards drawn this turn (a `drawn` selector or filter) are those of the turn's draws
  if (o.drawnThisTurn || o.sel === "drawn") out.add("cardDrawn");
  // a filter on what a card took part in this turn reads the same record (rules/history.ts)
  if (Array.isArray(o.participatedThisTurn)) for (const e of o.participatedThisTurn) out.add(e);
  for (const v of Object.values(x)) historyEventsOf(v, out);
}

export function getDb(name: string): CardDb | undefined {
  return registry.get(name);
}
