// Effects: AST Effect / EffectStep → runtime Effect. Steps joined by `;` or `; then` become a
// `seq`; `; if you do` wraps its step in `ifYouDo` (runtime: runs only if the previous step did
// something). Steps the runtime cannot express are reported (PM4001), never approximated.
import type { Amount as AstAmount, Effect as AstEffect, EffectStep, QuerySelector } from "../../grammar/ast.ts";
import type { Amount, Destination, Effect, Selector } from "../../runtime/cards/definition.ts";
import { pick, withChoices } from "./choices.ts";
import { lowerCondition, lowerPlayer } from "./conditions.ts";
import { freshVar, unsupported, type LowerContext } from "./context.ts";
import { lowerKeyword } from "./keywords.ts";
import { isFieldZone, lowerFilter, lowerPlainSelector, queryZone } from "./selectors.ts";

const NOTHING: Effect = { do: "nothing" };

export function lowerAmount(ctx: LowerContext, a: AstAmount): Amount {
  return a.kind === "Number" ? a.value : { count: lowerPlainSelector(ctx, a.of) };
}

/** Lower `e` with declaration targets switched off (the steps may not run). */
function nested(ctx: LowerContext, lower: () => Effect): Effect {
  const was = ctx.nested;
  ctx.nested = true;
  try {
    return lower();
  } finally {
    ctx.nested = was;
  }
}

export function lowerEffect(ctx: LowerContext, e: AstEffect): Effect {
  const steps: Effect[] = [];
  for (const { link, step } of e.steps) {
    if (link === "ifYouDo") steps.push({ do: "ifYouDo", effect: nested(ctx, () => lowerStep(ctx, step)) });
    else steps.push(lowerStep(ctx, step));
  }
  return steps.length === 1 ? steps[0]! : { do: "seq", steps };
}

/** `the top N cards of a deck`: looked at (bound to a name) and then acted on. */
function topOfDeck(ctx: LowerContext, s: QuerySelector, pre: Effect[]): Selector | undefined {
  const top = s.zone?.top;
  if (top === undefined) return undefined;
  if (s.filters.length > 0 || (s.noun.kind !== "card" && s.noun.kind !== "character")) {
    unsupported(ctx, s.span, "a filter on the top N cards of a deck");
  }
  const as = freshVar(ctx, "top");
  const player = (s.zone?.owner ?? s.owner) === "opponent's" ? "opponent" : "you";
  pre.push({ do: "look", player, n: top, as });
  const sel: Selector = { sel: "var", name: as };
  ctx.it = sel;
  return sel;
}

function target(ctx: LowerContext, s: EffectStep & { target: unknown }, pre: Effect[]): Selector {
  const t = (s as { target: import("../../grammar/ast.ts").Selector }).target;
  return (t.kind === "Query" && topOfDeck(ctx, t, pre)) || pick(ctx, t, pre);
}

function destination(ctx: LowerContext, step: Extract<EffectStep, { kind: "Move" }>, what: Selector, from: "field" | "other"): Effect {
  const to = step.to;
  if (step.rested) unsupported(ctx, step.span, "putting a card onto the field rested");
  if (to.zone === "mainArea" || to.zone === "supportArea") {
    const area = to.zone === "mainArea" ? "main" : "support";
    // From off the field this is 場に出る (rule 6.1, triggers `putOntoField`); on the field, a move.
    return from === "field" ? { do: "move", what, to: area } : { do: "putOntoField", what, area };
  }
  const dest: Destination =
    to.zone === "deck" ? (to.position === "top" ? "deckTop" : "deckBottom") : to.zone === "pointPile" ? "points" : to.zone;
  return step.faceDown ? { do: "move", what, to: dest, faceDown: true } : { do: "move", what, to: dest };
}

function sourceIsField(s: import("../../grammar/ast.ts").Selector): "field" | "other" {
  if (s.kind === "This" || s.kind === "Host") return "field";
  if (s.kind === "It") return "other";
  return isFieldZone(queryZone(s)) && s.zone?.top === undefined ? "field" : "other";
}

function gets(ctx: LowerContext, step: Extract<EffectStep, { kind: "Gets" }>): Effect {
  const pre: Effect[] = [];
  const who = pick(ctx, step.target, pre);
  const duration = step.duration ? "turn" : "permanent";
  const parts: Effect[] = [];
  if (step.per) unsupported(ctx, step.span, "a stat change `for each` card (modify takes fixed numbers)");
  if (step.cost !== undefined) unsupported(ctx, step.span, "a cost change of a card until end of turn");
  if (step.stat) parts.push({ do: "modify", who, ap: step.stat.ap, dp: step.stat.dp, duration });
  for (const k of step.keywords) {
    const keyword = lowerKeyword(ctx, k, step.span);
    if (keyword) parts.push({ do: "grant", who, keyword, duration });
  }
  return withChoices(pre, parts.length === 1 ? parts[0]! : { do: "seq", steps: parts });
}

