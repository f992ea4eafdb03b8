// The bound a printed count or amount carries: N以上 (at least) or N以下 (at most). Cards print
// 以上 far more often, but 以下 is the same template's other word (自分が経験コインを2個以下持つ場合,
// 《使用条件》:自分の…キャラ4枚以下), and every Comparison of the card language holds either.
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";

/** A bound printed after a number (以上 at least, 以下 at most) or none (exactly that number). */
type Bound = ">=" | "<=";

/** 以上 / 以下 after a number, or nothing: exactly that number (2個持つ場合). */
export function optionalBound(g: ParserBase, occurrence = 1): Bound | "==" {
  const op = g.optional(
    () =>
      g.oneOf<Bound>(
        [
          [T.Ijou, ">="],
          [T.Ika, "<="],
        ],
        occurrence,
      ),
    occurrence,
  );
  return op ?? "==";
}

/** 枚以上 / 枚以下 after a number of cards. */
export function maiBound(g: ParserBase, occurrence = 1): Bound {
  return g.oneOf<Bound>(
    [
      [T.MaiIjou, ">="],
      [T.MaiIka, "<="],
    ],
    occurrence,
  );
}
