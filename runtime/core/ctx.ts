// The working context of one `apply`: a copy-on-write draft of the input state (so the input is
// never mutated), the card database, and the events produced. Arrays are copied on their first
// write in a step (the card array too: a step that changes no card copies none); a card object is
// copied only the first time it is written (`mut`). This keeps a step cheap enough for thousands
// of games per second.
import type { CardDb } from "../cards/database.ts";
import { gameDb, trustCopy, type GameDb } from "../cards/game-db.ts";
import { STATICS } from "../cards/game-view.ts";
import type { CardDef } from "../cards/definition.ts";
import type { GameEvent } from "./events.ts";
import type { CardInstance, GameState, PastEvent, PlayerState } from "./state.ts";

export interface Ctx {
  s: GameState;
  /** The card database as this game sees it (cards/game-db.ts: indexes of the game's cards). */
  db: GameDb;
  events: GameEvent[];
  /**
   * Whether the step's events are kept (`log`). [perf: no event for nobody] false for a caller that
   * reads none (runGame without `keepEvents`: apply.ts applyUnlogged): the hot places that log
   * test it first (`if (ctx.keepsEvents) log(ctx, …)`), so they neither build the event nor
   * compute what it shows. Events are not part of the state: the game is the same.
   */
  keepsEvents: boolean;
  /**
   * The step's decision is one `legalDecisions` listed for the input state, unchanged (apply.ts
   * applyListed): the checks the list passed by construction are not made again.
   */
  listed: boolean;
  /** Step number of this context: a card object is copied once per step (see `mut`). */
  gen: number;
  /**
   * While set, the state is not being changed (a legal-decision enumeration or a read-only
   * view), so derived data may be memoised here. Cleared before any write.
   */
  memo: Memo | null;
  /**
   * The memo of the input state (`settledMemo`), for the read-only checks `apply` makes before its
   * first write (`checking`); null when that state has none.
   */
  settled: Memo | null;
  /** The memo of the state this step settles on (set where it waits: flow.ts priorityWindow). */
  settles: Memo | null;
  /** Bit set of OwnedKey arrays already copied in this step. */
  owned: number;
  /** Bit set of player zone arrays already copied in this step. */
  ownedZones: number;
}

/**
 * Derived data of ONE state version: continuous effects in force, source bounds, payments found
 * and checked (rules/costs.ts). A memo lives only while its state cannot change: a read-only pass
 * over a draft, or a state `apply` returned (never changed again: apply copies on write), which
 * keeps its memo (`rememberSettled`). A write begins a new version, so nothing here can go stale.
 */
export interface Memo {
  statics?: unknown;
  source?: [number, number];
  /**
   * The start of the priority-declaration walk (legal-priority.ts anyDeclaration): the
   * declarations of player `p` with the first `next` cards walked (Infinity: all of them).
   */
  declared?: { p: 0 | 1; found: import("./decision.ts").Decision[]; next: number };
  /** Payments found and checked, in the order asked (costs.ts `recalled`, `kept`). */
  payments?: unknown[];
  /** Target candidates per target spec and point of view (targets.ts `candidates`). */
  candidates?: unknown[];
  /** The cards each player could pay with, per player (costs.ts `payersOf`). */
  payers?: [unknown, unknown];
  /** The characters that may approach now (approach.ts `approachers`). */
  approachers?: number[];
  /** The defender's characters that may block now (approach.ts `blockers`). */
  blockers?: number[];
}

/**
 * An empty memo. [perf: one memo shape] every field is present from the start (undefined until
 * derived), so every memo has the same hidden class and the reads of its fields on the hot paths
 * stay monomorphic; a `{}` filled in different orders made several shapes.
 */
export function newMemo(): Memo {
  return {
    statics: undefined,
    source: undefined,
    declared: undefined,
    payments: undefined,
    candidates: undefined,
    payers: undefined,
    approachers: undefined,
    blockers: undefined,
  };
}

