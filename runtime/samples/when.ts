// Fixture cards of the trigger-variants / turn-history family (issue 13, `when`): texts the
// translator now reads and the compiler lowers, written as `memoria compile` emits them, so that
// rulings can play them (rulings/turn-history.ruling) before the pool re-encoding puts real cards in
// cardtext/. Numbered R-501…R-549.
import { activated, draw, on, triggered, when } from "../cards/builders.ts";
import type { CardDef } from "../cards/definition.ts";
import { character } from "./character.ts";

export const whenCards: readonly CardDef[] = [
  // `[main/own]: if this turn a 「見物人」 of yours enters, draw 1` (as SEKN 01-060 with its own
  // name): turn history, read when the text resolves (state.eventsThisTurn).
  character("R-501", "見物の記録", "blue", 0, [20, 20], {
    source: 1,
    text: "[メイン/自分]:このターンの間に、自分の「見物人」が登場している場合、カードを1枚引く。",
    abilities: [
      activated(
        "main",
        "own",
        when(
          {
            cond: "happened",
            on: { event: "enters", subject: "yours", filter: { name: "見物人" } },
          },
          draw(1),
        ),
      ),
    ],
  }),
  // `if this is blocked by a character with cost <= 3: draw 1` (as GP 01-086): only a block by
  // such a character fires it (rule 8.4; the blocker as it blocks). rulings/blocked-by.ruling.
  character("R-502", "選り好み", "red", 0, [20, 20], {
    source: 1,
    text: "このカードが使用コストの値が3以下のキャラに妨害された場合、カードを1枚引く。",
    abilities: [
      triggered(
        { ...on("isBlocked"), blocker: { kind: "character", cost: { op: "<=", n: 3 } } },
        draw(1),
      ),
    ],
  }),
];
