// The "rules" fixture: engine test cards for digest clauses whose text no real card of cardtext/
// or of the corpus prints (issue 12; rulings/rules-gaps-2.ruling). They are sample cards, not real
// ones: their numbers R-001… are this fixture's own, and their texts are written for the rule they
// exercise, in the printed templates of keywords.md. None of them is in a sample deck.
import {
  activated,
  breakKeyword,
  cards,
  choose,
  chooseNow,
  chosen,
  continuous,
  countOf,
  draw,
  flipPoints,
  gets,
  givePoints,
  lookAtTop,
  moveRest,
  moveTo,
  on,
  oneOf,
  opponentCharacters,
  reattach,
  rest,
  restrict,
  returnToHand,
  search,
  seq,
  target,
  thisCard,
  trash,
  triggered,
  when,
  yourCharacters,
} from "../cards/builders.ts";
import type { Ability, CardDef, Color } from "../cards/definition.ts";
import { character, SAMPLE_TITLE } from "./character.ts";
import { choosingCards } from "./choosing.ts";
import { whenCards } from "./when.ts";
import { modeCards } from "./modes.ts";
import { durationCards } from "./durations.ts";
import { lookingCards } from "./looking.ts";
import { handCards } from "./hand.ts";
import { battleRefCards } from "./battle-refs.ts";
import { replacementCards } from "./replacements.ts";
import { countedCards } from "./counted.ts";
import { faultCards } from "./faults.ts";

const K = SAMPLE_TITLE;

/** A 20/20 character of the fixture with its printed text and abilities. */
const fixtureCharacter = (
  number: string,
  name: string,
  color: Color,
  cost: number,
  source: number,
  text: string,
  abilities: readonly Ability[],
): CardDef => character(number, name, color, cost, [20, 20], { source, text, abilities });

function event(
  number: string,
  name: string,
  text: string,
  abilities: readonly Ability[],
  breaks = false,
): CardDef {
  return {
    number,
    name,
    kind: "event",
    color: "red",
    title: K,
    cost: 0,
    source: 1,
    ...(breaks ? { keywords: [breakKeyword()] } : {}),
    text,
    abilities,
  };
}

