// Continuous effects (rule 7.2, 7.10): current AP/DP, names, keywords and restrictions are
// computed on read from printed values + coins + continuous texts of cards on the field +
// modifiers recorded in the state. Nothing derived is stored, so it can never go stale.
import type {
  Ability,
  Condition,
  Effect,
  Filter,
  Keyword,
  PlayerRef,
  Restriction,
  Selector,
  StaticEffect,
} from "../cards/definition.ts";
import { hasName, hasTitle, type CardDb } from "../cards/database.ts";
import { card, defOf, hasStaticTexts, printedNamesOf, type Ctx } from "../core/ctx.ts";
import type { AgainstScope, LiveRestriction, PlayerId } from "../core/state.ts";
import {
  CANNOT_LEAVE_MEANS_NOT_TRASHED,
  VOID_TEXTS_COVER_KEYWORDS,
  COIN_VALUE,
  COST_CHANGE_ON_FIELD,
  GAME_WIDE_NAMES_IN_EVERY_ZONE,
  SELF_COST_WORKS_FROM_HAND,
  SELF_FREE_ENTRY_WORKS_FROM_HAND,
  STAT_LAYERS,
  TENNEN_CHANGE_NEEDS_TENNEN,
  BREAK_IS_A_PLAY_FROM_OUTSIDE_THE_HAND,
  PUT_ONTO_FIELD_BAN_COVERS_EFFECTS,
} from "./project-rulings.ts";
import { coinBonus } from "./keywords/coins.ts";
import { gamanHolds } from "./keywords/gaman.ts";
import { gyakkyouMet } from "./keywords/gyakkyou.ts";
import { onField, playerOf, type Scope } from "./scope.ts";
import { inForce } from "./durations.ts";

/**
 * How a continuous text finds the cards it applies to (its selector), tests another card against a
 * filter, and reads its condition. Those in turn read what this module computes (AP/DP, cost,
 * names, keywords: a filter `AP 30 or more` reads current AP), so selectors.ts hands its evaluators
 * over when it loads instead of being imported here: the two modules do not import each other.
 */
export interface SelectorReads {
  includes(ctx: Ctx, sel: Selector, scope: Scope, id: number): boolean;
  matches(ctx: Ctx, id: number, f: Filter | undefined, scope: Scope): boolean;
  holds(ctx: Ctx, c: Condition, scope: Scope): boolean;
  /** How many cards a selector denotes (a `for each` count). */
  count(ctx: Ctx, sel: Selector, scope: Scope): number;
}

const notYet = (): never => {
  throw new Error("continuous.ts: selectors.ts has not been loaded (useSelectors)");
};
let selectors: SelectorReads = {
  includes: notYet,
  matches: notYet,
  holds: notYet,
  count: notYet,
};

/** Called once by selectors.ts. */
export function useSelectors(reads: SelectorReads): void {
  selectors = reads;
}

// Stat filters inside a continuous effect's own selector must not recurse into continuous
// effects (a "characters with AP 30 or more get +10" text would loop); at depth > 0 they read the
// base value (printed + coins + recorded modifiers).
let depth = 0;

/** Is this ability in force now? Gyakkyou (rule 7.7) and its own condition. */
export function abilityActive(ctx: Ctx, source: number, a: Ability): boolean {
  if (textsVoid(ctx, source)) return false;
  const owner = card(ctx, source).owner;
  if (!gyakkyouMet(ctx, owner, a.gyakkyou)) return false;
  if (a.condition && !selectors.holds(ctx, a.condition, { source, controller: owner }))
    return false;
  return true;
}

/**
 * 「…のテキストは、ターン終了時まで無効になる」: a restriction put on the card by an effect (a
 * modifier of a chosen card, or a live restriction of a query, rule 4.7) makes its own texts not
 * apply (7.2), not trigger (4.4) and not usable (7.1) — and its printed keywords too when
 * VOID_TEXTS_COVER_KEYWORDS. Read without the continuous texts (no continuous text voids texts:
 * the language has no such form), so that it can be asked while they are computed.
 */
