// Selectors, filters, amounts and conditions: evaluated against the current state from the point
// of view of a source card and its controller. The same functions decide which targets are legal
// at declaration and re-check them on resolution (rule 4.2, rule 4.3).
import type {
  Amount,
  Condition,
  Filter,
  MeasuredTest,
  Selector,
  TargetSpec,
} from "../cards/definition.ts";
import { hasName, hasTitle, isCombi, nameKey } from "../cards/database.ts";
import { card, defOf, hasStaticTexts, type Ctx } from "../core/ctx.ts";
import {
  currentAp,
  currentDp,
  currentCost,
  hasKeyword,
  hasTrait,
  namesOf,
  traitsOf,
  useSelectors,
} from "./continuous.ts";
import {
  BREAK_IS_A_PLAY_FROM_OUTSIDE_THE_HAND,
  IT_IN_ZONE_IS_THE_CARD_FOUND_THERE,
  MEASURED_STAT_NEEDS_ONE_CARD,
  SAME_TRAIT_MEANS_ONE_SHARED,
} from "./project-rulings.ts";
import { heldCoins, namedCount } from "./keywords/coins.ts";
import { phaseOfStep } from "./timing.ts";
import {
  drawnThisTurn,
  happenedThisTurn,
  participatedThisTurn,
  wasDrawnThisTurn,
} from "./history.ts";
import {
  compare,
  inZone,
  isApproachingNow,
  isBlockedNow,
  isBlockingNow,
  onField,
  ownersOf,
  playerOf,
  zoneCards,
  type Scope,
} from "./scope.ts";

/** Is card `id` blocking an approach whose approacher or team-up partner is in `sel`? */
function blocksOneOf(ctx: Ctx, id: number, sel: Selector, scope: Scope): boolean {
  if (!isBlockingNow(ctx, id)) return false;
  const b = ctx.s.battle!;
  return (
    selectorIncludes(ctx, sel, scope, b.approacher) ||
    (b.partner >= 0 && selectorIncludes(ctx, sel, scope, b.partner))
  );
}

