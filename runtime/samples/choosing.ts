// Fixture cards of the choosing family (issue 13): texts the translator now reads and the compiler
// lowers, written with the builders exactly as `memoria compile` emits them, so that rulings can
// play them (rulings/choosing.ruling) before the pool re-encoding puts real cards in cardtext/.
// Numbered R-11x, clear of the rules fixture's digest cards.
import {
  activated,
  cards,
  choose,
  chooseAnyNumber,
  chooseNow,
  chosen,
  draw,
  ifYouDo,
  oneOf,
  rest,
  seq,
  target,
  trash,
  triggered,
  on,
} from "../cards/builders.ts";
import type { CardDef } from "../cards/definition.ts";
import { character } from "./character.ts";

const yourCharacters = cards("you", "field", { kind: "character" });

/** `trash any number of cards in your hand` as compiled: the trashed cards bound as `chosen1`. */
export const trashAnyFromHand = () =>
  seq(chooseNow(chooseAnyNumber(0, cards("you", "hand")), "chosen1"), trash(chosen("chosen1")));

export const choosingCards: readonly CardDef[] = [
  // `[main/own]: rest any number of your characters; if you do, draw 1` (as SAG 01-117): a
  // declaration target (rule 4.2) of 0 or more cards
  character("R-111", "休ませ屋", "green", 0, [20, 20], {
    source: 1,
    text: "[メイン/自分]:任意の枚数の自分のキャラを休息状態にする。その場合、カードを1枚引く。",
    abilities: [
      activated("main", "own", seq(rest(target(0)), ifYouDo(draw(1, "you"))), {
        targets: [chooseAnyNumber(0, yourCharacters)],
      }),
    ],
  }),
  // `[main/own]: trash 1 or more cards in your hand; if you do, draw 1` (as AW 01-070): chosen on
  // resolution, at least 1
  character("R-112", "捨て屋", "green", 0, [20, 20], {
    source: 1,
    text: "[メイン/自分]:1枚以上の任意の枚数の手札を捨て札にする。その場合、カードを1枚引く。",
    abilities: [
      activated(
        "main",
        "own",
        seq(
          seq(
            chooseNow(chooseAnyNumber(1, cards("you", "hand")), "chosen1"),
            trash(chosen("chosen1")),
          ),
          ifYouDo(draw(1, "you")),
        ),
      ),
    ],
  }),
  // `if this enters: trash any number of cards in your hand; if you do, draw count(it)` (KMG 06-089):
  // one card for each card the first step trashed
  character("R-114", "引き直し", "green", 0, [20, 20], {
    source: 1,
    text: "このカードが登場した場合、手札を任意の枚数捨て札にする。その場合、捨て札にしたカード1枚につき、カードを1枚引く。",
    abilities: [
      triggered(
        on("enters", "this"),
        seq(trashAnyFromHand(), ifYouDo(draw({ count: chosen("chosen1") }, "you"))),
        { mode: "if" },
      ),
    ],
  }),
  // `[main/own]: trash any number of cards in your hand; if you do, 1 of your characters gets
  // +10/+10 for each it until end of turn` (PM_K-ON_Part2 02-115): `it` is the trashed cards, not
  // the character chosen after them
  character("R-115", "気合い", "green", 0, [20, 20], {
    source: 1,
    text: "[メイン/自分]:任意の枚数の手札を捨て札にする。その場合、自分のキャラ1枚は、ターン終了時まで捨て札にしたカード1枚につき+10/+10を得る。",
    abilities: [
      activated(
        "main",
        "own",
        seq(
          trashAnyFromHand(),
          ifYouDo(
            seq(chooseNow(choose(1, yourCharacters), "chosen2"), {
              do: "modify",
              who: chosen("chosen2"),
              ap: 10,
              dp: 10,
              duration: "turn",
              per: chosen("chosen1"),
            }),
          ),
        ),
      ),
    ],
  }),
  // `[main/own]: draw 1 or (rest 1 character; draw 2)` (以下から1つ選択する, as BBD 01-012)
  character("R-113", "選び屋", "green", 0, [20, 20], {
    source: 1,
    text: "[メイン/自分]:以下から1つ選択する。「カードを1枚引く。」「キャラ1枚を休息状態にし、カードを2枚引く。」",
    abilities: [
      activated(
        "main",
        "own",
        oneOf(
          draw(1, "you"),
          seq(
            seq(
              chooseNow(choose(1, cards("any", "field", { kind: "character" })), "chosen1"),
              rest(chosen("chosen1")),
            ),
            draw(2, "you"),
          ),
        ),
      ),
    ],
  }),
];