// The memo of the last state `apply` returned (one slot: the state the game goes on from; a
// WeakMap of every state costs more in garbage collection than the memo saves). Its version is the
// object and its decision count: a state apply returned is never changed, and one a rollout
// changes in place (inPlaceCtx) counts one more decision with every step.
let settledState: GameState | null = null;
let settledDecisions = -1;
let settledMemo: Memo | null = null;

/** Keep `memo` as the derived data of `state` as it is now (see above). */
export function rememberSettled(state: GameState, memo: Memo): void {
  settledState = state;
  settledDecisions = state.decisions;
  settledMemo = memo;
}

function memoOf(state: GameState): Memo | null {
  return state === settledState && state.decisions === settledDecisions ? settledMemo : null;
}

/** Small state arrays copied only when first written in a step (see `own`). */
export type OwnedKey =
  | "stack"
  | "mods"
  | "usedThisTurn"
  | "triggers"
  | "breaks"
  | "delayed"
  | "nextCost"
  | "playedThisTurn"
  | "cards";
/**
 * The array `k` of the draft, copied on its first write in this step (copy-on-write). [perf: named
 * fields] one case per field rather than `s[k]` and a bit table read with a variable key: a
 * computed access over this many fields goes through V8's generic (megamorphic) lookup (`ctx.s[k]`
 * was 1 % of a seed game), a named one is a direct field access. The same array either way.
 */
export function own<K extends OwnedKey>(ctx: Ctx, k: K): GameState[K] {
  const s = ctx.s;
  switch (k as OwnedKey) {
    case "stack":
      if (first(ctx, 1)) s.stack = s.stack.slice();
      return s.stack as GameState[K];
    case "mods":
      if (first(ctx, 2)) s.mods = s.mods.slice();
      return s.mods as GameState[K];
    case "usedThisTurn":
      if (first(ctx, 4)) s.usedThisTurn = s.usedThisTurn.slice();
      return s.usedThisTurn as GameState[K];
    case "triggers":
      if (first(ctx, 8)) s.triggers = s.triggers.slice();
      return s.triggers as GameState[K];
    case "breaks":
      if (first(ctx, 16)) s.breaks = s.breaks.slice();
      return s.breaks as GameState[K];
    case "delayed":
      if (first(ctx, 32)) s.delayed = s.delayed.slice();
      return s.delayed as GameState[K];
    case "nextCost":
      if (first(ctx, 64)) s.nextCost = s.nextCost.slice();
      return s.nextCost as GameState[K];
    case "playedThisTurn":
      if (first(ctx, 128))
        s.playedThisTurn = [s.playedThisTurn[0].slice(), s.playedThisTurn[1].slice()];
      return s.playedThisTurn as GameState[K];
    case "cards":
      if (first(ctx, 256)) trustCopy(s.cards, (s.cards = s.cards.slice()));
      return s.cards as GameState[K];
  }
  throw new Error(`own: unknown array ${String(k)}`);
}

/**
 * `own(ctx, k).push(item)`. [perf: no garbage] on the step's first write of an empty array (the
 * stack in a main phase, the triggers waiting, the texts used this turn early in a turn) the copy
 * is the one-entry list `[item]`: `own`'s copy of the empty array and then a `push` grew a new
 * array to 17 places. The same entries; a literal per array (each keeps its own kind of entries).
 */
export function ownPush<K extends "stack" | "usedThisTurn" | "triggers">(
  ctx: Ctx,
  k: K,
  item: GameState[K][number],
): void {
  const s = ctx.s;
  switch (k as "stack" | "usedThisTurn" | "triggers") {
    case "stack":
      if (s.stack.length === 0 && first(ctx, 1)) s.stack = [item as GameState["stack"][number]];
      else own(ctx, "stack").push(item as GameState["stack"][number]);
      return;
    case "usedThisTurn":
      if (s.usedThisTurn.length === 0 && first(ctx, 4))
        s.usedThisTurn = [item as GameState["usedThisTurn"][number]];
      else own(ctx, "usedThisTurn").push(item as GameState["usedThisTurn"][number]);
      return;
    case "triggers":
      if (s.triggers.length === 0 && first(ctx, 8))
        s.triggers = [item as GameState["triggers"][number]];
      else own(ctx, "triggers").push(item as GameState["triggers"][number]);
      return;
  }
}

