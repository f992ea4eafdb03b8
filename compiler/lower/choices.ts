// Where a quantity in an effect is chosen. `1 of the opponent's characters` on the field, in a
// step that always runs, is a declaration target (rule 4.2: chosen when the text is declared,
// re-checked on resolution by rule 4.3 — runtime/rules/play.ts `targetsOk`, effects.ts
// `recheckTargets`). A quantity in the hand, trash or deck, or inside a step that may not run
// (`you may`, `or`, `if`, `if you do`, a delayed step), is chosen on resolution with `choose`, as
// the runtime's `chooseNow` intends. Either way `it` then refers to the chosen cards.
import type { QuerySelector, Selector as AstSelector } from "../../grammar/ast.ts";
import { choosesCharacters } from "../../grammar/references.ts";
import type {
  Effect,
  GroupRelation,
  Selector,
  TargetSpec,
} from "../../runtime/cards/definition.ts";
import { freshVar, sameChosen, unsupported, type LowerContext } from "./context.ts";
import {
  isFieldZone,
  lowerAmount,
  lowerFilter,
  lowerPlainSelector,
  lowerQuery,
  queryZone,
} from "./selectors.ts";

/** How many of `from` a counted quantity chooses: N, up to N, or any number from a minimum. */
function targetSpec(
  ctx: LowerContext,
  q: NonNullable<QuerySelector["quantity"]>,
  from: Selector,
  group?: GroupRelation,
): TargetSpec {
  const g = group ? { group } : {};
  if (q.kind === "anyNumber") return { from, n: q.min, anyNumber: true, ...g };
  // 同じ枚数の: counted when the choice is made (`it` is what the steps before chose)
  if (q.kind === "counted") {
    const counted = lowerAmount(ctx, { kind: "Count", of: q.of });
    return { from, n: 0, counted, ...(q.upTo ? { upTo: true } : {}), ...g };
  }
  if (q.kind === "upTo") return { from, n: q.n, upTo: true, ...g };
  if (q.kind === "all" || q.kind === "each" || q.kind === "any")
    throw new Error(`lower: \`${q.kind}\` chooses no number of cards`);
  return { from, n: q.n, ...g };
}

/**
 * `with the same name` / `with the same trait` / `with different names` (`together`): taken out
 * of the query's filters — it is no test of one card — and returned as the choice's relation.
 */
export function splitGroup(
  ctx: LowerContext,
  q: QuerySelector,
): { query: QuerySelector; group?: GroupRelation } {
  const together = q.filters.filter((f) => f.kind === "together");
  if (together.length === 0) return { query: q };
  if (together.length > 1) unsupported(ctx, together[1]!.span, "two relations among chosen cards");
  const query = { ...q, filters: q.filters.filter((f) => f.kind !== "together") };
  return { query, group: together[0]!.relation };
}

/**
 * The selector an effect step acts on. A resolution-time choice it needs is appended to `pre`
 * (run just before the step).
 */
export function pick(ctx: LowerContext, s: AstSelector, pre: Effect[]): Selector {
  if (s.kind !== "Query") return lowerPlainSelector(ctx, s);
  const q = s.quantity;
  if (!q || q.kind === "all" || q.kind === "each") return lowerQuery(ctx, s);
  if (q.kind === "any") {
    unsupported(ctx, s.span, "`a` / `another` as the object of an effect");
    return lowerQuery(ctx, s);
  }
  const { query, group } = splitGroup(ctx, s);
  const from = lowerQuery(ctx, query);
  const spec = targetSpec(ctx, q, from, group);
  let chosen: Selector;
  // a counted number is known on resolution only: never a declaration target
  const declared = q.kind !== "counted" && !ctx.nested && !s.amongIt;
  if (ctx.targets && declared && isFieldZone(queryZone(s))) {
    ctx.targets.push(spec);
    chosen = { sel: "target", index: ctx.targets.length - 1 };
  } else {
    const as = freshVar(ctx, "chosen");
    pre.push(
      ctx.chooser ? { do: "choose", spec, as, chooser: ctx.chooser } : { do: "choose", spec, as },
    );
    chosen = { sel: "var", name: as };
  }
  return bindChosen(ctx, chosen, s);
}

/**
 * The cards a step chose become `it`, and `that character` too when they are characters
 * (grammar/references.ts `choosesCharacters`: a character noun, or cards among `it` when `it` is
 * characters): a later choice of other cards moves `it` on, not `that character`.
 */
export function bindChosen(ctx: LowerContext, chosen: Selector, s: AstSelector): Selector {
  const itIsCharacters = ctx.it !== undefined && sameChosen(ctx.it, ctx.character);
  if (choosesCharacters(s, itIsCharacters)) ctx.character = chosen;
  ctx.it = chosen;
  return chosen;
}

/** `pre` steps, then the step itself, as one effect. */
export function withChoices(pre: readonly Effect[], step: Effect): Effect {
  return pre.length === 0 ? step : { do: "seq", steps: [...pre, step] };
}

/**
 * `the top N cards of a deck`: looked at (bound to a name) and then acted on — all of them, or,
 * with a quantity (`any number of cards in the top 3 cards of your deck`: その中にある任意の枚数の
 * カード), the cards the controller picks among those looked at that pass the query's filters. The
 * look stays what `put the rest` speaks of; the pick is `it`.
 */
function topOfDeck(ctx: LowerContext, s: QuerySelector, pre: Effect[]): Selector | undefined {
  const top = s.zone?.top;
  if (top === undefined) return undefined;
  const q = s.quantity;
  const picks = q !== undefined && q.kind !== "all" && q.kind !== "each" && q.kind !== "any";
  if (!picks && (s.filters.length > 0 || (s.noun.kind !== "card" && s.noun.kind !== "character"))) {
    unsupported(ctx, s.span, "a filter on the top N cards of a deck");
  }
  const as = freshVar(ctx, "top");
  ctx.lastLook = as;
  const player = (s.zone?.owner ?? s.owner) === "opponent's" ? "opponent" : "you";
  pre.push({ do: "look", player, n: top, as, ...(s.zone?.end ? { end: s.zone.end } : {}) });
  const looked: Selector = { sel: "var", name: as };
  if (!picks) {
    ctx.it = looked;
    return looked;
  }
  const { query, group } = splitGroup(ctx, s);
  const filter = lowerFilter(ctx, { ...query, zone: undefined });
  const from: Selector = filter ? { ...looked, filter } : looked;
  const spec = targetSpec(ctx, q, from, group);
  const chosen = freshVar(ctx, "chosen");
  pre.push(
    ctx.chooser
      ? { do: "choose", spec, as: chosen, chooser: ctx.chooser }
      : { do: "choose", spec, as: chosen },
  );
  return bindChosen(ctx, { sel: "var", name: chosen }, s);
}

/** What a step acts on: the top N cards of a deck (looked at first), or a pick. */
export function target(ctx: LowerContext, t: AstSelector, pre: Effect[]): Selector {
  return (t.kind === "Query" && topOfDeck(ctx, t, pre)) || pick(ctx, t, pre);
}
