// A stat of a card compared with a quantity measured when tested (one general form, `compareWith`):
// 「使用コストが自分のポイント置き場にあるカードの枚数以下の」 (FA 01-014, OREG3 02-086a), 「使用コストが
// 妨害に参加している相手のキャラの使用コストより3以上高い場合」 (DDH 02-070: a margin), 「このカードの上に
// あるコインの個数以下の」 (SAK 01-075). The quantity is a count of cards, a stat of this card, of
// the referenced card or of the one card a query finds, or the coins of a name on a card.
import type { Filter, Measure, Selector, StatName } from "../../grammar/ast.ts";
import type { MeasuredOp } from "./results.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { ownerOrYours } from "./owner.ts";

export function defineMeasures(g: ParserBase): void {
  const { rules } = g;

  /** このカードの上にあるコインの個数 / <X>の使用コスト / <X>の枚数: a value measured when tested. */
  rules.measureOf = g.define("measureOf", (): Measure => {
    const start = g.lookahead(1);
    return g.choiceByGates<Measure>([
      {
        GATE: () =>
          g.lookahead(1).tokenType === T.ThisCard && g.lookahead(2).tokenType === T.NoUeniAru,
        ALT: () => {
          g.token(T.ThisCard);
          g.token(T.NoUeniAru);
          const coin = g.token(T.NamedCoin);
          g.token(T.No);
          g.token(T.KoSuu);
          return g.action(() => {
            const span = g.spanFrom(start);
            return {
              kind: "coins" as const,
              coin: coin.image,
              of: { kind: "This" as const, span },
              span,
            };
          });
        },
      },
      // [自分の]手札の枚数 (GPF 03-040): the cards in that hand, the text's controller's by default
      { GATE: g.backtrack(rules.handCount), ALT: () => g.rule(rules.handCount) },
      {
        // <X>の使用コスト: a stat of this card, the referenced one, or the one card a query finds
        GATE: g.backtrack(rules.statOfMeasured),
        ALT: () => g.rule(rules.statOfMeasured),
      },
      {
        ALT: () => {
          const of = g.rule(rules.sideSelector);
          g.token(T.No, 2);
          g.token(T.Maisuu);
          return g.action(() => ({ kind: "count" as const, of, span: g.spanFrom(start) }));
        },
      },
    ]);
  });

  /**
   * [自分の|相手の]手札の枚数 (GPF 03-040 「手札の枚数以下の使用コストの値を持つ相手のキャラ」): the
   * number of cards in that hand; no owner is the text's controller's, as 手札1枚 is.
   */
  rules.handCount = g.define("handCount", (): Measure => {
    const start = g.lookahead(1);
    const owner = ownerOrYours(g);
    const hand = g.lookahead(1);
    g.token(T.Hand);
    g.token(T.No, 2);
    g.token(T.Maisuu);
    return g.action(() => {
      const of: Selector = {
        kind: "Query",
        noun: { kind: "card" },
        filters: [],
        zone: { zone: "hand", owner },
        span: g.spanFrom(hand),
      };
      return { kind: "count" as const, of, span: g.spanFrom(start) };
    });
  });

  rules.statOfMeasured = g.define("statOfMeasured", (): Measure => {
    const start = g.lookahead(1);
    const of: Selector = g.rule(rules.sideSelector);
    g.token(T.No);
    const stat = g.rule(rules.statName);
    return g.action(() => {
      if (of.kind !== "This" && (of.kind !== "Query" || of.quantity))
        return g.fail("a stat of a card that is not one card");
      return { kind: "stat" as const, stat, of, span: g.spanFrom(start) };
    });
  });

  /** 以下 / 以上 / より低い / より高い / よりN以上高い: how the stat compares (no particle after). */
  rules.measuredOp = g.define("measuredOp", (): MeasuredOp =>
    g.choice<MeasuredOp>([
      { ALT: () => (g.token(T.Ika), { op: "<=" }) },
      { ALT: () => (g.token(T.Ijou), { op: ">=" }) },
      { ALT: () => (g.token(T.YoriHikui), { op: "<" }) },
      { ALT: () => (g.token(T.YoriTakai), { op: ">" }) },
      {
        ALT: () => {
          g.token(T.Yori);
          const n = g.token(T.Num);
          g.token(T.Ijou, 2);
          g.token(T.Takai);
          return g.action(() => ({ op: ">=" as const, plus: Number(n.image) }));
        },
      },
    ]),
  );

  /** 使用コストが<measure><op>: the predicate of a card's stat (the caller reads の / の場合 / 場合). */
  rules.statIsMeasured = g.define("statIsMeasured", (): Filter => {
    const start = g.lookahead(1);
    const stat: StatName = g.rule(rules.statName);
    g.optional(() => g.token(T.NoAtai));
    g.token(T.Ga);
    const measure = g.rule(rules.measureOf);
    const { op, plus } = g.rule(rules.measuredOp);
    return g.action(() => {
      if (stat === "source") return g.fail("a source value compared with a measured value");
      const with_: Measure = plus === undefined ? measure : { ...measure, plus };
      return { kind: "compareWith" as const, stat, op, with: with_, span: g.spanFrom(start) };
    });
  });

  /** 使用コストが自分の緑のキャラの枚数以下の (OREG3 02-086a): the filter before the noun. */
  rules.measuredPredicate = g.define("measuredPredicate", (): Filter => {
    const f = g.rule(rules.statIsMeasured);
    g.token(T.No);
    return f;
  });

  /**
   * そのカードの使用コストが自分のポイント置き場にあるカードの枚数以下の場合 (FA 01-014): the
   * referenced card is a card with that stat (Matches).
   */
  rules.measuredOfCondition = g.define("measuredOfCondition", () => {
    const start = g.lookahead(1);
    const subject = g.rule(rules.selector);
    g.token(T.No);
    const filter = g.rule(rules.statIsMeasured);
    g.choice([{ ALT: () => g.token(T.NoBaai) }, { ALT: () => g.token(T.Baai) }]);
    return g.action(() => {
      if (subject.kind !== "It" && subject.kind !== "This")
        return g.fail("「…の使用コストが…の場合」 about a card that is not a reference");
      return { condition: matches(subject, filter, g.spanFrom(start)), nara: false };
    });
  });

  /**
   * <topic>は、使用コストが…より3以上高い場合、… (DDH 02-070): the topic's own stat; Matches of the
   * topic, which the continuous text folds into the topic's filters (sentences.ts).
   */
  rules.topicMeasuredCondition = g.define(
    "topicMeasuredCondition",
    (topic: Selector | undefined) => {
      const start = g.lookahead(1);
      const filter = g.rule(rules.statIsMeasured);
      g.choice([{ ALT: () => g.token(T.NoBaai) }, { ALT: () => g.token(T.Baai) }]);
      return g.action(() => {
        if (!topic) return g.fail("whose stat is compared is not said");
        return { condition: matches(topic, filter, g.spanFrom(start)), nara: false };
      });
    },
  );
}

/** `<subject> is a card <filter>` (the description is any card with the filter). */
function matches(subject: Selector, filter: Filter, span: Filter["span"]) {
  return {
    kind: "Matches" as const,
    subject,
    what: {
      kind: "Query" as const,
      quantity: { kind: "any" as const },
      noun: { kind: "card" as const },
      filters: [filter],
      span,
    },
    span,
  };
}
