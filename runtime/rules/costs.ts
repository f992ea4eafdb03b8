// Paying costs with source (rule 5): cards from hand go to the trash, face-up point cards turn
// face down. At least one paying card must share the color or the title of the card played
// (5.2); a combi card also needs a card whose name contains one of its names (5.3); a colored
// text cost is paid only with cards of that color (5.4 [project]). Only minimal payments are
// accepted (project-rulings.ts), which keeps the set of legal payments small and enumerable.
import type { CardDef, Color, Filter, StaticEffect } from "../cards/definition.ts";
import { hasTitle, nameKey } from "../cards/database.ts";
import { combiCostNames } from "./keywords/combi.ts";
import { SOURCE, type GameDb } from "../cards/game-view.ts";
import { card, defOf, hasStaticTexts, log, mut, printedNamesOf, type Ctx } from "../core/ctx.ts";
import { reject, type Rejection } from "../core/reject.ts";
import type { PlayerId } from "../core/state.ts";
import { abilityActive } from "./continuous.ts";
import { ONLY_MINIMAL_PAYMENTS, SOURCE_SET_FIRST } from "./project-rulings.ts";
import { defMatches, matches } from "./selectors.ts";
import { moveCard } from "./zones.ts";
import { emit, heard } from "./triggers.ts";

export interface PayRequirement {
  amount: number;
  /** Colored text cost: every paying card must have this color. */
  allOfColor?: Color;
  /** Rule 5.2: at least one paying card shares this color or title. */
  matchColor?: Color;
  /** The card's title and its further titles (`also`): sharing any one is enough. */
  matchTitles?: readonly string[];
  /** Rule 5.3: at least one paying card's name contains one of these. */
  combiNames?: readonly string[];
  /** The card paid for (for source modifiers) and which cannot pay for itself. */
  forCard: number;
  /** Cards already committed elsewhere (e.g. to an extra cost). */
  exclude?: readonly number[];
}

export function playRequirement(ctx: Ctx, id: number, amount: number): PayRequirement {
  const def = defOf(ctx, id);
  const facts = payFactsOf(def);
  const req: PayRequirement = {
    amount,
    matchColor: def.color,
    matchTitles: facts.titles,
    forCard: id,
  };
  if (facts.combi) req.combiNames = facts.combi;
  return req;
}

/**
 * [perf: per definition] The titles (rule 5.2) and combi names (5.3) a play's payment is checked
 * against depend on the card's definition only, which never changes once made (cards/database.ts):
 * derived once per definition instead of per payment question (a regular expression and two new
 * arrays each time). The same arrays each time also make the payment memo's comparison (costs.ts
 * sameList) an identity test. Shared: nothing writes a requirement's lists.
 */
const payFacts = new WeakMap<
  CardDef,
  { titles: readonly string[]; combi: readonly string[] | undefined }
>();
function payFactsOf(def: CardDef): {
  titles: readonly string[];
  combi: readonly string[] | undefined;
} {
  let f = payFacts.get(def);
  if (f === undefined) {
    f = { titles: [def.title, ...(def.alsoTitles ?? [])], combi: combiCostNames(def) };
    payFacts.set(def, f);
  }
  return f;
}

/**
 * Does the card being paid for pass a source text's `forCard` filter? Its printed data, or, when the
 * filter compares it with the paying card itself (「このカードと同じ名称のカードのコストとして使用する
 * 場合」, CCS 01-083: `sameNameAs: this`), the two real cards from the payer's point of view (names
 * with combi halves, rule 7.6).
 */
function paysFor(ctx: Ctx, payer: number, forCard: number, f: Filter): boolean {
  if (!f.sameNameAs && !f.sameTraitAs && !f.sameColorAs)
    return defMatches(ctx, card(ctx, forCard).def, f);
  return matches(ctx, forCard, f, { source: payer, controller: card(ctx, payer).owner });
}