export function textsVoid(ctx: Ctx, id: number): boolean {
  if (!canVoidTexts(ctx.db)) return false; // the hot path (abilityActive) of most card pools
  for (const m of ctx.s.mods) if (m.card === id && m.restriction === "textsVoid") return true;
  return (
    ctx.s.liveRestrictions !== undefined && liveRestrictionsOn(ctx, id, "textsVoid").length > 0
  );
}

/**
 * Does any effect of the card database make texts void? Computed once per database
 * (CardDb.voidsTexts; [perf] a field read, where a WeakMap lookup per call was a hot spot).
 */
function canVoidTexts(db: CardDb): boolean {
  return db.voidsTexts;
}

type StaticKind = StaticEffect["mod"];

/** A static effect in force, read from the point of view of its card. */
export interface ActiveStatic<K extends StaticKind = StaticKind> {
  e: Extract<StaticEffect, { mod: K }>;
  scope: Scope;
}

/**
 * The static effects in force, by kind; a kind with none in force is absent. Each kind is read
 * where it takes effect: `stats` (stat), `keyword` (keywordOf), `restriction` (hasRestriction,
 * restrictedAgainst, approach.ts blockers), `cost` (currentCost), `pointsDealt` (pointsDealtBy).
 * `name` works on its own card only (namesOf reads that card's texts) and `source` from the hand
 * and the point pile (costs.ts), so neither is read from here (`source` is not even listed).
 */
export type StaticsInForce = { readonly [K in StaticKind]?: readonly ActiveStatic<K>[] };
const NONE: StaticsInForce = Object.freeze({});
const NO_STATICS: readonly never[] = [];
let computingStatics = false;

/** Static effects in force from cards on the field (continuous) or attached (host grants). */
export function activeStatics(ctx: Ctx): StaticsInForce {
  if (ctx.db.hasStatics.size === 0) return NONE;
  if (ctx.memo?.statics) return ctx.memo.statics as StaticsInForce;
  // A continuous text's condition that reads a value continuous texts change (a cost or AP filter)
  // reads it without them, as stat filters at depth > 0 do: no text's condition depends on another.
  if (computingStatics) return NONE;
  let out: StaticsInForce;
  if (keptStatics !== null && keptStatics.db === ctx.db && sameField(ctx, keptStatics.field)) {
    out = keptStatics.out;
  } else {
    computingStatics = true;
    try {
      out = computeStatics(ctx);
    } finally {
      computingStatics = false;
    }
    keptStatics = unconditionalStatics ? { db: ctx.db, field: fieldOf(ctx), out } : null;
  }
  if (ctx.memo) ctx.memo.statics = out;
  return out;
}

/*
 * [perf: statics across state versions] When every continuous and host text computeStatics read
 * was unconditional (no condition, and no effect of the database voids texts), what it returns
 * depends only on the cards of the two fields — each card's id, definition, zone and owner, in the order
 * of the main, support and attached areas — and, for 〔逆境〕, on the number of point cards of each
 * player (gyakkyouMet). Those are kept (by value, not by array identity: a rollout changes its
 * arrays in place) with the answer, and the next state with the same field, from any step, reuses
 * it: the priority walk computed the same answer in almost every window.
 */
let keptStatics: { db: CardDb; field: (number | string)[]; out: StaticsInForce } | null = null;
let unconditionalStatics = false;

/** The field as the kept statics depend on it (see above). */
function fieldOf(ctx: Ctx): (number | string)[] {
  const out: (number | string)[] = [];
  for (let p = 0; p <= 1; p++) {
    const ps = ctx.s.players[p as PlayerId];
    out.push(ps.points.length);
    for (let z = 0; z < 3; z++) {
      const zone = z === 0 ? ps.main : z === 1 ? ps.support : ps.attached;
      out.push(zone.length);
      for (let k = 0; k < zone.length; k++) {
        const c = ctx.s.cards[zone[k]!]!;
        out.push(zone[k]!, c.def, c.zone, c.owner);
      }
    }
  }
  return out;
}

