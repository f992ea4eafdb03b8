// 「このターン、自分が次にプレイする…は、使用コスト-1を得る。そのキャラが「直樹 美紀」の場合、使用コスト
// -1を得る。」 (GG 01-088): the second sentence is a further change of the same next card, when
// that card is an 「直樹 美紀」 — the cost change's `bonus` (`… and cost -1 more if it is a
// 「直樹 美紀」`). Read as `if it is a 「X」, it gets cost -1` (parser/zones.ts costBonus) and
// folded here into the cost change just before it; after any other step it is refused (the
// `it` would be a card nothing chose).
import type { EffectStep } from "../grammar/ast.ts";

/** `if it is a 「X」, it gets cost -N`, as costBonus reads it: the bonus and its test. */
function bonusOf(
  step: EffectStep,
): { if: Extract<EffectStep, { kind: "CostChange" }>["bonus"] } | undefined {
  if (step.kind !== "Conditional" || step.otherwise) return undefined;
  const c = step.condition;
  const gets = step.effect;
  if (c.kind !== "Matches" || c.subject.kind !== "It" || c.subject.zone) return undefined;
  if (gets.kind !== "Gets" || gets.target.kind !== "It" || gets.cost === undefined)
    return undefined;
  if (gets.stat || gets.per || gets.tennen !== undefined || gets.traits || gets.keywords.length)
    return undefined;
  if (gets.duration) return undefined;
  return { if: { if: c.what, delta: gets.cost } };
}

/**
 * `last` with `next` folded in as its bonus; a reason when `next` is such a bonus but `last` is
 * not a cost change of the next card that has none yet; undefined when `next` is no bonus.
 */
export function foldCostBonus(
  last: EffectStep | undefined,
  next: EffectStep,
): EffectStep | string | undefined {
  const bonus = bonusOf(next)?.if;
  if (!bonus) return undefined;
  if (last?.kind !== "CostChange" || last.bonus)
    return "そのキャラが…の場合、使用コスト…を得る after a step that is not a cost change of the next card";
  return { ...last, bonus, span: { ...last.span, end: next.span.end } };
}