/** Source a card gives when paying for `forCard`: printed + its own source texts (rule 5.5). */
function sourceValue(ctx: Ctx, payer: number, forCard: number): number {
  const def = defOf(ctx, payer);
  let v = def.source;
  if (!hasStaticTexts(ctx, payer)) return v;
  let delta = 0;
  for (const a of def.abilities ?? []) {
    if (a.kind !== "continuous" || a.effect.mod !== "source") continue;
    const e = a.effect as Extract<StaticEffect, { mod: "source" }>;
    const z = card(ctx, payer).zone;
    if (e.zone === "hand" && z !== "hand") continue;
    if (e.zone === "points" && z !== "points") continue;
    if (e.forCard && (forCard < 0 || !paysFor(ctx, payer, forCard, e.forCard))) continue;
    if (!abilityActive(ctx, payer, a)) continue;
    // 発生コストが4に変更される replaces the printed source; +N texts add to it (SOURCE_SET_FIRST)
    if (e.set) {
      v = e.delta;
      if (!SOURCE_SET_FIRST) delta = 0; // in text order: a "+N" read before the set is lost
    } else delta += e.delta;
  }
  return v + delta;
}

/** Cards `p` could pay with now: hand cards and face-up point cards. */
function paymentPool(ctx: Ctx, p: PlayerId, req: PayRequirement): number[] {
  const ps = ctx.s.players[p];
  const pool: number[] = [];
  for (const id of ps.points) if (card(ctx, id).faceUp && id !== req.forCard) pool.push(id);
  for (const id of ps.hand) if (id !== req.forCard) pool.push(id);
  const ex = req.exclude;
  if (req.allOfColor || ex)
    return pool.filter(
      (id) => (!req.allOfColor || defOf(ctx, id).color === req.allOfColor) && !ex?.includes(id),
    );
  return pool;
}

function sharesColorOrTitle(def: CardDef, req: PayRequirement): boolean {
  if (def.color === req.matchColor) return true;
  const titles = req.matchTitles;
  if (titles) for (let i = 0; i < titles.length; i++) if (hasTitle(def, titles[i]!)) return true;
  return false;
}

function hasCombiName(ctx: Ctx, id: number, names: readonly string[]): boolean {
  // Printed names only: name changes work only on the field (R-FAQ-3).
  const own = printedNamesOf(ctx, id);
  // [perf: no closure] loops, not `some` within `some` (two closures per payer of every combi
  // card's payment search); the same tests in the same order
  for (let i = 0; i < own.length; i++) {
    const key = nameKey(own[i]!);
    for (let j = 0; j < names.length; j++) if (key.includes(nameKey(names[j]!))) return true;
  }
  return false;
}

function checkSet(ctx: Ctx, req: PayRequirement, pay: readonly number[]): Rejection | null {
  let sum = 0;
  for (const id of pay) sum += sourceValue(ctx, id, req.forCard);
  if (sum < req.amount)
    return reject("cost/unpayable", `source ${sum} is less than the cost ${req.amount}`);
  if (req.amount > 0 && (req.matchColor || req.matchTitles)) {
    let ok = false;
    for (const id of pay) if (sharesColorOrTitle(defOf(ctx, id), req)) ok = true;
    if (!ok)
      return reject(
        "cost/no-matching-color-or-title",
        "rule 5.2: no paying card shares the color or the title",
      );
  }
  if (req.amount > 0 && req.combiNames && !pay.some((id) => hasCombiName(ctx, id, req.combiNames!)))
    return reject(
      "cost/no-combi-name",
      "rule 5.3: a combi card needs a paying card with one of its names",
    );
  return null;
}

function without(xs: readonly number[], i: number): number[] {
  const out: number[] = [];
  for (let j = 0; j < xs.length; j++) if (j !== i) out.push(xs[j]!);
  return out;
}

function hasDuplicates(xs: readonly number[]): boolean {
  for (let i = 1; i < xs.length; i++) for (let j = 0; j < i; j++) if (xs[i] === xs[j]) return true;
  return false;
}

/** A payment answer kept in the memo of one state version (core/ctx.ts Memo). */
interface Remembered<T> {
  p: PlayerId;
  req: PayRequirement;
  /** The payment checked (validatePayment); undefined for a payment found (findPayment). */
  pay: readonly number[] | undefined;
  answer: T;
}

function sameList<T>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Everything a payment answer depends on besides the state: the player and each field. */
function sameQuestion(
  r: Remembered<unknown>,
  p: PlayerId,
  req: PayRequirement,
  pay?: readonly number[],
): boolean {
  const q = r.req;
  return (
    r.p === p &&
    q.amount === req.amount &&
    q.allOfColor === req.allOfColor &&
    q.matchColor === req.matchColor &&
    sameList(q.matchTitles, req.matchTitles) &&
    sameList(q.combiNames, req.combiNames) &&
    sameList(q.exclude, req.exclude) &&
    (r.pay === undefined) === (pay === undefined) &&
    sameList(r.pay, pay)
  );
}

