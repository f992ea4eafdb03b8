// Selectors: AST query selectors → runtime Filter / Selector. A quantity in an effect becomes
// either a declaration target (rule 4.2, re-checked on resolution by rule 4.3) or a choice made on
// resolution; see choices.ts for which. Everything here reports a gap instead of approximating.
import type {
  Amount as AstAmount,
  Comparison,
  Filter as AstFilter,
  Measure,
  QuerySelector,
  Selector as AstSelector,
  Span,
  StatName,
  Zone,
} from "../../grammar/ast.ts";
import type {
  Amount,
  Cmp,
  DrawnVar,
  Filter,
  MeasuredTest,
  NumberTest,
  Owner,
  Selector,
  ZoneName,
} from "../../runtime/cards/definition.ts";
import { referenceWords } from "../../grammar/references.ts";
import { dispatch, type Table } from "../../grammar/table.ts";
import { unsupported, type LowerContext } from "./context.ts";
import { lowerPlayer } from "./players.ts";

const ZONES: Record<Zone, ZoneName> = {
  hand: "hand",
  deck: "deck",
  trash: "trash",
  pointPile: "points",
  mainArea: "main",
  supportArea: "support",
  field: "field",
  removed: "removed",
  // Never emitted: lowerFilter refuses every query in the EX deck (rule 7.11).
  exDeck: "deck",
};

export function lowerZone(zone: Zone): ZoneName {
  return ZONES[zone];
}

/** A zone on the field: targets there are declared; elsewhere (hand, trash, deck) they are chosen on resolution. */
export function isFieldZone(zone: ZoneName): boolean {
  return zone === "field" || zone === "main" || zone === "support" || zone === "attached";
}

function ownerOf(o: "your" | "opponent's" | undefined): Owner | undefined {
  return o === "your" ? "you" : o === "opponent's" ? "opponent" : undefined;
}

/** Owner of a query: its own owner word, else its zone's owner, else either player. */
export function queryOwner(q: QuerySelector): Owner {
  return ownerOf(q.owner) ?? ownerOf(q.zone?.owner) ?? "any";
}

export function queryZone(q: QuerySelector): ZoneName {
  if (q.zone) return lowerZone(q.zone.zone);
  // Support cards on the field are attached to characters (rule 6.4); the runtime's "field" is
  // the main and support areas, which hold characters only.
  return q.noun.kind === "support" ? "attached" : "field";
}

/** The stats the runtime measures on a card now (cost, AP, DP). */
function runtimeStat(s: StatName): "cost" | "ap" | "dp" | "apdp" | undefined {
  return s === "cost" || s === "ap" || s === "dp" || s === "apdp" ? s : undefined;
}

/** `!=` has no runtime comparison: it becomes `not ==`. */
function numberTest(op: Comparison, n: number): { test?: NumberTest; negated?: NumberTest } {
  if (op === "!=") return { negated: { op: "==", n } };
  return { test: { op: op as Cmp, n } };
}

function addFilter(ctx: LowerContext, out: Filter, f: AstFilter): void {
  dispatch(filterLowerings, "kind", f, ctx, out);
}

