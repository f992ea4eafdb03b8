// Conditions: AST Condition → runtime Condition. `!=` becomes `not ==`; "you have X" becomes a
// count of X on that player's side >= 1.
import type { Comparison, Condition as AstCondition } from "../../grammar/ast.ts";
import { dispatch, type Table } from "../../grammar/table.ts";
import type { Cmp, Condition, PlayerRef } from "../../runtime/cards/definition.ts";
import { unsupported, type LowerContext } from "./context.ts";
import { lowerPlayer } from "./players.ts";
import { lowerTrigger } from "./triggers.ts";
import {
  chosenBefore,
  lowerFilter,
  lowerMeasure,
  lowerPrintedFilter,
  lowerPlainSelector,
  lowerQuery,
  refuseThisInZone,
} from "./selectors.ts";

export { lowerPlayer };

/** A comparison as a runtime condition; `!=` is `not ==`. */
function compared(op: Comparison, make: (op: Cmp) => Condition): Condition {
  return op === "!=" ? { cond: "not", c: make("==") } : make(op);
}

/**
 * `this is a 「X」` → thisIs; `it is a 「X」` → the cards bound by the earlier choice that pass the
 * filter number at least one (none when nothing was chosen: the player declined a `may`).
 */
function matches(ctx: LowerContext, c: Extract<AstCondition, { kind: "Matches" }>): Condition {
  const filter = lowerFilter(ctx, c.what) ?? {};
  if (c.what.owner || c.what.zone)
    unsupported(ctx, c.span, "`is a …` with an owner or a zone (it describes the card itself)");
  if (c.subject.kind === "This") return { cond: "thisIs", filter };
  const it = c.subject.kind === "It" ? chosenBefore(ctx, c.subject) : undefined;
  // a card chosen at declaration (a target list), read when the condition is: PM_K-ON 01-100's
  // `at end of turn, if not it is a character that approached this turn, …`
  if (it?.sel === "target") return { cond: "count", of: { ...it, filter }, op: ">=", n: 1 };
  if (it?.sel !== "var") {
    unsupported(
      ctx,
      c.span,
      "`is a …` about a card other than this or one chosen on resolution (the runtime filters only those)",
    );
    return { cond: "thisIs", filter };
  }
  return { cond: "count", of: { ...it, filter }, op: ">=", n: 1 };
}

export function lowerCondition(ctx: LowerContext, c: AstCondition): Condition {
  return dispatch(conditionLowerings, "kind", c, ctx);
}

/** `a and b and c` as one node, as a hand-written card would be: the chain of one kind, flattened. */
function flatten(ctx: LowerContext, c: AstCondition, kind: "And" | "Or"): Condition[] {
  if ((c.kind === "And" || c.kind === "Or") && c.kind === kind)
    return [...flatten(ctx, c.left, kind), ...flatten(ctx, c.right, kind)];
  return [lowerCondition(ctx, c)];
}

type Is = Extract<AstCondition, { kind: "Is" }>;

/** `this is <state>`: each state the runtime reads of the card itself. */
const thisIsStates: { [S in Is["state"]]: (c: Is, ctx: LowerContext) => Condition } = {
  rested: () => ({ cond: "thisIs", filter: { rested: true } }),
  ready: () => ({ cond: "thisIs", filter: { rested: false } }),
  approaching: () => ({ cond: "thisIs", filter: { approaching: true } }),
  blocking: (c, ctx) => ({
    cond: "thisIs",
    filter: c.other
      ? { blocking: true, blocks: lowerPlainSelector(ctx, c.other) }
      : { blocking: true },
  }),
  blocked: (c, ctx) => ({
    cond: "thisIs",
    filter: c.other
      ? { blocked: true, blockedBy: lowerPlainSelector(ctx, c.other) }
      : { blocked: true },
  }),
  attached: () => ({ cond: "inZone", zone: "attached" }),
  inHand: () => ({ cond: "inZone", zone: "hand" }),
  inExile: () => ({ cond: "inZone", zone: "removed" }),
};

function thisIs(ctx: LowerContext, c: Is): Condition {
  refuseThisInZone(ctx, c.subject);
  if (c.subject.kind === "Query") return someIs(ctx, c, c.subject);
  if (c.subject.kind !== "This") {
    unsupported(ctx, c.span, "`is <state>` about a card other than `this`");
    return { cond: "thisIs", filter: {} };
  }
  return thisIsStates[c.state](c, ctx);
}

/**
 * `green characters are blocked` (緑のキャラが妨害されている場合, NUKN 01-088), `your 「巴 マミ」 is
 * approaching` (MDK 01-113): at least one card of the query is in that state now.
 */