/** Is the field the one `field` was taken from (fieldOf), without building a new one? */
function sameField(ctx: Ctx, field: readonly (number | string)[]): boolean {
  let i = 0;
  for (let p = 0; p <= 1; p++) {
    const ps = ctx.s.players[p as PlayerId];
    if (field[i++] !== ps.points.length) return false;
    for (let z = 0; z < 3; z++) {
      const zone = z === 0 ? ps.main : z === 1 ? ps.support : ps.attached;
      if (field[i++] !== zone.length) return false;
      for (let k = 0; k < zone.length; k++) {
        const c = ctx.s.cards[zone[k]!];
        if (
          c === undefined ||
          field[i] !== zone[k] ||
          field[i + 1] !== c.def ||
          field[i + 2] !== c.zone ||
          field[i + 3] !== c.owner
        )
          return false;
        i += 4;
      }
    }
  }
  return i === field.length;
}

/**
 * [perf: static kinds per database] The effects in force of kind `kind` — none, without computing
 * them, when no continuous or host text of the database has that kind (CardDb.staticKinds; the
 * keyword and restriction reads also ask CardDb.staticKeywords / staticRestrictions first).
 * computeStatics only collects texts of the database, so what it would return holds no effect of
 * a kind the database lacks.
 */
function staticsOf<K extends StaticKind>(ctx: Ctx, kind: K): readonly ActiveStatic<K>[] {
  if (!ctx.db.staticKinds.has(kind)) return NO_STATICS;
  return (activeStatics(ctx)[kind] as readonly ActiveStatic<K>[] | undefined) ?? NO_STATICS;
}

/**
 * Does a continuous ban on players (`banPlay` text in force: 「…の間、全てのプレイヤーは、…を
 * プレイできない」) forbid `player` to play card `id` — or, with `onto`, to put it onto the field by
 * an effect that player controls (「…キャラを場に出すことができない」, PUT_ONTO_FIELD_BAN_COVERS_EFFECTS;
 * a ban on putting covers the play of a character too, rule 6.1)? The players are the text's, from
 * its card's point of view; the filter is read from the banned player's side, as a `banPlay`
 * effect's. A break is a play (rule 7.5): covered, as by a ban without 手札から
 * (BREAK_IS_A_PLAY_FROM_OUTSIDE_THE_HAND). Read by effects/restrictions.ts playBanned and
 * effects/moves.ts.
 */
export function standingBan(
  ctx: Ctx,
  player: PlayerId,
  id: number,
  byBreak = false,
  onto = false,
): boolean {
  if (onto && !PUT_ONTO_FIELD_BAN_COVERS_EFFECTS) return false;
  if (byBreak && !BREAK_IS_A_PLAY_FROM_OUTSIDE_THE_HAND) return false;
  const scope: Scope = { source: id, controller: player };
  for (const { e, scope: from } of staticsOf(ctx, "banPlay")) {
    if (onto && !e.onto) continue;
    if (!namesPlayer(ctx, e.players, from, player)) continue;
    if (selectors.matches(ctx, id, e.filter, scope)) return true;
  }
  return false;
}

/**
 * Is `player` one of the text's players, read from its card's point of view? [perf: no closure
 * context] a loop in a function of its own: the `some` arrow in standingBan captured `ctx` and
 * `player`, and V8 allocated a context for them on every call (every hand card of every walk).
 */
function namesPlayer(
  ctx: Ctx,
  players: readonly PlayerRef[],
  from: Scope,
  player: PlayerId,
): boolean {
  for (let i = 0; i < players.length; i++)
    if (playerOf(players[i]!, from, ctx) === player) return true;
  return false;
}

function computeStatics(ctx: Ctx): StaticsInForce {
  let out: { [K in StaticKind]?: ActiveStatic[] } | null = null;
  // (see keptStatics) true while every text read is unconditional
  let unconditional = !canVoidTexts(ctx.db);
  for (let p: PlayerId = 0; p <= 1; p = (p + 1) as PlayerId) {
    const ps = ctx.s.players[p];
    for (let z = 0; z < 3; z++) {
      const zone = z === 0 ? ps.main : z === 1 ? ps.support : ps.attached;
      for (let k = 0; k < zone.length; k++) {
        const id = zone[k]!;
        if (!hasStaticTexts(ctx, id)) continue;
        const c = ctx.s.cards[id]!;
        for (const a of defOf(ctx, id).abilities ?? []) {
          if (a.kind !== "host" && a.kind !== "continuous") continue;
          if (a.kind === "host" ? c.zone !== "attached" : c.zone === "attached") continue;
          if (a.effect.mod === "source") continue; // works from hand/points, see costs.ts
          if (a.condition) unconditional = false;
          if (!abilityActive(ctx, id, a)) continue;
          ((out ??= {})[a.effect.mod] ??= []).push({
            e: a.effect,
            scope: { source: id, controller: p },
          });
        }
      }
    }
  }
  unconditionalStatics = unconditional;
  return (out as StaticsInForce | null) ?? NONE;
}