/** Does card `id` pass `f`? Names include combi halves and on-field name changes (rule 7.6, R-FAQ-3). */
export function matches(ctx: Ctx, id: number, f: Filter | undefined, scope: Scope): boolean {
  if (!f) return true;
  const def = defOf(ctx, id);
  if (f.name !== undefined && !hasNameOf(ctx, id, f.name)) return false;
  if (f.trait !== undefined && !hasTrait(ctx, id, f.trait)) return false;
  if (f.title !== undefined && !hasTitle(def, f.title)) return false;
  if (f.color !== undefined && def.color !== f.color) return false;
  if (f.kind !== undefined && def.kind !== f.kind) return false;
  if (f.mainCapable !== undefined && (def.ap !== undefined) !== f.mainCapable) return false;
  if (f.cost && !compare(currentCost(ctx, id), f.cost.op, f.cost.n)) return false;
  if (f.ap && !compare(currentAp(ctx, id), f.ap.op, f.ap.n)) return false;
  if (f.dp && !compare(currentDp(ctx, id), f.dp.op, f.dp.n)) return false;
  if (f.apdp && !compare(apPlusDp(ctx, id), f.apdp.op, f.apdp.n)) return false;
  if (f.source && !compare(def.source, f.source.op, f.source.n)) return false;
  if (f.coins && !compare(card(ctx, id).coins, f.coins.op, f.coins.n)) return false;
  if (f.rested !== undefined && card(ctx, id).rested !== f.rested) return false;
  if (f.faceUp !== undefined && card(ctx, id).faceUp !== f.faceUp) return false;
  if (f.approaching !== undefined && isApproachingNow(ctx, id) !== f.approaching) return false;
  if (f.blocking !== undefined && isBlockingNow(ctx, id) !== f.blocking) return false;
  if (f.blocked !== undefined && isBlockedNow(ctx, id) !== f.blocked) return false;
  if (f.blocks && !blocksOneOf(ctx, id, f.blocks, scope)) return false;
  if (
    f.blockedBy &&
    !(isBlockedNow(ctx, id) && selectorIncludes(ctx, f.blockedBy, scope, ctx.s.battle!.blocker))
  )
    return false;
  if (
    f.enteredThisTurn !== undefined &&
    (card(ctx, id).enteredTurn === ctx.s.turn && onField(ctx, id)) !== f.enteredThisTurn
  )
    return false;
  if (f.enteredByPlay && !(ctx.s.enteredByPlay ?? []).includes(id)) return false;
  if (f.enteredByEffect && !arrivedByEffect(ctx, id)) return false;
  if (f.readiedByEffect && !(ctx.s.readiedByEffect ?? []).includes(id)) return false;
  if (f.participatedThisTurn && !participatedThisTurn(ctx, id, f.participatedThisTurn))
    return false;
  if (f.drawnThisTurn && !wasDrawnThisTurn(ctx, id)) return false;
  if (f.other && id === scope.source) return false;
  if (f.except && selectorIncludes(ctx, f.except, scope, id)) return false;
  if (f.among && !selectorIncludes(ctx, f.among, scope, id)) return false;
  if (f.combi !== undefined && isCombi(def) !== f.combi) return false;
  if (f.keyword !== undefined && !hasKeyword(ctx, id, f.keyword)) return false;
  if (f.not && matches(ctx, id, f.not, scope)) return false;
  if (f.anyOf && !matchesOne(ctx, id, f.anyOf, scope)) return false;
  if (f.nameContains !== undefined && !namesContain(namesOf(ctx, id), f.nameContains)) return false;
  if (f.sameNameAs && !sharesName(ctx, id, select(ctx, f.sameNameAs, scope))) return false;
  if (f.sameTraitAs && !sharesTrait(ctx, id, select(ctx, f.sameTraitAs, scope))) return false;
  if (f.sameColorAs && !sharesColor(ctx, id, select(ctx, f.sameColorAs, scope))) return false;
  if (f.carries && !carriesOne(ctx, id, f.carries, scope)) return false;
  if (f.measured && !passesMeasured(ctx, id, f.measured, scope)) return false;
  return true;
}

/**
 * hasName(namesOf(ctx, id), wanted). [perf: per card id] a card without continuous texts has its
 * printed names (namesOf), whose compared forms the game's view keeps (GameDb.nameKeysAt, each
 * nameKey of namesAt): one nameKey lookup for `wanted` instead of one more per name.
 */
function hasNameOf(ctx: Ctx, id: number, wanted: string): boolean {
  const keys = hasStaticTexts(ctx, id) ? undefined : ctx.db.nameKeysAt[id];
  if (keys === undefined) return hasName(namesOf(ctx, id), wanted);
  const key = nameKey(wanted);
  for (let i = 0; i < keys.length; i++) if (keys[i] === key) return true;
  return false;
}

/**
 * Does card `id` pass one of the filters? [perf: no closure context] a loop in a function of its
 * own, not `some` with an arrow in `matches`: the arrow captured `ctx`, `id` and `scope`, and V8
 * allocated a context for them on every `matches` call.
 */
function matchesOne(ctx: Ctx, id: number, fs: readonly Filter[], scope: Scope): boolean {
  for (let i = 0; i < fs.length; i++) if (matches(ctx, id, fs[i]!, scope)) return true;
  return false;
}

/**
 * カードの効果によって場に出ている (FA 01-108): a character that arrived in an area this turn (its
 * `enteredTurn`) and is not one that was played (登場, `enteredByPlay`): every other way of
 * arriving is an effect's 場に出す (rule 6.1). An attached support card is not put onto the field.
 */
function arrivedByEffect(ctx: Ctx, id: number): boolean {
  const c = card(ctx, id);
  return (
    c.enteredTurn === ctx.s.turn &&
    (c.zone === "main" || c.zone === "support") &&
    !(ctx.s.enteredByPlay ?? []).includes(id)
  );
}

