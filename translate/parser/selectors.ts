// Selectors: このカード, 自分の「X」1枚, 相手のキャラ1枚, このカード以外の自分の【Y】を持つキャラ,
// 使用コストの値が2以下の相手のキャラ, 休息状態の, メインエリアにいる, 自分の捨て札置き場にある,
// 手札1枚, デッキの上のカードN枚, ゲームから取り除かれている, EXデッキにある. Japanese puts every modifier before the noun in a free order,
// so a query is any number of modifiers, a noun, then an optional quantity (N枚 / N枚まで).
import type {
  Color,
  Comparison,
  Filter,
  Measure,
  Noun,
  QuerySelector,
  Quantity,
  Reference,
  Selector,
  StatName,
  Zone,
} from "../../grammar/ast.ts";
import { EOF, type IToken, type TokenType } from "../../grammar/chevrotain.ts";
import { sameAsAhead } from "./names.ts";
import { T } from "../tokens.ts";
import { referenceBy } from "../references.ts";
import type { ParserBase } from "./base.ts";
import { buildQuery, carryingAhead, optionalQuantity, unbracket } from "./query.ts";
import { tagKeyword, unimplemented } from "./values.ts";
import type { Modifier, Owner, StatValue } from "./results.ts";
import { ownerOrYours } from "./owner.ts";

type CardState = Extract<Filter, { kind: "state" }>["state"];

const CARD_STATES: [TokenType, TokenType, CardState][] = [
  [T.Rested, T.No, "rested"],
  [T.ReadyState, T.No, "ready"],
  [T.ApproachSanka, T.Shiteiru, "approaching"],
  [T.BlockSanka, T.Shiteiru, "blocking"],
  [T.Block, T.Sareteiru, "blocked"],
  [T.Block, T.Shiteiru, "blocking"],
  // アプローチしている (OREG3 P-018): the short form of アプローチに参加している
  [T.Approach, T.Shiteiru, "approaching"],
];

const COLORS: [keyof typeof T, Color][] = [
  ["Red", "red"],
  ["Blue", "blue"],
  ["Yellow", "yellow"],
  ["Green", "green"],
  ["Purple", "purple"],
];

/** The stats a comparison starts with (statValue). */
const STAT_TOKENS: ReadonlySet<TokenType> = new Set([
  T.UsageCost,
  T.SourceCost,
  T.Ap,
  T.Dp,
  T.ApDpTotal,
]);