// Set when the last `baseStat` met a set layer (setStats / resetStats): the value is then fixed
// and continuous stat texts do not apply on top (project-rulings STAT_LAYERS). A module variable
// rather than a returned pair keeps this hot path allocation-free.
let fixedBySetLayer = false;

/** Printed + coins + recorded modifiers in timestamp order; a set layer restarts the sum. */
function baseStat(ctx: Ctx, id: number, which: "ap" | "dp"): number {
  const c = card(ctx, id);
  let v = (defOf(ctx, id)[which] ?? 0) + coinBonus(c);
  let fixed = false;
  for (const m of ctx.s.mods)
    if (m.card === id) {
      const set = which === "ap" ? m.setAp : m.setDp;
      if (set !== undefined) {
        // Coins put on after the set layer still count (they are a later change).
        v = set + (c.coins - (m.coinsAt ?? c.coins)) * COIN_VALUE;
        fixed = true;
      }
      v += m[which];
    }
  fixedBySetLayer = fixed;
  return v;
}

function stat(ctx: Ctx, id: number, which: "ap" | "dp"): number {
  let v = baseStat(ctx, id, which);
  // STAT_LAYERS: a set layer also fixes the value against continuous stat texts.
  if (depth > 0 || (fixedBySetLayer && STAT_LAYERS === "set-then-later-modifiers")) return v;
  const statics = staticsOf(ctx, "stats");
  if (statics.length === 0) return v;
  depth++;
  try {
    for (const { e, scope } of statics)
      if (selectors.includes(ctx, e.who, scope, id))
        v += e[which] * (e.per ? selectors.count(ctx, e.per, scope) : 1);
  } finally {
    depth--;
  }
  return v;
}

/** Rule 7.10: printed + coins + continuous + "until end of turn". May be 0 or negative. */
export function currentAp(ctx: Ctx, id: number): number {
  return stat(ctx, id, "ap");
}
export function currentDp(ctx: Ctx, id: number): number {
  return stat(ctx, id, "dp");
}

/** Printed traits, and traits granted by effects still in force (「【X】を得る」, grantTrait). */
export function hasTrait(ctx: Ctx, id: number, trait: string): boolean {
  if ((defOf(ctx, id).traits ?? []).includes(trait)) return true;
  // ([perf: no closure context] a loop: an arrow capturing `id` and `trait` cost a context per call)
  const mods = ctx.s.mods;
  for (let i = 0; i < mods.length; i++)
    if (mods[i]!.card === id && mods[i]!.trait === trait) return true;
  return staticTraits(ctx, id).includes(trait);
}

/**
 * Traits continuous texts give card `id` now (「【生徒会長】…を得る」 on a host text, KGY 01-108):
 * recomputed on every read like continuous AP/DP and keywords (rule 7.10), also while a stat or
 * keyword text is being read (「【生徒会長】を持つキャラは+10/+10を得る」 sees the granted trait). A
 * text whose `who` itself tests traits reads the others without continuous traits (its own guard,
 * `traitDepth`: no loop).
 */
function staticTraits(ctx: Ctx, id: number): readonly string[] {
  if (traitDepth > 0) return NO_TRAITS;
  const statics = staticsOf(ctx, "trait");
  if (statics.length === 0) return NO_TRAITS;
  const out: string[] = [];
  traitDepth++;
  try {
    for (const { e, scope } of statics)
      if (selectors.includes(ctx, e.who, scope, id) && !out.includes(e.trait)) out.push(e.trait);
  } finally {
    traitDepth--;
  }
  return out;
}
const NO_TRAITS: readonly string[] = [];
let traitDepth = 0;

/**
 * Every trait a card has now: printed, then granted by effects still in force, then by continuous
 * texts (同じ特徴を持つ).
 */