/**
 * The answers to payment questions of this state version (computed once while the state cannot
 * change, ctx.memo set; else each time): `recalled` finds the first kept answer to the same
 * question, `kept` keeps a new one. [perf: a flat list, no closure] one list per memo scanned for
 * the card paid for (a few questions per state), not a Map of lists per card (a Map per memo), and
 * the caller computes the answer itself (a `compute` arrow made a closure and a context per
 * question); the first answer kept for the same question, as before.
 */
function recalled(
  ctx: Ctx,
  p: PlayerId,
  req: PayRequirement,
  pay: readonly number[] | undefined,
): Remembered<unknown> | undefined {
  const list = ctx.memo?.payments as Remembered<unknown>[] | undefined;
  if (list)
    for (let i = 0; i < list.length; i++) {
      const r = list[i]!;
      if (r.req.forCard === req.forCard && sameQuestion(r, p, req, pay)) return r;
    }
  return undefined;
}

function kept<T>(
  ctx: Ctx,
  p: PlayerId,
  req: PayRequirement,
  pay: readonly number[] | undefined,
  answer: T,
): T {
  // [perf: the question kept as asked] the requirement object itself, not a copy: every one is
  // made fresh for one question (playRequirement, textCostRequirement: `exclude` is set before the
  // question) and nothing writes it afterwards, so the copy compared equal to it field by field
  // for as long as the memo lives. `pay: undefined` reads as absent in sameQuestion.
  if (ctx.memo)
    (ctx.memo.payments ??= []).push({
      p,
      req,
      pay: pay === undefined ? undefined : pay.slice(),
      answer,
    });
  return answer;
}

/** Full check of a proposed payment (answered once per state version and payment: Memo). */
export function validatePayment(
  ctx: Ctx,
  p: PlayerId,
  req: PayRequirement,
  pay: readonly number[],
): Rejection | null {
  if (foundBefore(ctx, p, req, pay)) return null;
  const r = recalled(ctx, p, req, pay);
  return r
    ? (r.answer as Rejection | null)
    : kept(ctx, p, req, pay, checkPayment(ctx, p, req, pay));
}

/**
 * [perf: a payment findPayment gave] Is `pay` the payment findPayment found for the same question
 * in this state version (the memo)? Then it is legal: the enumerator offers it without checking it
 * again (checkPlay's `paymentFound`), and apply, checking the decision it listed, may trust it the
 * same way instead of running the full check with its minimality test.
 */
function foundBefore(ctx: Ctx, p: PlayerId, req: PayRequirement, pay: readonly number[]): boolean {
  const list = ctx.memo?.payments as Remembered<unknown>[] | undefined;
  if (!list) return false;
  for (let i = 0; i < list.length; i++) {
    const r = list[i]!;
    if (r.req.forCard !== req.forCard || r.pay !== undefined || !sameQuestion(r, p, req)) continue;
    const found = r.answer as readonly number[] | null;
    if (found && sameList(found, pay)) return true;
  }
  return false;
}

function checkPayment(
  ctx: Ctx,
  p: PlayerId,
  req: PayRequirement,
  pay: readonly number[],
): Rejection | null {
  if (hasDuplicates(pay))
    return reject("cost/duplicate-card", "a card is listed twice in the payment");
  const pool = paymentPool(ctx, p, req);
  for (const id of pay) {
    if (!pool.includes(id))
      return reject(
        req.allOfColor && ctx.s.cards[id] && defOf(ctx, id).color !== req.allOfColor
          ? "cost/wrong-color"
          : "cost/illegal-payment-card",
        `card ${id} cannot pay (not in hand, not a face-up point, or the card itself)`,
      );
  }
  if (req.amount === 0 && pay.length > 0)
    return reject("cost/overpaid", "a cost of 0 needs no payment");
  const bad = checkSet(ctx, req, pay);
  if (bad) return bad;
  if (ONLY_MINIMAL_PAYMENTS) {
    for (let i = 0; i < pay.length; i++) {
      if (!checkSet(ctx, req, without(pay, i)))
        return reject("cost/overpaid", `card ${pay[i]} is not needed for the payment`);
    }
  }
  return null;
}