/** AP/DPの合計値 (SRBK 01-092): the sum of the two stats as rule 7.10 computes each. */
const apPlusDp = (ctx: Ctx, id: number): number => currentAp(ctx, id) + currentDp(ctx, id);

const STAT_NOW = { cost: currentCost, ap: currentAp, dp: currentDp, apdp: apPlusDp } as const;

/**
 * `with cost < the cost of this` / `with cost <= count(your 「X」)`: measured now, each time the
 * filter is tested (at declaration and again on resolution, rules 4.2 / 4.3), with the current
 * stats (rule 2.1's modifiers included). A stat of a card that is not exactly one card (`it` bound
 * to none) compares with nothing: no card passes ([project] MEASURED_STAT_NEEDS_ONE_CARD).
 */
function passesMeasured(ctx: Ctx, id: number, m: MeasuredTest, scope: Scope): boolean {
  const than = measure(ctx, m.than, scope);
  return than !== undefined && compare(STAT_NOW[m.stat](ctx, id), m.op, than);
}

/**
 * A measured value now, with its margin: a count, or a stat (or the coins of a name) of exactly one
 * card (else undefined: nothing passes).
 */
export function measure(ctx: Ctx, than: MeasuredTest["than"], scope: Scope): number | undefined {
  const plus = than.plus ?? 0;
  if ("count" in than) return select(ctx, than.count, scope).length + plus;
  const cards = select(ctx, "coins" in than ? than.on : than.of, scope);
  const one = MEASURED_STAT_NEEDS_ONE_CARD ? cards.length === 1 : cards.length > 0;
  if (!one) return undefined;
  if ("coins" in than) return (namedCount(card(ctx, cards[0]!).counters, than.coins) ?? 0) + plus;
  return STAT_NOW[than.stat](ctx, cards[0]!) + plus;
}

/**
 * 同じ特徴を持つ: `id` has a trait of one of `others` (SAME_TRAIT_MEANS_ONE_SHARED: one is enough;
 * otherwise every trait of the other card), printed or granted on both sides.
 */
function sharesTrait(ctx: Ctx, id: number, others: readonly number[]): boolean {
  return others.some((o) => {
    const traits = traitsOf(ctx, o);
    if (traits.length === 0) return false;
    return SAME_TRAIT_MEANS_ONE_SHARED
      ? traits.some((t) => hasTrait(ctx, id, t))
      : traits.every((t) => hasTrait(ctx, id, t));
  });
}

/**
 * 「X」がセットされている / 「X」がある状態で (GP 01-012): a support card attached to `id` (its `host`,
 * rule 6.4) passes `f`. Attached cards are kept in their controller's `attached` list.
 */
function carriesOne(ctx: Ctx, id: number, f: Filter, scope: Scope): boolean {
  return ctx.s.players.some((p) =>
    p.attached.some((a) => card(ctx, a).host === id && matches(ctx, a, f, scope)),
  );
}

/**
 * 同じ色の (KSC 01-092 「表にしたカードと同じ色の自分のキャラ」): `id` has the printed color of one of
 * `others` (rule 1.1: a card has one color; no text changes a color). None when `others` is empty.
 */
function sharesColor(ctx: Ctx, id: number, others: readonly number[]): boolean {
  const color = defOf(ctx, id).color;
  return others.some((o) => defOf(ctx, o).color === color);
}

/** 名称に「X」を含む: spacing is ignored as in names (project ruling NAMES_IGNORE_SPACING). */
function namesContain(names: readonly string[], text: string): boolean {
  const key = nameKey(text);
  return names.some((n) => nameKey(n).includes(key));
}

/** 同じ名称の: some name of `id` is some name of one of `others` (combi halves count, rule 7.6). */
function sharesName(ctx: Ctx, id: number, others: readonly number[]): boolean {
  const names = namesOf(ctx, id);
  return others.some((o) => namesOf(ctx, o).some((n) => hasName(names, n)));
}