/** Each AST filter adds its tests to the runtime filter `out` (or reports what it cannot add). */
const filterLowerings: Table<AstFilter, "kind", void, [LowerContext, Filter]> = {
  other(_f, _ctx, out) {
    out.other = true;
  },
  except(f, ctx, out) {
    if (out.except !== undefined) unsupported(ctx, f.span, "two `except` filters");
    else out.except = lowerPlainSelector(ctx, f.what);
  },
  trait(f, ctx, out) {
    if (f.traits.length !== 1 || out.trait !== undefined)
      unsupported(ctx, f.span, "a filter with more than one trait");
    else out.trait = f.traits[0]!;
  },
  name(f, ctx, out) {
    if (out.name !== undefined) unsupported(ctx, f.span, "a filter with two names");
    else out.name = f.name;
  },
  title(f, _ctx, out) {
    out.title = f.title;
  },
  color(f, _ctx, out) {
    out.color = f.color;
  },
  compare(f, ctx, out) {
    const { test, negated } = numberTest(f.op, f.value);
    if (test) out[f.stat] = test;
    else if (out.not !== undefined) unsupported(ctx, f.span, "two `!=` filters on one selector");
    else out.not = { [f.stat]: negated };
  },
  // LV5以上の: what a card's level is, our sources do not say (7.11)
  level(f, ctx) {
    unsupported(ctx, f.span, "a card's level (LV…, rule 7.11: no known rules)");
  },
  // 〔POP〕された: what a keyword performed on a card leaves behind, our sources do not say (7.11)
  affectedBy(f, ctx) {
    unsupported(ctx, f.span, `cards affected by ${f.action} (rule 7.11: no known rules)`);
  },
  compareWith(f, ctx, out) {
    // このカードの使用コストより低い使用コストを持つ: measured when tested (runtime passesMeasured)
    const stat = runtimeStat(f.stat);
    if (!stat) return unsupported(ctx, f.span, "a measured comparison of source or coins");
    if (f.op === "!=") return unsupported(ctx, f.span, "`!=` with a measured value");
    if (out.measured !== undefined)
      return unsupported(ctx, f.span, "two measured comparisons on one selector");
    out.measured = { stat, op: f.op, than: lowerMeasure(ctx, f.with) };
  },
  arrived(f, _ctx, out) {
    // The engine records the turn a card last arrived on the field, by any way (rule 6.1).
    // 登場 is entering by being played; 場に出る every way of arriving (rule 6.1)
    if (f.how === "putOntoField") out.enteredThisTurn = true;
    // カードの効果によって場に出ている: arrived this turn, not by being played (runtime selectors.ts)
    else if (f.how === "byEffect") out.enteredByEffect = true;
    else out.enteredByPlay = true;
  },
  drawn(_f, _ctx, out) {
    // このターンの間に引いた: the turn's recorded draws (runtime history.ts)
    out.drawnThisTurn = true;
  },
  readied(_f, _ctx, out) {
    // カードの効果で活動状態になった: the characters an effect readied this turn (runtime state)
    out.readiedByEffect = true;
  },
  participated(f, _ctx, out) {
    // このターンの間にアプローチに参加している: the turn's recorded events (runtime history.ts)
    out.participatedThisTurn =
      f.in === "approach"
        ? ["approaches"]
        : f.in === "block"
          ? ["blocks"]
          : ["approaches", "blocks"];
  },
  keyword(f, ctx, out) {
    // `with 〔EXカード〕`: a later keyword has no rules (7.11); a known one without a parameter
    // is the runtime's keyword test (which does not compare tennen's N).
    if (f.keyword.keyword === "unimplemented")
      unsupported(
        ctx,
        f.span,
        `a filter on ${f.keyword.raw} (rule 7.11: its rules are not in our sources)`,
      );
    else if (f.keyword.keyword === "combi") out.combi = !f.without;
    // `without 〔アクティブ〕`: the runtime's keyword test has no negation
    else if (f.without) unsupported(ctx, f.span, "a filter on a keyword a card does not have");
    else if (
      f.keyword.keyword === "tennen" ||
      f.keyword.keyword === "coins" ||
      out.keyword !== undefined
    )
      unsupported(ctx, f.span, "a filter on tennen N, on coins or on two keywords");
    else out.keyword = f.keyword.keyword;
  },
  battle(f, ctx, out) {
    // the other side of the current approach: every card it may be, owner included
    const other = lowerPlainSelector(ctx, f.other);
    if (f.relation === "blocking") out.blocks = other;
    else out.blockedBy = other;
  },
  stats(f, ctx, out) {
    if (out.mainCapable !== undefined && out.mainCapable !== f.has)
      unsupported(ctx, f.span, "both `with ap/dp` and `without ap/dp` on one selector");
    out.mainCapable = f.has;
  },
  nameContains(f, ctx, out) {
    if (out.nameContains !== undefined) unsupported(ctx, f.span, "two `in its name` filters");
    else out.nameContains = f.text;
  },
  sameName(f, ctx, out) {
    if (out.sameNameAs !== undefined) unsupported(ctx, f.span, "two `same name as` filters");
    else out.sameNameAs = lowerPlainSelector(ctx, f.as);
  },
  sameTrait(f, ctx, out) {
    if (out.sameTraitAs !== undefined) unsupported(ctx, f.span, "two `same trait as` filters");
    else out.sameTraitAs = lowerPlainSelector(ctx, f.as);
  },
  // A relation among the cards chosen together is no test of one card: a choice that supports it
  // takes it out first (choices.ts splitGroup); anywhere else it is refused.
  together(f, ctx) {
    unsupported(ctx, f.span, "a relation among chosen cards (`with the same name`, …) here");
  },
  carrying(f, ctx, out) {
    // The support cards attached to the card: a description (no quantity, zone or `it`); they are
    // its controller's by rule 6.4, so only `your` (or no owner) is read.
    const w = f.what;
    if (out.carries !== undefined) return unsupported(ctx, f.span, "two `carrying` filters");
    if (w.kind !== "Query" || w.zone || (w.quantity && w.quantity.kind !== "any"))
      return unsupported(ctx, f.span, "`carrying` a card that is not a plain description");
    if (w.owner === "opponent's")
      return unsupported(
        ctx,
        f.span,
        "`carrying` an opponent's card (rule 6.4: supports attach to their owner's characters)",
      );
    out.carries = lowerFilter(ctx, w) ?? {};
  },
  sameColor(f, ctx, out) {
    if (out.sameColorAs !== undefined) unsupported(ctx, f.span, "two `same color as` filters");
    else out.sameColorAs = lowerPlainSelector(ctx, f.as);
  },
  either(f, ctx, out) {
    // Any one option: each lowered on its own (`anyOf`); a second set of alternatives is refused.
    if (out.anyOf !== undefined)
      return unsupported(ctx, f.span, "two sets of alternatives on one selector");
    out.anyOf = f.options.map((o) => {
      const one: Filter = {};
      addFilter(ctx, one, o);
      return one;
    });
  },
  state(f, ctx, out) {
    if (f.state === "rested" || f.state === "ready") out.rested = f.state === "rested";
    else if (f.state === "approaching") out.approaching = true;
    else if (f.state === "blocking") out.blocking = true;
    else if (f.state === "blocked") out.blocked = true;
    // face-up / face-down (表向きの / 裏向きの): a point card's face, rule 10.1
    else out.faceUp = f.state === "faceUp";
  },
};

