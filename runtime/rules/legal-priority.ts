// What a player holding priority can declare (rule 4.1): plays and activated texts. Each
// candidate is built from the card definitions and then passed through the very same check
// `apply` uses (checkPlay / checkActivate), or through what is left of it once the walk has made
// its first parts itself ([perf: the checks not yet made]), so the list and the validator cannot
// disagree.
import type { ActivatedAbility, CardDef, ExtraCost, TargetSpec } from "../cards/definition.ts";
import type { GameDb } from "../cards/game-db.ts";
import { ACTIVATED, INTERRUPT, STATICS } from "../cards/game-view.ts";
import { card, defOf, newMemo, type Ctx, type Memo, sameKeyOf, withOwnMemo } from "../core/ctx.ts";
import type { Decision } from "../core/decision.ts";
import type { GameState, PlayerId, StackItem } from "../core/state.ts";
import {
  extraCostOptions,
  flatIds,
  listedActivationPasses,
  textCostRequirement,
  textsUnusable,
  usedKey,
} from "./activate.ts";
import { abilityActive, cannotBeTrashed } from "./continuous.ts";
import { findPayment, playRequirement } from "./costs.ts";
import {
  characterTimingOk,
  costToPlay,
  eventModes,
  eventTexts,
  type EventText,
  playRequirementMet,
  sameCardOnField,
  enterBanned,
  playableFromRemoved,
  sameSupportOn,
  targetsOk,
} from "./play.ts";
import { MAIN_AREA_SLOTS } from "./project-rulings.ts";
import { playBanned } from "./effects/restrictions.ts";
import { matches } from "./selectors.ts";
import { groupAvailable, groupCombinations } from "./groups.ts";
import { candidates } from "./targets.ts";
import type { Scope } from "./scope.ts";
import { phaseOfStep, PRIORITY_STEPS, stackTop, timingAllows } from "./timing.ts";

/** Up to `cap` ways to pick `k` of `items`, in order (legal lists are bounded, see legal.ts). */
export function combinations(items: readonly number[], k: number, cap: number): number[][] {
  // [perf: no garbage] one of them (most target specs): each item as a list, the first `cap` — what
  // `combine` gives (it stops at `cap`) without its working list and a list grown by `push`
  if (k === 1 && items.length <= cap) return items.map(single);
  const out: number[][] = [];
  combine(items, k, cap, 0, [], out);
  return out;
}

// [perf: no named closure] a module-level recursion, not a local `const rec = …`: under tsx
// (esbuild keepNames) each named local function costs an Object.defineProperty per call.
function combine(
  items: readonly number[],
  k: number,
  cap: number,
  start: number,
  cur: number[],
  out: number[][],
): void {
  if (out.length >= cap) return;
  if (cur.length === k) {
    out.push(cur.slice());
    return;
  }
  for (let i = start; i < items.length; i++) {
    cur.push(items[i]!);
    combine(items, k, cap, i + 1, cur, out);
    cur.pop();
  }
}

/** `[x]` (a module-level arrow: `map` with it makes no closure). */
const single = (x: number): number[] => [x];
/** `[c]`, for lists (its own arrow: `single`'s literal keeps a list of numbers only). */
const singleList = (c: number[]): number[][] => [c];

