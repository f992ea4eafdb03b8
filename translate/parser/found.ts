// What an earlier step of the same effect acted on, described again: 「その中に「キャスター」が含まれて
// いた場合」 (CP 01-095: if any of the cards returned was a 「キャスター」) and 「表にした「るん」1枚に
// つき」 (Ach 01-005: for each revealed 「るん」). Both are a query among `it` (`「X」 among it`, the
// QuerySelector's `amongIt`): the cards the earlier step acted on that fit the description, counted
// when the step resolves — `if count(「キャスター」 among it) >= 1, …`, `repeat count(「るん」 among
// it) times, …`. No new construct: the card language already counts a query among `it`.
import type { Condition, QuerySelector } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import type { ParsedCondition } from "./results.ts";

export function defineFound(g: ParserBase): void {
  const { rules } = g;

  /**
   * その中に<query>が含まれていた場合 / 含まれている場合: at least one of the cards acted on fits
   * the query (`count(<query> among it) >= 1`). The query says no number: any one of them counts.
   */
  rules.includesCondition = g.define("includesCondition", (): ParsedCondition => {
    const start = g.lookahead(1);
    g.token(T.SonoNakaNi);
    const q = g.rule(rules.query);
    g.anyToken([T.IncludedBaai, T.IncludesBaai]);
    return g.action((): ParsedCondition => {
      if (q.zone || q.owner || q.quantity) return g.fail("その中に with a zone, owner or number");
      const span = g.spanFrom(start);
      const of: QuerySelector = { ...q, amongIt: true, span };
      const condition: Condition = { kind: "Count", of, op: ">=", value: 1, span };
      return { condition, nara: false };
    });
  });

  /**
   * 表にした<query>: the revealed cards that fit the query (`<query> among it`), as in 表にした「るん」
   * 1枚につき. 表にしたカード alone stays `it` (selectors.ts); this reads a description after 表にした.
   */
  rules.revealedQuery = g.define("revealedQuery", (): QuerySelector => {
    const start = g.lookahead(1);
    g.token(T.RevealedPast);
    const q = g.rule(rules.query);
    return g.action((): QuerySelector => {
      if (q.zone || q.owner) return g.fail("表にした with a zone or owner of its own");
      return { ...q, amongIt: true, span: g.spanFrom(start) };
    });
  });
}
