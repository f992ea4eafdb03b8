// Fixture cards of the modes / alternatives / deck-order family (issue 13, `modes`): texts the
// translator now reads and the compiler lowers, written as `memoria compile` emits them, so that
// rulings can play them (rulings/modes-and-deck-order.ruling) before the pool re-encoding puts the
// real cards in cardtext/. Numbered R-711…R-729.
import {
  cards,
  choose,
  chooseNow,
  chosen,
  on,
  oneOf,
  oneOfBy,
  rest,
  seq,
  trash,
  triggered,
} from "../cards/builders.ts";
import type { CardDef } from "../cards/definition.ts";
import { character } from "./character.ts";

/** The opponent trashes 1 card of their hand, chosen by them. */
const opponentTrashesFromHand = seq(
  chooseNow(choose(1, cards("opponent", "hand")), "chosen1", "opponent"),
  trash(chosen("chosen1")),
);

export const modeCards: readonly CardDef[] = [
  // `if this enters: the opponent must (trash 1 card in the opponent's hand or rest 1 of the
  // opponent's characters in the opponent's main area)` (as PM_KG 01-027 with an entry trigger):
  // the opponent picks the option and makes its choices.
  character("R-711", "選ばせる", "red", 0, [20, 20], {
    source: 1,
    text: "このカードが登場した場合、相手は、自分の手札を1枚捨て札にする。または、自分のメインエリアにいるキャラ1枚を休息状態にする。",
    abilities: [
      triggered(
        on("enters", "this"),
        oneOfBy(
          "opponent",
          opponentTrashesFromHand,
          seq(
            chooseNow(
              choose(1, cards("opponent", "main", { kind: "character" })),
              "chosen1",
              "opponent",
            ),
            rest(chosen("chosen1")),
          ),
        ),
        { mode: "if" },
      ),
    ],
  }),
  // `if this enters: rest 1 of the opponent's characters or the opponent must trash 1 card in the
  // opponent's hand` (as MMDK 03-013's 「または、相手は、…」): the controller picks; the opponent
  // performs the second option.
  character("R-712", "選ぶ", "red", 0, [20, 20], {
    source: 1,
    text: "このカードが登場した場合、相手のキャラ1枚を休息状態にする。または、相手は、自分の手札を1枚捨て札にする。",
    abilities: [
      triggered(
        on("enters", "this"),
        oneOf(
          seq(
            chooseNow(choose(1, cards("opponent", "field", { kind: "character" })), "chosen1"),
            rest(chosen("chosen1")),
          ),
          opponentTrashesFromHand,
        ),
        { mode: "if" },
      ),
    ],
  }),
];