/** Target lists to offer for a text's target specs (bounded; apply accepts any legal choice). */
export function targetCombos(
  ctx: Ctx,
  specs: readonly TargetSpec[],
  scope: Scope,
  cap = 12,
): number[][][] {
  // null: the one empty list of no spec yet (`[[]]`, made only when there is no spec)
  let acc: number[][][] | null = null;
  for (const spec of specs) {
    const cands = candidates(ctx, spec, scope);
    // a relation among the chosen (同じ名称の…): only sets that relate so, as many as can
    const available = groupAvailable(ctx, spec, cands);
    // any number (任意の枚数): every candidate, and the fewest allowed — a sample of the legal sets
    const k = spec.anyNumber ? available : Math.min(spec.n, available);
    const choices = k === 0 ? [[]] : combosOf(ctx, spec, cands, k, cap);
    if (spec.anyNumber && k > 0) {
      const least = Math.min(spec.n, k);
      choices.push(...(least === 0 ? [[]] : combosOf(ctx, spec, cands, least, cap)));
    }
    // [perf: no spread of nothing] the first spec's combos extend the one empty list: each is [c]
    // (what `[...[], c]` made); [perf: no garbage] when all of them fit under `cap`, made by `map`
    // (a list of its exact length, not one grown by `push`)
    if (acc === null)
      acc = choices.length <= cap ? choices.map(singleList) : firstCombos(choices, cap);
    else {
      const next: number[][][] = [];
      for (const a of acc) for (const c of choices) if (next.length < cap) next.push([...a, c]);
      acc = next;
    }
  }
  return acc ?? [[]];
}

/** The first spec's combos when it has more choices than `cap`: the first `cap`, each as [c]. */
function firstCombos(choices: readonly number[][], cap: number): number[][][] {
  const next: number[][][] = [];
  for (let i = 0; i < choices.length && next.length < cap; i++) next.push([choices[i]!]);
  return next;
}

/** `k` of the candidates for one target spec (a module function: see `combine`). */
function combosOf(ctx: Ctx, spec: TargetSpec, cands: number[], k: number, cap: number): number[][] {
  return spec.group
    ? groupCombinations(ctx, spec.group, cands, k, cap)
    : combinations(cands, k, cap);
}

/** Total source of hand + face-up points; cards with source texts counted generously. */
function sourceUpperBound(ctx: Ctx, p: PlayerId): number {
  const memo = ctx.memo as { source?: [number, number] } | null;
  const cached = memo?.source?.[p];
  if (cached !== undefined && cached >= 0) return cached;
  const ps = ctx.s.players[p];
  let total = 0;
  for (const id of ps.hand) total += bound(ctx, id);
  for (const id of ps.points) if (card(ctx, id).faceUp) total += bound(ctx, id);
  if (memo) {
    memo.source ??= [-1, -1];
    memo.source[p] = total;
  }
  return total;
}

function bound(ctx: Ctx, id: number): number {
  return defOf(ctx, id).source + ((ctx.db.textsAt[id]! & STATICS) !== 0 ? 10 : 0);
}

/**
 * [perf: the checks not yet made] checkPlay(ctx, { …, area: "support" }, true) for a character
 * whose timing (characterTimingOk) and same-card test (sameCardOnField) playCandidates has just
 * passed, in the same read-only pass: what is left of checkPlay's path for that decision is the
 * card in its owner's hand, a play ban and a text that bans entering the support area (the
 * decision names no option of another kind, no replacement, and its payment was found by
 * findPayment). The same answer without computing the timing and the field's same-card keys again.
 */
function supportEntryPasses(ctx: Ctx, p: PlayerId, id: number): boolean {
  const c = ctx.s.cards[id];
  if (!c || c.owner !== p || c.zone !== "hand") return false;
  return !playBanned(ctx, p, id) && !enterBanned(ctx, id, "support");
}

/** Add to `out` the declarations with card `id` open to `p`. */
type Candidates = (ctx: Ctx, p: PlayerId, id: number, out: Decision[]) => void;

