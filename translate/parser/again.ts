// Approach again and stat setting:
//   <X>は、活動状態になるとともに、[このターン、]もう一度アプローチ(に参加することが)できる
//     → Ready X, then ApproachAgain of that character (two steps from one sentence; X itself when
//       X is このカード, `it` when X was chosen);
//   そのキャラは、もう一度アプローチに参加することができる → ApproachAgain (the canonical second half);
//   <X>のAP/DPの値を、ターン終了時まで30/30に変更する → SetStat (のDPの値を、…0に変更する: one stat);
//   <X>のAPの値を、ターン終了時まで<Y>のAPと同じ値に変更する → SetStat `to` the measured stat of Y.
import type { IToken } from "chevrotain";
import type { EffectStep, Measure, Selector } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { durationOf } from "./durations.ts";

/** The tokens a printed value starts with (30/30, 0): anything else is a measured card's stat. */
const VALUE_STARTS = new Set([T.StatPair, T.Num]);

export function defineAgain(g: ParserBase): void {
  const { rules } = g;

  /** [このターン、]もう一度アプローチ…できる (its calls are the `occurrence`-th of their kind). */
  const again = (occurrence: number): void => {
    g.optional(() => {
      g.token(T.ThisTurn, occurrence);
      g.token(T.Comma, occurrence);
    }, occurrence);
    g.anyToken([T.AgainJoin, T.AgainShort], occurrence);
  };

  rules.approachAgain = g.define("approachAgain", (topic: Selector | undefined): EffectStep => {
    const start = g.lookahead(1);
    again(1);
    return g.action(() =>
      topic
        ? { kind: "ApproachAgain" as const, target: topic, span: g.spanFrom(start) }
        : g.fail("no subject"),
    );
  });

  rules.readyAgain = g.define("readyAgain", (topic: Selector | undefined): EffectStep[] => {
    const start = g.lookahead(1);
    g.token(T.ReadyNaru);
    g.token(T.Totomoni);
    g.optional(() => g.token(T.Comma));
    again(2);
    return g.action(() => {
      if (!topic) return g.fail("no subject");
      const span = g.spanFrom(start);
      // A chosen character is "it" the second time; a reference (このカード) stays itself, since in
      // a trigger about another card `it` with nothing chosen would mean the event's card.
      const again: Selector = topic.kind === "Query" ? { kind: "It", span } : topic;
      return [
        { kind: "Ready" as const, target: topic, span },
        { kind: "ApproachAgain" as const, target: again, span },
      ];
    });
  });

  rules.setStat = g.define("setStat", (): EffectStep => {
    const start = g.lookahead(1);
    const target = g.rule(rules.selector);
    g.token(T.No);
    // AP/DPの値を … 30/30, or one stat: APの値を / DPの値を … 0 (SZ2 01-104)
    const which = g.oneOf([
      [T.SetStatHead, "both" as const],
      [T.ApNoAtaiWo, "ap" as const],
      [T.DpNoAtaiWo, "dp" as const],
    ]);
    g.optional(() => g.token(T.Comma));
    // any printed 「…まで」 (durations.ts): ターン終了時まで, 次の相手のターン終了時まで…
    const duration = g.optional(() => durationOf(g.token(T.Until)), 2);
    const set = g.choiceByGates<{ values: IToken[] } | { measured: Measure }>(
      [
        {
          // 自分の「大室 櫻子」1枚のAPと同じ値に変更する (YRYR 01-051): the value of another card,
          // measured when the step resolves
          GATE: () => !VALUE_STARTS.has(g.lookahead(1).tokenType),
          ALT: () => {
            const mStart = g.lookahead(1);
            const of = g.rule(rules.selector, 2);
            g.token(T.No, 2);
            const stat = g.oneOf(
              [
                [T.Ap, "ap" as const],
                [T.Dp, "dp" as const],
              ],
              5,
            );
            g.token(T.SameValueChange);
            return g.action(() => ({
              measured: { kind: "stat" as const, stat, of, span: g.spanFrom(mStart) } as Measure,
            }));
          },
        },
        {
          ALT: () => {
            const values = [g.anyToken([T.StatPair, T.Num], 3)];
            // 40/0または0/40に変更する: the controller picks one of the values (a Choice of two sets)
            g.repeat(() => {
              g.token(T.Mataha);
              const p = g.anyToken([T.StatPair, T.Num], 2);
              g.action(() => values.push(p));
            });
            g.token(T.Change);
            return { values };
          },
        },
      ],
      4,
    );
    return g.action(() => {
      const span = g.spanFrom(start);
      if ("measured" in set) {
        if (which === "both") return g.fail("AP/DP set to one measured value");
        const step: EffectStep = {
          kind: "SetStat",
          target,
          to: { stat: which, value: set.measured },
          span,
        };
        if (duration) step.duration = duration;
        return step;
      }
      const { values } = set;
      const pair = which === "both";
      if (values.some((v) => (v.tokenType === T.StatPair) !== pair))
        return g.fail("a pair of values sets AP/DP, one value sets AP or DP");
      const options = values.map((v): EffectStep => {
        const [ap = 0, dp = 0] = v.image.split("/").map(Number);
        const set = pair ? { ap, dp } : { [which]: Number(v.image) };
        const step: EffectStep = { kind: "SetStat", target, ...set, span };
        if (duration) step.duration = duration;
        return step;
      });
      return options.length === 1 ? options[0]! : { kind: "Choice", options, span };
    });
  });
}
