// 「XすることでYすることができる」 (AHB 01-033, KONM P-035, SRBK P-010): the steps before ことで are
// the cost of an optional step (`you may pay (<cost>) to <step>`). The body (sentences.ts) reads the
// cost's steps as it reads any chain (「Aし、Bすることで」); this rule reads what follows ことで, which
// must be the optional step: a cost with a step that is not optional is not this template.
import type { EffectStep, Selector } from "../../grammar/ast.ts";
import type { ReadEvent } from "./results.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";

export function defineCosts(g: ParserBase): void {
  const { rules } = g;

  /**
   * 手札から(「X」の)コストとして使用された場合 (KMK 01-066): the card paid from the hand (trashed),
   * not as a face-up point card (rule 5.1); the card it paid for, as costFor reads it.
   */
  rules.costFromHand = g.define("costFromHand", (): ReadEvent => {
    g.token(T.HandKara);
    const paying = g.choice<Selector | undefined>([
      { ALT: () => (g.token(T.CostUsedIf), undefined) },
      { ALT: () => g.rule(rules.costFor) },
    ]);
    return g.action(() => ({
      event: "usedAsCost" as const,
      mode: "if" as const,
      fromHand: true as const,
      ...(paying ? { paying } : {}),
    }));
  });

  rules.paidStep = g.define("paidStep", (topic: Selector | undefined): EffectStep => {
    g.token(T.KotoDe);
    g.optional(() => g.token(T.Comma));
    const step = g.rule(rules.step, [topic]);
    return g.action(() => {
      if (step.kind !== "May" || step.player !== "you")
        return g.fail("ことで before a step that is not optional (ことができる)");
      return step.effect;
    });
  });
}

/** The cost's steps and the step they pay for, as one `MayPay` (several steps are one group). */
export function paidFor(cost: EffectStep[], effect: EffectStep): EffectStep {
  const first = cost[0]!;
  const last = cost.at(-1)!;
  const paid: EffectStep =
    cost.length === 1
      ? first
      : { kind: "Group", steps: cost, span: { ...first.span, end: last.span.end } };
  return {
    kind: "MayPay",
    player: "you",
    cost: paid,
    effect,
    span: { ...first.span, end: effect.span.end },
  };
}