export function traitsOf(ctx: Ctx, id: number): readonly string[] {
  const printed = defOf(ctx, id).traits ?? [];
  const granted: string[] = [];
  for (const m of ctx.s.mods)
    if (m.card === id && m.trait !== undefined && !printed.includes(m.trait)) granted.push(m.trait);
  for (const t of staticTraits(ctx, id))
    if (!printed.includes(t) && !granted.includes(t)) granted.push(t);
  return granted.length ? [...printed, ...granted] : printed;
}

/**
 * Names for name conditions: printed (with combi halves) + name changes while on the field (rule
 * 5.5, R-FAQ-3), and those said to hold ゲーム中 in every zone (GAME_WIDE_NAMES_IN_EVERY_ZONE).
 */
export function namesOf(ctx: Ctx, id: number): readonly string[] {
  const c = card(ctx, id);
  const printed = printedNamesOf(ctx, id);
  if (!hasStaticTexts(ctx, id)) return printed;
  const onField = c.zone === "main" || c.zone === "support";
  const extra: string[] = [];
  for (const a of defOf(ctx, id).abilities ?? []) {
    if (
      a.kind === "continuous" &&
      a.effect.mod === "name" &&
      (onField || (a.effect.everywhere && GAME_WIDE_NAMES_IN_EVERY_ZONE)) &&
      depth === 0
    ) {
      depth++;
      try {
        if (abilityActive(ctx, id, a)) extra.push(...a.effect.names);
      } finally {
        depth--;
      }
    }
  }
  return extra.length ? [...printed, ...extra] : printed;
}

/** Of two instances of a keyword, the stronger (a higher tennen N). */
function better(found: Keyword | undefined, k: Keyword): Keyword {
  if (!found) return k;
  if (k.kw === "tennen" && found.kw === "tennen" && k.n > found.n) return k;
  return found;
}

/** The keyword object in force on a card (printed, granted by texts, or by modifiers). */
export function keywordOf<K extends Keyword["kw"]>(
  ctx: Ctx,
  id: number,
  kw: K,
): Extract<Keyword, { kw: K }> | undefined {
  type KK = Extract<Keyword, { kw: K }>;
  let found: KK | undefined;
  // [perf: no keyword to find] Only the modifiers on the card are read when no definition of the
  // game prints the keyword (GameDb.printedKeywords) and no text of the game gives it
  // (GameDb.staticKeywords, which holds every continuous keyword text, the card's own in the hand
  // included): the printed loop, the card's own text and the effects in force would find nothing.
  // (The opponent's hand in every window asked for free entry; every leave check for 〔我慢〕.)
  // GameDb.keywordsInGame is the union of the two sets: one lookup.
  const inGame = ctx.db.keywordsInGame.has(kw);
  const printed = !inGame
    ? undefined
    : VOID_TEXTS_COVER_KEYWORDS && textsVoid(ctx, id)
      ? undefined
      : defOf(ctx, id).keywords;
  if (printed)
    for (const k of printed)
      if (
        k.kw === kw &&
        (k.gyakkyou === undefined || gyakkyouMet(ctx, card(ctx, id).owner, k.gyakkyou))
      )
        found = better(found, k) as KK;
  for (const m of ctx.s.mods)
    if (m.card === id && m.keyword && m.keyword.kw === kw) found = better(found, m.keyword) as KK;
  if (inGame && kw === "freeEntry") {
    const own = ownFreeEntryInHand(ctx, id);
    if (own) found = better(found, own) as KK;
  }
  if (inGame && depth === 0) {
    depth++;
    try {
      if (ctx.db.staticKeywords.has(kw))
        for (const { e, scope } of staticsOf(ctx, "keyword"))
          if (e.keyword.kw === kw && selectors.includes(ctx, e.who, scope, id))
            found = better(found, e.keyword) as KK;
    } finally {
      depth--;
    }
  }
  if (kw === "tennen") return tennenChanged(ctx, id, found as Tennen | undefined) as KK | undefined;
  return found;
}

type Tennen = Extract<Keyword, { kw: "tennen" }>;

/**
 * 〔天然+N〕 (tennenChange modifiers) raise the number of the strongest 〔天然〕 the card has; a card
 * without one gains nothing (TENNEN_CHANGE_NEEDS_TENNEN; with `false`, 〔天然N〕 from 0).
 */
