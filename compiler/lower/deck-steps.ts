// Steps about decks, point piles and zones: the top N cards of a deck, search, turning point
// cards, and where a `put … into/onto …` goes (場に出る from off the field, a move on it).
import type { EffectStep, QuerySelector, Selector as AstSelector } from "../../grammar/ast.ts";
import type { Destination, Effect, Selector } from "../../runtime/cards/definition.ts";
import { lowerPlayer } from "./conditions.ts";
import { freshVar, unsupported, type LowerContext } from "./context.ts";
import { isFieldZone, lowerFilter, lowerZone, queryZone, refuseExDeck } from "./selectors.ts";

const NOTHING: Effect = { do: "nothing" };

/** `the top N cards of a deck`: looked at (bound to a name) and then acted on. */
export function topOfDeck(
  ctx: LowerContext,
  s: QuerySelector,
  pre: Effect[],
): Selector | undefined {
  const top = s.zone?.top;
  if (top === undefined) return undefined;
  if (s.filters.length > 0 || (s.noun.kind !== "card" && s.noun.kind !== "character")) {
    unsupported(ctx, s.span, "a filter on the top N cards of a deck");
  }
  const as = freshVar(ctx, "top");
  ctx.lastLook = as;
  const player = (s.zone?.owner ?? s.owner) === "opponent's" ? "opponent" : "you";
  pre.push({ do: "look", player, n: top, as });
  const sel: Selector = { sel: "var", name: as };
  ctx.it = sel;
  return sel;
}

export function destination(
  ctx: LowerContext,
  step: Extract<EffectStep, { kind: "Move" }>,
  what: Selector,
  from: "field" | "other",
): Effect {
  const to = step.to;
  if (to.zone === "mainArea" || to.zone === "supportArea") {
    const area = to.zone === "mainArea" ? "main" : "support";
    if (step.rested && from === "field")
      unsupported(ctx, step.span, "moving a card on the field to another area rested");
    // From off the field this is 場に出る (rule 6.1, triggers `putOntoField`); on the field, a move.
    if (from === "field") return { do: "move", what, to: area };
    return step.rested
      ? { do: "putOntoField", what, area, rested: true }
      : { do: "putOntoField", what, area };
  }
  if (step.rested) unsupported(ctx, step.span, "putting a card rested outside the field");
  if (to.zone === "exDeck") {
    refuseExDeck(ctx, step.span);
    return NOTHING;
  }
  const dest: Destination =
    to.zone === "deck"
      ? to.position === "top"
        ? "deckTop"
        : "deckBottom"
      : to.zone === "pointPile"
        ? "points"
        : to.zone;
  return step.faceDown
    ? { do: "move", what, to: dest, faceDown: true }
    : { do: "move", what, to: dest };
}

export function sourceIsField(s: AstSelector): "field" | "other" {
  if (s.kind === "This" && s.zone) return isFieldZone(lowerZone(s.zone.zone)) ? "field" : "other";
  if (s.kind === "This" || s.kind === "Host") return "field";
  if (s.kind === "It") return "other";
  return isFieldZone(queryZone(s)) && s.zone?.top === undefined ? "field" : "other";
}

export function search(ctx: LowerContext, step: Extract<EffectStep, { kind: "Search" }>): Effect {
  const t = step.target;
  if (
    t.kind !== "Query" ||
    !t.quantity ||
    (t.quantity.kind !== "exactly" && t.quantity.kind !== "upTo")
  ) {
    unsupported(ctx, step.span, "a search without a number of cards");
    return NOTHING;
  }
  const as = freshVar(ctx, "found");
  ctx.lastLook = as;
  const filter = lowerFilter(ctx, t);
  ctx.it = { sel: "var", name: as };
  const found: Effect = {
    do: "search",
    player: lowerPlayer(step.player),
    ...(t.zone?.top !== undefined ? { look: t.zone.top } : {}),
    ...(filter ? { filter } : {}),
    take: t.quantity.n,
    ...(t.quantity.kind === "upTo" ? { upTo: true } : {}),
    ...(step.reveal ? { reveal: true } : {}),
    as,
  };
  // 抜き出し…手札に加える: a search puts what it found into the hand (docs/language.md).
  return { do: "seq", steps: [found, { do: "move", what: ctx.it, to: "hand" }] };
}

export function turnPoints(
  ctx: LowerContext,
  step: Extract<EffectStep, { kind: "TurnPoints" }>,
): Effect {
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
    as,
  } as const;
  // `up to N`: 0..N chosen; `all`: every card not already facing that way.
  return q.kind === "all"
    ? { ...base, all: true }
    : q.kind === "upTo"
      ? { ...base, upTo: true }
      : base;
}
