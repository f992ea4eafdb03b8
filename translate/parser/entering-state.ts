// 「このカードが、自分の「X」がいる状態で登場した場合」: the card of yours the state asks for is another
// than this card (ENTERING_STATE_IS_WITHOUT_THIS_CARD): `another 「X」`, which changes nothing for a
// card the condition could not match anyway, and keeps a card named X from meeting its own
// condition. Counts (「自分のキャラが3枚のみの状態で」) are left as printed: they count this card too.
import type { Condition, Filter, QuerySelector } from "../../grammar/ast.ts";
import { ENTERING_STATE_IS_WITHOUT_THIS_CARD } from "../../runtime/rules/project-rulings.ts";

/** The cards an Exists of yours looks for (`you have a 「X」`), on the field. */
function withoutThis(q: QuerySelector): QuerySelector {
  if (q.owner === "opponent's" || q.zone !== undefined || q.amongIt !== undefined) return q;
  if (q.filters.some((f) => f.kind === "other")) return q;
  const other: Filter = { kind: "other", span: q.span };
  return { ...q, filters: [other, ...q.filters] };
}

/** The condition with `other` on each Exists of yours, through `and` / `or` (「A」と「B」がいる). */
function withoutThisIn(c: Condition): Condition {
  switch (c.kind) {
    case "And":
    case "Or":
      return { ...c, left: withoutThisIn(c.left), right: withoutThisIn(c.right) };
    case "Exists":
      return c.player === "you" && c.of.kind === "Query" ? { ...c, of: withoutThis(c.of) } : c;
    default:
      return c;
  }
}

/** The condition of a `this enters` trigger, read as the state the card enters in. */
export function enteringState(condition: Condition): Condition {
  return ENTERING_STATE_IS_WITHOUT_THIS_CARD ? withoutThisIn(condition) : condition;
}
