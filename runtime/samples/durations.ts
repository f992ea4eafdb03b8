// Fixture cards of the durations family (issue 13): durations past this turn (次の相手のターン終了時
// まで, 次の退場判定終了時まで) and 活動状態にならない, written with the builders as `memoria compile`
// emits the card language's forms, so that rulings/durations.ruling plays them before the pool
// re-encoding puts real cards in cardtext/. Numbered R-551…R-599.
import {
  activated,
  cards,
  choose,
  draw,
  gets,
  ifYouDo,
  opponentCharacters,
  ready,
  rest,
  restrict,
  seq,
  target,
} from "../cards/builders.ts";
import type { CardDef } from "../cards/definition.ts";
import { character, SAMPLE_TITLE } from "./character.ts";

const anyCharacter = cards("any", "field", { kind: "character" });

export const durationCards: readonly CardDef[] = [
  // as OGR 01-120 (without its break): `rest 1 of the opponent's characters with cost <= 2; if you
  // do, it does not ready at start of turn until end of the opponent's next turn`
  character("R-551", "足止め", "red", 0, [20, 20], {
    source: 1,
    text: "[メイン/自分]:使用コストの値が2以下の相手のキャラ1枚を休息状態にする。その場合、そのキャラは、次の相手のターンの開始時では活動状態にならない。",
    abilities: [
      activated(
        "main",
        "own",
        seq(rest(target(0)), ifYouDo(restrict(target(0), "notReadiedAtStart", "nextOpponentTurn"))),
        {
          targets: [choose(1, opponentCharacters({ kind: "character", cost: { op: "<=", n: 2 } }))],
        },
      ),
    ],
  }),
  // as ERMG P-008 (without its condition): `rest 1 of the opponent's characters; it does not ready
  // until end of the opponent's next turn`
  character("R-552", "金縛り", "red", 0, [20, 20], {
    source: 1,
    text: "[メイン/自分]:相手のキャラ1枚を休息状態にする。そのキャラは、次の相手のターン終了時まで活動状態にならない。",
    abilities: [
      activated(
        "main",
        "own",
        seq(rest(target(0)), restrict(target(0), "doesNotReady", "nextOpponentTurn")),
        { targets: [choose(1, opponentCharacters({ kind: "character" }))] },
      ),
    ],
  }),
  // `[main/own]: ready 1 character`: an effect that readies (DOES_NOT_READY_STOPS_EFFECTS)
  character("R-553", "起こし屋", "red", 0, [20, 20], {
    source: 1,
    text: "[メイン/自分]:キャラ1枚を活動状態にする。",
    abilities: [activated("main", "own", ready(target(0)), { targets: [choose(1, anyCharacter)] })],
  }),
  // as OREG3 02-030c's effect: `1 of the opponent's characters cannot give points by approach until
  // end of the opponent's next turn`
  character("R-554", "見張り", "red", 0, [20, 20], {
    source: 1,
    text: "[メイン/自分]:相手のキャラ1枚は、次の相手のターン終了時までアプローチでポイントを与えることができない。",
    abilities: [
      activated("main", "own", restrict(target(0), "cannotGivePoints", "nextOpponentTurn"), {
        targets: [choose(1, opponentCharacters({ kind: "character" }))],
      }),
    ],
  }),
  // as PPTP 01-097 with a stat change instead of 〔我慢〕: `[approach/both]: 1 character gets
  // +0/+30 until end of the next battle`
  {
    number: "R-555",
    name: "一時の盾",
    kind: "event",
    color: "red",
    title: SAMPLE_TITLE,
    cost: 0,
    source: 1,
    text: "[アプローチ/両方]:キャラ1枚は、次の退場判定終了時まで+0/+30を得る。",
    abilities: [
      activated("approach", "both", gets(target(0), 0, 30, "nextBattle"), {
        targets: [choose(1, anyCharacter)],
      }),
    ],
  },
  // as SAK 01-075's effect (without its coins): `all of the opponent's characters cannot use texts
  // this turn` (CANNOT_USE_TEXTS_MEANS_ACTIVATED)
  character("R-556", "封じ手", "red", 0, [20, 20], {
    source: 1,
    text: "[メイン/自分]:相手の全てのキャラは、このターン、テキストを使用することができない。",
    abilities: [
      activated(
        "main",
        "own",
        restrict(cards("opponent", "field", { kind: "character" }), "cannotUseTexts", "turn"),
      ),
    ],
  }),
  // `[main/both]: draw 1`: a text its player may use in either player's main phase
  character("R-557", "早業", "blue", 0, [20, 20], {
    source: 1,
    text: "[メイン/両方]:カードを1枚引く。",
    abilities: [activated("main", "both", draw(1, "you"))],
  }),
];
