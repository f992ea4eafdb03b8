// [自分の|相手の] before a noun that names a zone's cards (手札): the owner printed, or none —
// the text's controller's, as 手札1枚 is (rules handSubject, handCount and the hand query).
import type { ParserBase } from "./base.ts";
import { T } from "../tokens.ts";
import type { Owner } from "./results.ts";

export function ownerOrYours(g: ParserBase): Owner {
  return (
    g.optional(() => {
      const o = g.rule(g.rules.owner);
      g.token(T.No);
      return o;
    }) ?? "your"
  );
}
