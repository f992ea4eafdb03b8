// Approach again and stat setting:
//   <X>は、活動状態になるとともに、[このターン、]もう一度アプローチ(に参加することが)できる
//     → Ready X, then ApproachAgain of that character (two steps from one sentence; X itself when
//       X is このカード, `it` when X was chosen);
//   そのキャラは、もう一度アプローチに参加することができる → ApproachAgain (the canonical second half);
//   <X>のAP/DPの値を、ターン終了時まで30/30に変更する → SetStat.
import type { EffectStep, Selector } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";

export function defineAgain(g: ParserBase): void {
  const r = g.r;

  const again = (idx: number): void => {
    g.opt(idx, () => {
      g.c(idx * 4 + 40, T.ThisTurn);
      g.c(idx * 4 + 41, T.Comma);
    });
    g.alt(idx, [
      { ALT: () => g.c(idx * 4 + 42, T.AgainJoin) },
      { ALT: () => g.c(idx * 4 + 43, T.AgainShort) },
    ]);
  };

  r.approachAgain = g.def("approachAgain", (topic: Selector | undefined): EffectStep => {
    const start = g.la(1);
    again(0);
    return g.act(() =>
      topic
        ? { kind: "ApproachAgain" as const, target: topic, span: g.spanFrom(start) }
        : g.fail("no subject"),
    );
  });

  r.readyAgain = g.def("readyAgain", (topic: Selector | undefined): EffectStep[] => {
    const start = g.la(1);
    g.c(0, T.ReadyNaru);
    g.c(1, T.Totomoni);
    g.opt(5, () => g.c(2, T.Comma));
    again(1);
    return g.act(() => {
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

  r.setStat = g.def("setStat", (): EffectStep => {
    const start = g.la(1);
    const target = g.s(0, r.selector);
    g.c(0, T.No);
    g.c(1, T.SetStatHead);
    g.opt(0, () => g.c(2, T.Comma));
    const duration = g.opt(1, () => {
      g.c(3, T.UntilEot);
      return { kind: "untilEndOfTurn" as const };
    });
    const pair = g.c(4, T.StatPair);
    g.c(5, T.Change);
    return g.act(() => {
      const [ap = 0, dp = 0] = pair.image.split("/").map(Number);
      const step: EffectStep = { kind: "SetStat", target, ap, dp, span: g.spanFrom(start) };
      if (duration) step.duration = duration;
      return step;
    });
  });
}