/** Playing card `id` from the hand (each way that passes checkPlay). */
const playCandidates: Candidates = (ctx, p, id, out) => {
  const s = ctx.s;
  const def = defOf(ctx, id);
  if (def.kind === "character") {
    if (!characterTimingOk(ctx, p, id) || sameCardOnField(ctx, id)) return;
  } else if (def.kind === "support") {
    if (!(s.step === "main" && p === s.turnPlayer && s.stack.length === 0)) return;
  } else {
    // an event with modes is playable when one of its modes' timings allows it
    if (!someTimingAllows(ctx, p, eventTexts(def))) return;
    if (!playRequirementMet(ctx, p, id)) return;
  }
  const cost = costToPlay(ctx, p, id);
  // Quick reject: even every card that could pay (an upper bound on its source) is not enough.
  if (cost > 0 && sourceUpperBound(ctx, p) - def.source < cost) return;
  const pay = findPayment(ctx, p, playRequirement(ctx, id, cost));
  if (!pay) return;
  if (def.kind === "character") {
    // The support-area entry is checked in full (timing, same card, payment...); the main-area
    // variants differ only by the area rules (rule 1.1, 6.3), checked here the way checkPlay does.
    const base: Decision = { type: "play", player: p, card: id, pay, area: "support" };
    if (!supportEntryPasses(ctx, p, id)) return;
    const main = s.players[p].main;
    if (def.ap !== undefined && def.dp !== undefined && !enterBanned(ctx, id, "main")) {
      if (main.length < MAIN_AREA_SLOTS) {
        out.push({ type: "play", player: p, card: id, pay, area: "main" });
      } else {
        const key = sameKeyOf(ctx, id);
        for (const r of main) {
          if (sameKeyOf(ctx, r) === key || cannotBeTrashed(ctx, r)) continue;
          out.push({ type: "play", player: p, card: id, pay, area: "main", replace: r });
        }
      }
    }
    out.push(base);
  } else if (def.kind === "support") {
    if (!playEntryPasses(ctx, p, id)) return;
    const ps = s.players[p];
    for (let z = 0; z < 2; z++) {
      const hosts = z === 0 ? ps.main : ps.support;
      for (let i = 0; i < hosts.length; i++) {
        const h = hosts[i]!;
        if (def.attachTo && !matches(ctx, h, def.attachTo, { source: id, controller: p })) continue;
        if (hostTakes(ctx, p, id, h)) out.push({ type: "play", player: p, card: id, pay, host: h });
      }
    }
  } else eventCandidates(ctx, p, id, def, pay, out);
};

/**
 * [perf: the checks not yet made] The card's part of checkPlay(ctx, d, true) for a support card or
 * an event playCandidates lists: in its owner's hand (or where a text lets it be played from), no
 * play ban. The same for every host, text and target combo of the card, so asked once, not per
 * decision (`keep` made the whole check for each).
 */
function playEntryPasses(ctx: Ctx, p: PlayerId, id: number): boolean {
  const c = ctx.s.cards[id];
  if (!c || c.owner !== p || (c.zone !== "hand" && !playableFromRemoved(ctx, id))) return false;
  return !playBanned(ctx, p, id);
}

/**
 * [perf: the checks not yet made] What is left of checkPlay(ctx, { …, host: h }, true) for support
 * card `id` once playCandidates has checked its timing (the turn player's main phase, an empty
 * stack), the card (playEntryPasses) and the host's attachment filter: the host is one of `p`'s
 * characters on the field and carries no support card of the same card.
 */
function hostTakes(ctx: Ctx, p: PlayerId, id: number, h: number): boolean {
  const host = ctx.s.cards[h];
  if (!host || host.owner !== p || (host.zone !== "main" && host.zone !== "support")) return false;
  return !sameSupportOn(ctx, ctx.s.players[p].attached, h, id);
}

// [perf: no closure context] The event's loops below are functions of their own, not arrows in
// playCandidates: an arrow capturing its parameters made V8 allocate a context for them on every
// playCandidates call, for every hand card of every walk. The same tests in the same order.

/** Does the timing of one of an event's texts (its modes) allow it now? (`texts.some(…)`) */
function someTimingAllows(ctx: Ctx, p: PlayerId, texts: readonly EventText[]): boolean {
  for (let i = 0; i < texts.length; i++)
    if (timingAllows(ctx, p, texts[i]!.ability.timing)) return true;
  return false;
}

