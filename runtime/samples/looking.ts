// Fixture cards of the looking family (issue 13, item 1): texts the translator now reads and the
// compiler lowers, written with the builders exactly as `memoria compile` emits them, so that
// rulings can play them (rulings/look-pick.ruling) before the pool re-encoding puts the real cards
// in cardtext/. Numbered R-451…R-499, this family's range.
import {
  activated,
  choose,
  chooseAnyNumber,
  chooseNow,
  chosen,
  ifYouDo,
  lookAtTop,
  may,
  moveRest,
  moveTo,
  on,
  reveal,
  seq,
  trash,
  triggered,
} from "../cards/builders.ts";
import type { CardDef } from "../cards/definition.ts";
import { character, SAMPLE_TITLE } from "./character.ts";

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
  // TRDR 01-096 (its timing made [メイン/自分]): `[main/own]: reveal the top 3 cards of your deck;
  // then the opponent must choose 2 cards among it; if you do, trash it; then put the rest into
  // your hand` — the opponent designates among the shown cards (their logged decision)
  {
    number: "R-453",
    name: "指名",
    kind: "event",
    color: "yellow",
    title: SAMPLE_TITLE,
    cost: 0,
    source: 1,
    text: "[メイン/自分]:デッキの上のカード3枚を表にする。その後、相手はその中にあるカード2枚を指定する。その場合、指定されたカードを捨て札にする。その後、残りのカードを手札に加える。",
    abilities: [
      activated(
        "main",
        "own",
        seq(
          seq(lookAtTop(3, "top1", "you"), reveal(chosen("top1"), "shown2")),
          seq(chooseNow(choose(2, chosen("shown2")), "chosen3", "opponent"), { do: "nothing" }),
          ifYouDo(trash(chosen("chosen3"))),
          moveRest("top1", "hand", "kept"),
        ),
      ),
    ],
  },
  // KSC 01-079 (its first text, made unconditional): `if this enters: trash the top 3 cards of your
  // deck; then put 1 character among it into its owner's hand` — a pick among cards now in the trash
  character("R-454", "拾い上げ", "yellow", 0, [20, 20], {
    source: 1,
    text: "このカードが登場した場合、デッキの上のカード3枚を捨て札にする。その後、その中にあるキャラ1枚を手札に移す。",
    abilities: [
      triggered(
        on("enters", "this"),
        seq(
          seq(lookAtTop(3, "top1", "you"), trash(chosen("top1"))),
          seq(
            chooseNow(choose(1, chosen("top1", { kind: "character" })), "chosen2"),
            moveTo(chosen("chosen2"), "hand"),
          ),
        ),
        { mode: "if" },
      ),
    ],
  }),
];