/** Legal minimal payments, at most `cap` of them (depth-first over the pool). */
export function enumeratePayments(
  ctx: Ctx,
  p: PlayerId,
  req: PayRequirement,
  cap = 64,
): number[][] {
  if (req.amount === 0) return [[]];
  const pool = paymentPool(ctx, p, req);
  const out: number[][] = [];
  const chosen: number[] = [];
  const dfs = (start: number, sum: number): void => {
    if (out.length >= cap) return;
    if (sum >= req.amount) {
      // Valid: record it (extending it would not be minimal). Invalid (color, title, combi):
      // adding a card may still fix it, so keep extending.
      if (!checkPayment(ctx, p, req, chosen)) {
        out.push(chosen.slice());
        return;
      }
      if (!checkSet(ctx, req, chosen)) return;
    }
    for (let i = start; i < pool.length; i++) {
      const id = pool[i]!;
      chosen.push(id);
      dfs(i + 1, sum + sourceValue(ctx, id, req.forCard));
      chosen.pop();
      if (out.length >= cap) return;
    }
  };
  dfs(0, 0);
  return out;
}

/**
 * One legal minimal payment, or null. Validity is monotone (adding a card never breaks it), so a
 * payment exists iff the whole pool pays. Greedy: an anchor for rule 5.2 (preferring one that
 * also satisfies 5.3), a combi-name card if still needed, then the pool in order (face-up points
 * first: flipping a point keeps it as a point); then one backward pass drops every card that is
 * not needed, which leaves a minimal set (removals only make the others more necessary).
 */
export function findPayment(ctx: Ctx, p: PlayerId, req: PayRequirement): number[] | null {
  if (req.amount === 0) return [];
  // Once per state version (Memo); a copy each time, as decisions carry the array.
  const r = recalled(ctx, p, req, undefined);
  const pay = r
    ? (r.answer as number[] | null)
    : kept(ctx, p, req, undefined, searchPayment(ctx, p, req));
  return pay ? pay.slice() : null;
}

/** The cards `p` could pay with (paymentPool before its filters), with what searchPayment reads. */
interface Payers {
  ids: number[];
  defs: CardDef[];
  /** The card's source when it has no source text (sourceValue is then its printed source), else -1. */
  vals: number[];
}

/**
 * [perf: payers per state version] Face-up point cards then hand cards, as paymentPool lists them;
 * kept in the memo of the state version (Memo.payers) while it cannot change, so the priority
 * walk's payment search for each hand card reads one list instead of looking every payer up again.
 */
function payersOf(ctx: Ctx, p: PlayerId): Payers {
  const kept = ctx.memo?.payers?.[p];
  if (kept) return kept as Payers;
  const ps = ctx.s.players[p];
  const out: Payers = { ids: [], defs: [], vals: [] };
  for (let pass = 0; pass < 2; pass++) {
    const zone = pass === 0 ? ps.points : ps.hand;
    for (let i = 0; i < zone.length; i++) {
      const id = zone[i]!;
      const c = ctx.s.cards[id]!;
      if (pass === 0 && !c.faceUp) continue;
      const def = defOf(ctx, id);
      out.ids.push(id);
      out.defs.push(def);
      // [perf: a payer's source known] a card whose texts change no source pays its printed
      // source whatever it pays for (sourceValue's loop finds no `source` text): no sourceValue
      // call per question for a card that merely has some continuous text
      out.vals.push((ctx.db.textsAt[id]! & SOURCE) !== 0 ? -1 : def.source);
    }
  }
  if (ctx.memo) (ctx.memo.payers ??= [undefined, undefined])[p] = out;
  return out;
}

/** Bits of a payer's marks: known, the rule 5.2 anchor (shares the color or a title), 5.3 combi name. */
const MARKED = 1;
const ANCHOR = 2;
const COMBI = 4;

/**
 * [perf: payer marks per game] Whether a payer can be the anchor and whether it carries a combi
 * name depends on its definition and on the requirement's color, titles and combi names only
 * (sharesColorOrTitle, hasCombiName: printed data), so each card's marks are kept per game view
 * (card id → definition, cards/game-db.ts) and requirement kind, not tested again by every payment
 * search of every window (one per hand card). One slot: the view last asked about.
 */