/**
 * The plays of event `id` paid with `pay`: each text's (each mode's) target combos that pass
 * checkPlay. [perf: the checks not yet made] what is left of checkPlay(ctx, d, true) for each:
 * the card (playEntryPasses) once, the text's timing once per text, the targets per combo —
 * playCandidates has checked the play requirement, and the decision names no option of another
 * kind and the mode exactly when the event has modes (a loop, not `forEach` with an arrow: no
 * closure context).
 */
function eventCandidates(
  ctx: Ctx,
  p: PlayerId,
  id: number,
  def: CardDef,
  pay: number[],
  out: Decision[],
): void {
  if (!playEntryPasses(ctx, p, id)) return;
  const modal = eventModes(def).length > 0;
  const texts = eventTexts(def);
  for (let mode = 0; mode < texts.length; mode++) {
    const ability = texts[mode]!.ability;
    if (!timingAllows(ctx, p, ability.timing)) continue;
    const specs = ability.targets ?? [];
    const scope: Scope = { source: id, controller: p };
    for (const targets of targetCombos(ctx, specs, scope))
      if (targetsOk(ctx, specs, scope, targets) === null)
        out.push(
          modal
            ? { type: "play", player: p, card: id, pay, targets, mode }
            : { type: "play", player: p, card: id, pay, targets },
        );
  }
}

/** Using the activated texts of card `id` on the field (each that passes checkActivate). */
const activateCandidates: Candidates = (ctx, p, id, out) => {
  const abilities = defOf(ctx, id).abilities ?? [];
  for (let i = 0; i < abilities.length; i++) {
    const a = abilities[i]!;
    if (a.kind !== "activated") continue;
    // Cheapest tests first: timing, rest, once per turn, then the text's own condition.
    if (!timingAllows(ctx, p, a.timing)) continue;
    if (a.cost?.rest && card(ctx, id).rested) continue;
    if (ctx.s.usedThisTurn.length > 0 && ctx.s.usedThisTurn.includes(usedKey(id, i))) continue;
    if (!abilityActive(ctx, id, a)) continue;
    if (textsUnusable(ctx, id)) continue;
    const extraCosts = a.cost?.extra;
    const extra = extraCosts ? extraCosts.map(noCards) : undefined;
    const pay = extra
      ? payingExtras(ctx, p, a, extraOptions(ctx, p, id, extraCosts!), extra, 0, 0)
      : findPayment(ctx, p, textCostRequirement(a));
    if (!pay) continue;
    for (const targets of targetCombos(ctx, a.targets ?? [], { source: id, controller: p })) {
      const d: Decision = extra
        ? { type: "activate", player: p, card: id, ability: i, pay, extra, targets }
        : { type: "activate", player: p, card: id, ability: i, pay, targets };
      // (checkActivate's first checks are this loop's, made above; its extra costs and payment
      // hold as built: listedActivationPasses)
      if (listedActivationPasses(ctx, d, a)) out.push(d);
    }
  }
};

/**
 * Each extra cost's options for a text of card `id` (activate.ts extraCostOptions). [perf: no
 * closure context] a function of its own (see eventCandidates).
 */
function extraOptions(
  ctx: Ctx,
  p: PlayerId,
  id: number,
  extraCosts: readonly ExtraCost[],
): { options: number[]; n: number }[] {
  return extraCosts.map((x) =>
    x.pay === "trashFromHand" || x.pay === "restOther"
      ? { options: extraCostOptions(ctx, p, id, x), n: x.n }
      : { options: [], n: 0 },
  );
}

const noCards = (): number[] => [];

/**
 * Fills `extra` (one empty list per extra cost) with cards for the extra costs from `cost` on, and
 * returns a payment of the text's source cost with the cards left (rules 5.1, 5.4: a card pays one
 * cost), or null when no choice of them leaves one. The choices are tried in order, each cost's
 * options in their zone's order, so the first is each cost's first `n` options: the one listed
 * whenever it can be paid. Another is listed only when it cannot (its cards were the only ones of
 * the cost's color, say): the listing offers one extra-cost choice per declaration, and before,
 * a text whose first choice left no payment was not listed at all though another choice was legal
 * (test/runtime/listing-complete.test.ts). No card is chosen for two extra costs.
 */
