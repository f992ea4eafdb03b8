// What happened this turn, counted: このターンの間に、カードを3枚以上(以下)引いている場合 (SRBK P-010) —
// the cards drawn this turn, counted (`count(your cards drawn this turn) >= 3`, the `drawn` filter;
// the runtime reads the turn's recorded draws, rules/history.ts). The drawer is unsaid: the text's
// controller, or the player written before カード (相手がカードを…引いている).
import type { Condition, QuerySelector } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { maiBound } from "./bounds.ts";
import type { ParsedCondition } from "./results.ts";

export function defineTurnCounts(g: ParserBase): void {
  const { rules } = g;

  rules.drawnCountCondition = g.define("drawnCountCondition", (): ParsedCondition => {
    const start = g.lookahead(1);
    g.token(T.ThisTurnNoAidaNi);
    g.optional(() => g.token(T.Comma));
    const who = g.optional(() => {
      const o = g.rule(rules.owner);
      g.token(T.Ga);
      return o;
    }, 2);
    g.token(T.Card);
    g.token(T.Wo);
    const n = g.token(T.Num);
    const op = maiBound(g);
    g.token(T.Hiiteiru);
    g.token(T.Baai);
    return g.action((): ParsedCondition => {
      const span = g.spanFrom(start);
      const of: QuerySelector = {
        kind: "Query",
        owner: who ?? "your",
        noun: { kind: "card" },
        filters: [{ kind: "drawn", span }],
        span,
      };
      const condition: Condition = { kind: "Count", of, op, value: Number(n.image), span };
      return { condition, nara: false };
    });
  });
}
