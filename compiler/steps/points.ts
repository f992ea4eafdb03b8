// Point cards (rule 8.6): `give 1 point to the opponent`; `turn 1 card in your point pile face
// up` (the turned cards are `it` for a later step).
import { amountArg, str } from "../emit/printer.ts";
import { lowerPlayer } from "../lower/conditions.ts";
import { NOTHING, unsupported } from "../lower/context.ts";
import { lowerAmount, lowerFilter, lowerPlainSelector } from "../lower/selectors.ts";
import { lowerDuration } from "../lower/durations.ts";
import type { Family, StepLowerings } from "./family.ts";

const turnPoints: StepLowerings["TurnPoints"] = (step, ctx) => {
  const t = step.target;
  const q = t.kind === "Query" ? t.quantity : undefined;
  if (t.kind !== "Query" || !q || (q.kind !== "exactly" && q.kind !== "upTo" && q.kind !== "all")) {
    unsupported(ctx, step.span, "turning point cards other than N, up to N or all");
    return NOTHING;
  }
  // The runtime turns cards that are not already facing that way; a face-up/face-down filter is
  // implied. The rest (`1 character`, a name, a trait) narrows the cards that may be turned.
  const other = t.filters.filter(
    (f) => !(f.kind === "state" && (f.state === "faceUp" || f.state === "faceDown")),
  );
  const filter = lowerFilter(ctx, { ...t, filters: other });
  const owner = t.owner ?? t.zone?.owner;
  // The turned cards are `it` for a later step (lab 01-104); the binding is dropped when unused.
  // Not freshVar: a dropped binding must not renumber the other names.
  const as = `turned${ctx.vars}`;
  ctx.it = { sel: "var", name: as };
  const base = {
    do: "flipPoints",
    player: owner === "opponent's" ? "opponent" : "you",
    n: q.kind === "all" ? 0 : q.n,
    faceUp: step.face === "up",
    ...(filter ? { filter } : {}),
    // `the opponent must turn …` (相手は、…; 全てのプレイヤーは、… is read so): as every Must, the
    // opponent chooses which of its point cards turn (docs/language.md: the player makes the choices)
    ...(ctx.chooser ? { chooser: ctx.chooser } : {}),
    as,
  } as const;
  // `up to N`: 0..N chosen; `all`: every card not already facing that way.
  return q.kind === "all"
    ? { ...base, all: true }
    : q.kind === "upTo"
      ? { ...base, upTo: true }
      : base;
};

export const pointSteps = {
  // `this gives 2 points by approach`: the runtime's pointsDealt (rule 8.6: "more if a text says so")
  staticWalk: {
    PointsDealt: (e, w) => w.selector(e.target),
  },
  staticLower: {
    PointsDealt(e, ctx) {
      if (e.points < 1) {
        unsupported(
          ctx,
          e.span,
          "an approach that gives fewer than 1 point (that is `cannot give points by approach`)",
        );
        return [];
      }
      return [{ mod: "pointsDealt", who: lowerPlainSelector(ctx, e.target), n: e.points }];
    },
  },
  walk: {
    DealsPoints: (s, w) => w.selector(s.target),
    GivePoints: (s, w) => w.amount(s.amount),
    TurnPoints: (s, w) => w.selector(s.target),
  },
  lower: {
    GivePoints: (s, ctx) => ({
      do: "givePoints",
      player: lowerPlayer(s.player),
      n: lowerAmount(ctx, s.amount),
    }),
    TurnPoints: turnPoints,
    // the static PointsDealt for a duration (SG 01-027); without one, PM3301 (the checker)
    DealsPoints(s, ctx) {
      if (s.points < 1) {
        unsupported(ctx, s.span, "an approach that gives fewer than 1 point");
        return NOTHING;
      }
      return {
        do: "dealPoints",
        who: lowerPlainSelector(ctx, s.target),
        n: s.points,
        duration: lowerDuration(s.duration),
      };
    },
  },
  emit: {
    dealPoints: (e, p) => p.call("dealPoints", p.selector(e.who), String(e.n), str(e.duration)),
    givePoints: (e, p) =>
      p.call("givePoints", amountArg(p, e.n), str(e.player), ...(e.faceDown ? ["true"] : [])),
    flipPoints(e, p) {
      // a filter or a binding (`turn 1 character …; … it`): the builders take neither
      if (e.filter || e.as) return p.literalEffect(e);
      if ((e.all || e.upTo) && !e.chooser)
        return p.call(
          "flipPointsSome",
          str(e.player),
          str(e.all ? "all" : "upTo"),
          String(e.n),
          String(e.faceUp),
        );
      if (e.all || e.upTo) return p.literalEffect(e);
      return p.call(
        "flipPoints",
        str(e.player),
        String(e.n),
        String(e.faceUp),
        ...(e.chooser ? [str(e.chooser)] : []),
      );
    },
  },
} satisfies Family;