type SelectorOf<K extends Selector["sel"]> = Extract<Selector, { sel: K }>;

/** What the runtime does with one kind of selector (SELECTORS has one per kind). */
interface SelectorHandler<K extends Selector["sel"]> {
  /** Every card it denotes now. `target` lists are filtered by the caller's re-check. */
  select(ctx: Ctx, sel: SelectorOf<K>, scope: Scope): number[];
  /** Does it include card `id`? Without allocating: continuous effects ask on every stat read. */
  includes(ctx: Ctx, sel: SelectorOf<K>, scope: Scope, id: number): boolean;
}

const SELECTORS = {
  this: {
    select: (_ctx, _sel, scope) => [scope.source],
    includes: (_ctx, _sel, scope, id) => id === scope.source,
  },
  host: {
    select(ctx, _sel, scope) {
      const h = card(ctx, scope.source).host;
      return h >= 0 ? [h] : [];
    },
    includes: (ctx, _sel, scope, id) => card(ctx, scope.source).host === id,
  },
  target: {
    select(ctx, sel, scope) {
      const listed = scope.targets?.[sel.index] ?? [];
      return sel.filter ? listed.filter((id) => matches(ctx, id, sel.filter, scope)) : [...listed];
    },
    includes: (ctx, sel, scope, id) =>
      (scope.targets?.[sel.index]?.includes(id) ?? false) && matches(ctx, id, sel.filter, scope),
  },
  var: {
    select(ctx, sel, scope) {
      const bound = scope.vars?.[sel.name] ?? [];
      return sel.filter ? bound.filter((id) => matches(ctx, id, sel.filter, scope)) : [...bound];
    },
    includes: (ctx, sel, scope, id) =>
      (scope.vars?.[sel.name]?.includes(id) ?? false) && matches(ctx, id, sel.filter, scope),
  },
  eventCard: {
    select: (_ctx, _sel, scope) =>
      scope.eventCard !== undefined && scope.eventCard >= 0 ? [scope.eventCard] : [],
    includes: (_ctx, _sel, scope, id) => id === scope.eventCard,
  },
  cards: {
    select(ctx, sel, scope) {
      const out: number[] = [];
      for (const p of ownersOf(sel.owner, scope.controller))
        for (const id of zoneCards(ctx, p, sel.zone))
          if (matches(ctx, id, sel.filter, scope)) out.push(id);
      return out;
    },
    includes: (ctx, sel, scope, id) =>
      ownersOf(sel.owner, scope.controller).includes(card(ctx, id).owner) &&
      inZone(ctx, id, sel.zone) &&
      matches(ctx, id, sel.filter, scope),
  },
  drawn: {
    select(ctx, sel, scope) {
      const out: number[] = [];
      for (const p of ownersOf(sel.owner, scope.controller))
        for (const id of drawnThisTurn(ctx, p))
          if (matches(ctx, id, sel.filter, scope)) out.push(id);
      return out;
    },
    includes: (ctx, sel, scope, id) =>
      ownersOf(sel.owner, scope.controller).includes(card(ctx, id).owner) &&
      wasDrawnThisTurn(ctx, id) &&
      matches(ctx, id, sel.filter, scope),
  },
  // 自分の捨て札置き場にあるそのキャラ (SRBK 01-065): the card itself, found in that zone now
  found: {
    select: (ctx, sel, scope) =>
      select(ctx, sel.of, scope).filter((id) => foundThere(ctx, sel, scope, id)),
    includes: (ctx, sel, scope, id) =>
      selectorIncludes(ctx, sel.of, scope, id) && foundThere(ctx, sel, scope, id),
  },
  union: {
    select(ctx, sel, scope) {
      const out: number[] = [];
      for (const s of sel.of)
        for (const id of select(ctx, s, scope)) if (!out.includes(id)) out.push(id);
      return out;
    },
    includes: (ctx, sel, scope, id) => sel.of.some((s) => selectorIncludes(ctx, s, scope, id)),
  },
} satisfies { [K in Selector["sel"]]: SelectorHandler<K> };

