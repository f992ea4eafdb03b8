// Deck templates: デッキの上のカードN枚を見る (LookAtTop) and the search template
// 「デッキの上のカードN枚を見て、その中にある<X>を抜き出し、表にしてから手札に加える」. The search
// is one Search step whose target lies in the top N cards (zone.top = N) or in the whole deck
// (デッキの中を全て見て); the sentence that follows (残りのカードを…デッキの下に移す / デッキを
// シャッフルする) is read by the sentence grammar and checked by the assembler.
import type { EffectStep, QuerySelector } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { isQuantity } from "./query.ts";

export function defineDeck(g: ParserBase): void {
  const r = g.r;

  r.lookTop = g.def("lookTop", (): EffectStep => {
    const start = g.la(1);
    const top = g.s(0, r.deckTop);
    g.c(0, T.Wo);
    g.c(1, T.Miru);
    return g.act(() => ({
      kind: "LookAtTop" as const,
      player: top.zone?.owner === "opponent's" ? ("opponent" as const) : ("you" as const),
      amount: { kind: "Number" as const, value: top.zone?.top ?? 0 },
      span: g.spanFrom(start),
    }));
  });

  /**
   * デッキの上のカードN枚を見て、任意の順番でデッキの上(下)に戻す: look, then put them all back in
   * the order the player chooses — a LookAtTop and a PutRest of every card looked at.
   */
  r.lookRearrange = g.def("lookRearrange", (): EffectStep[] => {
    const look = g.s(0, r.lookTopHead);
    g.c(0, T.Comma);
    const restStart = g.la(1);
    g.c(1, T.AnyOrder);
    const to = g.alt(0, [
      {
        ALT: () => {
          g.c(2, T.DeckTop);
          return "deckTop" as const;
        },
      },
      {
        ALT: () => {
          g.c(3, T.DeckBottom);
          return "deckBottom" as const;
        },
      },
    ]);
    g.c(4, T.Ni);
    g.alt(1, [{ ALT: () => g.c(5, T.Modosu) }, { ALT: () => g.c(6, T.Utsusu) }]);
    return g.act((): EffectStep[] => {
      if (look.kind !== "LookAtTop" || look.player !== "you")
        return g.fail("a look at the opponent's deck");
      return [look, { kind: "PutRest", to, order: "chosen", span: g.spanFrom(restStart) }];
    });
  });

  /** デッキの上のカードN枚を見て (the joining form of lookTop). */
  r.lookTopHead = g.def("lookTopHead", (): EffectStep => {
    const start = g.la(1);
    const top = g.s(0, r.deckTop);
    g.c(0, T.Wo);
    g.c(1, T.Mite);
    return g.act(() => ({
      kind: "LookAtTop" as const,
      player: top.zone?.owner === "opponent's" ? ("opponent" as const) : ("you" as const),
      amount: { kind: "Number" as const, value: top.zone?.top ?? 0 },
      span: g.spanFrom(start),
    }));
  });

  r.search = g.def("search", (): EffectStep => {
    const start = g.la(1);
    const from = g.alt(0, [
      {
        ALT: () => {
          const t = g.s(0, r.deckTop);
          g.c(0, T.Wo);
          g.c(1, T.Mite);
          return t;
        },
      },
      {
        ALT: () => {
          g.c(2, T.DeckAll);
          return undefined;
        },
      },
      {
        ALT: () => {
          g.opt(2, () => {
            g.c(10, T.Own);
            g.c(11, T.No);
          });
          g.c(12, T.DeckAllWo);
          return undefined;
        },
      },
    ]);
    g.c(3, T.Comma);
    g.c(4, T.SonoNaka);
    const written = g.s(1, r.query);
    g.c(5, T.Wo);
    const late = g.optG(
      3,
      () => isQuantity(g),
      () => g.s(2, r.quantity),
    );
    const reveal = g.alt(1, [
      {
        ALT: () => {
          g.c(6, T.Nukidashi);
          g.opt(0, () => g.c(7, T.Comma));
          return (
            g.opt(1, () => {
              g.c(8, T.Omote);
              return true;
            }) ?? false
          );
        },
      },
      { ALT: () => false },
    ]);
    g.c(9, T.AddHand);
    return g.act(() => {
      if (late && written.quantity) return g.fail("two quantities");
      const target = late ? { ...written, quantity: late } : written;
      if (target.owner || target.zone)
        return g.fail("a searched card has no owner or zone of its own");
      // デッキの上のカードN枚を見て: the target lies in the top N (zone.top, as the card language's
      // `search the top N cards of your deck for …`); デッキの中を全て見て: the whole deck, which the
      // step says (`search your deck for …`) — the target has no zone, as the card language reads it
      const zone: QuerySelector["zone"] = from?.zone;
      return {
        kind: "Search" as const,
        player: "you" as const,
        target: zone ? { ...target, zone } : target,
        reveal,
        span: g.spanFrom(start),
      };
    });
  });
}
