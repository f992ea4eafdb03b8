// 「…をデッキに戻し、デッキをシャッフルする」: the cards go into the deck, then it is shuffled. The
// AST has no "into the deck" destination; putting them on top and then shuffling is the same game
// action, so it is read as Move (deck top) and, linked with then, Shuffle. The canonical Japanese
// of that pair (「…をデッキの上に移す。その後、デッキをシャッフルする。」) reads back the same.
import type { EffectStep } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { isQuantity } from "./query.ts";

export function defineShuffle(g: ParserBase): void {
  const r = g.r;
  r.returnShuffle = g.def("returnShuffle", (): EffectStep[] => {
    const start = g.la(1);
    const written = g.s(0, r.selector);
    g.c(0, T.Wo);
    const late = g.optG(
      0,
      () => isQuantity(g),
      () => g.s(1, r.quantity),
    );
    g.c(1, T.Deck);
    g.c(2, T.Ni);
    g.c(3, T.Modoshi);
    g.opt(1, () => g.c(4, T.Comma));
    g.c(5, T.Shuffle);
    return g.act(() => {
      if (late && written.kind === "Query" && written.quantity) return g.fail("two quantities");
      const target = late && written.kind === "Query" ? { ...written, quantity: late } : written;
      const span = g.spanFrom(start);
      return [
        {
          kind: "Move" as const,
          target,
          to: { zone: "deck" as const, owner: "owner" as const, position: "top" as const },
          span,
        },
        { kind: "Shuffle" as const, player: "you" as const, span },
      ];
    });
  });
}