interface MarkTable {
  matchColor: Color | undefined;
  matchTitles: readonly string[] | undefined;
  combiNames: readonly string[] | undefined;
  /** Per card id: 0 until known, else MARKED with ANCHOR and COMBI. */
  marks: Uint8Array;
}

let marksDb: GameDb | null = null;
let markTables: MarkTable[] = [];

function markTable(ctx: Ctx, req: PayRequirement): MarkTable {
  if (marksDb !== ctx.db) ((marksDb = ctx.db), (markTables = []));
  for (let i = 0; i < markTables.length; i++) {
    const t = markTables[i]!;
    if (
      t.matchColor === req.matchColor &&
      sameList(t.matchTitles, req.matchTitles) &&
      sameList(t.combiNames, req.combiNames)
    )
      return t;
  }
  const t: MarkTable = {
    matchColor: req.matchColor,
    matchTitles: req.matchTitles,
    combiNames: req.combiNames,
    marks: new Uint8Array(ctx.db.defAt.length),
  };
  markTables.push(t);
  return t;
}

/** The marks of payer `id` (definition `def`) for requirement `req`, from `t` or tested now. */
function marksOf(ctx: Ctx, t: MarkTable, id: number, def: CardDef, req: PayRequirement): number {
  let m = id < t.marks.length ? t.marks[id]! : 0;
  if (m === 0) {
    m = MARKED;
    if ((req.matchColor || req.matchTitles) && sharesColorOrTitle(def, req)) m |= ANCHOR;
    if (req.combiNames && hasCombiName(ctx, id, req.combiNames)) m |= COMBI;
    if (id < t.marks.length) t.marks[id] = m;
  }
  return m;
}

/**
 * The working lists of searchPayment, kept between calls. [perf: no garbage per search] four lists
 * and a byte set were allocated for every payment question of the priority walk; a search that
 * runs inside another (a source text's condition asking for a payment) gets its own. Filled by
 * index up to a count, never truncated (setting `length` is a runtime call in V8).
 */
interface PaySearch {
  pool: number[];
  vals: number[];
  marks: number[];
  inSet: number[];
  /** Indices into `pool` in order of choice ([perf: no garbage per search], as the lists above). */
  chosen: number[];
  /** The answer's cards, filled by index: the answer is its first entries' copy. */
  out: number[];
}

function newPaySearch(): PaySearch {
  return { pool: [], vals: [], marks: [], inSet: [], chosen: [], out: [] };
}

const spareSearch: PaySearch = newPaySearch();
let searchInUse = false;

function searchPayment(ctx: Ctx, p: PlayerId, req: PayRequirement): number[] | null {
  if (searchInUse) return searchPaymentWith(newPaySearch(), ctx, p, req);
  searchInUse = true;
  try {
    return searchPaymentWith(spareSearch, ctx, p, req);
  } finally {
    searchInUse = false;
  }
}

