// What a card is: `X gets +10/+10 and active` (as a step for a while, as a continuous effect while
// its text applies), set and reset AP/DP, the cost of the next card played, the source a card
// gives when paying, and a name it counts as.
import type { Filter as AstFilter, Gains, Measure, QuerySelector } from "../../grammar/ast.ts";
import type { Effect, Filter, MeasuredTest, StaticEffect } from "../../runtime/cards/definition.ts";
import { str } from "../emit/printer.ts";
import { pick, withChoices } from "../lower/choices.ts";
import { lowerPlayer } from "../lower/conditions.ts";
import { NOTHING, unsupported, type LowerContext } from "../lower/context.ts";
import { lowerDuration } from "../lower/durations.ts";
import { lowerKeyword } from "../lower/keywords.ts";
import {
  lowerFilter,
  lowerMeasure,
  lowerPlainSelector,
  lowerPrintedFilter,
  queryOwner,
} from "../lower/selectors.ts";
import type { Family, PartsWalker, StaticLowerings, StepLowerings } from "./family.ts";

/** The gains' subject, then `for each` (a count: it chooses nothing), then granted keywords. */
function gainsParts(g: Gains, w: PartsWalker): void {
  w.selector(g.target);
  const per = g.per;
  if (per) w.counted(() => w.selector(per));
  g.keywords.forEach((k) => w.keyword(k));
}

/**
 * `becomes the ap of 1 of your 「X」` (YRYR 01-051): the value a set takes, measured by the runtime
 * when the step resolves. A query with a number is a choice (a declaration target, or chosen on
 * resolution: `pick`), so the one card measured is the chosen one; a reference or a query without
 * a number is measured as a filter's measure is (MEASURED_STAT_NEEDS_ONE_CARD).
 */
function measuredValue(ctx: LowerContext, m: Measure, pre: Effect[]): MeasuredTest["than"] {
  if (m.kind !== "stat" || !(m.of.kind === "Query" && m.of.quantity)) return lowerMeasure(ctx, m);
  const stat = m.stat === "coins" || m.stat === "source" ? undefined : m.stat;
  if (!stat) unsupported(ctx, m.span, "a stat set to a measured source or coins");
  const plus = m.plus === undefined ? {} : { plus: m.plus };
  return { stat: stat ?? "ap", of: pick(ctx, m.of, pre), ...plus };
}

/**
 * The card a source text pays for: read on its printed data, except `with the same name/trait/color
 * as this` (「このカードと同じ名称のカード」, CCS 01-083), which the runtime compares with the paying
 * card itself (costs.ts paysFor). Any other reference stays refused (lowerPrintedFilter).
 */
function lowerPayingFilter(ctx: LowerContext, q: QuerySelector): Filter | undefined {
  const againstThis = (f: AstFilter): boolean =>
    (f.kind === "sameName" || f.kind === "sameTrait" || f.kind === "sameColor") &&
    f.as.kind === "This" &&
    !f.as.zone;
  if (!q.filters.some(againstThis)) return lowerPrintedFilter(ctx, q);
  const rest = { ...q, filters: q.filters.filter((f) => !againstThis(f)) };
  const printed = lowerPrintedFilter(ctx, rest) ?? {};
  // the noun's tests (name, kind) come again with the references: the same values
  const refs = lowerFilter(ctx, { ...q, filters: q.filters.filter(againstThis) }) ?? {};
  return { ...printed, ...refs };
}

const gets: StepLowerings["Gets"] = (step, ctx) => {
  const pre: Effect[] = [];
  // 「…1枚につき」: stats and cost times the count on resolution; keywords and traits do not multiply.
  // Lowered before the subject's choice: `for each it` counts what an earlier step acted on
  // (捨て札にしたカード1枚につき), not the card this step chooses. With nothing before it, `it` is
  // this step's subject (「自分のキャラ1枚は、…そのキャラと同じ名称のキャラ1枚につき」, TRDR 01-107):
  // lowered after the choice, as the checker reads it (the subject is walked before `for each`).
  const earlier = ctx.it !== undefined || ctx.eventIt === true;
  const perOf = () => (step.per ? { per: lowerPlainSelector(ctx, step.per) } : {});
  const before = earlier ? perOf() : {};
  const who = pick(ctx, step.target, pre);
  const per = earlier ? before : perOf();
  const duration = lowerDuration(step.duration);
  const parts: Effect[] = [];
  if (step.per && (step.keywords.length > 0 || step.traits?.length))
    unsupported(
      ctx,
      step.span,
      "keywords or traits `for each` card (only stats and cost multiply)",
    );
  // 「使用コスト+Nを得る」: the card's cost on the field (COST_CHANGE_ON_FIELD).
  if (step.cost !== undefined)
    parts.push({ do: "modifyCost", who, delta: step.cost, duration, ...per });
  if (step.stat)
    parts.push({ do: "modify", who, ap: step.stat.ap, dp: step.stat.dp, duration, ...per });
  // 〔天然+N〕を得る: the number of the card's tennen (TENNEN_CHANGE_NEEDS_TENNEN); not `for each`
  if (step.tennen !== undefined) {
    if (step.per) unsupported(ctx, step.span, "a tennen change `for each` card");
    else parts.push({ do: "tennenChange", who, n: step.tennen, duration });
  }
  for (const k of step.keywords) {
    const keyword = lowerKeyword(ctx, k, step.span);
    if (keyword) parts.push({ do: "grant", who, keyword, duration });
  }
  for (const trait of step.traits ?? []) parts.push({ do: "grantTrait", who, trait, duration });
  return withChoices(pre, parts.length === 1 ? parts[0]! : { do: "seq", steps: parts });
};

