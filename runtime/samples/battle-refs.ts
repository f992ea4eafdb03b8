// Fixture cards of the battle-references family (issue 13, branch `battle`): states read as a
// trigger's event happens (「…がいる状態で」, 「…がプレイされているターンの間に」), the card across an
// approach (「「X」1枚を妨害している相手のキャラ」), leaving by the approach of the host, and the
// triggers an effect creates about the card it chose. Each is written with the builders as
// `memoria compile` emits the card-language line in its comment, so that rulings/battle-refs.ruling
// plays them before the pool re-encoding puts the real cards in cardtext/. Numbered R-651…R-669.
import {
  activated,
  cards,
  choose,
  chooseNow,
  chosen,
  countOf,
  draw,
  eventCard,
  gets,
  ifYouDo,
  mayBy,
  on,
  restrict,
  returnToHand,
  seq,
  target,
  thisCard,
  thisTurn,
  triggered,
} from "../cards/builders.ts";
import type { CardDef, Color } from "../cards/definition.ts";
import { character, SAMPLE_TITLE } from "./character.ts";

/** An event or support card of the family (cost 0, source 1). */
function card(
  number: string,
  name: string,
  kind: "event" | "support",
  color: Color,
  text: string,
  abilities: CardDef["abilities"],
): CardDef {
  return { number, name, kind, color, title: SAMPLE_TITLE, cost: 0, source: 1, text, abilities };
}

