// 「デッキの中を全て見て、その中にある<X>を抜き出し、デッキをシャッフルする」 (GG 01-118): the card is
// taken out of the deck and the deck shuffled without it — the card is chosen in the deck
// (`choose 1 card in your deck`, the player looking through it) and the deck shuffled; a later
// 「抜き出したカードを…」 is `it` (the chosen card, which the shuffle leaves where it is: a card taken
// out is outside the shuffle, and a chosen card is put where the next step says once it is done).
// 「…をデッキに戻し、デッキをシャッフルする」: the cards go into the deck, then it is shuffled. The
// AST has no "into the deck" destination; putting them on top and then shuffling is the same game
// action, so it is read as Move (deck top) and, linked with then, Shuffle. The canonical Japanese
// of that pair (「…をデッキの上に移す。その後、デッキをシャッフルする。」) reads back the same.
import type { EffectStep, Selector } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { optionalQuantity, withLateQuantity } from "./query.ts";

export function defineShuffle(g: ParserBase): void {
  const { rules } = g;
  /** <selector>と[、]: one selector of a list, before the next. */
  rules.listHead = g.define("listHead", (): Selector => {
    const s = g.rule(rules.selector);
    g.token(T.To);
    g.optional(() => g.token(T.Comma));
    return s;
  });

  rules.pickShuffle = g.define("pickShuffle", (): EffectStep[] => {
    const start = g.lookahead(1);
    g.choice<void>([
      {
        ALT: () => {
          g.token(T.DeckAll);
        },
      },
      {
        ALT: () => {
          g.optional(() => {
            g.token(T.Own);
            g.token(T.No);
          });
          g.token(T.DeckAllWo);
        },
      },
    ]);
    g.token(T.Comma);
    g.optional(() => g.token(T.SonoNaka), 2);
    const written = g.rule(rules.query);
    g.token(T.Wo);
    const late = optionalQuantity(g, 4);
    g.token(T.Nukidashi);
    g.optional(() => g.token(T.Comma, 2), 3);
    g.anyToken([T.Shuffle, T.ShuffleBare], 2);
    return g.action((): EffectStep[] => {
      const picked = withLateQuantity(written, late) ?? g.fail("two quantities");
      if (picked.kind !== "Query" || picked.owner || picked.zone)
        return g.fail("a card taken out of the deck has no owner or zone of its own");
      const q = picked.quantity;
      if (!q || (q.kind !== "exactly" && q.kind !== "upTo"))
        return g.fail("a number of cards taken out of the deck");
      const span = g.spanFrom(start);
      const target: Selector = { ...picked, zone: { zone: "deck", owner: "your" } };
      return [
        { kind: "Designate", target, span },
        { kind: "Shuffle", player: "you", span },
      ];
    });
  });

  rules.returnShuffle = g.define("returnShuffle", (): EffectStep[] => {
    const start = g.lookahead(1);
    // 自分の「X」1枚と自分の捨て札置き場にある全てのカードをデッキに戻し (AHB 01-102): a list of
    // selectors, each moved in turn, then one shuffle
    const listed: Selector[] = [];
    g.repeatWhileBacktracking(g.backtrack(rules.listHead), () => {
      const s = g.rule(rules.listHead);
      g.action(() => listed.push(s));
    });
    const written = g.rule(rules.selector);
    g.token(T.Wo);
    const late = optionalQuantity(g);
    g.token(T.Deck);
    g.token(T.Ni);
    // デッキに移し (AHB2 01-102a) is デッキに戻し
    g.anyToken([T.Modoshi, T.Utsushi]);
    g.optional(() => g.token(T.Comma), 2);
    g.anyToken([T.Shuffle, T.ShuffleBare], 2);
    return g.action(() => {
      const target = withLateQuantity(written, late) ?? g.fail("two quantities");
      const span = g.spanFrom(start);
      const move = (t: Selector): EffectStep => ({
        kind: "Move" as const,
        target: t,
        to: { zone: "deck" as const, owner: "owner" as const, position: "top" as const },
        span,
      });
      return [
        ...[...listed, target].map(move),
        { kind: "Shuffle" as const, player: "you" as const, span },
      ];
    });
  });
}
