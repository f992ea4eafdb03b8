// Identity (values-and-identity family): a card known by several names, and what every card of a
// description has.
//   [ゲーム中、]このカードの名称は、「A」としても「B」としても…扱う (BBD P-003)
//     → the continuous `this counts as 「A」 and 「B」 [everywhere]` (CountsAs). ゲーム中 says the
//       names hold in every zone, not only on the field as rule 5.5 (R-FAQ-3) has it
//       ([project] GAME_WIDE_NAMES_IN_EVERY_ZONE).
//   メインエリアにいる自分の全てのキャラが〔アクティブ〕を持つ場合 (TKRT P-020)
//     → `count(X with 〔アクティブ〕) >= count(X)`: every X has it (none lacks it; true with no X).
import { EOF } from "../../grammar/chevrotain.ts";
import type { ContinuousAbility, Filter, Selector } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { unbracket } from "./query.ts";
import type { ParsedCondition, ParsedSentence } from "./results.ts";
import { tagKeyword, unimplemented } from "./values.ts";

/** 全ての…が〔X〕を持つ場合 ahead, before the comma that ends a condition. */
export function everyHasAhead(g: ParserBase): boolean {
  let all = false;
  for (let i = 1; ; i++) {
    const t = g.lookahead(i).tokenType;
    if (t === EOF || t === T.Comma) return false;
    if (t === T.All) all = true;
    if (
      all &&
      t === T.Ga &&
      g.lookahead(i + 1).tokenType === T.TagLit &&
      g.lookahead(i + 2).tokenType === T.WoMotsu &&
      g.lookahead(i + 3).tokenType === T.Baai
    )
      return true;
  }
}

export function defineIdentity(g: ParserBase): void {
  const { rules } = g;

  rules.namesTreatedAs = g.define("namesTreatedAs", (): ParsedSentence => {
    const start = g.lookahead(1);
    const everywhere = g.optional(() => {
      g.token(T.InTheGame);
      g.token(T.Comma);
      return true;
    });
    g.token(T.ThisCard);
    g.token(T.NoMeishouHa);
    g.token(T.Comma, 2);
    const first = g.token(T.NameLit);
    g.token(T.Toshitemo);
    const names = [first];
    g.repeat(() => {
      const n = g.token(T.NameLit, 2);
      g.token(T.Toshitemo, 2);
      g.action(() => names.push(n));
    });
    g.token(T.Atsukau);
    return g.action((): ParsedSentence => {
      const span = g.spanFrom(start);
      const target = { kind: "This" as const, span };
      const ability: ContinuousAbility = {
        kind: "Continuous",
        effect: {
          kind: "CountsAs",
          target,
          names: names.map((n) => n.image.slice(1, -1)),
          ...(everywhere ? { everywhere: true as const } : {}),
          span,
        },
        span,
      };
      return { type: "ability", ability };
    });
  });

  rules.everyHasCondition = g.define("everyHasCondition", (): ParsedCondition => {
    const start = g.lookahead(1);
    const of = g.rule(rules.selector);
    g.token(T.Ga);
    const tag = g.token(T.TagLit);
    g.token(T.WoMotsu);
    g.token(T.Baai);
    return g.action((): ParsedCondition => {
      if (of.kind !== "Query" || of.quantity?.kind !== "all")
        return g.fail("全ての…が〔X〕を持つ about cards that are not all of a description");
      const span = g.spanFrom(start);
      const name = unbracket(tag.image);
      const keyword = tagKeyword(name) ?? unimplemented({ name, text: tag.image });
      const { quantity: _all, ...every } = of;
      const having: Filter = { kind: "keyword", keyword, span };
      const withIt: Selector = { ...every, filters: [...every.filters, having] };
      return {
        condition: {
          kind: "CountVs",
          of: withIt,
          op: ">=",
          with: { kind: "count", of: every, span },
          span,
        },
        nara: false,
      };
    });
  });
}
