// Fixture cards of the counted values (issue 13): a number a text takes from the game when it
// resolves, written with the builders as `memoria compile` emits them, so that rulings can play
// them (rulings/counted-values.ruling) before the pool re-encoding puts real cards in cardtext/.
// Numbered R-671…R-689 (this family's range).
import { activated, cards, draw } from "../cards/builders.ts";
import type { CardDef } from "../cards/definition.ts";
import { character } from "./character.ts";

export const countedCards: readonly CardDef[] = [
  // `[main/own]: draw count(cards in your exile) / 3` (as SAGA 01-081, 10枚につき): one card for
  // every 3 removed cards, rounded down
  character("R-671", "三つ束ね", "green", 0, [20, 20], {
    text: "[メイン/自分]:ゲームから取り除かれている自分のカード3枚につき、カードを1枚引く。",
    abilities: [activated("main", "own", draw({ count: cards("you", "removed"), every: 3 }))],
  }),
  // `[main/own]: draw until your hand is 3` (as TRDR 01-113): what the hand lacks of 3 cards
  character("R-672", "補充係", "green", 0, [20, 20], {
    text: "[メイン/自分]:手札が3枚になるまでカードを引く。",
    abilities: [activated("main", "own", draw({ handTo: "you", size: 3 }))],
  }),
];