/**
 * Is card `id` in the zone a `found` selector names ([project] IT_IN_ZONE_IS_THE_CARD_FOUND_THERE:
 * the same card, where it went; with `false`, wherever it is)?
 */
function foundThere(ctx: Ctx, sel: SelectorOf<"found">, scope: Scope, id: number): boolean {
  if (!IT_IN_ZONE_IS_THE_CARD_FOUND_THERE) return true;
  return (
    ownersOf(sel.owner, scope.controller).includes(card(ctx, id).owner) && inZone(ctx, id, sel.zone)
  );
}

/**
 * The handler of `sel`'s kind. [perf: named fields] a switch, not `SELECTORS[sel.sel]`: a computed
 * read with nine different keys goes through V8's generic (megamorphic) keyed lookup on every
 * selection; a case is a compare and a constant.
 */
function handlerOf(sel: Selector): SelectorHandler<Selector["sel"]> {
  const h = SELECTORS as Record<Selector["sel"], SelectorHandler<Selector["sel"]>>;
  switch (sel.sel) {
    case "this":
      return h.this;
    case "host":
      return h.host;
    case "target":
      return h.target;
    case "var":
      return h.var;
    case "eventCard":
      return h.eventCard;
    case "cards":
      return h.cards;
    case "drawn":
      return h.drawn;
    case "found":
      return h.found;
    case "union":
      return h.union;
  }
}

/** Every card a selector denotes now. `target` lists are filtered by the caller's re-check. */
export function select(ctx: Ctx, sel: Selector, scope: Scope): number[] {
  return handlerOf(sel).select(ctx, sel, scope);
}

/** Does `sel` include card `id`? (No allocation: used by continuous effects on every stat read.) */
export function selectorIncludes(ctx: Ctx, sel: Selector, scope: Scope, id: number): boolean {
  return handlerOf(sel).includes(ctx, sel, scope, id);
}

export function amount(ctx: Ctx, a: Amount, scope: Scope): number {
  if (typeof a === "number") return a;
  if ("handTo" in a) {
    const held = ctx.s.players[playerOf(a.handTo, scope, ctx)].hand.length;
    return Math.max(0, amount(ctx, a.size, scope) - held);
  }
  if ("count" in a) {
    const n = select(ctx, a.count, scope).length;
    return a.every === undefined ? n : Math.floor(n / a.every); // 10枚につき: whole tens only
  }
  return select(ctx, a.countTimes, scope).length * a.per;
}

type ConditionOf<K extends Condition["cond"]> = Extract<Condition, { cond: K }>;
type ConditionHandler<K extends Condition["cond"]> = (
  ctx: Ctx,
  c: ConditionOf<K>,
  scope: Scope,
) => boolean;

