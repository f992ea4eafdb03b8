// Lists and alternatives of selectors before one verb: 「AとBを<verb>」 / 「Aと、Bは、…を得る」 (the
// step for each, in order) and 「AまたはBを<verb>」 / 「自分または相手の…」 (a choice between the step
// for A and the step for B, or one query whose filters are alternatives). The card language has no
// list selector: a list is the same step written once per selector, which every layer (checker,
// engine, renderers) already knows; the renderers print such steps back as one list (compound.ts,
// choices.ts).
import type { EffectStep, Filter, QuerySelector, Selector, Span } from "../../grammar/ast.ts";
import { sameMeaning } from "../ast-util.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import type { Join, ReadList } from "./results.ts";

/** Steps a list of selectors may be the target of (one target each). */
const LISTABLE = new Set<EffectStep["kind"]>([
  "Gets",
  "ReturnToHand",
  "Rest",
  "Ready",
  "Trash",
  "Exile",
  "Move",
  "TurnPoints",
]);

/** Tokens that may start the second selector of a list printed without a comma after と. */
const BARE_SECOND: readonly unknown[] = [
  T.Own,
  T.Opp,
  T.NameLit,
  T.MainArea,
  T.SupportArea,
  T.Trash,
  T.TrashShort,
  T.PointPile,
  T.Removed,
  T.SonoChara,
  T.DesignatedChara,
];

export function defineLists(g: ParserBase): void {
  const { rules } = g;

  /**
   * <A>と[、]<B>[は、]<step> / <A>[、]または<B>を<step> / 自分または相手の<B>を<step>. Without a comma
   * after と the second selector must start like one (its owner, a name, a zone, このカード以外の,
   * そのキャラ): otherwise …このカードと同じ名称の… would read as a list.
   */
  rules.listStep = g.define("listStep", (): ReadList => {
    const start = g.lookahead(1);
    const head = g.choice<{ first?: Selector; join: Join }>([
      // 自分または相手の<B>: the same query in either player's zone
      {
        GATE: () => g.lookahead(2).tokenType === T.Mataha && g.lookahead(3).tokenType === T.Opp,
        ALT: () => {
          g.token(T.Own);
          g.token(T.Mataha, 4);
          return { join: "or" as const };
        },
      },
      {
        ALT: () => {
          const first = g.rule(rules.selector);
          const join = g.choice<Join>(
            [
              {
                ALT: () => {
                  g.token(T.To);
                  g.choice(
                    [
                      { ALT: () => g.token(T.Comma) },
                      {
                        GATE: () => bareSecond(g),
                        ALT: () => undefined,
                      },
                    ],
                    3,
                  );
                  return "and" as const;
                },
              },
              {
                ALT: () => {
                  g.optional(() => g.token(T.Comma, 2));
                  g.token(T.Mataha);
                  g.optional(() => g.token(T.Comma, 3), 2);
                  return "or" as const;
                },
              },
            ],
            2,
          );
          return { first, join };
        },
      },
    ]);
    const topic = g.optionalIf(g.backtrack(rules.topic), () => g.rule(rules.topic), 3);
    const step = g.rule(rules.step, [topic]);
    return g.action((): ReadList => {
      const made = distribute(step, head.first, head.join, topic, g.spanFrom(start));
      if (typeof made === "string") return g.fail(made);
      return { join: head.join, step: made };
    });
  });
}

/** The next token may start a second selector printed right after と (no comma). */
function bareSecond(g: ParserBase): boolean {
  const t = g.lookahead(1).tokenType;
  if (BARE_SECOND.includes(t)) return true;
  // このカード以外の…: a query, never このカードと同じ名称の
  return t === T.ThisCard && g.lookahead(2).tokenType === T.OtherThan;
}