function tennenChanged(ctx: Ctx, id: number, found: Tennen | undefined): Tennen | undefined {
  let delta = 0;
  for (const m of ctx.s.mods) if (m.card === id && m.tennen !== undefined) delta += m.tennen;
  if (delta === 0) return found;
  if (!found) return TENNEN_CHANGE_NEEDS_TENNEN ? undefined : { kw: "tennen", n: delta };
  return { ...found, n: found.n + delta };
}

export function hasKeyword(ctx: Ctx, id: number, kw: Keyword["kw"]): boolean {
  return keywordOf(ctx, id, kw) !== undefined;
}

/** The live restrictions (rule 4.7) still in force: a `"turn"` one only in the turn it began. */
export function liveRestrictionsInForce(ctx: Ctx): readonly LiveRestriction[] {
  const all = ctx.s.liveRestrictions;
  if (!all) return NO_LIVE;
  return all.every((l) => liveInForce(ctx, l)) ? all : all.filter((l) => liveInForce(ctx, l));
}
const NO_LIVE: readonly LiveRestriction[] = [];
const liveInForce = (ctx: Ctx, l: LiveRestriction): boolean => inForce(l, l.turn, ctx.s.turn);

/**
 * The restrict effects in force on card `id` that name their cards by a query read live (rule 4.7,
 * LASTING_RESTRICTIONS_MATCH_LIVE): each with the point of view it is read from. Only cards on the
 * field are restricted (as a modifier is only kept on the field).
 */
function liveRestrictionsOn(
  ctx: Ctx,
  id: number,
  r: Restriction,
): { e: Extract<Effect, { do: "restrict" }>; scope: Scope; live: LiveRestriction }[] {
  const out: { e: Extract<Effect, { do: "restrict" }>; scope: Scope; live: LiveRestriction }[] = [];
  if (!ctx.s.liveRestrictions || !onField(ctx, id)) return out;
  for (const l of liveRestrictionsInForce(ctx)) {
    const e = ctx.db.effects[l.effect];
    if (e?.do !== "restrict" || e.restriction !== r) continue;
    const scope: Scope = { source: l.source, controller: l.controller };
    if (selectors.includes(ctx, e.who, scope, id)) out.push({ e, scope, live: l });
  }
  return out;
}

/**
 * 〔我慢〕: does it keep card `id` on the field? [perf: no closure context] the DP closure lives
 * here, not in hasRestriction, which allocated a context for it on every call.
 */
function gamanKeeps(ctx: Ctx, id: number): boolean {
  return gamanHolds(hasKeyword(ctx, id, "gaman"), () => currentDp(ctx, id));
}

export function hasRestriction(ctx: Ctx, id: number, r: Restriction): boolean {
  // [perf: nothing restricts] no modifier, no live restriction and no restriction text in the game
  // (GameDb.staticRestrictions): the three sources below — and those of the restrictions this one
  // includes — find nothing; only 〔我慢〕 (cannotLeave, and cannotLeaveByBattle through it) is
  // read from elsewhere. The same false without the walk (every approach and block check).
  const s = ctx.s;
  if (
    s.mods.length === 0 &&
    s.liveRestrictions === undefined &&
    ctx.db.staticRestrictions.size === 0 &&
    r !== "cannotLeave" &&
    r !== "cannotLeaveByBattle"
  )
    return false;
  // 退場しない (any means) includes "does not leave by battle".
  if (r === "cannotLeaveByBattle" && hasRestriction(ctx, id, "cannotLeave")) return true;
  // アプローチと妨害に参加できない is both restrictions at once.
  if (
    (r === "cannotApproach" || r === "cannotBlock") &&
    hasRestriction(ctx, id, "cannotApproachOrBlock")
  )
    return true;
  // 〔我慢〕 with DP 10 or more is 退場しない (rule 7.11, PPTP 01-097; keywords/gaman.ts).
  if (r === "cannotLeave" && gamanKeeps(ctx, id)) return true;
  for (const m of ctx.s.mods)
    if (m.card === id && m.restriction === r && m.againstRef === undefined) return true;
  if (ctx.s.liveRestrictions && liveRestrictionsOn(ctx, id, r).some(({ e }) => !e.against))
    return true;
  if (ctx.db.staticRestrictions.has(r))
    for (const { e, scope } of staticsOf(ctx, "restriction"))
      if (
        e.restriction === r &&
        e.against === undefined &&
        selectors.includes(ctx, e.who, scope, id)
      )
        return true;
  return false;
}

