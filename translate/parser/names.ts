// Relations between cards by name and trait (names-and-identity family):
// - 同じ名称のキャラ2枚 (MDK 01-118), 自分の同じ特徴を持つキャラ2枚 (MDK 01-038), それぞれ名称の異なる
//   / それぞれ異なる名称の / 名称の異なる (AHB2 P-022, ORG2 02-001): a relation among the cards
//   chosen together (`together`: `with the same name`, `with the same trait`, `with different
//   names`) — 同じ名称の with no 「<card>と」 before it;
// - 妨害に参加している相手のキャラと同じ名称の (SEKN 01-001), 相手の捨て札置き場にあるカードと同じ
//   名称の (SEKN 01-042): the name shared with a description, not a reference (`sameAsSide`);
//   このカードと / そのキャラと同じ名称の stay the references of selectors.ts.
import type { Filter, GroupRelation } from "../../grammar/ast.ts";
import { EOF } from "../../grammar/chevrotain.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";

const TOGETHER: [typeof T.SameName, GroupRelation][] = [
  [T.SameName, "sameName"],
  [T.SameTrait, "sameTrait"],
  [T.DifferentNamesEach, "differentNames"],
  [T.DifferentNamesEach2, "differentNames"],
  [T.DifferentNames, "differentNames"],
];

/** <description>と同じ名称の / と同じ特徴を持つ somewhere ahead: worth trying `sameAsSide`. */
export function sameAsAhead(g: ParserBase): boolean {
  for (let i = 1; ; i++) {
    const t = g.lookahead(i).tokenType;
    if (t === EOF || t === T.Comma) return false;
    if (
      t === T.To &&
      (g.lookahead(i + 1).tokenType === T.SameName || g.lookahead(i + 1).tokenType === T.SameTrait)
    )
      return i > 1;
  }
}

export function defineNames(g: ParserBase): void {
  const { rules } = g;

  rules.together = g.define("together", (): Filter => {
    const start = g.lookahead(1);
    const relation = g.oneOf(TOGETHER);
    return g.action(() => ({ kind: "together" as const, relation, span: g.spanFrom(start) }));
  });

  rules.sameAsSide = g.define("sameAsSide", (): Filter => {
    const start = g.lookahead(1);
    const as = g.rule(rules.sideSelector);
    g.token(T.To);
    const same = g.oneOf([
      [T.SameName, "name"],
      [T.SameTrait, "trait"],
    ] as const);
    return g.action((): Filter => {
      // このカードと… is the reference form of selectors.ts; a counted card would be a choice
      if (as.kind !== "Query") return g.fail("a reference, not a description");
      if (as.quantity) return g.fail("the card compared with is found, not chosen");
      const span = g.spanFrom(start);
      return same === "name" ? { kind: "sameName", as, span } : { kind: "sameTrait", as, span };
    });
  });
}
