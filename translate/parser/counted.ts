// A number of cards counted when the step resolves, as the quantity of a query (`count(it) of`):
// 同じ枚数の (MDK 01-001: 自分のポイント置き場にある同じ枚数のカード — as many as the cards just
// chosen), 捨て札にした枚数と同じ枚数の (as many as an earlier step acted on: counts.ts), 自分の
// 『T』のキャラの枚数と同じ枚数の (as many as a description counts).
import type { Quantity, Selector } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";

export function defineCounted(g: ParserBase): void {
  const { rules } = g;

  rules.countedQuantity = g.define("countedQuantity", (): Quantity => {
    const start = g.lookahead(1);
    const of = g.choice<Selector>([
      // 同じ枚数の: the number of the cards an earlier step of the text chose (`it`)
      {
        GATE: () => g.lookahead(1).tokenType === T.Onaji,
        ALT: () => {
          g.token(T.Onaji);
          g.token(T.Maisuu);
          return g.action(() => ({ kind: "It" as const, span: g.spanFrom(start) }));
        },
      },
      // 捨て札にした枚数と同じ枚数の / 休息状態にしたキャラの枚数と…: what an earlier step acted on
      {
        GATE: g.backtrack(rules.actedCount),
        ALT: () => {
          const m = g.rule(rules.actedCount);
          g.token(T.ToOnajiMaisuu);
          return g.action(() => m.of);
        },
      },
      // 自分の『T』のキャラの枚数と同じ枚数の: every card the description names, counted
      {
        ALT: () => {
          const s = g.rule(rules.sideSelector);
          g.token(T.No, 2);
          g.token(T.Maisuu, 2);
          g.token(T.ToOnajiMaisuu, 2);
          return s;
        },
      },
    ]);
    g.token(T.No, 3);
    return g.action((): Quantity => {
      if (of.kind === "Query" && of.quantity) return g.fail("a counted description with a number");
      return { kind: "counted", of };
    });
  });
}