/** Whether this is the step's first write of the array with bit `bit` of `owned` (now marked). */
function first(ctx: Ctx, bit: number): boolean {
  if ((ctx.owned & bit) !== 0) return false;
  ctx.owned |= bit;
  return true;
}

/** Bit of `owned` for the turn's event record (not an OwnedKey: it may be absent). */
const EVENTS_BIT = 512;

/**
 * The turn's event record of the draft, ready to be appended to (rules/history.ts). [perf: copied
 * once per step] It was copied whole for every event recorded (a new array each time, so that the
 * states of earlier steps keep theirs); now, like the small arrays of OwnedKey, on the step's first
 * write only, or made when absent (a new turn clears it). A context that writes in place owns it:
 * cloneState copies it.
 */
export function ownEventsThisTurn(ctx: Ctx): PastEvent[] {
  const s = ctx.s;
  if (s.eventsThisTurn === undefined) {
    ctx.owned |= EVENTS_BIT;
    return (s.eventsThisTurn = []) as PastEvent[];
  }
  if ((ctx.owned & EVENTS_BIT) === 0) {
    ctx.owned |= EVENTS_BIT;
    s.eventsThisTurn = s.eventsThisTurn.slice();
  }
  return s.eventsThisTurn as PastEvent[];
}

/** A player's zones, in the order of their bits in `ownedZones` (and of invariants.ts's checks). */
export const PLAYER_ZONES = [
  "deck",
  "hand",
  "main",
  "support",
  "attached",
  "trash",
  "points",
  "removed",
] as const;

type ZoneKey = (typeof PLAYER_ZONES)[number];

/**
 * [perf: named fields] A zone's bit index (its place in a list of the names) and its array read
 * and written by a switch over the zone's name, rather than a table or `player[z]` with a
 * variable key: a computed access goes through V8's generic (megamorphic) lookup —
 * `players[p][z]` and `ZONE_BIT[z]` were 3–4 % of a vanilla game in ownZone and removeFromZone.
 * The same bits (the table's numbers), the same fields read and written the same way (`removed`,
 * absent until its first card, is added last as the computed write added it).
 */
function zoneIndex(z: ZoneKey): number {
  return PLAYER_ZONES.indexOf(z);
}

/** A player's zone array (`removed` may be absent), read by named field ([perf: named fields]). */
export function zoneOf(ps: PlayerState, z: ZoneKey): number[] | undefined {
  return zoneSlot(ps, z, undefined);
}

function setZone(ps: PlayerState, z: ZoneKey, arr: number[]): number[] {
  return zoneSlot(ps, z, arr)!;
}

/** The zone array `z` of a player, replaced first by `arr` when given. */
function zoneSlot(ps: PlayerState, z: ZoneKey, arr: number[] | undefined): number[] | undefined {
  switch (z) {
    case "deck":
      return arr ? (ps.deck = arr) : ps.deck;
    case "hand":
      return arr ? (ps.hand = arr) : ps.hand;
    case "main":
      return arr ? (ps.main = arr) : ps.main;
    case "support":
      return arr ? (ps.support = arr) : ps.support;
    case "attached":
      return arr ? (ps.attached = arr) : ps.attached;
    case "trash":
      return arr ? (ps.trash = arr) : ps.trash;
    case "points":
      return arr ? (ps.points = arr) : ps.points;
    case "removed":
      return arr ? (ps.removed = arr) : ps.removed;
  }
}

