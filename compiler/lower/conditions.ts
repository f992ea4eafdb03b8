// Conditions: AST Condition → runtime Condition. `!=` becomes `not ==`; "you have X" becomes a
// count of X on that player's side >= 1.
import type {
  Comparison,
  Condition as AstCondition,
  PlayerRef as AstPlayer,
} from "../../grammar/ast.ts";
import type { Cmp, Condition, PlayerRef } from "../../runtime/cards/definition.ts";
import { unsupported, type LowerContext } from "./context.ts";
import {
  lowerFilter,
  lowerPrintedFilter,
  lowerPlainSelector,
  lowerQuery,
  refuseThisInZone,
} from "./selectors.ts";

/** `controller` is the ability's controller: "you" from the runtime's point of view. */
export function lowerPlayer(p: AstPlayer): PlayerRef {
  return p === "controller" ? "you" : p;
}

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
  const it = c.subject.kind === "It" ? ctx.it : undefined;
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
  switch (c.kind) {
    case "And":
    case "Or": {
      // Flatten chains so `a and b and c` is one node, as a hand-written card would be.
      const kind = c.kind;
      const parts: Condition[] = [];
      const visit = (x: AstCondition): void => {
        if (x.kind === kind) {
          visit(x.left);
          visit(x.right);
        } else parts.push(lowerCondition(ctx, x));
      };
      visit(c);
      return kind === "And" ? { cond: "and", all: parts } : { cond: "or", any: parts };
    }
    case "Not":
      return { cond: "not", c: lowerCondition(ctx, c.condition) };
    case "Count": {
      const of = lowerPlainSelector(ctx, c.of);
      return compared(c.op, (op) => ({ cond: "count", of, op, n: c.value }));
    }
    case "Exists": {
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
    }
    case "Points":
      return compared(c.op, (op) => ({
        cond: "points",
        who: lowerPlayer(c.player),
        op,
        n: c.value,
      }));
    case "Is":
      refuseThisInZone(ctx, c.subject);
      if (c.subject.kind !== "This") {
        unsupported(ctx, c.span, "`is <state>` about a card other than `this`");
        return { cond: "thisIs", filter: {} };
      }
      if (c.state === "rested" || c.state === "ready")
        return { cond: "thisIs", filter: { rested: c.state === "rested" } };
      if (c.state === "approaching") return { cond: "thisIs", filter: { approaching: true } };
      if (c.state === "blocking")
        return {
          cond: "thisIs",
          filter: c.other
            ? { blocking: true, blocks: lowerPlainSelector(ctx, c.other) }
            : { blocking: true },
        };
      if (c.state === "blocked")
        return {
          cond: "thisIs",
          filter: c.other
            ? { blocked: true, blockedBy: lowerPlainSelector(ctx, c.other) }
            : { blocked: true },
        };
      if (c.state === "attached") return { cond: "inZone", zone: "attached" };
      if (c.state === "inHand") return { cond: "inZone", zone: "hand" };
      unsupported(
        ctx,
        c.span,
        `the condition \`this is ${c.state}\` (the runtime reads only approaching among battle roles)`,
      );
      return { cond: "thisIs", filter: {} };
    case "Matches":
      return matches(ctx, c);
    case "Turn":
      return { cond: "isTurn", who: c.whose === "your" ? "you" : "opponent" };
    case "PlayedThisTurn": {
      if (c.card.kind !== "Query") {
        unsupported(ctx, c.span, "`played this turn` with a reference instead of a query");
        return { cond: "playedThisTurn", who: lowerPlayer(c.player), filter: {} };
      }
      return {
        cond: "playedThisTurn",
        who: lowerPlayer(c.player),
        filter: lowerPrintedFilter(ctx, c.card) ?? {},
      };
    }
  }
}