function someIs(ctx: LowerContext, c: Is, q: Extract<Is["subject"], { kind: "Query" }>): Condition {
  const state = thisIsStates[c.state](c, ctx);
  const of = lowerQuery(ctx, q);
  if (state.cond !== "thisIs" || of.sel !== "cards") {
    unsupported(ctx, c.span, `\`is ${c.state}\` about a query (only a state of the card itself)`);
    return state;
  }
  const clash = Object.keys(state.filter).some((k) => of.filter && k in of.filter);
  if (clash) unsupported(ctx, c.span, "a state said twice of the same cards");
  return {
    cond: "count",
    of: { ...of, filter: { ...of.filter, ...state.filter } },
    op: ">=",
    n: 1,
  };
}

/**
 * `this turn <event>`: the event as a trigger would match it, read against the events the engine
 * records for the turn. Its subject is not `it` of the ability (the trigger's lowering would say
 * so), and no count or card of a battle applies to an event already over.
 */
function happened(ctx: LowerContext, c: Extract<AstCondition, { kind: "HappenedThisTurn" }>) {
  const eventIt = ctx.eventIt;
  const on = lowerTrigger(ctx, c.event);
  ctx.eventIt = eventIt;
  // `… 5 times this turn` (5回以上アプローチした, ORSK 01-065): at least that many such events
  if (on.or || on.approachOf || on.approachBy || on.area || on.paying || on.fromHand || on.blocker)
    unsupported(ctx, c.span, "`this turn <event>` with several events or a manner");
  if (on.event === "startOfTurn" || on.event === "endOfTurn")
    unsupported(ctx, c.span, "`this turn` with the start or end of a turn");
  return { cond: "happened" as const, on };
}

const conditionLowerings: Table<AstCondition, "kind", Condition, [LowerContext]> = {
  And: (c, ctx) => ({ cond: "and", all: flatten(ctx, c, "And") }),
  Or: (c, ctx) => ({ cond: "or", any: flatten(ctx, c, "Or") }),
  Not: (c, ctx) => ({ cond: "not", c: lowerCondition(ctx, c.condition) }),
  Count(c, ctx) {
    const of = lowerPlainSelector(ctx, c.of);
    return compared(c.op, (op) => ({ cond: "count", of, op, n: c.value }));
  },
  CountVs(c, ctx) {
    const of = lowerPlainSelector(ctx, c.of);
    const than = lowerMeasure(ctx, c.with);
    return compared(c.op, (op) => ({ cond: "countVs", of, op, than }));
  },
  Exists(c, ctx) {
    if (c.of.kind !== "Query") {
      unsupported(ctx, c.span, "`you have` with a reference instead of a query");
      return { cond: "count", of: lowerPlainSelector(ctx, c.of), op: ">=", n: 1 };
    }
    const player = lowerPlayer(c.player);
    if (player !== "you" && player !== "opponent")
      unsupported(ctx, c.span, "`has` for the owner of a card");
    const explicit = c.of.owner ?? c.of.zone?.owner;
    const owner = explicit !== undefined ? undefined : player === "opponent" ? "opponent" : "you";
    return { cond: "count", of: lowerQuery(ctx, c.of, owner), op: ">=", n: 1 };
  },
  Points: (c) =>
    compared(c.op, (op) => ({ cond: "points", who: lowerPlayer(c.player), op, n: c.value })),
  PlayerCoins: (c) =>
    compared(c.op, (op) => ({
      cond: "playerCoins",
      who: lowerPlayer(c.player),
      coin: c.coin,
      op,
      n: c.value,
    })),
  Is: (c, ctx) => thisIs(ctx, c),
  Matches: (c, ctx) => matches(ctx, c),
  Turn: (c) => ({ cond: "isTurn", who: c.whose === "your" ? "you" : "opponent" }),
  Phase: (c) => ({ cond: "isPhase", phase: c.phase }),
  PlayedFrom(c, ctx) {
    // how the card resolving was played: only this card's own text knows (an event's, a break's)
    if (c.subject.kind !== "This")
      unsupported(ctx, c.span, "`is played by break` of another card than this one");
    return { cond: "playedByBreak" };
  },
  HappenedThisTurn: (c, ctx) => happened(ctx, c),
  PlayedThisTurn(c, ctx) {
    if (c.card.kind !== "Query") {
      unsupported(ctx, c.span, "`played this turn` with a reference instead of a query");
      return { cond: "playedThisTurn", who: lowerPlayer(c.player), filter: {} };
    }
    return {
      cond: "playedThisTurn",
      who: lowerPlayer(c.player),
      filter: lowerPrintedFilter(ctx, c.card) ?? {},
    };
  },
};