const CONDITIONS = {
  count: (ctx, c, scope) => compare(select(ctx, c.of, scope).length, c.op, c.n),
  countVs: (ctx, c, scope) => {
    const than = measure(ctx, c.than, scope);
    return than !== undefined && compare(select(ctx, c.of, scope).length, c.op, than);
  },
  points: (ctx, c, scope) =>
    compare(ctx.s.players[playerOf(c.who, scope, ctx)].points.length, c.op, c.n),
  playerCoins: (ctx, c, scope) =>
    compare(heldCoins(ctx, playerOf(c.who, scope, ctx), c.coin), c.op, c.n),
  handSize: (ctx, c, scope) =>
    compare(ctx.s.players[playerOf(c.who, scope, ctx)].hand.length, c.op, c.n),
  playedThisTurn(ctx, c, scope) {
    // R-FAQ-5: "this turn" is read at resolution time, within the same turn.
    const p = playerOf(c.who, scope, ctx);
    const sourceDef = card(ctx, scope.source).def;
    return ctx.s.playedThisTurn[p].some((key) => {
      if (c.other && key === sourceDef) return false;
      return defMatches(ctx, key, c.filter);
    });
  },
  enteredThisTurn(ctx, c, scope) {
    const p = playerOf(c.who, scope, ctx);
    return zoneCards(ctx, p, "field").some(
      (id) =>
        card(ctx, id).enteredTurn === ctx.s.turn &&
        !(c.excludeThis && id === scope.source) &&
        matches(ctx, id, c.filter, scope),
    );
  },
  thisIs: (ctx, c, scope) => matches(ctx, scope.source, c.filter, scope),
  happened: (ctx, c, scope) => happenedThisTurn(ctx, c.on, scope, matches),
  isTurn: (ctx, c, scope) => (ctx.s.turnPlayer === scope.controller) === (c.who === "you"),
  isPhase: (ctx, c) => phaseOfStep(ctx.s.step) === c.phase,
  inZone: (ctx, c, scope) => inZone(ctx, scope.source, c.zone),
  didLast: (ctx) => ctx.s.resolving?.did ?? false,
  // the item resolving is this card's break (pending.ts / keywords/break.ts put it on the stack)
  playedByBreak: (ctx, _c, scope) => {
    const item = ctx.s.resolving?.item;
    return (
      BREAK_IS_A_PLAY_FROM_OUTSIDE_THE_HAND &&
      item?.kind === "break" &&
      item.source === scope.source
    );
  },
  and: (ctx, c, scope) => c.all.every((x) => evalCondition(ctx, x, scope)),
  or: (ctx, c, scope) => c.any.some((x) => evalCondition(ctx, x, scope)),
  not: (ctx, c, scope) => !evalCondition(ctx, c.c, scope),
} satisfies { [K in Condition["cond"]]: ConditionHandler<K> };

export function evalCondition(ctx: Ctx, c: Condition, scope: Scope): boolean {
  return (CONDITIONS[c.cond] as ConditionHandler<Condition["cond"]>)(ctx, c, scope);
}

/** defMatches of one of `fs` ([perf: no closure context] a loop of its own; see matchesOne). */
function oneDefMatches(ctx: Ctx, key: string, fs: readonly Filter[]): boolean {
  for (let i = 0; i < fs.length; i++) if (defMatches(ctx, key, fs[i]!)) return true;
  return false;
}

/** Printed-data filter on a card definition (for history like "played this turn"). */
export function defMatches(ctx: Ctx, key: string, f: Filter): boolean {
  const def = ctx.db.byId.get(key);
  if (!def) return false;
  if (f.name !== undefined && !hasName(ctx.db.names.get(key) ?? [], f.name)) return false;
  if (f.trait !== undefined && !(def.traits ?? []).includes(f.trait)) return false;
  if (f.title !== undefined && !hasTitle(def, f.title)) return false;
  if (f.color !== undefined && def.color !== f.color) return false;
  if (f.kind !== undefined && def.kind !== f.kind) return false;
  // "the next 「A」 or 「B」" (anyOf) and "not …" read printed data too.
  if (f.not && defMatches(ctx, key, f.not)) return false;
  if (f.anyOf && !oneDefMatches(ctx, key, f.anyOf)) return false;
  if (f.mainCapable !== undefined && (def.ap !== undefined) !== f.mainCapable) return false;
  if (f.source && !compare(def.source, f.source.op, f.source.n)) return false;
  if (f.nameContains !== undefined && !namesContain(ctx.db.names.get(key) ?? [], f.nameContains))
    return false;
  // No card to compare with in the history: the lowering refuses `same name/trait as` and
  // measured comparisons there.
  if (f.sameNameAs || f.sameTraitAs || f.sameColorAs || f.carries || f.measured || f.among)
    return false;
  return true;
}

// continuous.ts applies continuous texts to the cards these selectors denote (see useSelectors).
useSelectors({
  includes: selectorIncludes,
  matches,
  holds: evalCondition,
  count: (ctx, sel, scope) => select(ctx, sel, scope).length,
});