export function lowerStep(ctx: LowerContext, step: EffectStep): Effect {
  const pre: Effect[] = [];
  switch (step.kind) {
    case "Gets":
      return gets(ctx, step);
    case "SetStat":
      unsupported(ctx, step.span, "setting AP/DP to a value (`becomes`)");
      return NOTHING;
    case "Draw":
      return { do: "draw", player: lowerPlayer(step.player), n: lowerAmount(ctx, step.amount) };
    case "Trash":
      return withChoices(pre, { do: "trash", what: target(ctx, step, pre) });
    case "ReturnToHand":
      return withChoices(pre, { do: "returnToHand", what: target(ctx, step, pre) });
    case "Rest":
      return withChoices(pre, { do: "rest", what: target(ctx, step, pre) });
    case "Ready":
      return withChoices(pre, { do: "ready", what: target(ctx, step, pre) });
    case "PutCoins":
      return withChoices(pre, { do: "coins", what: target(ctx, step, pre), n: lowerAmount(ctx, step.amount) });
    case "RemoveCoins":
      unsupported(ctx, step.span, "removing coins (the `coins` effect only adds, with no floor at 0)");
      return NOTHING;
    case "Move": {
      const from = sourceIsField(step.target);
      return withChoices(pre, destination(ctx, step, target(ctx, step, pre), from));
    }
    case "LookAtTop": {
      if (step.amount.kind !== "Number") {
        unsupported(ctx, step.span, "looking at a counted number of cards");
        return NOTHING;
      }
      const as = freshVar(ctx, "top");
      ctx.it = { sel: "var", name: as };
      return { do: "look", player: lowerPlayer(step.player), n: step.amount.value, as };
    }
    case "Search":
      return search(ctx, step);
    case "Shuffle":
      return { do: "shuffle", player: lowerPlayer(step.player) };
    case "GivePoints":
      return { do: "givePoints", player: lowerPlayer(step.player), n: lowerAmount(ctx, step.amount) };
    case "TurnPoints":
      return turnPoints(ctx, step);
    case "ApproachAgain":
      return withChoices(pre, { do: "approachAgain", what: target(ctx, step, pre) });
    case "CostChange": {
      if (step.card.kind !== "Query") {
        unsupported(ctx, step.span, "a cost change of the next card given by reference");
        return NOTHING;
      }
      const filter = lowerFilter(ctx, step.card);
      const base = { do: "nextCardCost", player: lowerPlayer(step.player), delta: step.delta } as const;
      return filter ? { ...base, filter } : base;
    }
    case "Battle": {
      const a = pick(ctx, step.attacker, pre);
      const b = pick(ctx, step.defender, pre);
      return withChoices(pre, { do: "battle", a, b });
    }
    case "Exile":
      unsupported(ctx, step.span, "exiling a card (there is no exile zone)");
      return NOTHING;
    case "May": {
      const player = lowerPlayer(step.player);
      if (player !== "you") unsupported(ctx, step.span, "`may` decided by the opponent (the runtime asks the controller)");
      return { do: "may", effect: nested(ctx, () => lowerStep(ctx, step.effect)) };
    }
    case "Choice":
      return { do: "choice", options: step.options.map((o) => nested(ctx, () => lowerStep(ctx, o))) };
    case "Conditional": {
      const cond = lowerCondition(ctx, step.condition);
      return { do: "if", cond, then: nested(ctx, () => lowerStep(ctx, step.effect)) };
    }
    case "Delayed":
      return { do: "delayed", at: "endOfTurn", effect: nested(ctx, () => lowerStep(ctx, step.effect)) };
    case "CreateTrigger":
      unsupported(ctx, step.span, "a trigger created by an effect for this turn (`this turn, if …`)");
      return NOTHING;
    case "Todo":
      unsupported(ctx, step.span, "a `todo` step");
      return NOTHING;
  }
}

function search(ctx: LowerContext, step: Extract<EffectStep, { kind: "Search" }>): Effect {
  const t = step.target;
  if (t.kind !== "Query" || !t.quantity || (t.quantity.kind !== "exactly" && t.quantity.kind !== "upTo")) {
    unsupported(ctx, step.span, "a search without a number of cards");
    return NOTHING;
  }
  const as = freshVar(ctx, "found");
  const filter = lowerFilter(ctx, t);
  ctx.it = { sel: "var", name: as };
  return {
    do: "search",
    player: lowerPlayer(step.player),
    ...(t.zone?.top !== undefined ? { look: t.zone.top } : {}),
    ...(filter ? { filter } : {}),
    take: t.quantity.n,
    ...(t.quantity.kind === "upTo" ? { upTo: true } : {}),
    as,
  };
}

function turnPoints(ctx: LowerContext, step: Extract<EffectStep, { kind: "TurnPoints" }>): Effect {
  const t = step.target;
  if (t.kind !== "Query" || !t.quantity || t.quantity.kind !== "exactly") {
    unsupported(ctx, step.span, "turning point cards other than an exact number");
    return NOTHING;
  }
  // The runtime turns cards that are not already facing that way; a face-up/face-down filter is implied.
  const other = t.filters.filter((f) => !(f.kind === "state" && (f.state === "faceUp" || f.state === "faceDown")));
  if (other.length > 0) unsupported(ctx, step.span, "a filter on the point cards to turn");
  const owner = t.owner ?? t.zone?.owner;
  return { do: "flipPoints", player: owner === "opponent's" ? "opponent" : "you", n: t.quantity.n, faceUp: step.face === "up" };
}