/** The card-level tests of a query: noun and filters (owner, zone and quantity are not filters). */
export function lowerFilter(ctx: LowerContext, q: QuerySelector): Filter | undefined {
  if (q.zone?.zone === "exDeck") refuseExDeck(ctx, q.span);
  const out: Filter = {};
  if (q.noun.kind === "name") {
    // 「A」 or 「B」: a card with any of the names.
    const alternatives = q.noun.alternatives ?? [];
    if (alternatives.length > 0)
      out.anyOf = [q.noun.name, ...alternatives].map((name) => ({ name }));
    else out.name = q.noun.name;
  } else if (q.noun.kind !== "card") out.kind = q.noun.kind;
  for (const f of q.filters) addFilter(ctx, out, f);
  return Object.keys(out).length > 0 ? out : undefined;
}

/** `this in <zone>` / `it in <zone>` where only the plain reference is supported. */
export function refuseThisInZone(ctx: LowerContext, s: AstSelector): void {
  if ((s.kind === "This" || s.kind === "It") && s.zone)
    unsupported(
      ctx,
      s.span,
      `\`${s.kind === "This" ? "this" : "it"} in <zone>\` here (only as what an effect step acts on)`,
    );
}

/** The EX deck has no rules in our sources (rule 7.11): the runtime has no such zone. */
export function refuseExDeck(ctx: LowerContext, span: QuerySelector["span"]): void {
  unsupported(ctx, span, "the EX deck (rule 7.11: its rules are not in our sources)");
}

/**
 * A filter the runtime reads on printed data only (cards played this turn, the next card played,
 * the card being paid for): there is no card on the field to compare names with, so `same name
 * as` is refused there rather than read as never matching.
 */
export function lowerPrintedFilter(ctx: LowerContext, q: QuerySelector): Filter | undefined {
  const sameName = (f: AstFilter): boolean =>
    f.kind === "sameName" ||
    f.kind === "sameTrait" ||
    f.kind === "sameColor" ||
    f.kind === "carrying" ||
    f.kind === "compareWith" ||
    (f.kind === "either" && f.options.some(sameName));
  const found = q.filters.find(sameName);
  if (found)
    unsupported(
      ctx,
      found.span,
      "`same name/trait/color as` or a measured comparison on a card identified by its printed data",
    );
  return lowerFilter(ctx, q);
}

/** Every card a query speaks of, ignoring its quantity. */
export function lowerQuery(ctx: LowerContext, q: QuerySelector, owner?: Owner): Selector {
  if (q.amongIt) return amongIt(ctx, q);
  if (q.zone?.top !== undefined)
    unsupported(ctx, q.span, "the top N cards of a deck as a selector here");
  const filter = lowerFilter(ctx, q);
  // `your cards drawn this turn`, no zone: every card drawn, wherever it is now (the drawn cards,
  // not a zone's; the filter repeats the test, harmless)
  if (!q.zone && q.filters.some((f) => f.kind === "drawn")) {
    const drawn: Selector = { sel: "drawn", owner: owner ?? queryOwner(q) };
    return filter ? { ...drawn, filter } : drawn;
  }
  const sel: Selector = { sel: "cards", owner: owner ?? queryOwner(q), zone: queryZone(q) };
  return filter ? { ...sel, filter } : sel;
}

/**
 * `among it` (その中にある): the cards an earlier step bound on resolution (looked at, shown,
 * trashed, designated), narrowed by the query's own filters. They are known only as a binding, so
 * `it` must be one (a declaration target is not: PM4001).
 */
function amongIt(ctx: LowerContext, q: QuerySelector): Selector {
  const it = ctx.it;
  if (it?.sel !== "var" || it.filter || q.owner || q.zone) {
    unsupported(ctx, q.span, "`among it` when `it` is not cards bound on resolution");
    return { sel: "this" };
  }
  const filter = lowerFilter(ctx, q);
  return filter ? { ...it, filter } : it;
}