export const battleRefCards: readonly CardDef[] = [
  // `if this approaches and you have a 「仲間A」 and you have a 「仲間B」 and you have a 「仲間C」:
  // this does not leave until end of turn` (as AKB 01-062)
  character("R-651", "三人目", "yellow", 0, [40, 30], {
    text: "このカードは、自分の「仲間A」と「仲間B」と「仲間C」がいる状態でアプローチに参加した場合、ターン終了時まで退場しない。",
    abilities: [
      triggered(on("approaches", "this"), restrict(thisCard, "cannotLeave", "turn"), {
        mode: "if",
        condition: {
          cond: "and",
          all: [
            countOf(cards("you", "field", { name: "仲間A" }), ">=", 1),
            countOf(cards("you", "field", { name: "仲間B" }), ">=", 1),
            countOf(cards("you", "field", { name: "仲間C" }), ">=", 1),
          ],
        },
      }),
    ],
  }),
  // `if this approaches and (you played a red event this turn or the opponent played a red event
  // this turn): this gets +40/+40 until end of turn; if you do, draw 1` (as KMK 01-027)
  character("R-652", "赤の後", "red", 0, [30, 20], {
    text: "このカードは、赤のイベントカードがプレイされているターンの間に、アプローチに参加した場合、ターン終了時まで+40/+40を得る。その場合、カードを1枚引く。",
    abilities: [
      triggered(
        on("approaches", "this"),
        seq(gets(thisCard, 40, 40, "turn"), ifYouDo(draw(1, "you"))),
        {
          mode: "if",
          condition: {
            cond: "or",
            any: [
              { cond: "playedThisTurn", who: "you", filter: { kind: "event", color: "red" } },
              { cond: "playedThisTurn", who: "opponent", filter: { kind: "event", color: "red" } },
            ],
          },
        },
      ),
    ],
  }),
  // `[approach/own]: 1 of the opponent's characters blocking your 「守られ役」 with 【魔法少女】 gets
  // ±0/-50 until end of turn` (as MMDK 03-110: 「美樹 さやか」1枚を妨害している)
  card(
    "R-653",
    "刺す",
    "event",
    "yellow",
    "[アプローチ/自分]:自分の【魔法少女】を持つ「守られ役」1枚を妨害している相手のキャラ1枚は、ターン終了時まで±0/-50を得る。",
    [
      activated("approach", "own", gets(target(0), 0, -50, "turn"), {
        targets: [
          choose(
            1,
            cards("opponent", "field", {
              kind: "character",
              blocks: cards("you", "field", { name: "守られ役", trait: "魔法少女" }),
            }),
          ),
        ],
      }),
    ],
  ),
  // `if a character of the opponent's leaves by the approach of host: 1 of the opponent's
  // characters with the same name as it cannot block until end of turn` (as FA 01-110)
  card(
    "R-654",
    "追撃の槌",
    "support",
    "red",
    "このカードがセットされているキャラのアプローチで相手のキャラが退場した場合、退場したキャラと同じ名称の相手のキャラ1枚は、ターン終了時まで妨害に参加できない。",
    [
      triggered(
        { ...on("leaves", "opponents", { kind: "character" }), approachOf: "host" },
        restrict(target(0), "cannotBlock", "turn"),
        {
          mode: "if",
          targets: [
            choose(1, cards("opponent", "field", { kind: "character", sameNameAs: eventCard })),
          ],
        },
      ),
    ],
  ),
  // `[main/opponent]: draw 1; then the opponent may draw 1; if you do, return 1 character in your
  // trash to its owner's hand` (as AHB 01-116: 相手がカードを引いた場合 is the opponent's draw)
  card(
    "R-655",
    "譲り合い",
    "event",
    "blue",
    "[メイン/相手]:カードを1枚引く。その後、相手はカードを1枚引くことができる。相手がカードを引いた場合、自分の捨て札置き場にあるキャラ1枚を手札に戻す。",
    [
      activated(
        "main",
        "opponent",
        seq(
          draw(1, "you"),
          mayBy("opponent", draw(1, "opponent")),
          ifYouDo(
            seq(
              chooseNow(choose(1, cards("you", "trash", { kind: "character" })), "chosen1"),
              returnToHand(chosen("chosen1")),
            ),
          ),
        ),
      ),
    ],
  ),
  // `[main/own] [0]: choose 1 of your characters; this turn, if it gives a point by approach:
  // (draw 2)` (as KSC 01-053: 指定したキャラが…した場合, UNDATED_CREATED_TRIGGER_LASTS_THIS_TURN)
  character("R-656", "指名役", "blue", 0, [10, 10], {
    text: "[メイン/自分]:《0》自分のキャラ1枚を指定する。指定したキャラがアプローチでポイントを与えた場合、カードを2枚引く。",
    abilities: [
      activated(
        "main",
        "own",
        seq(
          { do: "nothing" },
          thisTurn(on("givesPoint", "bound"), draw(2, "you"), { bind: target(0) }),
        ),
        { cost: { source: 0 }, targets: [choose(1, cards("you", "field", { kind: "character" }))] },
      ),
    ],
  }),
  // `if this is blocked: characters blocking this get ±0/-10 until end of turn` (as PM_K-ON 01-057,
  // printed with no trigger: UNTRIGGERED_BLOCKER_TEXT_FIRES_ON_BLOCK)
  character("R-658", "弱らせ役", "yellow", 0, [30, 30], {
    text: "このカードを妨害しているキャラは、ターン終了時まで±0/-10を得る。",
    abilities: [
      triggered(
        on("isBlocked", "this"),
        gets(cards("any", "field", { kind: "character", blocks: thisCard }), 0, -10, "turn"),
        { mode: "if" },
      ),
    ],
  }),
  // `[main/own]: 1 of your characters gets +20/+20 until end of turn; if you do, this turn, if a
  // character of the opponent's leaves by the approach of it: (draw 2)` (as hyakka 01-095)
  card(
    "R-657",
    "百花の号令",
    "event",
    "red",
    "[メイン/自分]:自分のキャラ1枚は、ターン終了時まで+20/+20を得る。その場合、そのキャラのアプローチで相手のキャラが退場した場合、カードを2枚引く。",
    [
      activated(
        "main",
        "own",
        seq(
          gets(target(0), 20, 20, "turn"),
          ifYouDo(
            thisTurn(
              { ...on("leaves", "opponents", { kind: "character" }), approachOf: "bound" },
              draw(2, "you"),
              { bind: target(0) },
            ),
          ),
        ),
        { targets: [choose(1, cards("you", "field", { kind: "character" }))] },
      ),
    ],
  ),
];