/**
 * A restriction limited to some other cards (`restrict … against`): does card `id` have `r`
 * against card `other`? E.g. cannotBlock against 「早坂 愛」, cannotBeBlocked by a card that
 * entered this turn. The filter is read from the restrict effect (the state keeps its id).
 */
/**
 * Where a restriction's `against` filter is read from: the resolution that made it when the filter
 * refers to its choices (effects/against-scope.ts), else the restricted card's point of view.
 */
function againstPointOfView(ctx: Ctx, id: number, kept: AgainstScope | undefined): Scope {
  return kept ?? { source: id, controller: card(ctx, id).owner };
}

export function restrictedAgainst(ctx: Ctx, id: number, r: Restriction, other: number): boolean {
  for (const m of ctx.s.mods) {
    if (m.card !== id || m.restriction !== r || m.againstRef === undefined) continue;
    const e = ctx.db.effects[m.againstRef];
    if (e?.do !== "restrict" || !e.against) continue;
    if (selectors.matches(ctx, other, e.against, againstPointOfView(ctx, id, m.againstScope)))
      return true;
  }
  // A lasting restriction read live (rule 4.7) with `against`.
  if (ctx.s.liveRestrictions)
    for (const { e, live } of liveRestrictionsOn(ctx, id, r))
      if (
        e.against &&
        // read from the restricted card's point of view, as for a modifier's `againstRef` above
        selectors.matches(ctx, other, e.against, againstPointOfView(ctx, id, live.againstScope))
      )
        return true;
  // A continuous text with `against` (「コスト3以上のキャラに妨害されない」).
  if (ctx.db.staticRestrictions.has(r))
    for (const { e, scope } of staticsOf(ctx, "restriction"))
      if (
        e.restriction === r &&
        e.against !== undefined &&
        selectors.includes(ctx, e.who, scope, id) &&
        selectors.matches(ctx, other, e.against, scope)
      )
        return true;
  return false;
}

/** Points an unblocked approach by `id` gives (rule 8.6: one, "more if a text says so"). */
export function pointsDealtBy(ctx: Ctx, id: number): number {
  let n = 1;
  for (const { e, scope } of staticsOf(ctx, "pointsDealt"))
    if (selectors.includes(ctx, e.who, scope, id)) n = Math.max(n, e.n);
  // for a duration (dealPoints, SG 01-027): the modifiers in force on the card
  for (const m of ctx.s.mods)
    if (m.card === id && m.points !== undefined) n = Math.max(n, m.points);
  return n;
}

/** Cost of a card for its owner to play now: printed + cost modifiers, never below 0 (rule 5.5). */
export function currentCost(ctx: Ctx, id: number, player?: PlayerId): number {
  const def = defOf(ctx, id);
  let cost = def.cost;
  const who = player ?? card(ctx, id).owner;
  for (const { e, scope } of staticsOf(ctx, "cost")) {
    if (e.self) continue;
    const ownerOk = e.owner === "any" || (e.owner === "you") === (scope.controller === who);
    if (!ownerOk) continue;
    if (e.filter && !filterOnDef(ctx, id, e.filter, scope)) continue;
    // 「…1枚につき、使用コスト+1を得る」 (LAB P-015): counted from the text's point of view, now
    cost += e.delta * (e.per ? selectors.count(ctx, e.per, scope) : 1);
  }
  cost += ownCostChanges(ctx, id);
  return Math.max(0, cost);
}

/**
 * Cost changes of the card itself: 「使用コスト+Nを得る」 effects while on the field (modifyCost,
 * COST_CHANGE_ON_FIELD) and its own continuous `self` cost text while in the hand
 * (SELF_COST_WORKS_FROM_HAND); a `per` text (「自分の【音楽】を持つキャラ1枚につき使用コスト-1」,
 * K_ON2 P-018) counts its cards each time the cost is read, from the card's point of view.
 */
