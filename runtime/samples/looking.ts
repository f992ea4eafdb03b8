// Fixture cards of the looking family (issue 13, item 1): texts the translator now reads and the
// compiler lowers, written with the builders exactly as `memoria compile` emits them, so that
// rulings can play them (rulings/look-pick.ruling) before the pool re-encoding puts the real cards
// in cardtext/. Numbered R-451…R-499, this family's range.
import {
  chooseAnyNumber,
  chooseNow,
  chosen,
  lookAtTop,
  may,
  moveTo,
  on,
  seq,
  trash,
  triggered,
} from "../cards/builders.ts";
import type { CardDef } from "../cards/definition.ts";
import { character } from "./character.ts";

export const lookingCards: readonly CardDef[] = [
  // ORG2 02-078: `if this enters: trash any number of cards in the top 3 cards of your deck`
  character("R-451", "選り分け", "yellow", 0, [20, 20], {
    source: 2,
    text: "このカードが登場した場合、デッキの上のカード3枚を見て、その中にある任意の枚数のカードを捨て札にする。",
    abilities: [
      triggered(
        on("enters", "this"),
        seq(
          lookAtTop(3, "top1", "you"),
          chooseNow(chooseAnyNumber(0, chosen("top1")), "chosen2"),
          trash(chosen("chosen2")),
        ),
        { mode: "if" },
      ),
    ],
  }),
  // AHB 01-006: `if this enters: you may put any number of cards in the top 3 cards of your deck
  // on the bottom of its owner's deck`
  character("R-452", "底送り", "red", 0, [20, 10], {
    source: 2,
    text: "このカードが登場した場合、デッキの上のカード3枚を見て、その中にある任意の枚数のカードをデッキの下に移すことができる。",
    abilities: [
      triggered(
        on("enters", "this"),
        may(
          seq(
            lookAtTop(3, "top1", "you"),
            chooseNow(chooseAnyNumber(0, chosen("top1")), "chosen2"),
            moveTo(chosen("chosen2"), "deckBottom"),
          ),
        ),
        { mode: "if" },
      ),
    ],
  }),
];