export const rulesCards: readonly CardDef[] = [
  // Rule 3.1: a start-of-turn trigger, which resolves after the draw and the readying.
  fixtureCharacter(
    "R-001",
    "朝の当番",
    "red",
    1,
    1,
    "自分のターンの開始時、このカードを休息状態にする。その後、デッキの上のカード1枚を捨て札にする。",
    [
      triggered(
        on("startOfTurn", "yours"),
        seq(rest(thisCard), seq(lookAtTop(1, "top", "you"), trash(chosen("top")))),
      ),
    ],
  ),
  // Rule 4.3: a text with two targets (one of the opponent's characters, one of yours).
  event(
    "R-002",
    "二兎追い",
    "[メイン/自分]:相手のキャラ1枚を休息状態にし、自分のキャラ1枚は、ターン終了時まで+10/+10を得る。",
    [
      activated("main", "own", seq(rest(target(0)), gets(target(1), 10, 10)), {
        targets: [choose(1, opponentCharacters()), choose(1, yourCharacters())],
      }),
    ],
  ),
  // Rule 4.3: an activated text without a rest cost (a rested source still resolves) …
  fixtureCharacter(
    "R-003",
    "一人稽古",
    "blue",
    1,
    1,
    "[メイン/自分]:《0》このカードは、ターン終了時まで+10/+10を得る。",
    [activated("main", "own", gets(thisCard, 10, 10))],
  ),
  // … and one whose text requires its source to be ready.
  fixtureCharacter(
    "R-004",
    "見張り番",
    "blue",
    1,
    1,
    "[メイン/自分]:《0》このカードが活動状態の場合、カードを1枚引く。",
    [activated("main", "own", when({ cond: "thisIs", filter: { rested: false } }, draw(1)))],
  ),
  // Rule 5.5 / R-FAQ-3: a name change (as 02-006 平沢 憂, without its condition).
  fixtureCharacter(
    "R-005",
    "憂の代役",
    "yellow",
    1,
    3,
    "このカードの名称は、「平沢 唯」としても扱う。",
    [continuous({ mod: "name", names: ["平沢 唯"] })],
  ),
  // Rule 6.4 / R-FAQ-2: moving a support card (as 02-118 横取り).
  event(
    "R-006",
    "付け替え",
    "[メイン/自分]:自分のキャラにセットされているサポートカード1枚を、自分のキャラ1枚に移す。",
    [
      activated("main", "own", reattach(target(0), target(1)), {
        targets: [choose(1, cards("you", "attached")), choose(1, yourCharacters())],
      }),
    ],
  ),
  // Rule 7.5: "give a point" effects (face up, face down, two at once) and a second break card.
  event("R-007", "贈り物", "[メイン/自分]:相手に1ポイントを与える。", [
    activated("main", "own", givePoints(1, "opponent")),
  ]),
  event("R-008", "伏せた贈り物", "[メイン/自分]:相手に1ポイントを裏向きで与える。", [
    activated("main", "own", givePoints(1, "opponent", true)),
  ]),
  event("R-009", "大盤振る舞い", "[メイン/自分]:相手に2ポイントを与える。", [
    activated("main", "own", givePoints(2, "opponent")),
  ]),
  event(
    "R-010",
    "お返し",
    "〔ブレイク〕[メイン/自分]:相手のキャラ1枚を休息状態にする。",
    [activated("main", "own", rest(target(0)), { targets: [choose(1, opponentCharacters())] })],
    true,
  ),
  // Rules 8.3 / 8.4: アプローチと妨害に参加できない, both restrictions at once (the first text of
  // kgy 01-099 壁ダァン, whose other sentence the language cannot write yet: drafts/kgy.cards).
  event(
    "R-011",
    "壁ダァン(前半)",
    "[メイン/両方]:相手のキャラ1枚は、ターン終了時までアプローチと妨害に参加できない。",
    [
      activated("main", "both", restrict(target(0), "cannotApproachOrBlock", "turn"), {
        targets: [choose(1, opponentCharacters())],
      }),
    ],
  ),
  // The rest of a look into a pile (issue 13): 残りのカードをゲームから取り除く (as SRBK P-025, whose
  // 〔EXカード〕 keeps it out of the engine) and 残りのカードを手札に加える (as TRDR 01-096, whose
  // rest follows a reveal). Numbered R-1xx to stay clear of the fixture's digest cards.
  lookThenRest("R-101", "見切り", "ゲームから取り除く", "exile"),
  lookThenRest("R-102", "総取り", "手札に加える", "hand"),
  // An activated text's use condition (issue 13): このテキストは、…場合にのみ使用できる (as GRAN
  // 01-008, whose other text takes a card from the EX deck; rule 7.11 keeps it out of the engine).
  // TEXT_USE_CONDITION_AT_DECLARATION_ONLY; rulings/text-use-condition.ruling.
  fixtureCharacter(
    "R-103",
    "満月の呼び声",
    "green",
    0,
    1,
    "[メイン/自分]:《0》カードを1枚引く。このテキストは、自分のキャラが3枚以上いる場合にのみ使用できる。",
    [activated("main", "own", draw(1), { condition: countOf(yourCharacters(), ">=", 3) })],
  ),
  // Selector lists and point cards (issue 13, item 1; rulings/selector-lists.ruling): the card
  // language writes 「AとBを…」 as the step for each, 「AまたはBを…」 as a choice, 全てのプレイヤーは
  // as your step then the opponent's `must`, and 表向きの / 裏向きの as a face filter (rule 10.1).
  // Their texts are the translator's readings of PM_K-ON_Part2 02-076, WHN 01-001, 02-088 and
  // KGB P-008 without the rest of those cards. Numbered R-2xx.
  event(
    "R-201",
    "表の呼び戻し",
    "[メイン/自分]:自分のポイント置き場にある表向きのキャラ1枚を手札に加える。",
    [
      activated(
        "main",
        "own",
        seq(
          chooseNow(choose(1, cards("you", "points", { kind: "character", faceUp: true })), "up"),
          moveTo(chosen("up"), "hand"),
        ),
      ),
    ],
  ),
  event("R-202", "二枚返し", "[メイン/自分]:自分のキャラ1枚と相手のキャラ1枚を手札に戻す。", [
    activated("main", "own", seq(returnToHand(target(0)), returnToHand(target(1))), {
      targets: [choose(1, yourCharacters()), choose(1, opponentCharacters())],
    }),
  ]),
  event(
    "R-203",
    "総めくり",
    "[メイン/自分]:全てのプレイヤーは、自分のポイント置き場にある裏向きのカードを1枚表向きにする。",
    [
      activated(
        "main",
        "own",
        seq(flipPoints("you", 1, true), flipPoints("opponent", 1, true, "opponent")),
      ),
    ],
  ),
  event(
    "R-204",
    "どちらか伏せ",
    "[メイン/自分]:自分または相手のポイント置き場にあるカード1枚を裏向きにする。",
    [
      activated(
        "main",
        "own",
        oneOf(flipPoints("you", 1, false), flipPoints("opponent", 1, false)),
      ),
    ],
  ),
  // A stat compared with a measured value (issue 13; rulings/conditions-measured.ruling): with
  // this card's cost (as K_ON2 03-048, whose compiled text is not in cardtext/ yet) and with a
  // count of cards (as MMDK 03-039's 「暁美 ほむら」の枚数以下).
  fixtureCharacter(
    "R-104",
    "背比べ",
    "red",
    2,
    1,
    "[メイン/自分]:《0》このカードの使用コストより低い使用コストを持つ相手のキャラ1枚は、ターン終了時まで-20/±0を得る。",
    [
      activated("main", "own", gets(target(0), -20, 0), {
        targets: [
          choose(
            1,
            opponentCharacters({
              measured: { stat: "cost", op: "<", than: { stat: "cost", of: thisCard } },
            }),
          ),
        ],
      }),
    ],
  ),
  fixtureCharacter(
    "R-105",
    "数の番人",
    "blue",
    0,
    1,
    "[メイン/自分]:《0》自分の「数の番人」の枚数以下の使用コストの値を持つ相手のキャラ1枚を休息状態にする。",
    [
      activated("main", "own", rest(target(0)), {
        targets: [
          choose(
            1,
            opponentCharacters({
              measured: {
                stat: "cost",
                op: "<=",
                than: { count: yourCharacters({ name: "数の番人" }) },
              },
            }),
          ),
        ],
      }),
    ],
  ),
  // A count compared with a count (as GP 01-069, whose card is not in cardtext/ yet).
  fixtureCharacter(
    "R-106",
    "追う者",
    "yellow",
    1,
    1,
    "このカードは、相手のポイント置き場にあるカードの枚数が自分のポイント置き場にあるカードの枚数より多い場合、+20/+20を得る。",
    [
      continuous(
        { mod: "stats", who: thisCard, ap: 20, dp: 20 },
        {
          cond: "countVs",
          of: cards("opponent", "points"),
          op: ">",
          than: { count: cards("you", "points") },
        },
      ),
    ],
  ),
  // Rule 8.6 ("one point, more if a text says so"): アプローチで与えるポイントが2点になる (as SAK
  // 01-037, without its condition). rulings/points-by-approach.ruling.
  fixtureCharacter(
    "R-301",
    "二点取り",
    "red",
    0,
    1,
    "このカードは、アプローチで与えるポイントが2点になる。",
    [continuous({ mod: "pointsDealt", who: thisCard, n: 2 })],
  ),
  // Rule 6.1 ("a character enters ready"), changed by its own text: 登場する場合、休息状態で場に出る
  // (as SPK 01-014). rulings/enters-rested.ruling.
  fixtureCharacter(
    "R-302",
    "寝坊助",
    "blue",
    0,
    1,
    "このカードは、登場する場合、休息状態で場に出る。",
    [continuous({ mod: "entersRested" })],
  ),
  // The choosing family (issue 13): any number, 以下から1つ選択する (runtime/samples/choosing.ts)
  ...choosingCards,
  // Trigger variants and turn history (issue 13, `when`): runtime/samples/when.ts, R-5xx
  ...whenCards,
  ...modeCards,
  ...durationCards,
  ...lookingCards,
  // The hand family (issue 13): texts that work from the hand (runtime/samples/hand.ts)
  ...handCards,
  // The battle references (issue 13, `battle`): runtime/samples/battle-refs.ts, R-651…
  ...battleRefCards,
  // What moved a card (issue 13, branch `replace`): runtime/samples/replacements.ts, R-691…
  ...replacementCards,
  // Counted values (issue 13): runtime/samples/counted.ts, R-671…
  ...countedCards,
  // Fault injection for `simulate --write-rulings` tests (runtime/samples/faults.ts), R-73x
  ...faultCards,
];

/** 登場した場合、デッキの上のカード3枚を見て、その中にあるカード1枚を手札に加える。その後、残りのカードを<verb>。 */
function lookThenRest(number: string, name: string, verb: string, to: "exile" | "hand"): CardDef {
  return fixtureCharacter(
    number,
    name,
    "green",
    0,
    1,
    `このカードが登場した場合、デッキの上のカード3枚を見て、その中にあるカード1枚を手札に加える。その後、残りのカードを${verb}。`,
    [
      triggered(
        on("enters", "this"),
        seq(
          seq(
            search({ player: "you", look: 3, take: 1, as: "found" }),
            moveTo(chosen("found"), "hand"),
          ),
          moveRest("found", to, "kept"),
        ),
        { mode: "if" },
      ),
    ],
  );
}