function payingExtras(
  ctx: Ctx,
  p: PlayerId,
  a: ActivatedAbility,
  costs: readonly { options: number[]; n: number }[],
  extra: number[][],
  cost: number,
  from: number,
): number[] | null {
  if (cost === costs.length) {
    const req = textCostRequirement(a);
    req.exclude = flatIds(extra);
    return findPayment(ctx, p, req);
  }
  const { options, n } = costs[cost]!;
  const chosen = extra[cost]!;
  if (chosen.length === n) return payingExtras(ctx, p, a, costs, extra, cost + 1, 0);
  for (let k = from; k <= options.length - (n - chosen.length); k++) {
    const c = options[k]!;
    if (chosenBefore(extra, cost, c)) continue;
    chosen.push(c);
    const pay = payingExtras(ctx, p, a, costs, extra, cost, k + 1);
    if (pay) return pay;
    chosen.pop();
  }
  return null;
}

/** Is card `c` in one of the first `cost` lists of `extra`? */
function chosenBefore(extra: readonly number[][], cost: number, c: number): boolean {
  for (let i = 0; i < cost; i++) if (extra[i]!.includes(c)) return true;
  return false;
}

/**
 * Declarations open to `p` now (without the pass). If this state's memo holds the start of the
 * walk (anyDeclaration stopped at its first find), the walk goes on from there: same list, same
 * order, no card looked at twice.
 */
export function priorityDeclarations(ctx: Ctx, p: PlayerId): Decision[] {
  if (!PRIORITY_STEPS.has(ctx.s.step)) return [];
  return withOwnMemo(ctx, ctx.memo ?? newMemo(), allDeclarations, p);
}

// [perf: no closure context] The walks below pass module-level visitors and their output list to
// forEachSource, and open the read-only pass with withOwnMemo: no arrow capturing `ctx`, `p` and
// the list, so no context, closures or memo callback allocated per window. Same visits, same order.

function allDeclarations(ctx: Ctx, p: PlayerId): Decision[] {
  const out: Decision[] = [];
  declarationsInto(ctx, p, out);
  return out;
}

/**
 * The list of a priority window (pending.ts): `pass`, then the declarations open to its player, as
 * priorityDeclarations lists them. [perf: no garbage] one list, not the declarations' list and its
 * spread behind the pass (and the walk's found declarations copied first).
 */
export function passAndDeclarations(ctx: Ctx, pass: Decision): Decision[] {
  if (!PRIORITY_STEPS.has(ctx.s.step)) return [pass];
  return withOwnMemo(ctx, ctx.memo ?? newMemo(), passThenDeclarations, pass);
}

function passThenDeclarations(ctx: Ctx, pass: Decision): Decision[] {
  const out: Decision[] = [pass];
  declarationsInto(ctx, pass.player, out);
  return out;
}

/** Append to `out` the declarations of `p` (the walk's visitors only append to it). */
function declarationsInto(ctx: Ctx, p: PlayerId, out: Decision[]): void {
  const memo = ctx.memo!;
  const begun = memo.declared?.p === p ? memo.declared : undefined;
  if (begun) for (let i = 0; i < begun.found.length; i++) out.push(begun.found[i]!);
  forEachSource(ctx, p, begun?.next ?? 0, addDeclarations, out, false);
}

/** A card's visit in forEachSource: true to stop the walk. */
type Visit<T> = (ctx: Ctx, p: PlayerId, id: number, candidates: Candidates, out: T[]) => boolean;

/** Add the card's declarations and go on. */
const addDeclarations: Visit<Decision> = (ctx, p, id, candidates, out) => (
  candidates(ctx, p, id, out),
  false
);

/** Add the card's declarations and stop once there are some. */
const stopAtFirst: Visit<Decision> = (ctx, p, id, candidates, out) => (
  candidates(ctx, p, id, out),
  out.length > 0
);

