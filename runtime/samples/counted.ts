// Fixture cards of the counted values (issue 13): a number a text takes from the game when it
// resolves, written with the builders as `memoria compile` emits them, so that rulings can play
// them (rulings/counted-values.ruling) before the pool re-encoding puts real cards in cardtext/.
// Numbered R-671…R-689 (this family's range).
import {
  activated,
  cards,
  choose,
  chooseNow,
  chosen,
  draw,
  flipPoints,
  ifYouDo,
  lookAtTop,
  may,
  moveTo,
  opponentCharacters,
  repeat,
  rest,
  seq,
  setStats,
  target,
} from "../cards/builders.ts";
import type { CardDef } from "../cards/definition.ts";
import { character } from "./character.ts";
import { trashAnyFromHand } from "./choosing.ts";

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
  // `[main/own]: repeat count(cards in your point pile) times, put the top 1 card of your deck into
  // your point pile` (as KGY 01-089's 1枚につき): the count is taken once (REPEAT_COUNT_TAKEN_ONCE),
  // so the cards each round adds to the pile add no round
  character("R-673", "積み増し", "green", 0, [20, 20], {
    text: "[メイン/自分]:自分のポイント置き場にあるカード1枚につき、デッキの上のカード1枚を自分のポイント置き場に置く。",
    abilities: [
      activated(
        "main",
        "own",
        repeat(
          { count: cards("you", "points") },
          seq(lookAtTop(1, "top1", "you"), moveTo(chosen("top1"), "points")),
        ),
      ),
    ],
  }),
  // `[main/own]: repeat count(your characters) / 2 times, you may turn 1 card in your point pile
  // face up` (as SAK 01-099's 3枚につき): one optional flip for every 2 characters, each its own
  // decision
  character("R-674", "二人で一つ", "green", 0, [20, 20], {
    text: "[メイン/自分]:自分のキャラ2枚につき、自分のポイント置き場にあるカード1枚を表向きにすることができる。",
    abilities: [
      activated(
        "main",
        "own",
        repeat(
          { count: cards("you", "field", { kind: "character" }), every: 2 },
          may(flipPoints("you", 1, true)),
        ),
      ),
    ],
  }),
  // `[main/own]: the dp of 1 of the opponent's characters becomes 0 until end of turn` (as SZ2
  // 01-104): one stat set (a set layer, STAT_LAYERS), the other left as it is
  character("R-675", "零の宣告", "green", 0, [20, 20], {
    text: "[メイン/自分]:相手のキャラ1枚のDPの値を、ターン終了時まで0に変更する。",
    abilities: [
      activated("main", "own", setStats(target(0), { dp: 0 }, "turn"), {
        targets: [choose(1, opponentCharacters())],
      }),
    ],
  }),
  // `[main/own]: trash any number of cards in your hand; if you do, rest 1 of the opponent's
  // characters with cost <= count(it)` (as AW 01-070's 捨て札にした枚数以下): the count of what the
  // first step trashed, measured when the second step chooses
  character("R-676", "捨て身の数", "green", 0, [20, 20], {
    text: "[メイン/自分]:手札を任意の枚数捨て札にする。その場合、捨て札にした枚数以下の使用コストの値を持つ相手のキャラ1枚を休息状態にする。",
    abilities: [
      activated(
        "main",
        "own",
        seq(
          trashAnyFromHand(),
          ifYouDo(
            seq(
              chooseNow(
                choose(
                  1,
                  opponentCharacters({
                    measured: { stat: "cost", op: "<=", than: { count: chosen("chosen1") } },
                  }),
                ),
                "chosen2",
              ),
              rest(chosen("chosen2")),
            ),
          ),
        ),
      ),
    ],
  }),
];