/** A player's zone array in the draft, copied on its first write in this step. */
export function ownZone(ctx: Ctx, p: 0 | 1, z: ZoneKey): number[] {
  const bit = 1 << (p * 8 + zoneIndex(z));
  const ps = ctx.s.players[p];
  if ((ctx.ownedZones & bit) === 0) {
    ctx.ownedZones |= bit;
    // `removed` is optional (created on first use, see PlayerState).
    return setZone(ps, z, (zoneOf(ps, z) ?? []).slice());
  }
  // (an in-place context owns every zone from the start, `removed` included when still absent)
  return zoneOf(ps, z) ?? setZone(ps, z, []);
}

/**
 * Take card `id` out of a player's zone array in the draft (the first time it is there). [perf: one
 * copy] when this step has not copied the array yet, the copy is made without it (`slice` of the
 * rest for a card at either end, as a draw from the deck's top; else one pass) instead of a full
 * copy and then a `splice`.
 */
export function removeFromZone(ctx: Ctx, p: 0 | 1, z: ZoneKey, id: number): void {
  const bit = 1 << (p * 8 + zoneIndex(z));
  const ps = ctx.s.players[p];
  const arr = zoneOf(ps, z);
  if ((ctx.ownedZones & bit) === 0 && arr !== undefined) {
    const i = arr.indexOf(id);
    if (i >= 0) {
      ctx.ownedZones |= bit;
      setZone(
        ps,
        z,
        i === 0 ? arr.slice(1) : i === arr.length - 1 ? arr.slice(0, i) : withoutIndex(arr, i),
      );
      return;
    }
  }
  const own = ownZone(ctx, p, z);
  const i = own.indexOf(id);
  // [perf: no garbage] the entries after it moved down one place and the last dropped: what
  // `splice(i, 1)` does, without the array of the removed entry it returns
  if (i >= 0) {
    for (let k = i + 1; k < own.length; k++) own[k - 1] = own[k]!;
    own.pop();
  }
}

/** The kept list appendToZone fills (never shared: nothing is called while it is filled). */
const appendBuffer: number[] = [];

/**
 * Put card `id` at the end of a player's zone array in the draft. [perf: no garbage] when this
 * step has not copied the array yet, its copy is made with the card already at the end, one array
 * of its exact length (the first entries of a kept list, copied by `slice`): `ownZone`'s `slice`
 * and then a `push` made a second array, grown to half as long again and 16 places more. The same
 * entries in the same order.
 */
export function appendToZone(ctx: Ctx, p: 0 | 1, z: ZoneKey, id: number): void {
  const bit = 1 << (p * 8 + zoneIndex(z));
  const ps = ctx.s.players[p];
  const arr = zoneOf(ps, z);
  if ((ctx.ownedZones & bit) === 0 && arr !== undefined) {
    ctx.ownedZones |= bit;
    const buf = appendBuffer;
    const n = arr.length;
    for (let k = 0; k < n; k++) buf[k] = arr[k]!;
    buf[n] = id;
    setZone(ps, z, buf.slice(0, n + 1));
    return;
  }
  ownZone(ctx, p, z).push(id);
}

function withoutIndex(arr: readonly number[], i: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < arr.length; k++) if (k !== i) out.push(arr[k]!);
  return out;
}

/**
 * A player object that shares its zone arrays (copied on write: `ownZone`). [perf: named fields]
 * an explicit literal when neither optional field is there (most games never remove a card or
 * hold a coin); with one, the spread keeps the fields in the order they were added (digest.ts).
 */
function shareZones(p: PlayerState): PlayerState {
  if (p.removed !== undefined || p.coins !== undefined) return { ...p };
  return {
    deck: p.deck,
    hand: p.hand,
    main: p.main,
    support: p.support,
    attached: p.attached,
    trash: p.trash,
    points: p.points,
    mulliganDone: p.mulliganDone,
  };
}

/**
 * A player object with copies of its zone arrays. [perf: one shape] without either optional field,
 * the literal of shareZones (the same fields in the same order), so that a game played in place
 * from a copy (runner.ts, rollout.ts) and one copied on write show V8 one shape of player: with
 * two, every function reading a zone met a map it had not seen and was optimised again.
 */