/**
 * What a reference to an earlier choice names: `it`, the last cards chosen; `that character`, the
 * last characters chosen (context.ts). Undefined when no earlier step chose such cards.
 */
export function chosenBefore(
  ctx: LowerContext,
  s: Extract<AstSelector, { kind: "It" }>,
): Selector | undefined {
  return s.character ? ctx.character : ctx.it;
}

/** Report a reference (`it`, `that character`) with no earlier choice to name. */
export function nothingChosen(
  ctx: LowerContext,
  span: Span,
  s: Extract<AstSelector, { kind: "It" }>,
): void {
  unsupported(ctx, span, `\`${referenceWords(s)}\` with nothing chosen before it`);
}

/** A selector where no choice is made (counts, conditions, continuous texts, `all` / `each`). */
export function lowerPlainSelector(ctx: LowerContext, s: AstSelector): Selector {
  return dispatch(plainSelectors, "kind", s, ctx);
}

const plainSelectors: Table<AstSelector, "kind", Selector, [LowerContext]> = {
  This(s, ctx) {
    if (!s.zone) return { sel: "this" };
    // `this in your trash`: this card only while it is there — the cards of that zone that are
    // not "other than this" (Filter.other is "not the source").
    const owner =
      s.zone.owner === "your" ? "you" : s.zone.owner === "opponent's" ? "opponent" : "any";
    if (s.zone.zone === "exDeck") refuseExDeck(ctx, s.span);
    return { sel: "cards", owner, zone: lowerZone(s.zone.zone), filter: { not: { other: true } } };
  },
  Host: () => ({ sel: "host" }),
  It(s, ctx) {
    const eventCard = !s.character && ctx.eventIt ? { sel: "eventCard" as const } : undefined;
    const it: Selector | undefined = chosenBefore(ctx, s) ?? eventCard;
    if (!it) {
      nothingChosen(ctx, s.span, s);
      return { sel: "this" };
    }
    if (!s.zone) return it;
    // `it in your trash` (自分の捨て札置き場にあるそのキャラ): the card `it` names, found in that
    // zone — none once it has left (runtime `found`, [project] IT_IN_ZONE_IS_THE_CARD_FOUND_THERE)
    const owner =
      s.zone.owner === "your" ? "you" : s.zone.owner === "opponent's" ? "opponent" : "any";
    if (s.zone.zone === "exDeck") refuseExDeck(ctx, s.span);
    return { sel: "found", of: it, owner, zone: lowerZone(s.zone.zone) };
  },
  Drawn: (s, ctx) => drawnCards(ctx, s.span),
  Query: (s, ctx) => lowerQuery(ctx, s),
};

/**
 * `drawn cards` (引いたカード): what the text's draws before it drew, recorded on resolution — each
 * of those draws is marked to record ([project] DRAWN_ARE_ALL_DRAWS_OF_THE_TEXT: the runtime adds
 * each draw's cards to the others', or keeps the last draw's).
 */
function drawnCards(ctx: LowerContext, span: Span): Selector {
  if (!ctx.draws?.length) {
    unsupported(ctx, span, "`drawn cards` with no draw before it");
    return { sel: "this" };
  }
  for (const d of ctx.draws) d.record = true;
  const name: DrawnVar = "drawn";
  return { sel: "var", name };
}

/** `the cost of this` / `count(…)`: measured by the runtime when tested (selectors.ts measure). */
export function lowerMeasure(ctx: LowerContext, m: Measure): MeasuredTest["than"] {
  const of = lowerPlainSelector(ctx, m.of);
  const plus = m.plus === undefined ? {} : { plus: m.plus };
  if (m.kind === "count") return { count: of, ...plus };
  // このカードの上にあるコインの個数: the coins of that name on the one card (runtime measure)
  if (m.kind === "coins") return { coins: m.coin, on: of, ...plus };
  // `the cost of <query>`: the one card the query finds when tested (MEASURED_STAT_NEEDS_ONE_CARD)
  if (m.of.kind === "Query" && m.of.quantity)
    unsupported(ctx, m.span, "a measured stat of a number of cards (say which card)");
  const stat = runtimeStat(m.stat);
  if (!stat) unsupported(ctx, m.span, "a measured value of source or coins");
  return { stat: stat ?? "cost", of, ...plus };
}

/** A number, or the count of a selector (`count(…)`) on resolution. */
export function lowerAmount(ctx: LowerContext, a: AstAmount): Amount {
  if (a.kind === "Number") return a.value;
  if (a.kind === "HandTo") return { handTo: lowerPlayer(a.player), size: lowerAmount(ctx, a.size) };
  const count = lowerPlainSelector(ctx, a.of);
  return a.every === undefined ? { count } : { count, every: a.every };
}
