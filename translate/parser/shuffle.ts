// 「…をデッキに戻し、デッキをシャッフルする」: the cards go into the deck, then it is shuffled. The
// AST has no "into the deck" destination; putting them on top and then shuffling is the same game
// action, so it is read as Move (deck top) and, linked with then, Shuffle. The canonical Japanese
// of that pair (「…をデッキの上に移す。その後、デッキをシャッフルする。」) reads back the same.
import type { EffectStep } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { optionalQuantity, withLateQuantity } from "./query.ts";

export function defineShuffle(g: ParserBase): void {
  const { rules } = g;
  rules.returnShuffle = g.define("returnShuffle", (): EffectStep[] => {
    const start = g.lookahead(1);
    const written = g.rule(rules.selector);
    g.token(T.Wo);
    const late = optionalQuantity(g);
    g.token(T.Deck);
    g.token(T.Ni);
    g.token(T.Modoshi);
    g.optional(() => g.token(T.Comma), 2);
    g.token(T.Shuffle);
    return g.action(() => {
      const target = withLateQuantity(written, late) ?? g.fail("two quantities");
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
