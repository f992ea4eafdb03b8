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

const K = "けいおん!";

export const seedCards: readonly CardDef[] = [
  {
    number: "01-001", name: "平沢 唯", kind: "character", color: "red", title: K, cost: 4, source: 1, ap: 40, dp: 30, traits: ["制服", "音楽"],
    text: "このカードが登場した場合、自分の場にキャラが3枚以上いるなら、このカードに+10/+10コインを1枚置く。",
    abilities: [triggered(on("enters"), when(countOf(yourCharacters(), ">=", 3), putCoins(thisCard, 1)))],
  },
  {
    number: "01-002", name: "平沢 唯", kind: "character", color: "red", title: K, cost: 3, source: 1, ap: 30, dp: 30,
    abilities: [triggered(on("enters", "yours"), gets(thisCard, 10, 10), { mode: "eachTime" })],
  },
  {
    number: "01-003", name: "平沢 唯", kind: "character", color: "red", title: K, cost: 2, source: 1, ap: 20, dp: 20, traits: ["音楽"],
    abilities: [triggered(on("enters", "another", { trait: "音楽" }), gets(thisCard, 20, 20))],
  },
  { number: "01-004", name: "平沢 唯", kind: "character", color: "red", title: K, cost: 3, source: 1, ap: 30, dp: 20, keywords: [tennen(2)] },
  {
    number: "01-005", name: "秋山 澪", kind: "character", color: "blue", title: K, cost: 3, source: 1, ap: 30, dp: 30,
    abilities: [
      activated("main", "own", seq(gets(thisCard, 10, 10), grant(thisCard, active())), {
        cost: { source: 0, extra: [{ pay: "trashFromHand", filter: { name: "秋山 澪" }, n: 1 }] },
      }),
    ],
  },
  {
    number: "01-006", name: "平沢 唯", kind: "character", color: "red", title: K, cost: 2, source: 1, ap: 20, dp: 20,
    abilities: [activated("main", "own", gets(target(0), 10, 0), { cost: { rest: true }, targets: [choose(1, yourCharacters({ name: "平沢 唯" }))] })],
  },
  {
    number: "01-007", name: "秋山 澪", kind: "character", color: "red", title: K, cost: 1, source: 1, ap: 30, dp: 20, keywords: [active()],
    abilities: [triggered(on("endOfTurn", "yours"), returnToHand(thisCard))],
  },
  {
    number: "01-008", name: "平沢 憂", kind: "character", color: "yellow", title: K, cost: 0, source: 1,
    abilities: [triggered(on("enters"), draw(1), { condition: countOf(yourCharacters({ trait: "制服" }), ">=", 1) })],
  },
  { number: "01-009", name: "田井中 律&平沢 唯", kind: "character", color: "yellow", title: K, cost: 3, source: 1, ap: 30, dp: 30 },
  {
    number: "01-101", name: "うんたん♪", kind: "event", color: "red", title: K, cost: 0, source: 1,
    abilities: [activated("main", "own", seq(gets(target(0), 10, 10), draw(1)), { targets: [choose(1, yourCharacters({ name: "平沢 唯" }))] })],
  },
  {
    number: "01-102", name: "くしゃみ", kind: "event", color: "red", title: K, cost: 5, source: 1, keywords: [breakKeyword()],
    abilities: [activated("main", "own", returnToHand(target(0)), { targets: [choose(1, opponentCharacters())] })],
  },
  {
    number: "01-120", name: "ギー太", kind: "support", color: "red", title: K, cost: 1, source: 1, attachTo: { name: "平沢 唯" },
    abilities: [hostGets({ mod: "stats", who: hostCard, ap: 10, dp: 0 })],
  },
  {
    number: "02-001", name: "鑢 七花", kind: "character", color: "red", title: "刀語", cost: 3, source: 1, ap: 30, dp: 20,
    abilities: [gyakkyou(5, continuous({ mod: "stats", who: thisCard, ap: 20, dp: 20 }))],
  },
  {
    number: "03-001", name: "柳生 十兵衛", kind: "character", color: "red", title: "百花繚乱 サムライガールズ", cost: 3, source: 1, ap: 30, dp: 30,
    traits: ["侍"], keywords: [teamUp({ trait: "制服" })],
  },
  {
    number: "01-010", name: "中野 梓", kind: "character", color: "blue", title: K, cost: 2, source: 1, ap: 20, dp: 20,
    text: "【アプローチ/割り込み】《1》：相手のキャラ1枚はターン終了時まで-10/-10を得る。",
    abilities: [activated("approach", "interrupt", gets(target(0), -10, -10), { cost: { source: 1 }, targets: [choose(1, opponentMain())] })],
  },
  {
    number: "01-011", name: "琴吹 紬", kind: "character", color: "yellow", title: K, cost: 2, source: 1, ap: 20, dp: 30,
    abilities: [
      activated("approach", "own", gets(target(0), 20, 0), { cost: { source: 1 }, targets: [choose(1, yourCharacters())] }),
      triggered(on("approaches", "this"), atEndOfTurn(draw(1))),
    ],
  },
];

/** 15 of the seed cards, 4 copies each (01-002 is left out to make 60). */
export const seedDeck: readonly string[] = seedCards
  .filter((c) => c.number !== "01-002")
  .flatMap((c) => [c.number, c.number, c.number, c.number]);
