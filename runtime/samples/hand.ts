// Fixture cards of the hand family (issue 13, item 1): texts that work while the card is in the
// hand, written with the builders exactly as `memoria compile` emits them, so that rulings can play
// them (rulings/hand-family.ruling) before the pool re-encoding puts real cards in cardtext/.
// Numbered R-601…R-649 (this family's range).
import { cards, continuous, draw, on, thisCard, triggered, when } from "../cards/builders.ts";
import type { CardDef } from "../cards/definition.ts";
import { character } from "./character.ts";

export const handCards: readonly CardDef[] = [
  // `this gets cost -1 for each your characters with 【音楽】` (as K_ON2 P-018): its own cost in the
  // hand, counted each time the cost is read (SELF_COST_WORKS_FROM_HAND)
  character("R-601", "音楽好き", "red", 4, [30, 30], {
    text: "このカードは、手札にある場合、自分の【音楽】を持つキャラ1枚につき使用コスト-1を得る。",
    abilities: [
      continuous({
        mod: "cost",
        owner: "you",
        delta: -1,
        self: true,
        per: cards("you", "field", { kind: "character", trait: "音楽" }),
      }),
    ],
  }),
  // `while you have an approaching 「先行者」: this gets free entry` (as SRBKM 02-060): free entry
  // granted in the hand while the condition holds (SELF_FREE_ENTRY_WORKS_FROM_HAND)
  character("R-602", "後追い", "red", 1, [20, 20], {
    text: "このカードは、自分の「先行者」がアプローチしている状態で手札にある場合、〔自由登場〕を得る。",
    abilities: [
      continuous(
        { mod: "keyword", who: thisCard, keyword: { kw: "freeEntry" } },
        {
          cond: "count",
          of: cards("you", "field", { name: "先行者", approaching: true }),
          op: ">=",
          n: 1,
        },
      ),
    ],
  }),
  // `if this enters: if count(your characters) >= 3, draw 2 otherwise draw 1` (「カードを1枚引く。
  // 自分のキャラが3枚以上いる場合、代わりにカードを2枚引く」, as DNMC2 01-101c): one decision
  character("R-603", "代打", "red", 0, [10, 10], {
    text: "このカードが登場した場合、カードを1枚引く。自分のキャラが3枚以上いる場合、代わりにカードを2枚引く。",
    abilities: [
      triggered(
        on("enters", "this"),
        when(
          { cond: "count", of: cards("you", "field", { kind: "character" }), op: ">=", n: 3 },
          draw(2, "you"),
          draw(1, "you"),
        ),
      ),
    ],
  }),
  // `this cannot enter the main area` (as ERMG P-002): played, it goes to the support area only
  character("R-604", "裏方", "red", 0, [30, 30], {
    text: "このカードは、メインエリアに登場させることができない。",
    abilities: [continuous({ mod: "cannotEnter", area: "main" })],
  }),
  // `while not the opponent has a card in the opponent's point pile: this cannot enter` (as KONM
  // 05-010): it cannot be played at all while the opponent has no point
  character("R-605", "後攻め", "red", 0, [30, 30], {
    text: "このカードは、相手のポイント置き場にカードが無い場合、登場させることができない。",
    abilities: [
      continuous(
        { mod: "cannotEnter" },
        { cond: "not", c: { cond: "count", of: cards("opponent", "points"), op: ">=", n: 1 } },
      ),
    ],
  }),
];