/** The step done for each selector of the list (and) or for one of them (or); a string says why not. */
function distribute(
  step: EffectStep,
  first: Selector | undefined,
  join: Join,
  topic: Selector | undefined,
  span: Span,
): EffectStep | string {
  // 「AとBを活動状態にすることができる」: one may over the whole list, as with
  // 「…とともに…することができる」 (sentences.ts): the player does all of it or none
  if (step.kind === "May" && step.player === "you") {
    const inner = distribute(step.effect, first, join, topic, span);
    return typeof inner === "string" ? inner : { ...step, effect: inner, span };
  }
  if (!LISTABLE.has(step.kind) || !("target" in step))
    return "a list before a step that does not take it";
  const second = step.target as Selector;
  if (topic && second !== topic) return "the list is not the step's target";
  if (!first) {
    // 自分または相手の<B>: B as printed (the opponent's), and the same in your zone
    if (second.kind !== "Query") return "自分または before a reference";
    const mine = mirrored(second);
    if (!mine) return "自分または相手の before a query without the opponent's";
    first = mine;
  }
  const [a, b] = join === "and" ? shareAnd(first, second) : shareOr(first, second);
  if (!listed(a) || !listed(b)) return "a list of selectors that are not chosen";
  if (join === "or") {
    const merged = mergedOr(a, b);
    if (merged) return { ...step, target: merged, span } as EffectStep;
  }
  const steps = [
    { ...step, target: a, span: { ...step.span } } as EffectStep,
    { ...step, target: b } as EffectStep,
  ];
  return join === "and" ? { kind: "Group", steps, span } : { kind: "Choice", options: steps, span };
}

/** This card, a chosen card or cards (N枚, N枚まで, 全ての). */
function listed(s: Selector): boolean {
  if (s.kind === "This" || s.kind === "It") return true;
  return s.kind === "Query" && s.quantity !== undefined && s.quantity.kind !== "any";
}

/** 自分の「A」1枚と「B」1枚: the second selector printed without an owner or zone has the first's. */
function shareAnd(a: Selector, b: Selector): [Selector, Selector] {
  if (a.kind !== "Query" || b.kind !== "Query" || b.owner || b.zone) return [a, b];
  const shared: QuerySelector = { ...b };
  if (a.owner) shared.owner = a.owner;
  if (a.zone) shared.zone = a.zone;
  return [a, shared];
}

/**
 * 自分の捨て札置き場にあるキャラまたはサポートカード1枚: the modifiers before the first noun and the
 * quantity after the last belong to both alternatives.
 */
function shareOr(a: Selector, b: Selector): [Selector, Selector] {
  if (a.kind !== "Query" || b.kind !== "Query") return [a, b];
  const first: QuerySelector = { ...a };
  const second: QuerySelector = { ...b };
  if (!first.quantity && second.quantity) first.quantity = second.quantity;
  if (!second.owner && !second.zone && first.owner) second.owner = first.owner;
  if (!second.zone && first.zone) second.zone = first.zone;
  return [first, second];
}

/**
 * 使用コストの値が1以下の相手のキャラ、またはAPまたはDPの値が0の相手のキャラ1枚: two queries that
 * differ only in one filter each are one query whose filter is either of them (`either`).
 */
function mergedOr(a: Selector, b: Selector): QuerySelector | undefined {
  if (a.kind !== "Query" || b.kind !== "Query") return undefined;
  if (a.filters.length !== 1 || b.filters.length !== 1) return undefined;
  const rest = (q: QuerySelector): unknown => ({ ...q, filters: [], span: undefined });
  if (!sameMeaning(rest(a), rest(b))) return undefined;
  const options = [a.filters[0]!, b.filters[0]!].flatMap((f): Filter[] =>
    f.kind === "either" ? f.options : [f],
  );
  const span = { ...a.span, end: b.span.end };
  return { ...a, filters: [{ kind: "either", options, span }], span };
}

/** 相手のポイント置き場にあるカード1枚 said of your side: 自分のポイント置き場にあるカード1枚. */
function mirrored(q: QuerySelector): QuerySelector | undefined {
  if (q.owner === "opponent's") {
    const m: QuerySelector = { ...q, owner: "your" };
    if (q.zone?.owner === "opponent's") m.zone = { ...q.zone, owner: "your" };
    return m;
  }
  if (!q.owner && q.zone?.owner === "opponent's")
    return { ...q, zone: { ...q.zone, owner: "your" } };
  return undefined;
}

/** と or または occurs ahead: a cheap test before backtracking into `listStep`. */
export function listAhead(g: ParserBase): boolean {
  return g.occursAhead(T.To) || g.occursAhead(T.Mataha);
}
