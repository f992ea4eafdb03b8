// Counts of what an earlier step of the same effect acted on, as a measured value: 捨て札にした手札の
// 枚数, 捨て札にした枚数 (AW 01-070), 引いた枚数 (GG 01-113: `count(drawn cards)`), 捨て札にした「椎名 ましろ」の枚数 (SPK 01-092), デッキに戻した
// キャラの枚数 (WKG2 02-029), 休息状態にしたキャラの枚数 — each `count(it)`: the cards that step
// acted on, counted when the value is read.
import type { Measure } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";

export function defineCounts(g: ParserBase): void {
  const { rules } = g;

  rules.actedCount = g.define("actedCount", (): Measure => {
    const start = g.lookahead(1);
    const drawn = g.choice<boolean>([
      {
        // 引いた枚数 (GG 01-113): the cards the text's draws drew (`drawn cards`), not `it`
        ALT: () => {
          g.token(T.Hiita);
          return true;
        },
      },
      {
        // 捨て札にした[手札の | 「X」の]枚数: what was trashed (the noun only repeats the step's)
        ALT: () => {
          g.token(T.Trashed);
          g.optional(() => {
            g.anyToken([T.Hand, T.NameLit], 3);
            g.token(T.No);
          });
          return false;
        },
      },
      {
        // [デッキに]戻したキャラの枚数 / 休息状態にしたキャラの枚数 / 手札に移したカードの枚数
        ALT: () => {
          g.optional(() => {
            g.token(T.Deck);
            g.token(T.Ni);
          }, 2);
          g.anyToken(
            [
              T.ReturnedChara,
              T.RestedChara,
              T.TrashedChara,
              T.TrashedCard,
              T.MovedToHandCard,
              T.SonoChara,
            ],
            2,
          );
          g.token(T.No, 2);
          return false;
        },
      },
    ]);
    g.token(T.Maisuu);
    return g.action(() => {
      const span = g.spanFrom(start);
      const of = drawn ? ({ kind: "Drawn", span } as const) : ({ kind: "It", span } as const);
      return { kind: "count" as const, of, span };
    });
  });
}
