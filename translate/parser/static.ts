// Continuous texts' effects: a standing gain (このカードは、+20/+20を得る), a restriction
// (妨害されない, …には妨害されない, 退場しない, 可能な限りアプローチに参加しなくてはならない) or a
// source modifier (…のコストとして使用する場合、発生コスト+2を得る), each said of the topic.
import type { Effect, Filter, Selector, StaticEffect } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";

/** A continuous text's effect: a standing gain or a restriction, said of the topic. */
export function defineStatic(g: ParserBase): void {
  const { rules } = g;
  rules.staticEffect = g.define("staticEffect", (topic: Selector | undefined): StaticEffect => {
    const start = g.lookahead(1);
    // one token of lookahead and the gates decide (see later.ts, restrict)
    return g.choiceByGates([
      {
        // [メインエリアに]登場させることができない (ERMG P-002, KONM 05-010): this card cannot be
        // played (into the main area); a player's ban (相手は…登場させることができない) is PlayBan
        GATE: () =>
          topic?.kind === "This" &&
          (g.lookahead(1).tokenType === T.CannotEnterLong ||
            ((g.lookahead(1).tokenType === T.MainArea ||
              g.lookahead(1).tokenType === T.SupportArea) &&
              g.lookahead(2).tokenType === T.Ni &&
              g.lookahead(3).tokenType === T.CannotEnterLong)),
        ALT: () => {
          // [メインエリアに / サポートエリアに]: the one area it cannot be played into
          const area = g.optional(() => {
            const a = g.oneOf(
              [
                [T.MainArea, "mainArea"],
                [T.SupportArea, "supportArea"],
              ] as const,
              21,
            );
            g.token(T.Ni);
            return a;
          }, 2); // OPTION2: the level-up alternative below holds OPTION1
          g.token(T.CannotEnterLong);
          return g.action((): StaticEffect => ({
            kind: "Restriction",
            target: topic!,
            restriction: area ? { kind: "cannotEnter", area } : { kind: "cannotEnter" },
            span: g.spanFrom(start),
          }));
        },
      },
      {
        GATE: g.backtrack(rules.sourceModifier, topic),
        ALT: () => g.rule(rules.sourceModifier, [topic]),
      },
      {
        GATE: g.backtrackIfAhead([T.Sarenai], rules.cannotBeBlocked),
        ALT: () => {
          const what = g.rule(rules.cannotBeBlocked);
          return g.action(() => restriction(topic, what, g.spanFrom(start)));
        },
      },
      {
        ALT: () => {
          g.token(T.Taijou);
          g.token(T.Shinai);
          return g.action(() => restriction(topic, { kind: "doesNotLeave" }, g.spanFrom(start)));
        },
      },
      {
        // コストを支払わずに / このカードから同じカードへ + レベルアップできる (〔レベルアップ〕, 7.11)
        ALT: () => {
          const how = g.optional(() =>
            g.oneOf(
              [
                [T.WithoutPayingCost, "withoutCost"],
                [T.FromThisToSameCard, "sameCard"],
              ],
              7,
            ),
          );
          g.token(T.LevelUpDekiru);
          return g.action((): StaticEffect => {
            if (!topic) return g.fail("who may level up is not said");
            const span = g.spanFrom(start);
            if (how === "withoutCost")
              return { kind: "MayLevelUp", target: topic, withoutCost: true, span };
            if (how === "sameCard")
              return { kind: "MayLevelUp", target: topic, sameCard: true, span };
            return { kind: "MayLevelUp", target: topic, span };
          });
        },
      },
      {
        // 相手のメインフェイズにもレベルアップを行うことができる (DDH 02-010, 7.11)
        GATE: g.backtrack(rules.levelUpPhase),
        ALT: () => {
          const phase = g.rule(rules.levelUpPhase);
          return g.action((): StaticEffect => {
            if (!topic) return g.fail("who may level up is not said");
            return { kind: "MayLevelUp", target: topic, phase, span: g.spanFrom(start) };
          });
        },
      },
      {
        // EXデッキに何枚でも入れることができる (DNMC2 02-085): the EX deck's deck building (7.11)
        GATE: () => g.lookahead(1).tokenType === T.ExDeck,
        ALT: () => {
          g.token(T.ExDeck);
          g.token(T.AnyNumberInsertable);
          return g.action((): StaticEffect => {
            if (!topic) return g.fail("what may be in the EX deck is not said");
            return { kind: "AnyNumberInExDeck", target: topic, span: g.spanFrom(start) };
          });
        },
      },
      {
        // ゲームから取り除かれている状態でもプレイできる (SG 01-050): `may be played from exile`
        GATE: () => g.lookahead(1).tokenType === T.PlayableWhileRemoved,
        ALT: () => {
          g.token(T.PlayableWhileRemoved);
          return g.action((): StaticEffect => {
            if (topic?.kind !== "This") return g.fail("only this card may be played from exile");
            return {
              kind: "PlayableFrom",
              target: topic,
              zone: "removed",
              span: g.spanFrom(start),
            };
          });
        },
      },
      {
        // 登場する場合、休息状態で場に出る (SPK 01-014): `enters rested`
        ALT: () => {
          g.token(T.WhenEntering);
          g.token(T.Comma);
          g.token(T.RestedDe);
          g.token(T.BaNiDeru);
          return g.action((): StaticEffect => {
            if (!topic) return g.fail("who enters rested is not said");
            return { kind: "EntersRested", target: topic, span: g.spanFrom(start) };
          });
        },
      },
      {
        // アプローチで与えるポイントがN点になる (SAK 01-037): `gives N points by approach`
        ALT: () => {
          g.token(T.PointsByApproachGa);
          const n = g.token(T.Num);
          g.token(T.TenNiNaru);
          return g.action((): StaticEffect => {
            if (!topic) return g.fail("the points of whose approach is not said");
            return {
              kind: "PointsDealt",
              target: topic,
              points: Number(n.image),
              span: g.spanFrom(start),
            };
          });
        },
      },
      {
        // アプローチでは退場しない (Ach 01-050): not trashed by the battle of an approach (8.5),
        // the static `does not leave in battle`, which the renderer prints back in these words
        ALT: () => {
          g.token(T.Approach);
          g.token(T.De);
          g.token(T.Ha);
          g.token(T.Taijou, 2);
          g.token(T.Shinai, 2);
          return g.action(() =>
            restriction(topic, { kind: "doesNotLeave", when: "battle" }, g.spanFrom(start)),
          );
        },
      },
      {
        GATE: g.backtrackIfAhead(
          [T.NoEffectNoTaishouNaranai, T.NoTaishouNaranai],
          rules.cannotBeTargeted,
        ),
        ALT: () => {
          const what = g.rule(rules.cannotBeTargeted);
          return g.action(() => restriction(topic, what, g.spanFrom(start)));
        },
      },
      {
        ALT: () => {
          const what = g.rule(rules.plainRestriction);
          return g.action(() => restriction(topic, what, g.spanFrom(start)));
        },
      },
      {
        ALT: () => {
          const step = g.rule(rules.gets, [topic]);
          return g.action(() => {
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

  /** 使用コストが3以上のキャラには / 指定したキャラには (kmk 01-001) (妨害されない). */
  /** <X>には (by X) or <X>以外には (by anyone but X: `except`). */
  rules.blockedBy = g.define("blockedBy", (): { by: Selector; except: boolean } => {
    const by = g.rule(rules.selector);
    const except = g.oneOf([
      [T.Niha, false],
      [T.OtherThanNiha, true],
    ]);
    return { by, except };
  });

  /** <selector>のコストとして使用する場合、発生コスト+Nを得る. */
  rules.sourceModifier = g.define("sourceModifier", (topic: Selector | undefined): StaticEffect => {
    const start = g.lookahead(1);
    // 元の使用コストが4以上の「X」 (GPFN 04-010): the printed cost of the card paid for — the
    // only cost it has, as the card is known by its printed data while being paid for
    const printed = g.optional(() => {
      const from = g.lookahead(1);
      g.token(T.MotoUsageCost);
      g.token(T.Ga);
      const v = g.token(T.Num);
      const op = g.oneOf(
        [
          [T.Ijou, ">=" as const],
          [T.Ika, "<=" as const],
        ],
        2,
      );
      g.token(T.No);
      return g.action((): Filter => ({
        kind: "compare",
        stat: "cost",
        op,
        value: Number(v.image),
        span: g.spanFrom(from),
      }));
    });
    const paid = g.rule(rules.selector);
    g.token(T.AsCost);
    g.token(T.Comma);
    g.token(T.SourceCost);
    // 発生コスト+2を得る (a change) / 発生コストが4に変更される (the value it becomes)
    const change = g.choice<{ delta: number; set?: true }>([
      {
        ALT: () => {
          const n = g.token(T.Signed);
          g.token(T.WoEru);
          return g.action(() => ({ delta: Number(n.image) }));
        },
      },
      {
        ALT: () => {
          g.token(T.Ga, 2);
          const n = g.token(T.Num, 2);
          g.token(T.NiHenkouSareru);
          return g.action(() => ({ delta: Number(n.image), set: true as const }));
        },
      },
    ]);
    return g.action(() => {
      if (!topic) return g.fail("no subject");
      if (printed && paid.kind !== "Query")
        return g.fail("元の使用コスト of a card that is no query");
      const whenPaying: Selector =
        printed && paid.kind === "Query"
          ? { ...paid, filters: [...paid.filters, printed], span: g.spanFrom(start) }
          : paid;
      return {
        kind: "SourceModifier" as const,
        target: topic,
        whenPaying,
        ...change,
        span: g.spanFrom(start),
      };
    });
  });
}