/**
 * Whether `p` has any declaration now: the walk of priorityDeclarations, stopped after the first
 * card that gives one (flow.ts passes a window with none). What it found is kept in the memo
 * for the list, if someone asks for it.
 */
export function anyDeclaration(ctx: Ctx, p: PlayerId): boolean {
  if (!PRIORITY_STEPS.has(ctx.s.step)) return false;
  return withOwnMemo(ctx, ctx.memo ?? newMemo(), firstDeclarations, p);
}

function firstDeclarations(ctx: Ctx, p: PlayerId): boolean {
  const found: Decision[] = [];
  const next = forEachSource(ctx, p, 0, stopAtFirst, found, false);
  // [perf: no garbage] a walk that found nothing (most windows) keeps a shared record: the list
  // only copies its `found`
  ctx.memo!.declared = found.length > 0 ? { p, found, next } : NOTHING_FOUND[p];
  return found.length > 0;
}

/** The walk's record when it found nothing, per player (never written: allDeclarations copies). */
const NOTHING_FOUND: readonly [NonNullable<Memo["declared"]>, NonNullable<Memo["declared"]>] = [
  { p: 0, found: [], next: Infinity },
  { p: 1, found: [], next: Infinity },
];

/**
 * The cards whose declarations priorityDeclarations reads, in its order: hand cards (plays) and
 * cards on the field with activated texts. A sampling agent (agents/random-fast.ts) draws from
 * these and lists one card's declarations at a time (`declarationsWith`).
 */
export function declarationSources(ctx: Ctx, p: PlayerId): number[] {
  const ids: number[] = [];
  if (PRIORITY_STEPS.has(ctx.s.step)) forEachSource(ctx, p, 0, addSource, ids, true);
  return ids;
}

/** Note the card and go on. */
const addSource: Visit<number> = (_ctx, _p, id, _c, ids) => (ids.push(id), false);

/** The declarations of `p` with card `id`, one of `declarationSources`. */
export function declarationsWith(ctx: Ctx, p: PlayerId, id: number): Decision[] {
  const out: Decision[] = [];
  const zone = ctx.s.cards[id]!.zone;
  const fromHand = zone === "hand" || zone === "removed";
  // [perf: the windows a card can be declared in] none in this window: nothing to list (below)
  const masks = windowMasks(ctx.db);
  if (!mayDeclare(fromHand ? masks.play : masks.activate, id, windowOf(ctx.s, p, stackTop(ctx.s))))
    return out;
  const candidates = fromHand ? playCandidates : activateCandidates;
  withEnumerationMemo(ctx, () => candidates(ctx, p, id, out));
  return out;
}

/** Nothing changes the state while we enumerate: memoise derived data for this pass. */
function withEnumerationMemo(ctx: Ctx, fn: (memo: Memo) => void): void {
  const outer = ctx.memo;
  const memo = outer ?? newMemo();
  ctx.memo = memo;
  try {
    fn(memo);
  } finally {
    ctx.memo = outer;
  }
}

// [perf: the windows a card can be declared in] Every way the walk has to declare a card begins
// with a timing test that reads only the window: the step's phase, whether `p` is the turn player,
// whether the stack is empty (with an item on top it is the opponent's: forEachSource stops at
// once on one's own). A character from the hand: characterTimingOk (an empty stack; the turn
// player's main phase, or a window free entry opens — the opponent's main phase, either approach
// phase — for a card with 〔自由登場〕 or a turn's play permission); a support card: the turn
// player's main phase with an empty stack; an event: the timing of one of its texts (eventTexts,
// someTimingAllows); an activated text on the field: its timing (activateCandidates'
// timingAllows). So each card's definition gives the set of windows it could be declared in at
// all (a bit per phase × own / opponent / interrupt), kept per game view (the game's cards), and
// a window outside that set is passed over: the card's candidates would add nothing (the visit
// counts as one that found none, so the walk's places are the same). Kept on the safe side: free
// entry opens every window it could for every character when the game holds the keyword (printed
// or given by a text, GameDb.keywordsInGame); in a window where a play permission or a modifier
// giving 〔自由登場〕 exists, or outside the priority phases, no card is passed over; an unknown
// definition, or a timing of another kind, counts as declarable everywhere.