export function defineSelectors(g: ParserBase): void {
  const { rules } = g;

  rules.owner = g.define("owner", (): Owner =>
    g.oneOf([
      [T.Own, "your"],
      [T.Opp, "opponent's"],
    ]),
  );

  /** 捨て札置き場 / メインエリア / … followed by にある / にいる. */
  rules.zoneNoun = g.define("zoneNoun", (): Zone =>
    g.oneOf([
      [T.Trash, "trash"],
      [T.TrashShort, "trash"],
      [T.MainArea, "mainArea"],
      [T.SupportArea, "supportArea"],
      [T.PointPile, "pointPile"],
      [T.Hand, "hand"],
      [T.ExDeck, "exDeck"],
    ]),
  );

  /**
   * 使用コスト(の値)がN[以下|以上]: a stat of a card compared with a number; の follows in a
   * modifier (`compare`), の場合 in a condition on a referenced card (conditions.ts).
   */
  rules.statValue = g.define("statValue", (): StatValue => {
    const stat = g.oneOf([
      [T.UsageCost, "cost"],
      [T.SourceCost, "source"],
      [T.Ap, "ap"],
      [T.Dp, "dp"],
    ]);
    g.optional(() => g.token(T.NoAtai));
    g.token(T.Ga);
    const n = g.token(T.Num);
    const op =
      g.optional(
        () =>
          g.oneOf(
            [
              [T.Ika, "<="],
              [T.Ijou, ">="],
            ],
            2,
          ),
        2,
      ) ?? "==";
    return g.action(() => ({ stat, op, value: Number(n.image) }));
  });

  /**
   * 使用コストの値が2以下の: a modifier comparing a stat; APまたはDPの値が0の: either stat
   * compared with the same number (an `either` of two comparisons).
   */
  rules.compare = g.define("compare", (): Filter => {
    const start = g.lookahead(1);
    const first = g.optionalIf(
      () => g.lookahead(2).tokenType === T.Mataha,
      () => {
        const stat = g.oneOf([
          [T.Ap, "ap"],
          [T.Dp, "dp"],
        ]);
        g.token(T.Mataha);
        return stat;
      },
    );
    const value = g.rule(rules.statValue);
    // 使用コストの値が1と3の (CCS 01-056): either value, an `either` of two equalities
    const also = g.optionalIf(
      () => g.lookahead(1).tokenType === T.To && g.lookahead(2).tokenType === T.Num,
      () => {
        g.token(T.To);
        return g.token(T.Num, 2);
      },
      2,
    );
    g.token(T.No);
    return g.action((): Filter => {
      const span = g.spanFrom(start);
      const compare: Filter = { kind: "compare", ...value, span };
      if (also) {
        if (first || value.op !== "==") return g.fail("「AとB」 lists exact values of one stat");
        const other: Filter = { ...compare, value: Number(also.image) };
        return { kind: "either", options: [compare, other], span };
      }
      if (!first) return compare;
      if (first === value.stat) return g.fail("the same stat twice");
      return { kind: "either", options: [{ ...compare, stat: first }, compare], span };
    });
  });

  /**
   * <selector>を妨害している / <selector>に妨害されている: the other side of the current approach.
   * The inner selector is a plain one (`sideSelector`): no second level of nesting, and no left
   * recursion for the grammar analysis.
   */
  rules.battleSide = g.define("battleSide", (): Filter => {
    const start = g.lookahead(1);
    const other = g.rule(rules.sideSelector);
    const relation = g.choice([
      {
        ALT: () => {
          g.token(T.Wo);
          g.token(T.Block);
          g.token(T.Shiteiru);
          return "blocking" as const;
        },
      },
      {
        ALT: () => {
          g.token(T.Ni);
          g.token(T.Block, 2);
          g.token(T.Sareteiru);
          return "blockedBy" as const;
        },
      },
    ]);
    return g.action(() => {
      if (other.kind !== "Query" || !other.quantity)
        return { kind: "battle" as const, relation, other, span: g.spanFrom(start) };
      // 「美樹 さやか」1枚を妨害している (MMDK 03-110): one approach has one card on each side, so
      // 1枚 names that card, not a choice; any other number is refused
      const { quantity, ...side } = other;
      if (quantity.kind !== "exactly" || quantity.n !== 1)
        return g.fail("the other side of an approach is not chosen");
      return { kind: "battle" as const, relation, other: side, span: g.spanFrom(start) };
    });
  });

  /**
   * 「IV号戦車D型」 / サポートカード before がセットされている or がある状態で: the support card a
   * character carries (`carrying`, rule 6.4).
   */
  rules.carried = g.define("carried", (): Selector => {
    const start = g.lookahead(1);
    return g.choice<Selector>([
      {
        ALT: () => {
          const n = g.token(T.NameLit);
          return g.action((): Selector => {
            const span = g.spanFrom(start);
            const noun = { kind: "name" as const, name: unbracket(n.image), span };
            return { kind: "Query", noun, filters: [], span };
          });
        },
      },
      {
        ALT: () => {
          g.token(T.SupportCard);
          return g.action((): Selector => {
            const span = g.spanFrom(start);
            return { kind: "Query", noun: { kind: "support" }, filters: [], span };
          });
        },
      },
    ]);
  });

  /** このカード or a query of plain modifiers: what a battle side or condition names. */
  rules.sideSelector = g.define("sideSelector", (): Selector => {
    const start = g.lookahead(1);
    return g.choice<Selector>([
      {
        GATE: () => g.lookahead(2).tokenType !== T.OtherThan,
        ALT: () => {
          g.token(T.ThisCard);
          return g.action(() => ({ kind: "This" as const, span: g.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          const mods: Modifier[] = [];
          g.repeat(() => {
            const m = g.rule(rules.plainModifier);
            g.action(() => mods.push(m));
          });
          return nounAndQuantity(g, mods, start);
        },
      },
    ]);
  });

  /**
   * このカードの使用コストより低い使用コストを持つ (K_ON2 03-048), このカードのAPより低いDPの値を
   * 持つ (SRBK 01-092), 自分の「X」の枚数以下の使用コストの値を持つ (MMDK 03-039, WKG2 02-001): a
   * stat compared with a stat of this card or with a count of cards (`compareWith`).
   */
  rules.measured = g.define("measured", (): Filter => {
    const start = g.lookahead(1);
    const measure = g.choiceByGates<Measure>([
      // このカードの上にあるコインの個数 (SAK 01-075, measures.ts)
      {
        GATE: () =>
          g.lookahead(1).tokenType === T.ThisCard && g.lookahead(2).tokenType === T.NoUeniAru,
        ALT: () => g.rule(rules.measureOf),
      },
      {
        GATE: () => g.lookahead(1).tokenType === T.ThisCard && g.lookahead(2).tokenType === T.No,
        ALT: () => {
          g.token(T.ThisCard);
          const of = g.action((): Reference => ({ kind: "This", span: g.spanFrom(start) }));
          g.token(T.No);
          const stat = g.rule(rules.statName);
          return g.action(() => ({ kind: "stat" as const, stat, of, span: g.spanFrom(start) }));
        },
      },
      // 捨て札にした手札の枚数: the cards an earlier step acted on (counts.ts)
      { GATE: g.backtrack(rules.actedCount), ALT: () => g.rule(rules.actedCount) },
      // [自分の]手札の枚数 (GPF 03-040, measures.ts)
      { GATE: g.backtrack(rules.handCount), ALT: () => g.rule(rules.handCount) },
      {
        ALT: () => {
          const of = g.rule(rules.sideSelector);
          g.token(T.No, 2);
          g.token(T.Maisuu);
          return g.action(() => ({ kind: "count" as const, of, span: g.spanFrom(start) }));
        },
      },
    ]);
    const op = g.choice<Comparison>(
      [
        { ALT: () => (g.token(T.YoriHikui), "<" as const) },
        { ALT: () => (g.token(T.YoriTakai), ">" as const) },
        // …と同じ使用コストを持つ: equal to the measured value
        {
          ALT: () => {
            g.token(T.To, 6);
            g.token(T.Onaji, 6);
            return "==" as const;
          },
        },
        {
          ALT: () => {
            const o = g.oneOf(
              [
                [T.Ika, "<=" as const],
                [T.Ijou, ">=" as const],
              ],
              3,
            );
            g.token(T.No, 3);
            return o;
          },
        },
      ],
      2,
    );
    // 使用コストを持つ / 使用コストの値を持つ / DPの値を持つ (DPの値を is one token)
    const stat = g.choice<StatName>(
      [
        {
          ALT: () => {
            const s = g.rule(rules.statName, 2);
            g.optional(() => g.token(T.NoAtai));
            g.token(T.WoMotsu);
            return s;
          },
        },
        {
          ALT: () => {
            const s = g.oneOf(
              [
                [T.ApNoAtaiWo, "ap" as const],
                [T.DpNoAtaiWo, "dp" as const],
              ],
              5,
            );
            g.token(T.Motsu);
            return s;
          },
        },
      ],
      4,
    );
    return g.action(() => {
      if (stat === "source" || (measure.kind === "stat" && measure.stat === "source"))
        return g.fail("a source value compared with a measured value");
      return { kind: "compareWith" as const, stat, op, with: measure, span: g.spanFrom(start) };
    });
  });

  /**
   * 使用コストが4、発生コストが1のキャラ (PPTP 01-049): a comparison joined by 、 to another — both
   * hold (the next modifier reads the second, ending in の).
   */
  rules.compareThen = g.define("compareThen", (): Filter => {
    const start = g.lookahead(1);
    const value = g.rule(rules.statValue);
    g.token(T.Comma);
    return g.action((): Filter => {
      if (!STAT_TOKENS.has(g.lookahead(1).tokenType))
        return g.fail("、 after a comparison joins only another comparison");
      return { kind: "compare", ...value, span: g.spanFrom(start) };
    });
  });

  /** 使用コスト / 発生コスト / AP / DP: a stat named alone. */
  rules.statName = g.define("statName", (): StatName =>
    g.oneOf([
      [T.UsageCost, "cost"],
      [T.SourceCost, "source"],
      [T.Ap, "ap"],
      [T.Dp, "dp"],
      [T.ApDpTotal, "apdp"],
    ]),
  );

  // Decided by the gates and one token, as `selector` (its LL(3) paths cost ~1 minute CPU).
  rules.modifier = g.define("modifier", (): Modifier =>
    g.choiceByGates<Modifier>([
      // このターンの間にアプローチに参加している / このターン、アプローチまたは妨害に参加している
      // (GG 01-113, TRDR 01-040): took part this turn (`that approached this turn`)
      {
        GATE: () => participatedAhead(g),
        ALT: () => {
          const start = g.lookahead(1);
          g.choice(
            [
              { ALT: () => g.token(T.ThisTurnNoAidaNi, 31) },
              {
                ALT: () => {
                  g.token(T.ThisTurn, 31);
                  g.token(T.Comma, 31);
                },
              },
            ],
            31,
          );
          const how = g.oneOf(
            [
              [T.ApproachSanka, "approach"],
              [T.BlockSanka, "block"],
              [T.EitherSanka, "either"],
            ] as const,
            32,
          );
          g.token(T.Shiteiru, 33);
          return g.action(() => ({
            filter: { kind: "participated" as const, in: how, span: g.spanFrom(start) },
          }));
        },
      },
      // このターンの間に、カードの効果によって場に出ている (FA 01-108): put onto the field by an effect
      // this turn (`put onto the field by an effect this turn`); …カードの効果で活動状態になった (SG
      // 01-054): readied by an effect this turn (`readied by an effect this turn`)
      {
        GATE: () => byEffectAhead(g),
        ALT: () => {
          const start = g.lookahead(1);
          g.token(T.ThisTurnNoAidaNi, 35);
          g.optional(() => g.token(T.Comma, 35), 35);
          const readied = g.oneOf(
            [
              [T.PutByCardEffect, false],
              [T.PutByCardEffectPast, false],
              [T.ReadiedByCardEffect, true],
            ] as const,
            35,
          );
          return g.action(() => {
            const span = g.spanFrom(start);
            return {
              filter: readied
                ? { kind: "readied" as const, span }
                : { kind: "arrived" as const, how: "byEffect" as const, span },
            };
          });
        },
      },
      // このターンの間に引いている / 引いた (GPF 03-040): drawn this turn (`drawn this turn`)
      {
        GATE: () =>
          g.lookahead(1).tokenType === T.ThisTurnNoAidaNi &&
          (g.lookahead(2).tokenType === T.Hiiteiru || g.lookahead(2).tokenType === T.Hiita),
        ALT: () => {
          const start = g.lookahead(1);
          g.token(T.ThisTurnNoAidaNi, 34);
          g.anyToken([T.Hiiteiru, T.Hiita], 34);
          return g.action(() => ({ filter: { kind: "drawn" as const, span: g.spanFrom(start) } }));
        },
      },
      // 同じ枚数の / 捨て札にした枚数と同じ枚数の (counted.ts): as many as counted on resolution
      {
        GATE: () =>
          ((g.lookahead(1).tokenType === T.Onaji && g.lookahead(2).tokenType === T.Maisuu) ||
            g.occursAhead(T.ToOnajiMaisuu)) &&
          g.backtrack(rules.countedQuantity)(),
        ALT: () => {
          const quantity = g.rule(rules.countedQuantity);
          return g.action(() => ({ quantity }));
        },
      },
      // 使用コストが自分の緑のキャラの枚数以下の (measures.ts): a stat compared with a measured value
      {
        GATE: () =>
          STAT_TOKENS.has(g.lookahead(1).tokenType) &&
          g.occursAhead(T.Maisuu, T.KoSuu, T.Yori, T.YoriHikui, T.YoriTakai) &&
          g.backtrack(rules.measuredPredicate)(),
        ALT: () => {
          const f = g.rule(rules.measuredPredicate);
          return g.action(() => ({ filter: f }));
        },
      },
      {
        GATE: () =>
          (g.occursAhead(T.YoriHikui, T.YoriTakai, T.Maisuu, T.Onaji, T.KoSuu) ||
            // このカードの使用コスト以下の使用コストの値を持つ: 以下 alone is too common to gate on
            (g.lookahead(1).tokenType === T.ThisCard && g.lookahead(2).tokenType === T.No)) &&
          g.backtrack(rules.measured)(),
        ALT: () => {
          const f = g.rule(rules.measured);
          return g.action(() => ({ filter: f }));
        },
      },
      {
        GATE: () => battleAhead(g) && g.backtrack(rules.battleSide)(),
        ALT: () => {
          const f = g.rule(rules.battleSide);
          return g.action(() => ({ filter: f }));
        },
      },
      // 相手の捨て札置き場にあるカードと同じ名称の: a name shared with a description (names.ts)
      {
        GATE: () => sameAsAhead(g) && g.backtrack(rules.sameAsSide)(),
        ALT: () => {
          const f = g.rule(rules.sameAsSide);
          return g.action(() => ({ filter: f }));
        },
      },
      {
        GATE: () => STAT_TOKENS.has(g.lookahead(1).tokenType) && g.backtrack(rules.compareThen)(),
        ALT: () => {
          const f = g.rule(rules.compareThen);
          return g.action(() => ({ filter: f }));
        },
      },
      // 「ギー太」がセットされている「平沢 唯」 (K_ON 01-110): carrying that support card
      {
        GATE: () => carryingAhead(g),
        ALT: () => {
          const start = g.lookahead(1);
          const what = g.rule(rules.carried);
          g.token(T.GaSetSareteiru);
          return g.action(() => ({
            filter: { kind: "carrying" as const, what, span: g.spanFrom(start) },
          }));
        },
      },
      { ALT: () => g.rule(rules.plainModifier) },
    ]),
  );

  /** 任意の枚数の (0 or more) / 1枚以上の任意の枚数の (at least 1): a number before the noun. */
  rules.anyNumber = g.define("anyNumber", (): Quantity => {
    const least = g.optional(() => {
      const n = g.token(T.Num);
      g.token(T.MaiIjou);
      g.token(T.No);
      return n;
    });
    g.token(T.AnyNumberNo);
    return g.action(() => ({ kind: "anyNumber" as const, min: least ? Number(least.image) : 0 }));
  });

  rules.plainModifier = g.define("plainModifier", (): Modifier => {
    const start = g.lookahead(1);
    return g.choice<Modifier>([
      // 同じ名称の / 同じ特徴を持つ (no 「…と」 before) / それぞれ名称の異なる: names.ts
      {
        ALT: () => {
          const f = g.rule(rules.together);
          return g.action(() => ({ filter: f }));
        },
      },
      {
        ALT: () => {
          const quantity = g.rule(rules.anyNumber);
          return g.action(() => ({ quantity }));
        },
      },
      // 捨て札置き場にある (after 自分の, the owner moves onto the zone: see buildQuery)
      {
        ALT: () => {
          const zone = g.rule(rules.zoneNoun);
          g.anyToken([T.NiAru, T.NiIru], 2);
          // 自分の捨て札置き場にある、使用コストが3以下の…1枚 (SAGA 01-072): the comma changes nothing
          g.optional(() => g.token(T.Comma), 7);
          return g.action(() => ({ zone: { zone } }));
        },
      },
      // LV5以上の / LV3以下の / LV3の (TKRT P-010): a card's level (rule 7.11: kept, warned, refused)
      {
        ALT: () => {
          g.token(T.Lv);
          const n = g.token(T.Num, 8);
          const op = g.optional(
            () =>
              g.oneOf(
                [
                  [T.Ijou, ">="],
                  [T.Ika, "<="],
                ],
                9,
              ),
            8,
          );
          g.token(T.No, 8);
          return g.action(() => ({
            filter: {
              kind: "level" as const,
              op: op ?? ("==" as const),
              value: Number(n.image),
              span: g.spanFrom(start),
            },
          }));
        },
      },
      // 〔POP〕された (PPTP 01-033): a card a keyword was performed on (later-actions.ts; 7.11)
      {
        ALT: () => {
          const keyword = g.token(T.TagLit, 9);
          g.token(T.Sareta);
          return g.action(() => ({
            filter: {
              kind: "affectedBy" as const,
              action: keyword.image,
              span: g.spanFrom(start),
            },
          }));
        },
      },
      // ゲームから取り除かれている: in the removed-from-game zone (自分の after it is the zone's owner)
      {
        ALT: () => {
          g.token(T.Removed);
          return { zone: { zone: "removed" as const } };
        },
      },
      {
        ALT: () => {
          const owner = g.rule(rules.owner);
          g.token(T.No);
          return g.action(() => ({ owner }));
        },
      },
      {
        ALT: () => {
          g.token(T.All);
          return { all: true as const };
        },
      },
      {
        ALT: () => {
          g.token(T.ThisCard);
          g.token(T.OtherThan);
          return g.action(() => ({ filter: { kind: "other" as const, span: g.spanFrom(start) } }));
        },
      },
      // そのキャラ以外の / 指定したキャラ以外の / 指定されたキャラ以外の (Ach 01-095, WKG2 02-017): not
      // the card an earlier step chose (`except it`). One alternative per word: a nested choice
      // here is not found by the lookahead
      ...(
        [
          [T.SonoChara, 41],
          [T.SonoCard, 42],
          [T.DesignatedChara, 43],
          [T.DesignatedCharaPassive, 44],
          [T.DesignatedCard, 45],
        ] as const
      ).map(([tk, i]) => ({
        ALT: () => {
          g.token(tk, i);
          g.token(T.OtherThan, i);
          return g.action(() => {
            const span = g.spanFrom(start);
            return { filter: { kind: "except" as const, what: referenceBy(tk, span), span } };
          });
        },
      })),
      {
        ALT: () => {
          const state = g.rule(rules.cardState);
          return g.action(() => ({
            filter: { kind: "state" as const, state, span: g.spanFrom(start) },
          }));
        },
      },
      // 表向きの / 裏向きの: a face-up or face-down card of a point pile
      {
        ALT: () => {
          const state = g.oneOf(
            [
              [T.FaceUpNo, "faceUp"],
              [T.FaceDownNo, "faceDown"],
            ],
            8,
          );
          return g.action(() => ({
            filter: { kind: "state" as const, state, span: g.spanFrom(start) },
          }));
        },
      },
      {
        ALT: () => {
          const f = g.rule(rules.compare);
          return g.action(() => ({ filter: f }));
        },
      },
      // このターンの間に登場した / このターンの間に場に出た: arrived on the field this turn
      // (このターンに登場した, KM 01-025: the same without 間)
      {
        ALT: () => {
          g.oneOf(
            [
              [T.EnteredThisTurn, true],
              [T.EnteredThisTurnShort, true],
              [T.EnteredThatTurn, true],
            ],
            21,
          );
          return g.action(() => ({
            filter: { kind: "arrived" as const, how: "entered" as const, span: g.spanFrom(start) },
          }));
        },
      },
      {
        ALT: () => {
          g.oneOf(
            [
              [T.PutThisTurn, true],
              [T.PutThisTurnShort, true],
            ],
            22,
          );
          return g.action(() => ({
            filter: {
              kind: "arrived" as const,
              how: "putOntoField" as const,
              span: g.spanFrom(start),
            },
          }));
        },
      },
      // +10/+10コインが乗っていない (no coins) / 乗っている (one or more)
      {
        ALT: () => {
          g.token(T.CoinLit);
          g.token(T.Ga);
          const none = g.oneOf(
            [
              [T.NotteInai, true],
              [T.Notteiru, false],
            ],
            4,
          );
          return g.action(() => ({
            filter: {
              kind: "compare" as const,
              stat: "coins" as const,
              op: none ? ("==" as const) : (">=" as const),
              value: none ? 0 : 1,
              span: g.spanFrom(start),
            },
          }));
        },
      },
      {
        ALT: () => {
          const traits = [g.token(T.TraitLit).image];
          // 【制服】または【教師】を持つ: either trait (the canonical form of FA P-002's noun)
          const either: string[] = [];
          g.repeatWhile(
            () => g.lookahead(1).tokenType === T.Mataha && g.lookahead(2).tokenType === T.TraitLit,
            () => {
              g.token(T.Mataha, 5);
              const m = g.token(T.TraitLit, 5);
              g.action(() => either.push(m.image));
            },
            5,
          );
          g.token(T.WoMotsu);
          return g.action(() => {
            const span = g.spanFrom(start);
            if (either.length === 0)
              return { filter: { kind: "trait" as const, traits: traits.map(unbracket), span } };
            const options = [...traits, ...either].map((t) => ({
              kind: "trait" as const,
              traits: [unbracket(t)],
              span,
            }));
            return { filter: { kind: "either" as const, options, span } };
          });
        },
      },
      // 〔EXカード〕を持つ: a card with that printed keyword (the card language's 〔…〕 box forms only)
      {
        ALT: () => {
          const t = g.token(T.TagLit);
          // (41: an occurrence number no other choice of this rule uses)
          const without = g.oneOf(
            [
              [T.WoMotsu, false],
              [T.WoMotanai, true],
            ],
            41,
          );
          return g.action(() => {
            const name = unbracket(t.image);
            const k = tagKeyword(name);
            // Refused: 〔自由登場〕 (the card language writes the keyword `free-entry`, which a `with 〔…〕`
            // box cannot hold: it would read back as a later keyword) and 〔連携:…〕 (the runtime's
            // keyword test would not compare its partner).
            if (k && (k.keyword === "freeEntry" || k.keyword === "teamUp"))
              return g.fail(`a filter on ${t.image}`);
            if (!k && /^(アクティブ|天然|ブレイク|コンビ|自由登場|連携|逆境)/.test(name))
              return g.fail(`a filter on ${t.image}`);
            return {
              filter: {
                kind: "keyword" as const,
                keyword: k ?? unimplemented({ name, text: t.image }),
                ...(without ? { without: true as const } : {}),
                span: g.spanFrom(start),
              },
            };
          });
        },
      },
      // レベルアップを持つ (TKR P-006, YYY 01-107): the keyword 〔レベルアップ〕 printed without its box
      {
        ALT: () => {
          g.token(T.LevelUp);
          g.token(T.WoMotsu, 3);
          return g.action(() => ({
            filter: {
              kind: "keyword" as const,
              keyword: unimplemented({ name: "レベルアップ", text: "〔レベルアップ〕" }),
              span: g.spanFrom(start),
            },
          }));
        },
      },
      {
        ALT: () => {
          const t = g.token(T.TitleLit);
          g.token(T.No, 4);
          return g.action(() => ({
            filter: { kind: "title" as const, title: unbracket(t.image), span: g.spanFrom(start) },
          }));
        },
      },
      // このカードと同じ名称の / そのキャラと同じ名称の: shares a name with that card
      // このカードと同じ特徴を持つ: has a trait of that card; 同じ名称、または同じ特徴を持つ: either
      // 表にしたカードと同じ色の: has that card's color (KSC 01-092)
      {
        ALT: () => {
          const as = g.rule(rules.reference);
          g.token(T.To);
          const same = g.oneOf(
            [
              [T.SameName, "name"],
              [T.SameTrait, "trait"],
              [T.SameNameOrTrait, "either"],
              [T.SameColor, "color"],
            ],
            6,
          );
          return g.action((): Modifier => {
            const span = g.spanFrom(start);
            if (same === "color") return { filter: { kind: "sameColor", as, span } };
            const name: Filter = { kind: "sameName", as, span };
            const trait: Filter = { kind: "sameTrait", as, span };
            if (same === "name") return { filter: name };
            if (same === "trait") return { filter: trait };
            return { filter: { kind: "either", options: [name, trait], span } };
          });
        },
      },
      // AP/DPを持つ / AP/DPの値を持たない: characters that can be in the main area (rule 1.1)
      ...(
        [
          [T.ApDpWoMotsu, true],
          [T.ApDpNoAtaiWoMotsu, true],
          [T.ApDpWoMotanai, false],
          [T.ApDpNoAtaiWoMotanai, false],
        ] as const
      ).map(([tk, has]) => ({
        ALT: () => {
          g.token(tk);
          return g.action(() => ({
            filter: { kind: "stats" as const, has, span: g.spanFrom(start) },
          }));
        },
      })),
      // 名称に「轟雷」を含む
      {
        ALT: () => {
          g.token(T.NameNi);
          const n = g.token(T.NameLit);
          g.token(T.WoFukumu);
          return g.action(() => ({
            filter: {
              kind: "nameContains" as const,
              text: unbracket(n.image),
              span: g.spanFrom(start),
            },
          }));
        },
      },
      // 赤の
      {
        ALT: () => {
          const color = g.rule(rules.color);
          g.token(T.No, 5);
          return g.action(() => ({
            filter: { kind: "color" as const, color, span: g.spanFrom(start) },
          }));
        },
      },
    ]);
  });

  /**
   * 休息状態の / 活動状態の / アプローチに参加している / 妨害に参加している / 妨害されている (an
   * approacher whose approach was blocked) / 妨害している (a blocker, nukn 01-094). The same word
   * stands in several states, so each state's two tokens carry its place in the list.
   */
  rules.cardState = g.define("cardState", (): CardState =>
    g.choice(
      CARD_STATES.map(([word, ending, state], i) => ({
        ALT: () => {
          g.token(word, i + 1);
          g.token(ending, i + 1);
          return state;
        },
      })),
    ),
  );

  /** 赤 / 青 / 黄 / 緑 / 紫. */
  rules.color = g.define("color", (): Color =>
    g.choice(
      COLORS.map(([tk, color]) => ({
        ALT: () => {
          g.token(T[tk]);
          return color;
        },
      })),
    ),
  );

  rules.noun = g.define("noun", (): { noun: Noun; filters: Filter[] } => {
    const start = g.lookahead(1);
    return g.choice<{ noun: Noun; filters: Filter[] }>([
      ...(
        [
          [T.Chara, "character"],
          [T.EventCard, "event"],
          [T.SupportCard, "support"],
          [T.Card, "card"],
        ] as const
      ).map(([word, kind]) => ({
        ALT: () => {
          g.token(word, 3);
          return { noun: { kind }, filters: [] };
        },
      })),
      // 「A」または「B」: a card with either name
      {
        ALT: () => {
          const n = g.token(T.NameLit);
          const more: string[] = [];
          g.repeatWhile(
            () => g.lookahead(2).tokenType === T.NameLit,
            () => {
              g.token(T.Mataha);
              const m = g.token(T.NameLit, 2);
              g.action(() => more.push(unbracket(m.image)));
            },
          );
          // 「A」または【B】を持つキャラ: a character with that name or that trait
          const trait = g.optional(() => {
            g.token(T.Mataha, 2);
            const t = g.token(T.TraitLit);
            g.token(T.WoMotsu);
            g.token(T.Chara, 2);
            return t;
          });
          if (trait)
            return g.action(() => {
              const options: Filter[] = [unbracket(n.image), ...more].map((name) => ({
                kind: "name" as const,
                name,
                span: g.spanFrom(start),
              }));
              options.push({
                kind: "trait" as const,
                traits: [unbracket(trait.image)],
                span: g.spanFrom(start),
              });
              return {
                noun: { kind: "character" as const },
                filters: [{ kind: "either" as const, options, span: g.spanFrom(start) }],
              };
            });
          return g.action(() => {
            const noun: Noun =
              more.length > 0
                ? {
                    kind: "name",
                    name: unbracket(n.image),
                    alternatives: more,
                    span: g.spanFrom(start),
                  }
                : { kind: "name", name: unbracket(n.image), span: g.spanFrom(start) };
            return { noun, filters: [] };
          });
        },
      },
      // 赤の【ゾンビィ】1枚: a trait used as a noun means a character with that trait;
      // 【制服】または【教師】を2枚まで (FA P-002): a character with either trait
      {
        ALT: () => {
          const t = g.token(T.TraitLit, 2);
          const more: string[] = [];
          g.repeatWhile(
            () => g.lookahead(2).tokenType === T.TraitLit,
            () => {
              g.token(T.Mataha, 3);
              const m = g.token(T.TraitLit, 3);
              g.action(() => more.push(unbracket(m.image)));
            },
            2,
          );
          return g.action(() => {
            const span = g.spanFrom(start);
            const traits = [unbracket(t.image), ...more].map((x) => ({
              kind: "trait" as const,
              traits: [x],
              span,
            }));
            return {
              noun: { kind: "character" as const },
              filters:
                traits.length > 1 ? [{ kind: "either" as const, options: traits, span }] : traits,
            };
          });
        },
      },
    ]);
  });

  rules.quantity = g.define("quantity", (): Quantity =>
    g.choice<Quantity>([
      {
        ALT: () => {
          const n = g.token(T.Num);
          const upTo = g.oneOf(
            [
              [T.Mai, false],
              [T.MaiMade, true],
            ],
            2,
          );
          return g.action(() =>
            upTo ? { kind: "upTo", n: Number(n.image) } : { kind: "exactly", n: Number(n.image) },
          );
        },
      },
      // 手札を任意の枚数捨て札にする: any number, written after the particle
      {
        ALT: () => {
          g.token(T.AnyNumber);
          return { kind: "anyNumber" as const, min: 0 };
        },
      },
      // 手札を全て表にする: every card of the hand
      {
        ALT: () => {
          g.token(T.AllLate);
          return { kind: "all" as const };
        },
      },
    ]),
  );

  rules.query = g.define("query", (): QuerySelector => {
    const start = g.lookahead(1);
    const mods: Modifier[] = [];
    // A battle side starts like a noun (「X」を妨害している…): enter the loop at a noun only then.
    g.repeatWhile(
      () =>
        !nounAhead(g) || carryingAhead(g) || (battleAhead(g) && g.backtrack(rules.battleSide)()),
      () => {
        const m = g.rule(rules.modifier);
        g.action(() => mods.push(m));
      },
    );
    // Chevrotain cannot see past the rule's end, so say explicitly that 5枚以上 is not a quantity.
    return nounAndQuantity(g, mods, start);
  });

  /** デッキの上のカードN枚 / 相手のデッキの上のカードN枚; デッキの下のカードN枚: from the bottom. */
  rules.deckTop = g.define("deckTop", (): QuerySelector => {
    const start = g.lookahead(1);
    const owner = g.optional(() => {
      const o = g.rule(rules.owner);
      g.token(T.No);
      return o;
    });
    const end = g.oneOf([
      [T.DeckTop, "top"],
      [T.DeckBottom, "bottom"],
    ] as const);
    g.token(T.No, 2);
    g.token(T.Card);
    const n = g.token(T.Num);
    g.token(T.Mai);
    return g.action(() => ({
      kind: "Query",
      noun: { kind: "card" },
      filters: [],
      zone: {
        zone: "deck",
        owner: owner ?? "your",
        top: Number(n.image),
        ...(end === "bottom" ? { end } : {}),
      },
      span: g.spanFrom(start),
    }));
  });

  /**
   * [自分の|相手の]手札1枚: cards in a hand, or 手札全て: every card in it. The number may follow the
   * particle (手札を1枚捨て札にする, read by the verb); a hand with no number at all is refused.
   */
  rules.handCards = g.define("handCards", (): QuerySelector => {
    const start = g.lookahead(1);
    // 引いた枚数と同じ枚数の手札 / 同じ枚数の手札 (counted.ts): as many as counted on resolution
    const counted = g.optionalIf(
      () =>
        ((g.lookahead(1).tokenType === T.Onaji && g.lookahead(2).tokenType === T.Maisuu) ||
          g.occursAhead(T.ToOnajiMaisuu)) &&
        g.backtrack(rules.countedQuantity)(),
      () => g.rule(rules.countedQuantity),
      6,
    );
    // 任意の枚数の手札 / 1枚以上の任意の枚数の手札: any number of the cards in the hand
    // (both options always run: Chevrotain records each one, a short cut would hide the second)
    const anyNumber = g.optionalIf(
      () =>
        g.lookahead(1).tokenType === T.AnyNumberNo || g.lookahead(4).tokenType === T.AnyNumberNo,
      () => g.rule(rules.anyNumber),
      3,
    );
    const early = counted ?? anyNumber;
    // 1枚以上の手札を全て / 1枚以上の手札全て (ERMG 01-110): a whole hand of at least N cards
    const least = g.optionalIf(
      () =>
        !early &&
        g.lookahead(2).tokenType === T.MaiIjou &&
        g.lookahead(4).tokenType !== T.AnyNumberNo,
      () => {
        const n = g.token(T.Num, 4);
        g.token(T.MaiIjou, 4);
        g.token(T.No, 4);
        return n;
      },
      5,
    );
    const owner = ownerOrYours(g);
    const quantity = g.choice<Quantity | undefined>([
      {
        ALT: () => {
          g.token(T.HandAll);
          return { kind: "all" };
        },
      },
      {
        ALT: () => {
          g.token(T.Hand);
          return optionalQuantity(g, 2);
        },
      },
    ]);
    return g.action(() => {
      if (early && quantity) return g.fail("a hand with two numbers of cards");
      // 1枚以上の手札と、… (NK 01-101): N or more cards of the hand, the player's choice — as
      // 1枚以上の任意の枚数の手札 (a list goes on after と; a step on the whole hand says 全て)
      let atLeast: Quantity | undefined;
      if (least && !quantity && g.lookahead(1).tokenType === T.To)
        atLeast = { kind: "anyNumber", min: Number(least.image) };
      else if (least) {
        const all =
          quantity?.kind === "all" ||
          (!quantity &&
            g.lookahead(1).tokenType === T.Wo &&
            g.lookahead(2).tokenType === T.AllLate);
        if (!all) return g.fail("N枚以上の手札 without 全て");
        // With at least 1 card, a step on the whole hand is the same as on `all cards in your
        // hand`: an empty hand is nothing done (`if you do` does not follow). A larger N is a
        // condition on the hand's size, which this reading does not say.
        if (Number(least.image) !== 1)
          return g.lacks(`${least.image}枚以上の手札全て: a whole hand of at least N cards`);
      }
      if (
        !quantity &&
        !early &&
        !atLeast &&
        !(
          g.lookahead(1).tokenType === T.Wo &&
          (g.lookahead(2).tokenType === T.AnyNumber ||
            g.lookahead(2).tokenType === T.AllLate ||
            (g.lookahead(2).tokenType === T.Num &&
              (g.lookahead(3).tokenType === T.Mai || g.lookahead(3).tokenType === T.MaiMade)))
        )
      )
        return g.fail("a hand with no number of cards");
      const q: QuerySelector = {
        kind: "Query",
        noun: { kind: "card" },
        filters: [],
        zone: { zone: "hand", owner },
        span: g.spanFrom(start),
      };
      const n = quantity ?? early ?? atLeast;
      if (n) q.quantity = n;
      return q;
    });
  });

  /** [自分の]捨て札置き場にあるこのカード / 手札にあるこのカード: this card, only while it is there. */
  rules.thisInZone = g.define("thisInZone", (): Selector => {
    const start = g.lookahead(1);
    const owner = g.optional(() => {
      const o = g.rule(rules.owner);
      g.token(T.No);
      return o;
    });
    const zone = g.rule(rules.zoneNoun);
    g.anyToken([T.NiAru, T.NiIru]);
    g.token(T.ThisCard);
    return g.action(() => {
      // 手札にある: a hand is always its holder's own (as in buildQuery)
      const o = owner ?? (zone === "hand" ? ("your" as const) : undefined);
      return {
        kind: "This" as const,
        zone: { zone, ...(o ? { owner: o } : {}) },
        span: g.spanFrom(start),
      };
    });
  });

  /**
   * [自分の]捨て札置き場にあるそのキャラ (SRBK 01-065, BBD 01-097): the card an earlier step chose or
   * an event was about, only while it is in that zone (`it in your trash`).
   */
  rules.itInZone = g.define("itInZone", (): Selector => {
    const start = g.lookahead(1);
    const owner = g.optional(() => {
      const o = g.rule(rules.owner);
      g.token(T.No);
      return o;
    });
    const zone = g.rule(rules.zoneNoun);
    g.anyToken([T.NiAru, T.NiIru]);
    const word = g.anyToken(IT_WORDS, 2);
    return g.action(() => {
      // 捨て札置き場にあるそのキャラと同じ名称のキャラ / …そのキャラの枚数: the reference heads a
      // filter of a query there (TRDR 01-107), not the selector itself
      const next = g.lookahead(1).tokenType;
      if (next === T.To || next === T.No) return g.fail("a reference that heads a filter");
      const o = owner ?? (zone === "hand" ? ("your" as const) : undefined);
      return referenceBy(word.tokenType, g.spanFrom(start), { zone, ...(o ? { owner: o } : {}) });
    });
  });

  /** このカード / そのキャラ / 指定したキャラ / [デッキの下に]戻したキャラ: a card named by reference. */
  rules.reference = g.define("reference", (): Reference => {
    const start = g.lookahead(1);
    return g.choice<Reference>([
      {
        ALT: () => {
          g.token(T.ThisCard);
          return g.action(() => ({ kind: "This" as const, span: g.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          g.token(T.SonoChara);
          return g.action(() => referenceBy(T.SonoChara, g.spanFrom(start)));
        },
      },
      {
        ALT: () => {
          g.token(T.DesignatedChara);
          return g.action(() => ({ kind: "It" as const, span: g.spanFrom(start) }));
        },
      },
      // 捨て札にしたキャラと同じ名称の / 手札に移したカードと同じ名称の: what an earlier step acted on
      {
        ALT: () => {
          g.anyToken(
            [
              T.TrashedCard,
              T.TrashedChara,
              T.MovedToHandCard,
              T.RevealedCard,
              T.RestedChara,
              T.LeftChara,
              // 指定されたキャラと同じ名称の (SRBK 01-024): the designated card
              T.DesignatedCharaPassive,
              T.DesignatedCard,
              T.DesignatedCardPassive,
              // そのカードと同じ名称のイベントカード (AW P-004): the card an earlier step acted on
              T.SonoCard,
            ],
            3,
          );
          return g.action(() => ({ kind: "It" as const, span: g.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          // where it went is what the earlier step said; the reference is to that step's card
          g.optional(() => {
            g.anyToken([T.DeckBottom, T.DeckTop, T.Hand], 2);
            g.token(T.Ni);
          });
          g.token(T.ReturnedChara);
          return g.action(() => ({ kind: "It" as const, span: g.spanFrom(start) }));
        },
      },
    ]);
  });

  /** The next tokens start `<reference>と同じ名称の` (a modifier, not the reference itself). */
  const sameNameAhead = (): boolean =>
    g.lookahead(2).tokenType === T.To && SAME_WORDS.includes(g.lookahead(3).tokenType);

  /** そのキャラの枚数…: an earlier step's cards counted, heading a measured filter (counts.ts). */
  const countAhead = (): boolean =>
    g.lookahead(2).tokenType === T.No && g.lookahead(3).tokenType === T.Maisuu;

  /**
   * このカードを妨害している… / このカードに妨害されている… (SAGA 01-012): this card is the other
   * side of a battle filter, not the selector.
   */
  const blockingThisAhead = (): boolean =>
    ((g.lookahead(2).tokenType === T.Wo && g.lookahead(4).tokenType === T.Shiteiru) ||
      (g.lookahead(2).tokenType === T.Ni && g.lookahead(4).tokenType === T.Sareteiru)) &&
    g.lookahead(3).tokenType === T.Block;

  /** このカードの使用コストより低い…: this card heads a measured filter (`measured`). */
  const measuredThisAhead = (): boolean =>
    (g.lookahead(2).tokenType === T.No &&
      STAT_TOKENS.has(g.lookahead(3).tokenType) &&
      [T.YoriHikui, T.YoriTakai, T.Ika, T.Ijou].includes(g.lookahead(4).tokenType)) ||
    // このカードの上にあるコインの個数以下の… (SAK 01-075, measures.ts)
    (g.lookahead(2).tokenType === T.NoUeniAru && g.lookahead(5).tokenType === T.KoSuu);

  // Decided by the gates and one token (choiceByGates): Chevrotain's LL(3) paths through every
  // alternative (each opening with modifiers) cost 4–8 minutes CPU to compute, and every
  // corpus card translates the same with one token.
  rules.selector = g.define("selector", (): Selector => {
    const start = g.lookahead(1);
    return g.choiceByGates<Selector>([
      {
        GATE: () =>
          g.lookahead(2).tokenType !== T.OtherThan &&
          !sameNameAhead() &&
          !blockingThisAhead() &&
          !measuredThisAhead(),
        ALT: () => {
          g.token(T.ThisCard);
          return g.action(() => ({ kind: "This" as const, span: g.spanFrom(start) }));
        },
      },
      // このカードがセットされている / セットされたキャラ: the character a support card is attached to
      {
        ALT: () => {
          g.anyToken([T.HostChara, T.HostCharaPast], 6);
          return g.action(() => ({ kind: "Host" as const, span: g.spanFrom(start) }));
        },
      },
      // 指定されたカード1枚 (MC 01-092): the designated card(s) with their number said again — `it`
      {
        GATE: () =>
          DESIGNATED.includes(g.lookahead(1).tokenType) &&
          g.lookahead(2).tokenType === T.Num &&
          g.lookahead(3).tokenType === T.Mai &&
          g.lookahead(4).tokenType !== T.NiTsuki,
        ALT: () => {
          g.anyToken(DESIGNATED, 4);
          g.token(T.Num, 4);
          g.token(T.Mai, 4);
          return g.action(() => ({ kind: "It" as const, span: g.spanFrom(start) }));
        },
      },
      // そのキャラ / 指定したキャラ: what an earlier step chose (そのキャラの枚数と同じ…: a measured
      // count heads a filter of the selector, counts.ts)
      {
        GATE: () => !sameNameAhead() && !countAhead() && g.lookahead(2).tokenType !== T.OtherThan,
        ALT: () => {
          const word = g.anyToken([T.SonoChara, T.DesignatedChara], 2);
          return g.action(() => referenceBy(word.tokenType, g.spanFrom(start)));
        },
      },
      // そのカード (the card an earlier step chose or negated), 捨て札にしたカード (trashed), 表にしたカード (revealed),
      // 指定されたキャラ (chosen), この効果で場に出たキャラ (put onto the field by an earlier step)
      {
        GATE: () => !sameNameAhead() && g.lookahead(2).tokenType !== T.OtherThan,
        ALT: () => {
          g.anyToken(
            [
              T.SonoCard,
              T.TrashedCard,
              T.TrashedChara,
              T.RestedChara,
              T.MovedToHandCard,
              T.RevealedCard,
              T.DesignatedCharaPassive,
              T.DesignatedAllChara,
              T.DesignatedCard,
              T.DesignatedCardPassive,
              T.EffectEnteredChara,
              T.RemovedSonoChara,
              T.LeftSonoChara,
              T.ExtractedCard,
            ],
            3,
          );
          return g.action(() => ({ kind: "It" as const, span: g.spanFrom(start) }));
        },
      },
      { GATE: g.backtrack(rules.deckTop), ALT: () => g.rule(rules.deckTop) },
      {
        GATE: () => AMONG_IT.includes(g.lookahead(1).tokenType),
        ALT: () => g.rule(rules.amongIt),
      },
      // 表にした「るん」 (found.ts): the revealed cards that fit a description
      {
        GATE: () => g.lookahead(1).tokenType === T.RevealedPast,
        ALT: () => g.rule(rules.revealedQuery),
      },
      {
        GATE: () =>
          g.occursAhead(T.ThisCard) && !thisCardModifies(g) && g.backtrack(rules.thisInZone)(),
        ALT: () => g.rule(rules.thisInZone),
      },
      {
        GATE: () => g.occursAhead(...IT_WORDS) && g.backtrack(rules.itInZone)(),
        ALT: () => g.rule(rules.itInZone),
      },
      { GATE: g.backtrack(rules.handCards), ALT: () => g.rule(rules.handCards) },
      { GATE: () => g.lookahead(1).tokenType === T.HandKara, ALT: () => g.rule(rules.fromHand) },
      { ALT: () => g.rule(rules.query) },
    ]);
  });

  /**
   * その中にある<query> (SG 01-088 その中にある使用コストが0のカード1枚), その中から N枚 / 表にしたカード
   * の中から N枚 (KMK 01-053, MC 01-092: the noun left out, any card): a query among the cards an
   * earlier step acted on (`1 card among it`). The query has no zone or owner of its own.
   */
  rules.amongIt = g.define("amongIt", (): QuerySelector => {
    const start = g.lookahead(1);
    return g.choice<QuerySelector>([
      {
        ALT: () => {
          g.token(T.SonoNaka);
          const q = g.rule(rules.query);
          return g.action(() => {
            if (q.zone || q.owner) return g.fail("その中にある with a zone or owner of its own");
            return { ...q, amongIt: true as const };
          });
        },
      },
      {
        ALT: () => {
          g.anyToken([T.SonoNakaKara, T.RevealedNakaKara], 2);
          const n = g.token(T.Num);
          g.token(T.Mai);
          return g.action(() => ({
            kind: "Query" as const,
            quantity: { kind: "exactly" as const, n: Number(n.image) },
            noun: { kind: "card" as const },
            filters: [],
            amongIt: true as const,
            span: g.spanFrom(start),
          }));
        },
      },
    ]);
  });

  /**
   * 手札から<query> (手札から「X」1枚を捨て札にする, 手札から【Y】を持つキャラ1枚を…): cards of your
   * hand, the same selector as 手札にある<query>; a hand is its holder's own, so 手札から自分の「X」
   * says nothing more, and any other owner or zone is refused.
   */
  rules.fromHand = g.define("fromHand", (): QuerySelector => {
    g.token(T.HandKara);
    const q = g.rule(rules.query);
    return g.action(() => {
      if (q.zone || (q.owner && q.owner !== "your"))
        return g.fail("手札から with another zone or owner");
      const { owner: _o, ...rest } = q;
      return { ...rest, zone: { zone: "hand" as const, owner: "your" as const } };
    });
  });
}

/** The designated cards (`it`), which may be followed by their number again. */
const DESIGNATED = [T.DesignatedCard, T.DesignatedCardPassive, T.DesignatedCharaPassive];

/** The references `<zone>にある<it>` may name (そのキャラ, 指定したキャラ, …): `it in <zone>`. */
const IT_WORDS = [T.SonoChara, T.SonoCard, T.DesignatedChara, ...DESIGNATED];

/** The tokens that open a query among `it` (rule amongIt). */
const AMONG_IT = [T.SonoNaka, T.SonoNakaKara, T.RevealedNakaKara];

/** The noun after the modifiers, then an optional quantity: the query they make together. */
function nounAndQuantity(g: ParserBase, mods: Modifier[], start: IToken): QuerySelector {
  const noun = g.rule(g.rules.noun);
  // 自分の全ての「A」と「B」 (SG 01-008): every card of either name — one query with name
  // alternatives. Only after 全ての and with no number: 「A」と「B」がいる says both are there.
  const also: string[] = [];
  g.repeatWhile(
    () =>
      mods.some((m) => "all" in m) &&
      g.lookahead(1).tokenType === T.To &&
      g.lookahead(2).tokenType === T.NameLit &&
      g.lookahead(3).tokenType !== T.Num,
    () => {
      g.token(T.To, 5);
      const n = g.token(T.NameLit, 5);
      g.action(() => also.push(unbracket(n.image)));
    },
    5,
  );
  // そのキャラと同じ名称のキャラ、または同じ使用コストの値を持つキャラ1枚 (KMK 01-120): either the
  // same name as the reference or the same stat — one query with the two as alternatives
  const sameStat = g.optionalIf(
    () =>
      g.lookahead(1).tokenType === T.Comma &&
      g.lookahead(2).tokenType === T.Mataha &&
      g.lookahead(3).tokenType === T.Onaji,
    () => {
      g.token(T.Comma, 9);
      g.token(T.Mataha, 9);
      g.token(T.Onaji, 9);
      const stat = g.rule(g.rules.statName, 9);
      g.optional(() => g.token(T.NoAtai, 9), 10);
      g.token(T.WoMotsu, 9);
      const again = g.rule(g.rules.noun, 9);
      return { stat, again };
    },
    9,
  );
  const quantity = optionalQuantity(g);
  return g.action(() => {
    if (sameStat) {
      const at = mods.findIndex((m) => "filter" in m && m.filter.kind === "sameName");
      const same = at < 0 ? undefined : (mods[at] as { filter: Filter }).filter;
      if (!same || same.kind !== "sameName" || same.as.kind === "Query" || same.as.kind === "Drawn")
        return g.fail("同じ…を持つ after または with no reference to compare with");
      if (JSON.stringify(sameStat.again.noun) !== JSON.stringify(noun.noun))
        return g.fail("または joins two different nouns");
      const span = g.spanFrom(start);
      const byStat: Filter = {
        kind: "compareWith",
        stat: sameStat.stat,
        op: "==",
        with: { kind: "stat", stat: sameStat.stat, of: same.as, span },
        span,
      };
      mods[at] = { filter: { kind: "either", options: [same, byStat], span } };
    }
    let named = noun;
    if (also.length > 0) {
      if (noun.noun.kind !== "name") return g.fail("と after a noun that is not a name");
      const alternatives = [...(noun.noun.alternatives ?? []), ...also];
      named = { ...noun, noun: { ...noun.noun, alternatives } };
    }
    return (
      buildQuery(mods, named, quantity, g.spanFrom(start)) ??
      g.fail("a selector with two owners, zones or 全ての")
    );
  });
}

/**
 * The first このカード ahead starts a modifier (このカードと同じ名称の, このカード以外の): 手札にある
 * このカードと同じ名称のキャラ is a card of the hand, not this card there (WKG2 P-010).
 */
function thisCardModifies(g: ParserBase): boolean {
  for (let i = 1; ; i++) {
    const t = g.lookahead(i).tokenType;
    if (t === EOF) return false;
    if (t === T.ThisCard) {
      const next = g.lookahead(i + 1).tokenType;
      return next === T.OtherThan || (next === T.To && g.lookahead(i + 2).tokenType === T.SameName);
    }
  }
}

/** 「妨害している」 or 「妨害されている」 follows somewhere in the sentence: a cheap test before backtracking. */
function battleAhead(g: ParserBase): boolean {
  for (let i = 1; ; i++) {
    const t = g.lookahead(i).tokenType;
    if (t === EOF) return false;
    if (t === T.Block) {
      const next = g.lookahead(i + 1).tokenType;
      if (next === T.Shiteiru || next === T.Sareteiru) return true;
    }
  }
}

const NOUNS = new Set([T.Chara, T.EventCard, T.SupportCard, T.Card, T.NameLit]);

/** The next token starts a noun (or このカード), not a modifier. */
/** 同じ名称の / 同じ特徴を持つ / 同じ名称、または同じ特徴を持つ / 同じ色の after <reference>と. */
const SAME_WORDS: readonly TokenType[] = [T.SameName, T.SameTrait, T.SameNameOrTrait, T.SameColor];

const MEASURE_WORDS = [T.YoriHikui, T.YoriTakai, T.Ika, T.Ijou];

/** 【A】または【B】…を持つ ahead: a list of traits that is a filter. */
function traitsThenWoMotsu(g: ParserBase): boolean {
  let i = 1;
  while (g.lookahead(i).tokenType === T.TraitLit && g.lookahead(i + 1).tokenType === T.Mataha)
    i += 2;
  return (
    i > 1 && g.lookahead(i).tokenType === T.TraitLit && g.lookahead(i + 1).tokenType === T.WoMotsu
  );
}

function nounAhead(g: ParserBase): boolean {
  const t = g.lookahead(1).tokenType;
  const next = g.lookahead(2).tokenType;
  // 【A】を持つ / 【A】または【B】を持つ are filters; 【A】 / 【A】または【B】 alone are nouns
  if (t === T.TraitLit) return next !== T.WoMotsu && !traitsThenWoMotsu(g);
  // このカード以外の / このカードと同じ名称の / …と同じ特徴を持つ are modifiers
  // このカードの使用コストより低い… heads a measured filter (`measured`)
  if (t === T.ThisCard)
    return (
      next !== T.OtherThan &&
      !(next === T.To && SAME_WORDS.includes(g.lookahead(3).tokenType)) &&
      !(next === T.No && MEASURE_WORDS.includes(g.lookahead(4).tokenType)) &&
      // このカードの上にあるコインの個数以下の… heads a measured filter too (measures.ts)
      !(next === T.NoUeniAru && g.lookahead(5).tokenType === T.KoSuu)
    );
  return NOUNS.has(t);
}

/**
 * このターンの間に[、]カードの効果によって場に出ている / カードの効果で活動状態になった: the `arrived`
 * filter `byEffect`, the `readied` filter.
 */
function byEffectAhead(g: ParserBase): boolean {
  if (g.lookahead(1).tokenType !== T.ThisTurnNoAidaNi) return false;
  const at = g.lookahead(2).tokenType === T.Comma ? 3 : 2;
  const t = g.lookahead(at).tokenType;
  return t === T.PutByCardEffect || t === T.PutByCardEffectPast || t === T.ReadiedByCardEffect;
}

/**
 * このターンの間に / このターン、 then アプローチ|妨害|アプローチまたは妨害 に参加している: the
 * `participated` filter (the tokens decide: a leading このターン、 is otherwise a duration).
 */
function participatedAhead(g: ParserBase): boolean {
  const first = g.lookahead(1).tokenType;
  const at = first === T.ThisTurnNoAidaNi ? 2 : first === T.ThisTurn ? 3 : 0;
  if (at === 0 || (at === 3 && g.lookahead(2).tokenType !== T.Comma)) return false;
  const verb = g.lookahead(at).tokenType;
  return (
    (verb === T.ApproachSanka || verb === T.BlockSanka || verb === T.EitherSanka) &&
    g.lookahead(at + 1).tokenType === T.Shiteiru
  );
}