const staticGets: StaticLowerings["Gets"] = (e, ctx) => {
  const out: StaticEffect[] = [];
  // 「…1枚につき」 multiplies a stat change, counted whenever the stat is read; `this gets cost -1
  // for each …` (手札にある場合、…1枚につき使用コスト-1を得る, K_ON2 P-018) counts for the card's own
  // cost from the hand, and the cards of a hand get cost +1 for each … (LAB P-015). Any other
  // tennen or keyword change `for each` card has no runtime form.
  const per = e.per ? { per: lowerPlainSelector(ctx, e.per) } : {};
  const costPer =
    e.per !== undefined &&
    e.cost !== undefined &&
    !e.stat &&
    e.keywords.length === 0 &&
    !e.traits &&
    e.tennen === undefined;
  if (
    e.per &&
    !costPer &&
    (e.cost !== undefined || e.keywords.length > 0 || e.tennen !== undefined)
  )
    unsupported(ctx, e.span, "a continuous cost, tennen or keyword change `for each` card");
  if (e.cost !== undefined) {
    const t = e.target;
    if (t.kind === "This") {
      // `this gets cost -2`: the card's own cost while it is in the hand (SELF_COST_WORKS_FROM_HAND).
      out.push({
        mod: "cost",
        owner: "you",
        delta: e.cost,
        self: true,
        ...(costPer ? per : {}),
      });
    } else if (t.kind !== "Query" || t.zone?.zone !== "hand") {
      unsupported(
        ctx,
        e.span,
        "a continuous cost change of cards other than this one or cards in a hand",
      );
    } else {
      const filter = lowerFilter(ctx, t);
      out.push({
        mod: "cost",
        owner: queryOwner(t),
        ...(filter ? { filter } : {}),
        delta: e.cost,
        ...(costPer ? per : {}),
      });
    }
  }
  if (e.tennen !== undefined) unsupported(ctx, e.span, "a continuous tennen change (〔天然+N〕)");
  if (e.stat || e.keywords.length > 0 || e.traits) {
    const who = lowerPlainSelector(ctx, e.target);
    if (e.stat) out.push({ mod: "stats", who, ap: e.stat.ap, dp: e.stat.dp, ...per });
    for (const k of e.keywords) {
      const keyword = lowerKeyword(ctx, k, e.span);
      if (keyword) out.push({ mod: "keyword", who, keyword });
    }
    // 【X】を得る: a standing trait, read by the runtime's trait tests (continuous.ts staticTraits)
    for (const trait of e.traits ?? []) out.push({ mod: "trait", who, trait });
  }
  return out;
};