/** Window bits of the main phase (the approach phase's are these shifted by APPROACH). */
const OWN = 1;
const OPP = 2;
const INT = 4;
const APPROACH = 3;
const ALL_WINDOWS = 63;

/** The windows a timing allows a declaration in (timing.ts timingAllows). */
function timingWindows(t: ActivatedAbility["timing"]): number {
  const shift = t.phase === "main" ? 0 : t.phase === "approach" ? APPROACH : -1;
  if (shift < 0) return ALL_WINDOWS;
  const bits =
    t.player === "own"
      ? OWN
      : t.player === "opponent"
        ? OPP
        : t.player === "both"
          ? OWN | OPP
          : t.player === "interrupt"
            ? INT
            : OWN | OPP | INT;
  return bits << shift;
}

/** The windows card `def` could be played in from the hand (playCandidates' first tests). */
function playWindows(def: CardDef, freeEntry: boolean): number {
  if (def.kind === "character") return freeEntry ? OWN | OPP | ((OWN | OPP) << APPROACH) : OWN;
  if (def.kind === "support") return OWN;
  let bits = 0;
  const texts = eventTexts(def);
  for (let i = 0; i < texts.length; i++) bits |= timingWindows(texts[i]!.ability.timing);
  return bits;
}

/** The windows an activated text of `def` could be used in (activateCandidates' first test). */
function activateWindows(def: CardDef): number {
  let bits = 0;
  const abilities = def.abilities ?? [];
  for (let i = 0; i < abilities.length; i++) {
    const a = abilities[i]!;
    if (a.kind === "activated") bits |= timingWindows(a.timing);
  }
  return bits;
}

/** Per card id of one game view: the windows of its plays and of its activated texts. */
interface WindowMasks {
  db: GameDb;
  play: Uint8Array;
  activate: Uint8Array;
  /** The union of every card's masks: the windows some card of the game could be declared in. */
  any: number;
}

/** The masks last made (one slot, like the game view they are made for: cards/game-db.ts). */
let masksKept: WindowMasks | null = null;

function windowMasks(db: GameDb): WindowMasks {
  if (masksKept !== null && masksKept.db === db) return masksKept;
  const n = db.defAt.length;
  const play = new Uint8Array(n);
  const activate = new Uint8Array(n);
  const freeEntry = db.keywordsInGame.has("freeEntry");
  let any = 0;
  for (let id = 0; id < n; id++) {
    const def = db.defAt[id];
    play[id] = def === undefined ? ALL_WINDOWS : playWindows(def, freeEntry);
    activate[id] = def === undefined ? ALL_WINDOWS : activateWindows(def);
    any |= play[id]! | activate[id]!;
  }
  return (masksKept = { db, play, activate, any });
}

/**
 * Could no card of the game be declared in `p`'s window now? [perf: windows nobody can declare
 * in] The walk passes over every card whose masks miss the window (mayDeclare), so when the union
 * of all the game's masks misses it the walk finds nothing: flow.ts passes such a window without a
 * memo or a walk (of a seed game's windows that reach the masks, ~83 a game: the opponent's and the
 * interrupt windows of the main phase, the opponent's of the approach). A state holding a card the
 * masks do not know (an id past them, which mayDeclare lets through) is walked.
 */
export function noCardDeclarable(ctx: Ctx, p: PlayerId): boolean {
  const masks = windowMasks(ctx.db);
  return (
    (masks.any & windowOf(ctx.s, p, stackTop(ctx.s))) === 0 &&
    ctx.s.cards.length <= masks.play.length
  );
}