function copyPlayer(p: PlayerState): PlayerState {
  if (p.removed === undefined && p.coins === undefined)
    return {
      deck: p.deck.slice(),
      hand: p.hand.slice(),
      main: p.main.slice(),
      support: p.support.slice(),
      attached: p.attached.slice(),
      trash: p.trash.slice(),
      points: p.points.slice(),
      mulliganDone: p.mulliganDone,
    };
  // (a card removed from the game or coins held: rare) the fields in the order the player has them,
  // as shareZones keeps them (digest.ts hashes the JSON: the copy's digest is the original's), each
  // zone array copied; `coins` shared (setHeldCoins replaces the object, never changes it)
  const c = { ...p };
  for (const z of PLAYER_ZONES) {
    const arr = zoneOf(p, z);
    if (arr !== undefined) setZone(c, z, arr.slice());
  }
  return c;
}

/**
 * A structural copy that shares card objects and the small arrays listed in OwnedKey (both are
 * copied on write: `mut`, `own`).
 */
function shallowCopyState(s: GameState): GameState {
  // An explicit literal (one fixed shape) is markedly faster than `{ ...s }` on this hot path.
  return {
    db: s.db,
    seed: s.seed,
    rng: s.rng,
    turn: s.turn,
    turnPlayer: s.turnPlayer,
    firstPlayer: s.firstPlayer,
    step: s.step,
    priority: s.priority,
    passes: s.passes,
    lastDeclarer: s.lastDeclarer,
    // copied on the step's first card write (`mut`): a step that changes no card copies nothing
    cards: s.cards,
    // Player objects are copied; their zone arrays are copied on write (`ownZone`).
    players: [shareZones(s.players[0]), shareZones(s.players[1])],
    stack: s.stack,
    nextUid: s.nextUid,
    resolving: s.resolving
      ? { ...s.resolving, work: s.resolving.work.slice(), vars: { ...s.resolving.vars } }
      : null,
    // replacements (rules/replacements.ts): written whole, never in place
    replacing: s.replacing,
    suspended: s.suspended,
    triggers: s.triggers,
    triggersOrdered: s.triggersOrdered,
    breaks: s.breaks,
    delayed: s.delayed,
    mods: s.mods,
    usedThisTurn: s.usedThisTurn,
    playedThisTurn: s.playedThisTurn,
    enteredByPlay: s.enteredByPlay,
    readiedByEffect: s.readiedByEffect,
    eventsThisTurn: s.eventsThisTurn,
    playBans: s.playBans,
    playPermits: s.playPermits,
    approachLimits: s.approachLimits,
    liveRestrictions: s.liveRestrictions,
    nextCost: s.nextCost,
    // [perf: shared, written whole] the battle is replaced, never changed in place (approach.ts,
    // pending.ts pickDp, flow.ts), like `replacing`: not copied (a spread) every step of a battle
    battle: s.battle,
    pending: s.pending,
    winner: s.winner,
    decisions: s.decisions,
    options: s.options,
  };
}

function copyAll(s: GameState): GameState {
  const c = shallowCopyState(s);
  trustCopy(s.cards, (c.cards = s.cards.slice()));
  c.players = [copyPlayer(s.players[0]), copyPlayer(s.players[1])];
  c.stack = s.stack.slice();
  c.triggers = s.triggers.slice();
  c.breaks = s.breaks.slice();
  c.delayed = s.delayed.slice();
  c.mods = s.mods.slice();
  c.usedThisTurn = s.usedThisTurn.slice();
  c.playedThisTurn = [s.playedThisTurn[0].slice(), s.playedThisTurn[1].slice()];
  c.nextCost = s.nextCost.slice();
  // written in place by a context that owns its state (ownEventsThisTurn, inPlaceCtx)
  if (s.eventsThisTurn) c.eventsThisTurn = s.eventsThisTurn.slice();
  return c;
}

/** A full independent copy (for AI search); card objects copied too. */
export function cloneState(s: GameState): GameState {
  const c = copyAll(s);
  for (let i = 0; i < c.cards.length; i++) c.cards[i] = copyCard(c.cards[i]!);
  return c;
}

