// Fixture cards of the modes / alternatives / deck-order family (issue 13, `modes`): texts the
// translator now reads and the compiler lowers, written as `memoria compile` emits them, so that
// rulings can play them (rulings/modes-and-deck-order.ruling) before the pool re-encoding puts the
// real cards in cardtext/. Numbered R-711…R-729.
import {
  activated,
  cards,
  choose,
  chooseAnyNumber,
  chooseNow,
  chosen,
  draw,
  lookAtBottom,
  moveTo,
  on,
  oneOf,
  oneOfBy,
  rest,
  search,
  seq,
  target,
  trash,
  triggered,
} from "../cards/builders.ts";
import type { CardDef } from "../cards/definition.ts";
import { character, SAMPLE_TITLE } from "./character.ts";

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
  // `mode [main/own]: draw 1` / `mode [main/both]: rest 1 of the opponent's characters` (as MC
  // 01-110, SPK 01-120): the play names its mode; the mode's timing decides when it can be played
  // and its targets are chosen with the play (rules 4.2, 6.5).
  {
    number: "R-713",
    name: "二者択一",
    kind: "event",
    color: "red",
    title: SAMPLE_TITLE,
    cost: 0,
    source: 1,
    text: "このカードをプレイする場合、以下から1つ選択する。・[メイン/自分]:カードを1枚引く。・[メイン/両方]:相手のキャラ1枚を休息状態にする。",
    abilities: [
      activated("main", "own", draw(1), { eventMode: true }),
      activated("main", "both", rest(target(0)), {
        eventMode: true,
        targets: [choose(1, cards("opponent", "field", { kind: "character" }))],
      }),
    ],
  },
  // `[main/own]: put any number of cards in the bottom 3 cards of your deck on the top of its
  // owner's deck` (as MDK 01-108 with 3 cards): only the bottom 3 are looked at and offered.
  {
    number: "R-714",
    name: "底から上へ",
    kind: "event",
    color: "green",
    title: SAMPLE_TITLE,
    cost: 0,
    source: 1,
    text: "[メイン/自分]:デッキの下のカード3枚を見て、その中にある任意の枚数のカードを抜き出し、デッキの上に移す。",
    abilities: [
      activated(
        "main",
        "own",
        seq(
          lookAtBottom(3, "top1", "you"),
          chooseNow(chooseAnyNumber(0, chosen("top1")), "chosen2"),
          moveTo(chosen("chosen2"), "deckTop"),
        ),
      ),
    ],
  },
  // `if this enters: search the bottom 3 cards of your deck for 1 character with 【制服】 and reveal
  // it` (as KON4 04-052 with 3 cards): a 【制服】 card above the bottom 3 is not found.
  character("R-715", "底さらい", "green", 0, [20, 20], {
    source: 1,
    text: "このカードが登場した場合、デッキの下のカード3枚を見て、その中にある【制服】を持つキャラ1枚を抜き出し、表にしてから手札に加える。",
    abilities: [
      triggered(
        on("enters", "this"),
        seq(
          search({
            player: "you",
            look: 3,
            end: "bottom",
            filter: { kind: "character", trait: "制服" },
            take: 1,
            reveal: true,
            as: "found1",
          }),
          moveTo(chosen("found1"), "hand"),
        ),
        { mode: "if" },
      ),
    ],
  }),
];
