// Continuous texts' effects: a standing gain (このカードは、+20/+20を得る), a restriction
// (妨害されない, …には妨害されない, 退場しない, 可能な限りアプローチに参加しなくてはならない) or a
// source modifier (…のコストとして使用する場合、発生コスト+2を得る), each said of the topic.
import type { Effect, Selector, StaticEffect } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";

/** A continuous text's effect: a standing gain or a restriction, said of the topic. */
export function defineStatic(g: ParserBase): void {
  const r = g.r;
  r.staticEffect = g.def("staticEffect", (topic: Selector | undefined): StaticEffect => {
    const start = g.la(1);
    // one token of lookahead and the gates decide (see later.ts, restrict)
    return g.altG(0, [
      { GATE: g.bt(r.sourceModifier, topic), ALT: () => g.s(0, r.sourceModifier, topic) },
      {
        GATE: g.when([T.Sarenai], r.cannotBeBlocked),
        ALT: () => {
          const what = g.s(1, r.cannotBeBlocked);
          return g.act(() => restriction(topic, what, g.spanFrom(start)));
        },
      },
      {
        ALT: () => {
          g.c(2, T.Taijou);
          g.c(3, T.Shinai);
          return g.act(() => restriction(topic, { kind: "doesNotLeave" }, g.spanFrom(start)));
        },
      },
      {
        ALT: () => {
          g.c(4, T.MustApproach);
          return g.act(() => restriction(topic, { kind: "mustApproach" }, g.spanFrom(start)));
        },
      },
      {
        ALT: () => {
          const step = g.s(2, r.gets, topic);
          return g.act(() => {
            if (step.kind !== "Gets" || step.duration)
              return g.fail("a one-shot gain is not a continuous text");
            if (
              step.target.kind === "Query" &&
              (step.target.quantity?.kind === "exactly" || step.target.quantity?.kind === "upTo")
            ) {
              return g.fail("a chosen target means a one-shot effect");
            }
            const { duration: _d, ...gets } = step;
            return gets;
          });
        },
      },
    ]);
    function restriction(
      target: Selector | undefined,
      what: Extract<StaticEffect, { kind: "Restriction" }>["restriction"],
      span: Effect["span"],
    ): StaticEffect {
      return target
        ? { kind: "Restriction", target, restriction: what, span }
        : g.fail("a restriction needs a subject");
    }
  });

  /** 使用コストが3以上のキャラには (妨害されない). */
  r.blockedBy = g.def("blockedBy", (): Selector => {
    const s = g.s(0, r.query);
    g.c(0, T.Niha);
    return s;
  });

  /** <selector>のコストとして使用する場合、発生コスト+Nを得る. */
  r.sourceModifier = g.def("sourceModifier", (topic: Selector | undefined): StaticEffect => {
    const start = g.la(1);
    const whenPaying = g.s(0, r.selector);
    g.c(0, T.AsCost);
    g.c(1, T.Comma);
    g.c(2, T.SourceCost);
    const n = g.c(3, T.Signed);
    g.c(4, T.WoEru);
    return g.act(() =>
      topic
        ? {
            kind: "SourceModifier" as const,
            target: topic,
            delta: Number(n.image),
            whenPaying,
            span: g.spanFrom(start),
          }
        : g.fail("no subject"),
    );
  });
}