function ownCostChanges(ctx: Ctx, id: number): number {
  let d = onFieldCostChanges(ctx, id);
  const c = card(ctx, id);
  if (c.zone === "hand" && hasStaticTexts(ctx, id) && SELF_COST_WORKS_FROM_HAND)
    for (const a of defOf(ctx, id).abilities ?? [])
      if (
        a.kind === "continuous" &&
        a.effect.mod === "cost" &&
        a.effect.self &&
        abilityActive(ctx, id, a)
      ) {
        const per = a.effect.per;
        const times = per ? selectors.count(ctx, per, { source: id, controller: c.owner }) : 1;
        d += a.effect.delta * times;
      }
  return d;
}

/**
 * 〔自由登場〕 a card in the hand grants itself by its own continuous text (「このカードは、…状態で
 * 手札にある場合、〔自由登場〕を得る」, DNMC2 01-021a, SRBKM 02-060): free entry is used from the
 * hand (rule 6.6), so the text works there (SELF_FREE_ENTRY_WORKS_FROM_HAND), its condition read
 * from the card's point of view. Texts on the field grant it through activeStatics as before.
 */
function ownFreeEntryInHand(ctx: Ctx, id: number): Keyword | undefined {
  const c = card(ctx, id);
  if (c.zone !== "hand" || !hasStaticTexts(ctx, id) || !SELF_FREE_ENTRY_WORKS_FROM_HAND)
    return undefined;
  let found: Keyword | undefined;
  for (const a of defOf(ctx, id).abilities ?? [])
    if (
      a.kind === "continuous" &&
      a.effect.mod === "keyword" &&
      a.effect.keyword.kw === "freeEntry" &&
      a.effect.who.sel === "this" &&
      abilityActive(ctx, id, a)
    )
      found = better(found, a.effect.keyword);
  return found;
}

// Cost filters read printed data (the card is in hand, so no name changes apply, R-FAQ-3).
function filterOnDef(
  ctx: Ctx,
  id: number,
  f: NonNullable<Extract<StaticEffect, { mod: "cost" }>["filter"]>,
  scope: Scope,
): boolean {
  const def = defOf(ctx, id);
  if (f.name !== undefined && !hasName(printedNamesOf(ctx, id), f.name)) return false;
  if (f.trait !== undefined && !(def.traits ?? []).includes(f.trait)) return false;
  if (f.title !== undefined && !hasTitle(def, f.title)) return false;
  if (f.color !== undefined && def.color !== f.color) return false;
  if (f.kind !== undefined && def.kind !== f.kind) return false;
  if (f.other && id === scope.source) return false;
  if (f.not && filterOnDef(ctx, id, f.not, scope)) return false;
  if (f.anyOf && !oneFilterOnDef(ctx, id, f.anyOf, scope)) return false;
  return true;
}

/** filterOnDef of one of `fs` ([perf: no closure context] a loop of its own; see namesPlayer). */
function oneFilterOnDef(
  ctx: Ctx,
  id: number,
  fs: readonly NonNullable<Extract<StaticEffect, { mod: "cost" }>["filter"]>[],
  scope: Scope,
): boolean {
  for (let i = 0; i < fs.length; i++) if (filterOnDef(ctx, id, fs[i]!, scope)) return true;
  return false;
}

/** The modifyCost changes recorded on a card (its cost on the field, COST_CHANGE_ON_FIELD). */
export function onFieldCostChanges(ctx: Ctx, id: number): number {
  let d = 0;
  const mods = ctx.s.mods;
  for (let i = 0; i < mods.length; i++) {
    const m = mods[i]!;
    // (the flag is read only when there is such a change: an imported binding is a getter call)
    if (m.card === id && m.cost !== undefined && COST_CHANGE_ON_FIELD) d += m.cost;
  }
  return d;
}

/**
 * 退場しない (CANNOT_LEAVE_MEANS_NOT_TRASHED): a card on the field with `cannotLeave` cannot be
 * put into the trash, by an effect or as the character replaced by a sixth (rule 6.3). (A lost
 * battle is `cannotLeaveByBattle`, which `cannotLeave` implies: hasRestriction.)
 */
export function cannotBeTrashed(ctx: Ctx, id: number): boolean {
  return (
    onField(ctx, id) && hasRestriction(ctx, id, "cannotLeave") && CANNOT_LEAVE_MEANS_NOT_TRASHED
  );
}