/** The window `p` holds priority in (its bit), or every window when no card may be passed over. */
function windowOf(s: GameState, p: PlayerId, top: StackItem | undefined): number {
  const phase = phaseOfStep(s.step);
  if (phase === null || s.playPermits !== undefined || freeEntryModifier(s)) return ALL_WINDOWS;
  const bit = top ? INT : p === s.turnPlayer ? OWN : OPP;
  return phase === "main" ? bit : bit << APPROACH;
}

/** Does a modifier in force give some card 〔自由登場〕 (keywordOf reads modifiers too)? */
function freeEntryModifier(s: GameState): boolean {
  for (let i = 0; i < s.mods.length; i++) if (s.mods[i]!.keyword?.kw === "freeEntry") return true;
  return false;
}

/** Could card `id` be declared in window `w` (its mask; a card the masks do not know: yes)? */
function mayDeclare(mask: Uint8Array, id: number, w: number): boolean {
  return id >= mask.length || (mask[id]! & w) !== 0;
}

/**
 * Visit each card that may give `p` a declaration now, with the kind of its candidates, in a fixed
 * order (hand, then main, support, attached), from the `from`-th on; `visit` returns true to stop.
 * A card that cannot be declared in this window (above) counts as visited without a call, unless
 * `everyCard` (the list of sources, declarationSources).
 */
function forEachSource<T>(
  ctx: Ctx,
  p: PlayerId,
  from: number,
  visit: Visit<T>,
  out: T[],
  everyCard: boolean,
): number {
  let k = 0;
  let visits = 0;
  // Rule 4.2: nobody responds to their own declaration, so with one's own item on top there is
  // nothing to declare (timing.ts would refuse each candidate; this skips the work).
  const top = stackTop(ctx.s);
  if (top && top.controller === p) return 0;
  const ps = ctx.s.players[p];
  // [perf: per card id] a card's kinds of text are an array read (GameDb.textsAt)
  const texts = ctx.db.textsAt;
  // A response window admits only interrupt timings (rule 4.2): skip players who hold none.
  if (top) {
    if (ctx.db.hasInterrupt.size === 0) return 0;
    let any = false;
    for (const id of ps.hand) if ((texts[id]! & INTERRUPT) !== 0) any = true;
    for (const id of ps.main) if ((texts[id]! & INTERRUPT) !== 0) any = true;
    for (const id of ps.support) if ((texts[id]! & INTERRUPT) !== 0) any = true;
    for (const id of ps.attached) if ((texts[id]! & INTERRUPT) !== 0) any = true;
    if (!any) return 0;
  }
  const w = everyCard ? ALL_WINDOWS : windowOf(ctx.s, p, top);
  const masks = windowMasks(ctx.db);
  const play = masks.play;
  for (let i = 0; i < ps.hand.length; i++) {
    const id = ps.hand[i]!;
    if (
      k++ >= from &&
      (visits++, mayDeclare(play, id, w) && visit(ctx, p, id, playCandidates, out))
    )
      return visits;
  }
  // Cards removed from the game whose own text lets them be played there (SG 01-050,
  // PLAY_FROM_REMOVED_WHEN_SAID); only looked at when some card of the pool has such a text.
  if (ps.removed && ctx.db.staticKinds.has("playableFrom")) {
    for (const id of ps.removed)
      if (
        playableFromRemoved(ctx, id) &&
        k++ >= from &&
        (visits++, mayDeclare(play, id, w) && visit(ctx, p, id, playCandidates, out))
      )
        return visits;
  }
  if (ctx.db.hasActivated.size === 0) return visits;
  const activate = masks.activate;
  for (let z = 0; z < 3; z++) {
    const zone = z === 0 ? ps.main : z === 1 ? ps.support : ps.attached;
    for (let i = 0; i < zone.length; i++) {
      const id = zone[i]!;
      if (
        (texts[id]! & ACTIVATED) !== 0 &&
        k++ >= from &&
        (visits++, mayDeclare(activate, id, w) && visit(ctx, p, id, activateCandidates, out))
      )
        return visits;
    }
  }
  return visits;
}