export function makeCtx(state: GameState, db: CardDb, keepsEvents = true): Ctx {
  return {
    s: shallowCopyState(state),
    db: gameDb(db, state.cards),
    events: [],
    keepsEvents,
    listed: false,
    memo: null,
    settled: memoOf(state),
    settles: null,
    owned: 0,
    ownedZones: 0,
    gen: nextGen(),
  };
}

/**
 * Run a read-only computation with memoisation of derived data (continuous effects in force).
 * `fn` must not change the state.
 */
export function withMemo<T>(ctx: Ctx, fn: () => T): T {
  return inReadPass(ctx, callThunk, fn);
}

const callThunk = <T>(_ctx: Ctx, fn: () => T): T => fn();

/**
 * `fn(ctx, arg)` as withMemo runs a computation: in the open read-only pass (its memo), or in one
 * opened for the call. [perf: no closure context] the function and its argument are passed, not
 * an arrow capturing them: an arrow made per call allocated a context for what it captured, on
 * paths asked for every character of a window (approach.ts).
 */
export function inReadPass<A, T>(ctx: Ctx, fn: (ctx: Ctx, arg: A) => T, arg: A): T {
  if (ctx.memo) return fn(ctx, arg);
  ctx.memo = newMemo();
  try {
    return fn(ctx, arg);
  } finally {
    ctx.memo = null;
  }
}

/**
 * A read-only check of the input state made before the step's first write (`apply` validating a
 * decision): it reads the input state's memo, as the enumeration that listed the decision did.
 */
export function checking<A, T>(ctx: Ctx, fn: (ctx: Ctx, arg: A) => T, arg: A): T {
  // [perf: no closure context] the check and its argument are passed, not an arrow: the arrow
  // made the caller (pending.ts priority `perform`, every decision) allocate a context
  if (ctx.memo) return fn(ctx, arg);
  ctx.memo = ctx.settled ?? (ctx.settled = newMemo());
  try {
    return fn(ctx, arg);
  } finally {
    ctx.memo = null;
  }
}

/**
 * `fn(ctx, arg)` with `memo` as the context's memo (the one a state that settles here keeps).
 * [perf: no garbage] the function and its argument are passed, not a closure, and the memo is the
 * caller's: no closure and no result pair per priority window.
 */
export function withOwnMemo<A, T>(ctx: Ctx, memo: Memo, fn: (ctx: Ctx, arg: A) => T, arg: A): T {
  const outer = ctx.memo;
  ctx.memo = memo;
  try {
    return fn(ctx, arg);
  } finally {
    ctx.memo = outer;
  }
}

/**
 * A context for reading only (legal decision lists, views): no copy. Never write through it. A
 * state apply returned shares its memo with every reader (see Memo); any other state (a board a
 * test builds and may change) gets a fresh one.
 */
export function readCtx(state: GameState, db: CardDb): Ctx {
  return {
    s: state,
    db: gameDb(db, state.cards),
    events: [],
    keepsEvents: true,
    listed: false,
    memo: memoOf(state) ?? newMemo(),
    settled: null,
    settles: null,
    owned: 0,
    ownedZones: 0,
    gen: 0,
  };
}

export function card(ctx: Ctx, id: number): CardInstance {
  return ctx.s.cards[id]!;
}

// copiedIn[id] = the step (context generation) in which card `id` was last copied. A shared
// array with a generation counter avoids allocating a fresh bitmap for every step; a stale entry
// from another context only causes an extra (harmless) copy. When the counter wraps, every entry
// is cleared: an entry from before would read as the new step's own and skip a copy it needs.
let copiedIn = new Uint32Array(256);
let gen = 0;
function nextGen(): number {
  if (++gen >= IN_PLACE) {
    gen = 1;
    copiedIn.fill(0);
  }
  return gen;
}