function searchPaymentWith(
  w: PaySearch,
  ctx: Ctx,
  p: PlayerId,
  req: PayRequirement,
): number[] | null {
  const needAnchor = !!(req.matchColor || req.matchTitles);
  const needCombi = !!req.combiNames;
  const { pool, vals, marks, inSet } = w;
  let n = 0;
  let total = 0;
  let anyAnchor = !needAnchor;
  let anyCombi = !needCombi;
  // [perf: payers per state version] the candidates come from payersOf (the pool of paymentPool,
  // in its order, with each card's definition and, for a card without source texts, its source),
  // filtered here as paymentPool filters them: the same pool, without a definition lookup per
  // card per question; each one's marks from the game's table.
  const all = payersOf(ctx, p);
  const table = markTable(ctx, req);
  const ex = req.exclude;
  const color = req.allOfColor;
  for (let k = 0; k < all.ids.length; k++) {
    const id = all.ids[k]!;
    const def = all.defs[k]!;
    if (id === req.forCard || (color && def.color !== color) || (ex && ex.includes(id))) continue;
    const v = all.vals[k]! >= 0 ? all.vals[k]! : sourceValue(ctx, id, req.forCard);
    const m = marksOf(ctx, table, id, def, req);
    pool[n] = id;
    vals[n] = v;
    marks[n] = m;
    n++;
    total += v;
    if ((m & ANCHOR) !== 0) anyAnchor = true;
    if ((m & COMBI) !== 0) anyCombi = true;
  }
  if (total < req.amount || !anyAnchor || !anyCombi) return null;
  // [perf: no garbage per search] the choice is made in the kept list `chosen` (a count, no
  // `push` growing a fresh array to 16 places), a card the backward pass drops is unmarked in
  // `inSet` rather than spliced out, and the answer is one array of its exact length (`out`'s
  // first entries copied): a search made two fresh arrays grown by `push` (~350 bytes). The same
  // choices in the same order: the backward pass reads only the entries before the one it drops.
  const chosen = w.chosen;
  let nc = 0;
  for (let i = 0; i < n; i++) inSet[i] = 0; // 1 when pool[i] is chosen (and kept)
  let sum = 0;
  // [perf: no named closure] "take card i" is written out at each place rather than as a local
  // `const take = (i) => …`: under tsx (esbuild keepNames) every named local function costs a
  // `__name` (Object.defineProperty) call each time searchPayment runs — 40 % of its time.
  if (needAnchor) {
    let a = -1;
    for (let i = 0; i < n; i++)
      if ((marks[i]! & ANCHOR) !== 0 && (!needCombi || (marks[i]! & COMBI) !== 0))
        ((a = i), (i = n));
    if (a < 0) for (let i = 0; i < n; i++) if ((marks[i]! & ANCHOR) !== 0) ((a = i), (i = n));
    chosen[nc++] = a;
    inSet[a] = 1;
    sum += vals[a]!;
  }
  if (needCombi && !anyMarked(chosen, nc, marks, COMBI)) {
    for (let i = 0; i < n; i++)
      if (!inSet[i] && (marks[i]! & COMBI) !== 0) {
        chosen[nc++] = i;
        inSet[i] = 1;
        sum += vals[i]!;
        break;
      }
  }
  for (let i = 0; i < n && sum < req.amount; i++)
    if (!inSet[i]) {
      chosen[nc++] = i;
      inSet[i] = 1;
      sum += vals[i]!;
    }
  let anchors = 0;
  let combis = 0;
  for (let k = 0; k < nc; k++) {
    const m = marks[chosen[k]!]!;
    if ((m & ANCHOR) !== 0) anchors++;
    if ((m & COMBI) !== 0) combis++;
  }
  for (let k = nc - 1; k >= 0; k--) {
    const i = chosen[k]!;
    const m = marks[i]!;
    if (sum - vals[i]! < req.amount) continue;
    if (needAnchor && (m & ANCHOR) !== 0 && anchors === 1) continue;
    if (needCombi && (m & COMBI) !== 0 && combis === 1) continue;
    sum -= vals[i]!;
    if ((m & ANCHOR) !== 0) anchors--;
    if ((m & COMBI) !== 0) combis--;
    inSet[i] = 0; // dropped (was `chosen.splice(k, 1)`)
  }
  // (a loop, not `map` with a closure)
  const out = w.out;
  let m = 0;
  for (let k = 0; k < nc; k++) if (inSet[chosen[k]!]) out[m++] = pool[chosen[k]!]!;
  return out.slice(0, m);
}

/** Has some chosen index `bit` in `marks`? ([perf: no closure] `chosen.some` with a new arrow.) */
function anyMarked(
  chosen: readonly number[],
  nc: number,
  marks: readonly number[],
  bit: number,
): boolean {
  for (let k = 0; k < nc; k++) if ((marks[chosen[k]!]! & bit) !== 0) return true;
  return false;
}

/**
 * Pay: hand cards to the trash, point cards face down (rule 5.1). `paidFor`: the card being played
 * (not given for a text's cost), for 「…のキャラのコストとして使用された場合」.
 */
export function payWith(ctx: Ctx, p: PlayerId, pay: readonly number[], paidFor?: number): void {
  if (pay.length === 0) return;
  for (const id of pay) {
    if (card(ctx, id).zone === "points") mut(ctx, id).faceUp = false;
    else moveCard(ctx, id, "trash");
    // [perf: no event for nothing] (triggers.ts heard)
    if (heard(ctx, "usedAsCost"))
      emit(ctx, {
        type: "usedAsCost",
        card: id,
        player: p,
        ...(paidFor === undefined ? {} : { paidFor }),
      });
  }
  if (ctx.keepsEvents) log(ctx, { ev: "pay", player: p, cards: [...pay] });
}
