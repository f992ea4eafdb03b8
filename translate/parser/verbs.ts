// Transitive effect verbs: <selector>を 休息状態にする / 活動状態にする / 捨て札にする / 手札に戻す /
// ゲームから取り除く / 表向きにする / 表にする / 手札に加える / デッキの下に移す / メインエリアに移す, and the
// +10/+10 coin steps. The quantity may follow the particle (キャラを2枚まで…).
import type { EffectStep, Selector } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { optionalQuantity, withLateQuantity } from "./query.ts";

/**
 * The zones of yours 場に出す takes a card from when it names one; the deck is read by the look
 * templates of field.ts (その中にある…を場に出す), which say which cards are looked at.
 */
const FIELD_SOURCES: ReadonlySet<string> = new Set(["trash", "hand", "pointPile", "removed"]);

/** 捨て札にできる (the short potential form): the step is the controller's `may`. */
const mayIf = (can: boolean, step: EffectStep): EffectStep =>
  can ? { kind: "May", player: "you", effect: step, span: step.span } : step;

export function defineVerbs(g: ParserBase): void {
  const { rules } = g;

  /** <selector>を<verb>. */
  rules.objectStep = g.define("objectStep", (): EffectStep => {
    const start = g.lookahead(1);
    const written = g.rule(rules.selector);
    g.token(T.Wo);
    const late = optionalQuantity(g); // キャラを2枚まで…: the quantity may follow the particle
    g.optional(() => g.token(T.Comma), 2);
    g.optional(() => g.token(T.Erande), 3); // 選んで: "choose and …" — choosing is what a quantity means
    // その中にある…を抜き出し、デッキの上に移す (MDK 01-108): taking the cards out of those looked at
    // is what moving them means (the pick is the quantity, as for 選んで)
    g.optional(() => {
      g.token(T.Nukidashi);
      g.token(T.Comma, 20);
    }, 20);
    const target = g.action(() => withLateQuantity(written, late) ?? g.fail("two quantities"));
    return g.choice<EffectStep>([
      {
        ALT: () => {
          const can = g.verbOrCan(T.RestSuru, T.RestShi, T.RestDekiru, 2);
          return g.action(() => mayIf(can, { kind: "Rest", target, span: g.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          const can = g.verbOrCan(T.ReadySuru, T.ReadyShi, T.ReadyDekiru, 3);
          return g.action(() => mayIf(can, { kind: "Ready", target, span: g.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          const can = g.verbOrCan(T.TrashSuru, T.TrashShi, T.TrashDekiru, 4);
          return g.action(() => mayIf(can, { kind: "Trash", target, span: g.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          // そのカードを相手の手札に戻す (AW P-004): a card returns to its owner's hand, so the hand
          // said is that owner's — kept only when it can be (no other player's card named)
          const hand = g.optional(() => g.rule(rules.whose, 3), 21);
          g.verb(T.ReturnHand, T.ReturnHandShi, 5);
          return g.action(() => {
            const owner = target.kind === "Query" ? target.owner : undefined;
            if (
              (hand === "opponent" && (target.kind === "This" || owner === "your")) ||
              (hand === "you" && owner === "opponent's")
            )
              return g.fail("a card returns to its owner's hand");
            return { kind: "ReturnToHand" as const, target, span: g.spanFrom(start) };
          });
        },
      },
      {
        ALT: () => {
          g.verb(T.Exile, T.ExileShi, 6);
          return g.action(() => ({ kind: "Exile" as const, target, span: g.spanFrom(start) }));
        },
      },
      // 表にする: shown to both players; a later 表にしたカード is `it`
      {
        ALT: () => {
          g.verb(T.RevealSuru, T.RevealShi, 13);
          return g.action(() => ({ kind: "Reveal" as const, target, span: g.spanFrom(start) }));
        },
      },
      // 指定する: choose now; a later 指定したキャラ / そのキャラ is `it` (指定し、: another step follows)
      {
        ALT: () => {
          g.verb(T.Shitei, T.ShiteiShi, 21);
          return g.action(() => ({ kind: "Designate" as const, target, span: g.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          const can = g.oneOf(
            [
              [T.FaceUp, false],
              [T.FaceUpDekiru, true],
            ],
            14,
          );
          return g.action(() =>
            mayIf(can, { kind: "TurnPoints", target, face: "up", span: g.spanFrom(start) }),
          );
        },
      },
      {
        ALT: () => {
          const can = g.oneOf(
            [
              [T.FaceDown, false],
              [T.FaceDownDekiru, true],
            ],
            15,
          );
          return g.action(() =>
            mayIf(can, { kind: "TurnPoints", target, face: "down", span: g.spanFrom(start) }),
          );
        },
      },
      // [自分の]手札に加える: with no owner written, the card goes to its owner's hand
      {
        ALT: () => {
          const owner = g.optional(() => g.rule(rules.whose), 4);
          g.verb(T.AddHand, T.AddHandE, 7);
          return g.action(() => ({
            kind: "Move" as const,
            target,
            to: { zone: "hand" as const, owner: owner ?? ("owner" as const) },
            span: g.spanFrom(start),
          }));
        },
      },
      {
        ALT: () => {
          g.optional(() => g.token(T.AnyOrder), 5);
          const owner = g.optional(() => {
            const o = g.rule(rules.owner);
            g.token(T.No);
            return o;
          }, 6);
          const position = g.oneOf(
            [
              [T.DeckBottom, "bottom"],
              [T.DeckTop, "top"],
            ],
            8,
          );
          g.token(T.Ni);
          // デッキの上に置く (GG 01-118) is デッキの上に移す
          g.anyToken([T.Utsusu, T.Modosu, T.Utsushi, T.Oku], 9);
          return g.action(() => ({
            kind: "Move" as const,
            target,
            span: g.spanFrom(start),
            to: {
              zone: "deck" as const,
              owner: owner
                ? owner === "your"
                  ? ("you" as const)
                  : ("opponent" as const)
                : ("owner" as const),
              position,
            },
          }));
        },
      },
      // デッキの上のカード1枚を自分のポイント置き場に表向きで置く; the face may come first:
      // 自分の手札を1枚選んで裏向きでポイント置き場に置く (K_ON2 01-075a)
      {
        ALT: () => {
          const face = (occurrence: number): boolean =>
            g.oneOf(
              [
                [T.FaceUpDe, false],
                [T.FaceDownDe, true],
                [T.FaceUpStateDe, false],
                [T.FaceDownStateDe, true],
              ],
              occurrence,
            );
          const before = g.optional(() => face(17), 10);
          const owner = g.optional(() => {
            const o = g.rule(rules.owner, 2);
            g.token(T.No, 2);
            return o;
          }, 7);
          g.token(T.PointPile);
          g.token(T.Ni, 2);
          const after = g.optional(() => face(10), 11);
          g.token(T.Oku);
          return g.action(() => {
            if ((before === undefined) === (after === undefined))
              return g.fail("a card put into a point pile face up or down, said once");
            const faceDown = before ?? after;
            const step: EffectStep = {
              kind: "Move" as const,
              target,
              span: g.spanFrom(start),
              to: {
                zone: "pointPile" as const,
                owner: owner
                  ? owner === "your"
                    ? ("you" as const)
                    : ("opponent" as const)
                  : ("owner" as const),
              },
            };
            if (faceDown) step.faceDown = true;
            return step;
          });
        },
      },
      // 場に出す: put a card from off the field onto your field, its controller choosing the area
      // (rule 6.1; the card language's `onto your field`; 休息状態で → rested). Only from a zone of
      // yours (FIELD_SOURCES): from the opponent's the owner of the destination is not settled.
      {
        ALT: () => {
          const rested = g.optional(() => g.token(T.RestedDe), 8);
          // サポートエリアに出す (TRDR P-010) / メインエリアに出す: the same, into that area (a card
          // an earlier step took off the field, fa 01-101, returns to its owner's main area)
          const area = g.oneOf(
            [
              [T.BaNiDasu, "field"],
              [T.SupportAreaNiDasu, "supportArea"],
              [T.MainAreaNiDasu, "mainArea"],
            ],
            16,
          );
          return g.action(() => {
            // その後、そのキャラを場に出す (KGY 01-001): the card an earlier step took off the
            // field (removed from the game) comes back onto its owner's field
            if (target.kind === "It") {
              const back: EffectStep = {
                kind: "Move" as const,
                target,
                to: { zone: area, owner: "owner" as const },
                span: g.spanFrom(start),
              };
              if (rested) back.rested = true;
              return back;
            }
            // 自分の捨て札置き場にあるこのカードを場に出す: this card, from there; 捨て札置き場にある
            // このカード with no owner (SAGA 01-072) is the same: a card is in its owner's zones
            // (rule 10.1)
            const z =
              target.kind === "Query"
                ? target.zone
                : target.kind === "This" && target.zone
                  ? { owner: "your" as const, ...target.zone }
                  : undefined;
            if (
              !z ||
              z.owner !== "your" ||
              // KSC P-003: 自分のポイント置き場にあるキャラ1枚を場に出す; a card removed from the game
              !FIELD_SOURCES.has(z.zone) ||
              (target.kind === "Query" && target.zone?.top !== undefined)
            ) {
              g.fail(
                "場に出す from a zone other than your trash, hand, point pile or removed cards",
              );
            }
            const step: EffectStep = {
              kind: "Move" as const,
              target: target.kind === "This" && z ? { ...target, zone: z } : target,
              to: { zone: area, owner: "you" as const },
              span: g.spanFrom(start),
            };
            if (rested) step.rested = true;
            return step;
          });
        },
      },
      // [自分の]メインエリアに移す: likewise, the owner's area unless one is written
      {
        ALT: () => {
          const owner = g.optional(() => g.rule(rules.whose, 2), 9);
          // EXデッキに移す: the EX deck (rule 7.11; the checker warns, lowering refuses)
          const zone = g.oneOf(
            [
              [T.MainArea, "mainArea"],
              [T.SupportArea, "supportArea"],
              [T.Hand, "hand"],
              [T.ExDeck, "exDeck"],
            ],
            11,
          );
          g.token(T.Ni, 3);
          g.verb(T.Utsusu, T.Utsushi, 12);
          return g.action(() => {
            if (owner && zone === "exDeck") return g.fail("an EX deck is its owner's");
            return {
              kind: "Move" as const,
              target,
              to: { zone, owner: owner ?? ("owner" as const) },
              span: g.spanFrom(start),
            };
          });
        },
      },
    ]);
  });

  /** 自分の / 相手の before a destination (自分の手札に加える): the player whose zone it is. */
  rules.whose = g.define("whose", (): "you" | "opponent" => {
    const o = g.rule(rules.owner);
    g.token(T.No);
    return g.action(() => (o === "your" ? ("you" as const) : ("opponent" as const)));
  });

  /**
   * 手札にあるこのカードを[休息状態で]場に出す: this card, if it is still in the hand, onto your
   * field — a conditional step, so a card that left the hand is not put onto the field from elsewhere.
   */
  rules.thisFromHandOntoField = g.define("thisFromHandOntoField", (): EffectStep => {
    const start = g.lookahead(1);
    g.token(T.Hand);
    g.token(T.NiAru);
    g.token(T.ThisCard);
    g.token(T.Wo);
    const rested = g.optional(() => g.token(T.RestedDe));
    g.token(T.BaNiDasu);
    return g.action((): EffectStep => {
      const span = g.spanFrom(start);
      const move: EffectStep = {
        kind: "Move",
        target: { kind: "This", span },
        to: { zone: "field", owner: "you" },
        span,
      };
      if (rested) move.rested = true;
      return {
        kind: "Conditional",
        condition: { kind: "Is", subject: { kind: "This", span }, state: "inHand", span },
        effect: move,
        span,
      };
    });
  });

  /** 手札から<selector>を[休息状態で]場に出す: cards from your hand onto your field (rule 6.1). */
  rules.fromHandOntoField = g.define("fromHandOntoField", (): EffectStep => {
    const start = g.lookahead(1);
    g.token(T.HandKara);
    const written = g.rule(rules.query);
    g.token(T.Wo);
    const late = optionalQuantity(g);
    const rested = g.optional(() => g.token(T.RestedDe), 2);
    g.token(T.BaNiDasu);
    return g.action(() => {
      const chosen = withLateQuantity(written, late) ?? g.fail("two quantities");
      if (written.zone || written.owner) return g.fail("手札から with another zone or owner");
      const target: Selector = { ...chosen, zone: { zone: "hand", owner: "your" } };
      const step: EffectStep = {
        kind: "Move",
        target,
        to: { zone: "field", owner: "you" },
        span: g.spanFrom(start),
      };
      if (rested) step.rested = true;
      return step;
    });
  });

  /**
   * EXデッキから<selector>を抜き出し、[表にしてから]手札に加える / 手札に移す: a search of your EX deck
   * (rule 7.11), as 抜き出し…手札に加える is from the deck; …抜き出し、[休息状態で]場に出す: a Move
   * onto your main area; …抜き出し、<character>にセットする: an Attach (refused, later-actions.ts).
   */
  rules.fromExDeck = g.define("fromExDeck", (): EffectStep => {
    const start = g.lookahead(1);
    g.token(T.ExDeckKara);
    const written = g.rule(rules.query);
    g.token(T.Wo);
    const late = optionalQuantity(g);
    g.token(T.Nukidashi);
    g.optional(() => g.token(T.Comma), 2);
    const reveal = g.optional(() => g.token(T.Omote), 3) !== undefined;
    const to = g.choiceByGates<{
      zone: "hand" | "field" | "attach";
      rested: boolean;
      on?: { to: Selector; can: boolean };
    }>([
      // …抜き出し、自分のキャラ1枚にセットする (BBD 01-058): attached to a character (later-actions.ts)
      {
        GATE: g.backtrack(rules.attachTo),
        ALT: () => {
          const on = g.rule(rules.attachTo);
          return { zone: "attach" as const, rested: false, on };
        },
      },
      {
        ALT: () => {
          g.verb(T.AddHand, T.AddHandE, 2);
          return { zone: "hand" as const, rested: false };
        },
      },
      {
        ALT: () => {
          g.token(T.Hand);
          g.token(T.Ni);
          g.verb(T.Utsusu, T.Utsushi, 3);
          return { zone: "hand" as const, rested: false };
        },
      },
      {
        ALT: () => {
          const rested = g.optional(() => g.token(T.RestedDe), 4);
          g.token(T.BaNiDasu);
          return { zone: "field" as const, rested: rested !== undefined };
        },
      },
    ]);
    return g.action(() => {
      const chosen = withLateQuantity(written, late) ?? g.fail("two quantities");
      if (written.zone || written.owner) return g.fail("EXデッキから with another zone or owner");
      const target: Selector = { ...chosen, zone: { zone: "exDeck", owner: "your" } };
      const span = g.spanFrom(start);
      if (to.zone === "attach") {
        if (reveal || !to.on) return g.fail("表にしてから before セットする");
        const attach: EffectStep = { kind: "Attach", target, to: to.on.to, span };
        return to.on.can ? { kind: "May", player: "you", effect: attach, span } : attach;
      }
      if (to.zone === "hand")
        return { kind: "Search" as const, player: "you" as const, target, reveal, span };
      if (reveal) return g.lacks("表にしてから before 場に出す (a Move does not reveal)");
      const step: EffectStep = {
        kind: "Move",
        target,
        to: { zone: "field", owner: "you" },
        span,
      };
      if (to.rested) step.rested = true;
      return step;
    });
  });

  /**
   * <selector>の上に+10/+10コインをN個乗せる / …に…をN枚置く / …の上にある…をN個取り除く; any other
   * coin (タコスコイン, コイン, 魔力コイン) keeps its printed name in `coin`.
   */
  rules.coins = g.define("coins", (): EffectStep => {
    const start = g.lookahead(1);
    const target = g.rule(rules.selector);
    /** +10/+10コイン (undefined) or another coin's printed name (its calls are the `occurrence`-th). */
    const coin = (occurrence: number): string | undefined =>
      g.choice(
        [
          {
            ALT: () => {
              g.token(T.CoinLit, occurrence);
              return undefined;
            },
          },
          { ALT: () => g.token(T.NamedCoin, occurrence).image },
        ],
        occurrence,
      );
    return g.choice<EffectStep>([
      {
        ALT: () => {
          g.anyToken([T.NoUeni, T.Ni], 2);
          // …「X」1枚の上に、+10/+10コインを2個乗せる (ERMG 01-078): the comma changes nothing
          g.optional(() => g.token(T.Comma), 6);
          const name = coin(3);
          g.token(T.Wo);
          const n = g.token(T.Num);
          g.choice(
            [
              {
                ALT: () => {
                  g.token(T.Ko);
                  g.token(T.Noseru);
                },
              },
              {
                ALT: () => {
                  g.token(T.Mai);
                  g.token(T.Oku);
                },
              },
            ],
            4,
          );
          return g.action(() => ({
            kind: "PutCoins" as const,
            target,
            amount: { kind: "Number" as const, value: Number(n.image) },
            ...named(name),
            span: g.spanFrom(start),
          }));
        },
      },
      {
        ALT: () => {
          // の上にある / の上に乗っている / の上から (KGY P-001): the same coins
          g.anyToken([T.NoUeniAru, T.NoUeniNotteiru, T.NoUeKara], 5);
          const name = coin(6);
          g.token(T.Wo, 2);
          const n = g.token(T.Num, 2);
          g.token(T.Ko, 2);
          g.token(T.Torinozoku);
          return g.action(() => ({
            kind: "RemoveCoins" as const,
            target,
            amount: { kind: "Number" as const, value: Number(n.image) },
            ...named(name),
            span: g.spanFrom(start),
          }));
        },
      },
    ]);
  });
}

/** A named coin goes into `coin`; the +10/+10 coin has none. */
function named(coin: string | undefined): { coin?: string } {
  return coin === undefined ? {} : { coin };
}

/** Put a quantity written after the particle (キャラを2枚まで) onto the query. */
