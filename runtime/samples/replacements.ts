// Fixture cards of issue 13's branch `replace`: texts whose trigger asks what moved the card
// (カードの効果で, 相手のカードの効果で, 相手のカードによって) and texts made void
// (…のテキストは、ターン終了時まで無効になる), written with the builders as `memoria compile` emits
// them, so that rulings can play them (rulings/move-causes.ruling) before the pool re-encoding
// puts real cards in cardtext/. Numbered R-691…R-709 (this family's range).
import {
  activated,
  cards,
  continuous,
  choose,
  draw,
  givePoints,
  on,
  restrict,
  returnToHand,
  target,
  thisCard,
  trash,
  triggered,
} from "../cards/builders.ts";
import type { CardDef, Trigger } from "../cards/definition.ts";
import { character, SAMPLE_TITLE } from "./character.ts";

/** A trigger of this family: `on` with what moved the card. */
const by = (t: Trigger, cause: NonNullable<Trigger["cause"]>): Trigger => ({ ...t, cause });

/** An event card of this family: [メイン/両方] and its one effect, with its targets. */
const event = (number: string, name: string, text: string, a: CardDef["abilities"]): CardDef => ({
  number,
  name,
  kind: "event",
  color: "red",
  title: SAMPLE_TITLE,
  cost: 0,
  source: 1,
  text,
  abilities: a ?? [],
});

const anyCharacter = choose(1, cards("any", "field", { kind: "character" }));

export const replacementCards: readonly CardDef[] = [
  // `if this is put into the trash by an effect of the opponent's: draw 1` (as SEKN P-003)
  character("R-691", "恨みの子", "red", 0, [20, 20], {
    text: "このカードが相手のカードの効果で自分の捨て札置き場に置かれた場合、カードを1枚引く。",
    abilities: [triggered(by(on("putIntoTrash"), { by: "effect", whose: "opponents" }), draw(1))],
  }),
  // `if this leaves the field by an effect: draw 1` (as FA 01-050)
  character("R-692", "去り際の子", "red", 0, [20, 20], {
    text: "このカードがカードの効果で場から離れた場合、カードを1枚引く。",
    abilities: [triggered(by(on("leavesField"), { by: "effect" }), draw(1))],
  }),
  // `each time a card of yours is put into the point pile by a card of the opponent's: draw 1`
  // (as FA 01-075, with a draw for its effect)
  character("R-693", "数える子", "red", 0, null, {
    text: "相手のカードによって自分のポイント置き場にカードが置かれるごとに、カードを1枚引く。",
    abilities: [
      triggered(by(on("putIntoPointPile", "yours"), { by: "card", whose: "opponents" }), draw(1), {
        mode: "eachTime",
      }),
    ],
  }),
  event("R-694", "捨て札送り", "[メイン/両方]:キャラ1枚を捨て札にする。", [
    activated("main", "both", trash(target(0)), { targets: [anyCharacter] }),
  ]),
  event("R-695", "呼び戻し", "[メイン/両方]:キャラ1枚を手札に戻す。", [
    activated("main", "both", returnToHand(target(0)), { targets: [anyCharacter] }),
  ]),
  event("R-696", "点の贈り物", "[メイン/両方]:相手に1ポイント与える。", [
    activated("main", "both", givePoints(1, "opponent")),
  ]),
  // `1 character loses texts until end of turn` (as OREG3 P-018, from an event)
  event("R-698", "無効化", "[メイン/両方]:キャラ1枚のテキストは、ターン終了時まで無効になる。", [
    activated("main", "both", restrict(target(0), "textsVoid", "turn"), {
      targets: [anyCharacter],
    }),
  ]),
  // a continuous text to void: `this gets +20/+20`
  character("R-699", "強がり", "red", 0, [20, 20], {
    text: "このカードは、+20/+20を得る。",
    abilities: [continuous({ mod: "stats", who: thisCard, ap: 20, dp: 20 })],
  }),
  // a triggered text to void: `if a character of the opponent's enters: draw 1`
  character("R-700", "無効の見張り", "red", 0, [20, 20], {
    text: "相手のキャラが登場した場合、カードを1枚引く。",
    abilities: [
      triggered(on("enters", "opponents", { kind: "character" }), draw(1), { mode: "eachTime" }),
    ],
  }),
  event("R-697", "自分への贈り物", "[メイン/両方]:自分に1ポイント与える。", [
    activated("main", "both", givePoints(1, "you")),
  ]),
];
