// Transitive effect verbs: <selector>を 休息状態にする / 活動状態にする / 捨て札にする / 手札に戻す /
// ゲームから取り除く / 表向きにする / 手札に加える / デッキの下に移す / メインエリアに移す, and the
// +10/+10 coin steps. The quantity may follow the particle (キャラを2枚まで…).
import type { EffectStep, Quantity, Selector } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { isQuantity } from "./query.ts";

export function defineVerbs(g: ParserBase): void {
  const r = g.r;

  /** <selector>を<verb>. */
  r.objectStep = g.def("objectStep", (): EffectStep => {
    const start = g.la(1);
    const written = g.s(0, r.selector);
    g.c(0, T.Wo);
    // キャラを2枚まで…: the quantity may follow the particle
    const late = g.optG(
      1,
      () => isQuantity(g),
      () => g.s(2, r.quantity),
    );
    g.opt(2, () => g.c(17, T.Comma));
    g.opt(4, () => g.c(22, T.Erande)); // 選んで: "choose and …" — choosing is what a quantity means
    const target = g.act(() => withQuantity(written, late));
    if (g.act(() => late && written.kind === "Query" && written.quantity)) g.fail("two quantities");
    return g.alt<EffectStep>(0, [
      {
        ALT: () => {
          g.verb(0, T.RestSuru, T.RestShi);
          return g.act(() => ({ kind: "Rest" as const, target, span: g.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          g.verb(1, T.ReadySuru, T.ReadyShi);
          return g.act(() => ({ kind: "Ready" as const, target, span: g.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          g.verb(2, T.TrashSuru, T.TrashShi);
          return g.act(() => ({ kind: "Trash" as const, target, span: g.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          g.verb(3, T.ReturnHand, T.ReturnHandShi);
          return g.act(() => ({ kind: "ReturnToHand" as const, target, span: g.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          g.verb(4, T.Exile, T.ExileShi);
          return g.act(() => ({ kind: "Exile" as const, target, span: g.spanFrom(start) }));
        },
      },
      // 指定する: choose now; a later 指定したキャラ / そのキャラ is `it`
      {
        ALT: () => {
          g.c(32, T.Shitei);
          return g.act(() => ({ kind: "Designate" as const, target, span: g.spanFrom(start) }));
        },
      },
      {
        ALT: () => {
          g.c(18, T.FaceUp);
          return g.act(() => ({
            kind: "TurnPoints" as const,
            target,
            face: "up" as const,
            span: g.spanFrom(start),
          }));
        },
      },
      {
        ALT: () => {
          g.c(19, T.FaceDown);
          return g.act(() => ({
            kind: "TurnPoints" as const,
            target,
            face: "down" as const,
            span: g.spanFrom(start),
          }));
        },
      },
      // [自分の]手札に加える: with no owner written, the card goes to its owner's hand
      {
        ALT: () => {
          const owner = g.opt(7, () => g.s(5, r.whose));
          g.verb(5, T.AddHand, T.AddHandE);
          return g.act(() => ({
            kind: "Move" as const,
            target,
            to: { zone: "hand" as const, owner: owner ?? ("owner" as const) },
            span: g.spanFrom(start),
          }));
        },
      },
      {
        ALT: () => {
          g.opt(3, () => g.c(20, T.AnyOrder));
          const owner = g.opt(0, () => {
            const o = g.s(1, r.owner);
            g.c(7, T.No);
            return o;
          });
          const position = g.alt(1, [
            {
              ALT: () => {
                g.c(8, T.DeckBottom);
                return "bottom" as const;
              },
            },
            {
              ALT: () => {
                g.c(9, T.DeckTop);
                return "top" as const;
              },
            },
          ]);
          g.c(10, T.Ni);
          g.alt(3, [
            { ALT: () => g.c(11, T.Utsusu) },
            { ALT: () => g.c(21, T.Modosu) },
            { ALT: () => g.c(29, T.Utsushi) },
          ]);
          return g.act(() => ({
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
      // デッキの上のカード1枚を自分のポイント置き場に表向きで置く
      {
        ALT: () => {
          const owner = g.opt(5, () => {
            const o = g.s(3, r.owner);
            g.c(23, T.No);
            return o;
          });
          g.c(24, T.PointPile);
          g.c(25, T.Ni);
          const faceDown = g.alt(4, [
            {
              ALT: () => {
                g.c(26, T.FaceUpDe);
                return false;
              },
            },
            {
              ALT: () => {
                g.c(27, T.FaceDownDe);
                return true;
              },
            },
          ]);
          g.c(28, T.Oku);
          return g.act(() => {
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
      // そのキャラをメインエリアに出す: the card an earlier step took off the field (fa 01-101:
      // removed from the game, then put back) returns to its owner's main area
      {
        ALT: () => {
          g.c(33, T.MainAreaNiDasu);
          return g.act(() => {
            if (target.kind !== "It")
              g.fail("メインエリアに出す of a card that is not one an earlier step moved");
            return {
              kind: "Move" as const,
              target,
              to: { zone: "mainArea" as const, owner: "owner" as const },
              span: g.spanFrom(start),
            };
          });
        },
      },
      // 場に出す: put a card from off the field onto your main area (the card language's
      // `onto your main area`; 休息状態で → rested). Only from your trash or hand: from elsewhere the
      // owner of the destination is not settled.
      {
        ALT: () => {
          const rested = g.opt(6, () => g.c(30, T.RestedDe));
          g.c(31, T.BaNiDasu);
          return g.act(() => {
            // 自分の捨て札置き場にあるこのカードを場に出す: this card, from there
            const z =
              target.kind === "Query"
                ? target.zone
                : target.kind === "This"
                  ? target.zone
                  : undefined;
            if (
              !z ||
              z.owner !== "your" ||
              (z.zone !== "trash" && z.zone !== "hand") ||
              (target.kind === "Query" && target.zone?.top !== undefined)
            ) {
              g.fail("場に出す from a zone other than your trash or hand");
            }
            const step: EffectStep = {
              kind: "Move" as const,
              target,
              to: { zone: "mainArea" as const, owner: "you" as const },
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
          const owner = g.opt(8, () => g.s(6, r.whose));
          const zone = g.alt(2, [
            {
              ALT: () => {
                g.c(12, T.MainArea);
                return "mainArea" as const;
              },
            },
            {
              ALT: () => {
                g.c(13, T.SupportArea);
                return "supportArea" as const;
              },
            },
            {
              ALT: () => {
                g.c(14, T.Hand);
                return "hand" as const;
              },
            },
            // EXデッキに移す: the EX deck (rule 7.11; the checker warns, lowering refuses)
            {
              ALT: () => {
                g.c(32, T.ExDeck);
                return "exDeck" as const;
              },
            },
          ]);
          g.c(15, T.Ni);
          g.verb(6, T.Utsusu, T.Utsushi);
          return g.act(() => {
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
  r.whose = g.def("whose", (): "you" | "opponent" => {
    const o = g.s(0, r.owner);
    g.c(0, T.No);
    return g.act(() => (o === "your" ? ("you" as const) : ("opponent" as const)));
  });

  /**
   * 手札にあるこのカードを[休息状態で]場に出す: this card, if it is still in the hand, onto your main
   * area — a conditional step, so a card that left the hand is not put onto the field from elsewhere.
   */
  r.thisFromHandOntoField = g.def("thisFromHandOntoField", (): EffectStep => {
    const start = g.la(1);
    g.c(0, T.Hand);
    g.c(1, T.NiAru);
    g.c(2, T.ThisCard);
    g.c(3, T.Wo);
    const rested = g.opt(0, () => g.c(4, T.RestedDe));
    g.c(5, T.BaNiDasu);
    return g.act((): EffectStep => {
      const span = g.spanFrom(start);
      const move: EffectStep = {
        kind: "Move",
        target: { kind: "This", span },
        to: { zone: "mainArea", owner: "you" },
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

  /** 手札から<selector>を[休息状態で]場に出す: cards from your hand onto your main area. */
  r.fromHandOntoField = g.def("fromHandOntoField", (): EffectStep => {
    const start = g.la(1);
    g.c(0, T.HandKara);
    const written = g.s(0, r.query);
    g.c(1, T.Wo);
    const late = g.optG(
      0,
      () => isQuantity(g),
      () => g.s(1, r.quantity),
    );
    const rested = g.opt(1, () => g.c(2, T.RestedDe));
    g.c(3, T.BaNiDasu);
    return g.act(() => {
      if (late && written.quantity) return g.fail("two quantities");
      if (written.zone || written.owner) return g.fail("手札から with another zone or owner");
      const target: Selector = {
        ...(withQuantity(written, late) as typeof written),
        zone: { zone: "hand", owner: "your" },
      };
      const step: EffectStep = {
        kind: "Move",
        target,
        to: { zone: "mainArea", owner: "you" },
        span: g.spanFrom(start),
      };
      if (rested) step.rested = true;
      return step;
    });
  });

  /**
   * EXデッキから<selector>を抜き出し、[表にしてから]手札に加える / 手札に移す: a search of your EX deck
   * (rule 7.11), as 抜き出し…手札に加える is from the deck; …抜き出し、[休息状態で]場に出す: a Move
   * onto your main area.
   */
  r.fromExDeck = g.def("fromExDeck", (): EffectStep => {
    const start = g.la(1);
    g.c(0, T.ExDeckKara);
    const written = g.s(0, r.query);
    g.c(1, T.Wo);
    const late = g.optG(
      0,
      () => isQuantity(g),
      () => g.s(1, r.quantity),
    );
    g.c(2, T.Nukidashi);
    g.opt(1, () => g.c(3, T.Comma));
    const reveal = g.opt(3, () => g.c(8, T.Omote)) !== undefined;
    const to = g.alt<{ zone: "hand" | "mainArea"; rested: boolean }>(0, [
      {
        ALT: () => {
          g.verb(0, T.AddHand, T.AddHandE);
          return { zone: "hand" as const, rested: false };
        },
      },
      {
        ALT: () => {
          g.c(4, T.Hand);
          g.c(5, T.Ni);
          g.verb(1, T.Utsusu, T.Utsushi);
          return { zone: "hand" as const, rested: false };
        },
      },
      {
        ALT: () => {
          const rested = g.opt(2, () => g.c(6, T.RestedDe));
          g.c(7, T.BaNiDasu);
          return { zone: "mainArea" as const, rested: rested !== undefined };
        },
      },
    ]);
    return g.act(() => {
      if (late && written.quantity) return g.fail("two quantities");
      if (written.zone || written.owner) return g.fail("EXデッキから with another zone or owner");
      const target: Selector = {
        ...(withQuantity(written, late) as typeof written),
        zone: { zone: "exDeck", owner: "your" },
      };
      const span = g.spanFrom(start);
      if (to.zone === "hand")
        return { kind: "Search" as const, player: "you" as const, target, reveal, span };
      if (reveal) return g.fail("表にしてから before 場に出す");
      const step: EffectStep = {
        kind: "Move",
        target,
        to: { zone: "mainArea", owner: "you" },
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
  r.coins = g.def("coins", (): EffectStep => {
    const start = g.la(1);
    const target = g.s(0, r.selector);
    const coin = (idx: number): string | undefined =>
      g.alt(10 + idx, [
        {
          ALT: () => {
            g.c(20 + idx, T.CoinLit);
            return undefined;
          },
        },
        { ALT: () => g.c(22 + idx, T.NamedCoin).image },
      ]);
    return g.alt<EffectStep>(0, [
      {
        ALT: () => {
          g.alt(1, [{ ALT: () => g.c(0, T.NoUeni) }, { ALT: () => g.c(1, T.Ni) }]);
          const name = coin(0);
          g.c(3, T.Wo);
          const n = g.c(4, T.Num);
          g.alt(2, [
            {
              ALT: () => {
                g.c(5, T.Ko);
                g.c(6, T.Noseru);
              },
            },
            {
              ALT: () => {
                g.c(7, T.Mai);
                g.c(8, T.Oku);
              },
            },
          ]);
          return g.act(() => ({
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
          // の上にある / の上に乗っている: the same coins
          g.alt(3, [{ ALT: () => g.c(9, T.NoUeniAru) }, { ALT: () => g.c(15, T.NoUeniNotteiru) }]);
          const name = coin(1);
          g.c(11, T.Wo);
          const n = g.c(12, T.Num);
          g.c(13, T.Ko);
          g.c(14, T.Torinozoku);
          return g.act(() => ({
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
function withQuantity(s: Selector, q: Quantity | undefined): Selector {
  return q && s.kind === "Query" ? { ...s, quantity: q } : s;
}