export const statSteps = {
  walk: {
    Gets: gainsParts,
    SetStat: (s, w) => {
      w.selector(s.target);
      // `becomes the ap of 1 of your 「X」`: the measured card is chosen (lowering picks it)
      if (s.to?.value.kind === "stat") w.selector(s.to.value.of);
    },
    ResetStat: (s, w) => w.selector(s.target),
    SwapStats: (s, w) => w.selector(s.target),
    CostChange: (s, w) => {
      w.selector(s.card);
      const per = s.per;
      if (per) w.counted(() => w.selector(per));
      if (s.bonus) w.selector(s.bonus.if);
    },
  },
  lower: {
    Gets: gets,
    SetStat(s, ctx) {
      const pre: Effect[] = [];
      const who = pick(ctx, s.target, pre);
      const duration = lowerDuration(s.duration);
      if (s.to) {
        const from = measuredValue(ctx, s.to.value, pre);
        const key = s.to.stat === "ap" ? "apFrom" : "dpFrom";
        return withChoices(pre, { do: "setStats", who, [key]: from, duration });
      }
      // one stat (DPの値を…0に変更する) leaves the other as it is: no set layer for it
      const values = {
        ...(s.ap === undefined ? {} : { ap: s.ap }),
        ...(s.dp === undefined ? {} : { dp: s.dp }),
      };
      return withChoices(pre, { do: "setStats", who, ...values, duration });
    },
    SwapStats(s, ctx) {
      const pre: Effect[] = [];
      const who = pick(ctx, s.target, pre);
      const duration = lowerDuration(s.duration);
      return withChoices(pre, { do: "swapStats", who, duration });
    },
    ResetStat(s, ctx) {
      const pre: Effect[] = [];
      return withChoices(pre, { do: "resetStats", who: pick(ctx, s.target, pre), which: s.which });
    },
    CostChange(s, ctx) {
      if (s.card.kind !== "Query") {
        unsupported(ctx, s.span, "a cost change of the next card given by reference");
        return NOTHING;
      }
      const filter = lowerPrintedFilter(ctx, s.card);
      // そのキャラが「X」の場合、使用コスト-1を得る (GG 01-088): tested on the card played, by its
      // printed data as the card's own filter is
      const bonus = s.bonus && {
        filter: lowerPrintedFilter(ctx, s.bonus.if) ?? {},
        delta: s.bonus.delta,
      };
      const base = {
        do: "nextCardCost",
        player: lowerPlayer(s.player),
        delta: s.delta,
        // 「…1枚につき」: counted once, when the step resolves (runtime costs.ts)
        ...(s.per ? { per: lowerPlainSelector(ctx, s.per) } : {}),
        ...(bonus ? { bonus } : {}),
      } as const;
      return filter ? { ...base, filter } : base;
    },
  },
  emit: {
    modify(e, p) {
      if (e.per) return p.literalEffect(e); // `for each`: the builder takes fixed numbers
      return p.call("gets", p.selector(e.who), String(e.ap), String(e.dp), str(e.duration));
    },
    modifyCost(e, p) {
      if (e.per) return p.literalEffect(e);
      return p.call("getsCost", p.selector(e.who), String(e.delta), str(e.duration));
    },
    tennenChange: (e, p) => p.call("tennenChange", p.selector(e.who), String(e.n), str(e.duration)),
    grant: (e, p) => p.call("grant", p.selector(e.who), p.keyword(e.keyword), str(e.duration)),
    grantTrait: (e, p) => p.call("grantTrait", p.selector(e.who), str(e.trait), str(e.duration)),
    setStats(e, p) {
      const stats = {
        ...(e.ap !== undefined ? { ap: e.ap } : {}),
        ...(e.dp !== undefined ? { dp: e.dp } : {}),
        ...(e.apFrom !== undefined ? { apFrom: e.apFrom } : {}),
        ...(e.dpFrom !== undefined ? { dpFrom: e.dpFrom } : {}),
      };
      return p.call("setStats", p.selector(e.who), p.data(stats), str(e.duration));
    },
    resetStats: (e, p) => p.call("resetStats", p.selector(e.who), str(e.which)),
    swapStats: (e, p) => p.call("swapStats", p.selector(e.who), str(e.duration)),
    nextCardCost: (e, p) =>
      e.per || e.bonus
        ? p.literalEffect(e) // `for each`, a bonus: the builder takes a fixed number only
        : p.call(
            "nextCardCost",
            String(e.delta),
            e.filter ? p.data(e.filter) : "undefined",
            str(e.player),
          ),
  },
  staticWalk: {
    Gets: gainsParts,
    SourceModifier(e, w) {
      w.selector(e.target);
      w.selector(e.whenPaying);
    },
    CountsAs: (e, w) => w.selector(e.target),
  },
  staticLower: {
    Gets: staticGets,
    SourceModifier(e, ctx) {
      if (e.target.kind !== "This")
        unsupported(ctx, e.span, "a source modifier on a card other than this one");
      const forCard =
        e.whenPaying.kind === "Query" ? lowerPayingFilter(ctx, e.whenPaying) : undefined;
      return [
        {
          mod: "source",
          delta: e.delta,
          ...(forCard ? { forCard } : {}),
          ...(e.set ? { set: true as const } : {}),
        },
      ];
    },
    CountsAs(e, ctx) {
      if (e.target.kind !== "This")
        unsupported(ctx, e.span, "`counts as` for a card other than this one");
      // ゲーム中 (BBD P-003): in every zone, not only on the field (rule 5.5's R-FAQ-3)
      return [
        { mod: "name", names: e.names, ...(e.everywhere ? { everywhere: true as const } : {}) },
      ];
    },
  },
} satisfies Family;
