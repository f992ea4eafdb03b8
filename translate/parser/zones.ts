// Cards and zones: a condition said before その後 (「…がいる場合、その後、…」, BBD 01-097), and a
// cost change for the next card played that grows when that card is a given one (「そのキャラが
// 「直樹 美紀」の場合、使用コスト-1を得る」, GG 01-088). `it in <zone>` (自分の捨て札置き場にある
// そのキャラ) is a selector (selectors.ts itInZone); the pick before a shuffle is shuffle.ts's.
import type { EffectStep } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import type { ParsedSentence } from "./results.ts";

export function defineZones(g: ParserBase): void {
  const { rules } = g;

  /**
   * <condition>場合、その後、<effect> (BBD 01-097 「自分の「鹿島」と「猪森」と「蝶野」がいる場合、その後、
   * 相手の捨て札置き場にあるそのキャラを…置く」): the step follows the one before (その後) and
   * happens only under the condition — `; then if <condition>, <effect>`.
   */
  rules.conditionThen = g.define("conditionThen", (): ParsedSentence => {
    const start = g.lookahead(1);
    const c = g.rule(rules.conditionComma, [undefined]);
    g.token(T.SonoAto);
    g.token(T.Comma);
    const body = g.rule(rules.body, [undefined]);
    return g.action((): ParsedSentence => {
      if (c.nara) return g.fail("なら belongs to a trigger");
      if (body.steps.some((s) => s.link !== "none"))
        return g.fail("その後 before steps that are not one clause");
      const [only, ...more] = body.steps.map((s) => s.step);
      const effect: EffectStep =
        more.length === 0 ? only! : { kind: "Group", steps: [only!, ...more], span: body.span };
      const span = g.spanFrom(start);
      const step: EffectStep = { kind: "Conditional", condition: c.condition, effect, span };
      return {
        type: "continuation",
        link: "then",
        effect: { steps: [{ link: "none", step }], span },
      };
    });
  });

  /**
   * そのキャラが「X」の場合、使用コスト-Nを得る (GG 01-088): said right after 「自分が次にプレイする…は、
   * 使用コスト-Nを得る」, a further change for that same card when it is an 「X」. Read as `if it is
   * a 「X」, it gets cost -N`; the assembler folds it into the cost change before it (cost-bonus.ts).
   */
  rules.costBonus = g.define("costBonus", (): ParsedSentence => {
    const start = g.lookahead(1);
    const c = g.rule(rules.conditionComma, [undefined]);
    g.token(T.UsageCost);
    const n = g.token(T.Signed);
    g.token(T.WoEru);
    return g.action((): ParsedSentence => {
      const cond = c.condition;
      if (c.nara || cond.kind !== "Matches" || cond.subject.kind !== "It")
        return g.fail("a cost change said of `it` without a test of what it is");
      const span = g.spanFrom(start);
      const gets: EffectStep = {
        kind: "Gets",
        target: { kind: "It", span: cond.subject.span },
        cost: Number(n.image),
        keywords: [],
        span,
      };
      const step: EffectStep = { kind: "Conditional", condition: cond, effect: gets, span };
      return {
        type: "continuation",
        link: "none",
        effect: { steps: [{ link: "none", step }], span },
      };
    });
  });
}
