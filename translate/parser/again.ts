// Approach again and stat setting:
//   <X>は、活動状態になるとともに、[このターン、]もう一度アプローチ(に参加することが)できる
//     → Ready X, then ApproachAgain of that character (two steps from one sentence; X itself when
//       X is このカード, `it` when X was chosen);
//   そのキャラは、もう一度アプローチに参加することができる → ApproachAgain (the canonical second half);
//   <X>のAP/DPの値を、ターン終了時まで30/30に変更する → SetStat (のDPの値を、…0に変更する: one stat).
import type { EffectStep, Selector } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";

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
    const duration = g.optional(() => {
      g.token(T.UntilEot);
      return { kind: "untilEndOfTurn" as const };
    }, 2);
    const values = [g.anyToken([T.StatPair, T.Num], 3)];
    // 40/0または0/40に変更する: the controller picks one of the values (a Choice of two sets)
    g.repeat(() => {
      g.token(T.Mataha);
      const p = g.anyToken([T.StatPair, T.Num], 2);
      g.action(() => values.push(p));
    });
    g.token(T.Change);
    return g.action(() => {
      const span = g.spanFrom(start);
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