/**
 * The generation of a context that writes its state in place (`inPlaceCtx`): nothing is copied.
 * [perf: one shape] 2^30 − 1, the largest small integer of V8, and the generations wrap below it:
 * 0xffffffff was a heap number in `gen`, a field that holds small integers in every other context.
 */
const IN_PLACE = 0x3fffffff;

/**
 * A context that changes `state` itself (a rollout, runtime/rollout.ts): no array or card is
 * copied. Only for a private copy (`cloneState`) that nobody else holds.
 */
export function inPlaceCtx(state: GameState, db: CardDb, keepsEvents = true): Ctx {
  return {
    s: state,
    db: gameDb(db, state.cards),
    events: [],
    keepsEvents,
    listed: false,
    memo: null,
    settled: memoOf(state),
    settles: null,
    owned: ~0,
    ownedZones: ~0,
    gen: IN_PLACE,
  };
}
function growCopied(id: number): void {
  const bigger = new Uint32Array(Math.max(id + 1, copiedIn.length * 2));
  bigger.set(copiedIn);
  copiedIn = bigger;
}

/** The card object, copied on first write in this step. */
export function mut(ctx: Ctx, id: number): CardInstance {
  if (copiedIn[id] !== ctx.gen && ctx.gen !== IN_PLACE) {
    if (id >= copiedIn.length) growCopied(id);
    copiedIn[id] = ctx.gen;
    const cards = own(ctx, "cards");
    cards[id] = copyCard(cards[id]!);
  }
  return ctx.s.cards[id]!;
}

/**
 * A card object's copy. [perf: named fields] an explicit literal, not `{ ...c }` (the spread was
 * 90 % of `mut`): the fields in the order setup.ts makes them, `counters` (added later) last, so
 * the copy serialises as the original does (digest.ts hashes the JSON).
 */
function copyCard(c: CardInstance): CardInstance {
  const out: CardInstance = {
    id: c.id,
    def: c.def,
    owner: c.owner,
    zone: c.zone,
    faceUp: c.faceUp,
    rested: c.rested,
    coins: c.coins,
    host: c.host,
    enteredTurn: c.enteredTurn,
    approachedTurn: c.approachedTurn,
    approachAgain: c.approachAgain,
  };
  if (c.counters !== undefined) out.counters = c.counters;
  return out;
}

/**
 * The definition of card `id`. [perf: per card id] an array read (cards/game-view.ts) where a Map
 * lookup by key was 2–3 % of a game; an id the game does not have fails as the lookup did.
 */
export function defOf(ctx: Ctx, id: number): CardDef {
  return ctx.db.defAt[id] ?? ctx.db.byId.get(ctx.s.cards[id]!.def)!;
}

/** A card as a refusal names it: 「name」 (#id). */
export function named(ctx: Ctx, id: number): string {
  const c = ctx.s.cards[id];
  const def = c === undefined ? undefined : ctx.db.byId.get(c.def);
  return def === undefined ? `#${id}` : `「${def.name}」 (#${id})`;
}

export function log(ctx: Ctx, e: GameEvent): void {
  if (ctx.keepsEvents) ctx.events.push(e);
}

/**
 * Whether card `id`'s definition has a continuous or host text (CardDb.hasStatics). [perf: per
 * card id] an array read (cards/game-view.ts), not a Set lookup of its definition's key.
 */
export function hasStaticTexts(ctx: Ctx, id: number): boolean {
  return (ctx.db.textsAt[id]! & STATICS) !== 0;
}

/** The printed names of card `id` with combi halves (CardDb.names; [perf: per card id]). */
export function printedNamesOf(ctx: Ctx, id: number): readonly string[] {
  return ctx.db.namesAt[id] ?? ctx.db.names.get(ctx.s.cards[id]!.def) ?? [];
}

/** Rule 1.3: the same-card key of a card instance. */
export function sameKeyOf(ctx: Ctx, id: number): string {
  return ctx.db.sameKeyAt[id] ?? ctx.db.sameKey.get(ctx.s.cards[id]!.def)!;
}
