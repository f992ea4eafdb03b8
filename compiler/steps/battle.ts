// Approaches, battles and the response stack: `X may approach again`, `X battles Y`, and
// `negate the opponent's event` (from an interrupt timing; the negated card is `it` afterwards).
import type { Effect } from "../../runtime/cards/definition.ts";
import { str } from "../emit/printer.ts";
import { pick, target, withChoices } from "../lower/choices.ts";
import type { EffectStep, QuerySelector } from "../../grammar/ast.ts";
import { lowerFilter } from "../lower/selectors.ts";
import type { Family } from "./family.ts";

/**
 * The negated card as a description: a card passing the step's filters (its kind is the step's
 * own: an event on the stack, which a query over the zones would refuse, PM3003).
 */
function negatedQuery(s: Extract<EffectStep, { kind: "Negate" }>): QuerySelector {
  return { kind: "Query", noun: { kind: "card" }, filters: s.filters ?? [], span: s.span };
}

export const battleSteps = {
  walk: {
    ApproachAgain: (s, w) => w.selector(s.target),
    Battle(s, w) {
      w.selector(s.attacker);
      w.selector(s.defender);
    },
    // the negated item's card is what a later `it` (そのカード) refers to
    // its filters describe the negated card (a description: nothing is chosen there)
    Negate(s, w) {
      if (s.filters) w.counted(() => w.selector(negatedQuery(s)));
      w.choice();
    },
  },
  lower: {
    ApproachAgain(s, ctx) {
      const pre: Effect[] = [];
      return withChoices(pre, { do: "approachAgain", what: target(ctx, s.target, pre) });
    },
    Battle(s, ctx) {
      const pre: Effect[] = [];
      const a = pick(ctx, s.attacker, pre);
      const b = pick(ctx, s.defender, pre);
      return withChoices(pre, { do: "battle", a, b });
    },
    Negate(s, ctx) {
      // The language always negates the opponent's item; `declaration` is either kind. The
      // negated card is `it` for the later steps (「そのカード…」).
      // not freshVar: the binding is dropped when unused, and must not renumber the other names
      const as = `negated${ctx.vars}`;
      // the filters are read before `it` becomes the negated card (`… as it` is an earlier choice)
      const filter = s.filters ? lowerFilter(ctx, negatedQuery(s)) : undefined;
      ctx.it = { sel: "var", name: as };
      return {
        do: "negate",
        kind: s.what === "declaration" ? "any" : s.what,
        whose: s.whose ?? "opponent",
        as,
        ...(filter ? { filter } : {}),
      };
    },
  },
  emit: {
    approachAgain: (e, p) => p.call("approachAgain", p.selector(e.what)),
    battle: (e, p) => p.call("battle", p.selector(e.a), p.selector(e.b)),
    negate: (e, p) =>
      e.filter
        ? p.call(
            "negate",
            str(e.kind),
            str(e.whose),
            e.as === undefined ? "undefined" : str(e.as),
            p.data(e.filter),
          )
        : e.as === undefined
          ? p.call("negate", str(e.kind), str(e.whose))
          : p.call("negate", str(e.kind), str(e.whose), str(e.as)),
  },
} satisfies Family;
