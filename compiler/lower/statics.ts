// Continuous texts: AST StaticEffect → runtime StaticEffect list (one `gets` with a stat change and
// keywords is several runtime modifiers). Restrictions the runtime lacks are reported.
import type {
  Restriction as AstRestriction,
  StaticEffect as AstStatic,
} from "../../grammar/ast.ts";
import type { Restriction, StaticEffect } from "../../runtime/cards/definition.ts";
import { TRAIT_GRANT, unsupported, type LowerContext } from "./context.ts";
import { lowerKeyword } from "./keywords.ts";
import {
  lowerFilter,
  lowerPrintedFilter,
  lowerPlainSelector,
  queryOwner,
  refuseThisInZone,
} from "./selectors.ts";

export function restriction(
  ctx: LowerContext,
  r: AstRestriction,
  span: AstStatic["span"],
  /** An effect's restriction can carry `against` (who blocks / is blocked); a continuous one cannot. */
  againstAllowed = false,
): Restriction | undefined {
  switch (r.kind) {
    case "cannotLeave":
      return "cannotLeave";
    case "cannotBeBlocked":
      if (r.by && !againstAllowed)
        unsupported(ctx, span, "a continuous `cannot be blocked by` a kind of card");
      return "cannotBeBlocked";
    case "cannotBlock":
      if (r.target && !againstAllowed)
        unsupported(ctx, span, "a continuous `cannot block` a kind of card");
      return "cannotBlock";
    case "canBlockWhileRested":
      return "canBlockWhileRested";
    case "mustApproach":
      return "mustApproach";
    case "cannotApproach":
      return "cannotApproach";
    case "doesNotLeave":
      if (r.when === "battle") return "cannotLeaveByBattle";
      // 退場しない: neither a lost battle nor an effect puts it into the trash.
      if (r.when === undefined) return "cannotLeave";
      unsupported(
        ctx,
        span,
        `\`does not leave\`${r.when ? ` when ${r.when}` : ""} (the runtime has only "cannot leave by battle")`,
      );
      return undefined;
  }
}

export function lowerStatic(ctx: LowerContext, e: AstStatic): StaticEffect[] {
  refuseThisInZone(ctx, e.target);
  switch (e.kind) {
    case "Gets": {
      const out: StaticEffect[] = [];
      if (e.per) unsupported(ctx, e.span, "a continuous stat change `for each` card");
      if (e.cost !== undefined) {
        const t = e.target;
        if (t.kind === "This") {
          // `this gets cost -2`: the card's own cost while it is in the hand (SELF_COST_WORKS_FROM_HAND).
          out.push({ mod: "cost", owner: "you", delta: e.cost, self: true });
        } else if (t.kind !== "Query" || t.zone?.zone !== "hand") {
          unsupported(
            ctx,
            e.span,
            "a continuous cost change of cards other than this one or cards in a hand",
          );
        } else {
          const filter = lowerFilter(ctx, t);
          out.push(
            filter
              ? { mod: "cost", owner: queryOwner(t), filter, delta: e.cost }
              : { mod: "cost", owner: queryOwner(t), delta: e.cost },
          );
        }
      }
      if (e.traits) unsupported(ctx, e.span, TRAIT_GRANT);
      if (e.stat || e.keywords.length > 0) {
        const who = lowerPlainSelector(ctx, e.target);
        if (e.stat) out.push({ mod: "stats", who, ap: e.stat.ap, dp: e.stat.dp });
        for (const k of e.keywords) {
          const keyword = lowerKeyword(ctx, k, e.span);
          if (keyword) out.push({ mod: "keyword", who, keyword });
        }
      }
      return out;
    }
    case "SourceModifier": {
      if (e.target.kind !== "This")
        unsupported(ctx, e.span, "a source modifier on a card other than this one");
      const forCard =
        e.whenPaying.kind === "Query" ? lowerPrintedFilter(ctx, e.whenPaying) : undefined;
      return [
        forCard ? { mod: "source", delta: e.delta, forCard } : { mod: "source", delta: e.delta },
      ];
    }
    case "CountsAs":
      if (e.target.kind !== "This")
        unsupported(ctx, e.span, "`counts as` for a card other than this one");
      return [{ mod: "name", names: [e.name] }];
    case "Restriction": {
      const r = restriction(ctx, e.restriction, e.span, true);
      if (!r) return [];
      const who = lowerPlainSelector(ctx, e.target);
      // `cannot be blocked by X` / `cannot block X`: the runtime's `against` filter.
      const other =
        e.restriction.kind === "cannotBeBlocked"
          ? e.restriction.by
          : e.restriction.kind === "cannotBlock"
            ? e.restriction.target
            : undefined;
      if (other && other.kind !== "Query")
        unsupported(ctx, e.span, "a restriction against a reference instead of a query");
      const against = other?.kind === "Query" ? lowerFilter(ctx, other) : undefined;
      return [
        against
          ? { mod: "restriction", who, restriction: r, against }
          : { mod: "restriction", who, restriction: r },
      ];
    }
  }
}
