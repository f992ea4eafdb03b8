// The "seed" fixture: the example cards of docs/language sketch (rule guide cards), defined by hand
// through the card-definition API.
import {
  active,
  activated,
  atEndOfTurn,
  breakKeyword,
  choose,
  continuous,
  countOf,
  draw,
  gets,
  grant,
  gyakkyou,
  hostCard,
  hostGets,
  on,
  opponentCharacters,
  opponentMain,
  putCoins,
  rest,
  returnToHand,
  seq,
  target,
  teamUp,
  tennen,
  thisCard,
  triggered,
  when,
  yourCharacters,
} from "../cards/builders.ts";
import type { CardDef } from "../cards/definition.ts";
import { character, SAMPLE_TITLE } from "./character.ts";

const K = SAMPLE_TITLE;

export const seedCards: readonly CardDef[] = [
  character("01-001", "平沢 唯", "red", 4, [40, 30], {
    traits: ["制服", "音楽"],
    text: "このカードが登場した場合、自分の場にキャラが3枚以上いるなら、このカードに+10/+10コインを1枚置く。",
    abilities: [
      triggered(on("enters"), when(countOf(yourCharacters(), ">=", 3), putCoins(thisCard, 1))),
    ],
  }),
  character("01-002", "平沢 唯", "red", 3, [30, 30], {
    abilities: [triggered(on("enters", "yours"), gets(thisCard, 10, 10), { mode: "eachTime" })],
  }),
  character("01-003", "平沢 唯", "red", 2, [20, 20], {
    traits: ["音楽"],
    abilities: [triggered(on("enters", "another", { trait: "音楽" }), gets(thisCard, 20, 20))],
  }),
  character("01-004", "平沢 唯", "red", 3, [30, 20], {
    keywords: [tennen(2)],
  }),
  character("01-005", "秋山 澪", "blue", 3, [30, 30], {
    abilities: [
      activated("main", "own", seq(gets(thisCard, 10, 10), grant(thisCard, active())), {
        cost: { source: 0, extra: [{ pay: "trashFromHand", filter: { name: "秋山 澪" }, n: 1 }] },
      }),
    ],
  }),
  character("01-006", "平沢 唯", "red", 2, [20, 20], {
    abilities: [
      activated("main", "own", gets(target(0), 10, 0), {
        cost: { rest: true },
        targets: [choose(1, yourCharacters({ name: "平沢 唯" }))],
      }),
    ],
  }),
  character("01-007", "秋山 澪", "red", 1, [30, 20], {
    keywords: [active()],
    abilities: [triggered(on("endOfTurn", "yours"), returnToHand(thisCard))],
  }),
  character("01-008", "平沢 憂", "yellow", 0, null, {
    abilities: [
      triggered(on("enters"), draw(1), {
        condition: countOf(yourCharacters({ trait: "制服" }), ">=", 1),
      }),
    ],
  }),
  character("01-009", "田井中 律&平沢 唯", "yellow", 3, [30, 30]),
  {
    number: "01-101",
    name: "うんたん♪",
    kind: "event",
    color: "red",
    title: K,
    cost: 0,
    source: 1,
    abilities: [
      activated("main", "own", seq(gets(target(0), 10, 10), draw(1)), {
        targets: [choose(1, yourCharacters({ name: "平沢 唯" }))],
      }),
    ],
  },
  {
    number: "01-102",
    name: "くしゃみ",
    kind: "event",
    color: "red",
    title: K,
    cost: 5,
    source: 1,
    keywords: [breakKeyword()],
    abilities: [
      activated("main", "own", returnToHand(target(0)), {
        targets: [choose(1, opponentCharacters())],
      }),
    ],
  },
  {
    number: "01-120",
    name: "ギー太",
    kind: "support",
    color: "red",
    title: K,
    cost: 1,
    source: 1,
    attachTo: { name: "平沢 唯" },
    abilities: [hostGets({ mod: "stats", who: hostCard, ap: 10, dp: 0 })],
  },
  character("02-001", "鑢 七花", "red", 3, [30, 20], {
    title: "刀語",
    abilities: [gyakkyou(5, continuous({ mod: "stats", who: thisCard, ap: 20, dp: 20 }))],
  }),
  character("03-001", "柳生 十兵衛", "red", 3, [30, 30], {
    title: "百花繚乱 サムライガールズ",
    traits: ["侍"],
    keywords: [teamUp({ trait: "制服" })],
  }),
  character("01-010", "中野 梓", "blue", 2, [20, 20], {
    text: "【アプローチ/割り込み】《1》：相手のキャラ1枚はターン終了時まで-10/-10を得る。",
    abilities: [
      activated("approach", "interrupt", gets(target(0), -10, -10), {
        cost: { source: 1 },
        targets: [choose(1, opponentMain())],
      }),
    ],
  }),
  character("01-011", "琴吹 紬", "yellow", 2, [20, 30], {
    abilities: [
      activated("approach", "own", gets(target(0), 20, 0), {
        cost: { source: 1 },
        targets: [choose(1, yourCharacters())],
      }),
      triggered(on("approaches", "this"), atEndOfTurn(draw(1))),
    ],
  }),
  // Two interrupts for rule 4.3 (a target gone or a source rested before resolution). Not in the
  // seed deck: they exist for rulings and tests.
  character("01-012", "山中 さわ子", "red", 3, [30, 30], {
    text: "[メイン/割り込み]:《1》相手のキャラ1枚を手札に戻す。",
    abilities: [
      activated("main", "interrupt", returnToHand(target(0)), {
        cost: { source: 1 },
        targets: [choose(1, opponentCharacters())],
      }),
    ],
  }),
  character("01-013", "真鍋 和", "blue", 2, [20, 20], {
    text: "[メイン/割り込み]:《0》相手のキャラ1枚を休息状態にする。",
    abilities: [
      activated("main", "interrupt", rest(target(0)), {
        targets: [choose(1, opponentCharacters())],
      }),
    ],
  }),
  // A [main/opponent] text for rule 4.1 (the other player acts after the turn player's card has
  // resolved). Not in the seed deck.
  character("01-014", "鈴木 純", "blue", 1, [20, 30], {
    text: "[メイン/相手]:《0》このカードはターン終了時まで+10/+10を得る。",
    abilities: [activated("main", "opponent", gets(thisCard, 10, 10))],
  }),
];

/** Rule-4.3 interrupts and the rule-4.1 text, kept out of the seed deck. */
const NOT_IN_SEED_DECK = new Set(["01-002", "01-012", "01-013", "01-014"]);

/** 15 of the seed cards, 4 copies each (01-002 is left out to make 60). */
export const seedDeck: readonly string[] = seedCards
  .filter((c) => !NOT_IN_SEED_DECK.has(c.number))
  .flatMap((c) => [c.number, c.number, c.number, c.number]);
