// For every grammar rule: a snippet that parses (and round-trips through the formatter) and a
// failing twin with the diagnostic it must produce. Snippets are abilities wrapped in a card
// unless they start with a card or title keyword.
import { describe, expect, it } from "vitest";
import { cardParser } from "../../grammar/parser.ts";
import { expectDiagnostic, expectParses, inCard } from "./helpers.ts";

type Case = [rule: string, ok: string, bad: string, code: string];

const C = "character 01-001 「A」 red cost 1 source 1";
const whole = (s: string) => /^(character|event|support|title|charcter)\b/.test(s);
const src = (s: string) => (whole(s) ? s : inCard(s));

const cases: Case[] = [
  ["item", `${C}`, `foo`, "PM1201"],
  ["titleDirective", `title 『けいおん!』\n${C}`, `title 『けいおん!』 extra`, "PM1201"],
  ["card", `${C} ap 10 dp 10 【制服】 rarity R`, `${C} ap 10`, "PM1207"],
  ["headerField", `${C} rarity "SR+"`, `character 01-001 「A」 red source 1`, "PM1206"],
  ["body", `${C} { active }`, `${C} { active`, "PM1203"],
  [
    "bodyLine",
    `${C} {\n  attach to 「X」  host gets +10/±0\n}`,
    `${C} {\n  tenen 2\n  actve\n}`,
    "PM1201",
  ],
  ["bodyItem", `${C} { printed "テキスト" flavor "x" }`, `${C} { printed テキスト }`, "PM1101"],
  ["ability", `tennen 2`, `tenen 2`, "PM1201"],
  ["keyword", `free entry in [main/opponent], [approach/own]`, `free entry in main`, "PM1202"],
  ["timing", `[approach/both]: draw 1`, `[approach/all]: draw 1`, "PM1202"],
  ["activated", `[main/own] [0], ↓: draw 1`, `[main/own] [0] draw 1`, "PM1202"],
  [
    "costItem",
    `[main/own] [blue 2], 《1》, 《休》, trash 1 card in your hand: draw 1`,
    `[main/own] [blue]: draw 1`,
    "PM1202",
  ],
  [
    "triggered",
    `if this enters and count(your characters) >= 3: draw 1`,
    `if this enters draw 1`,
    "PM1202",
  ],
  [
    "continuous",
    `while it is your turn: this gets +10/±0`,
    `while it is your turn this gets +10/±0`,
    "PM1202",
  ],
  ["attachRestriction", `attach to 「平沢 唯」 or 【制服】`, `attach 「平沢 唯」`, "PM1202"],
  ["nameOrTrait", `attach to name "平沢 唯" or trait "制服"`, `attach to 『平沢 唯』`, "PM1202"],
  ["gyakkyou", `gyakkyou 5: if this enters: draw 2`, `gyakkyou: draw 2`, "PM1202"],
  ["levelText", `level 3: if this enters: draw 2`, `level: draw 2`, "PM1202"],
  ["reminder", `reminder 〔我慢〕`, `reminder: 〔我慢〕`, "PM1202"],
  ["replacement", `instead of this leaves: draw 1`, `instead this leaves: draw 1`, "PM1202"],
  [
    "holding",
    `while your "経験コイン" coins >= 2: this gets +10/+10`,
    `while your "経験コイン" >= 2: this gets +10/+10`,
    "PM1202",
  ],
  [
    "playRequirement",
    `requires count(your characters with 【超平和バスターズ】) >= 5`,
    `requires count(your characters) 5`,
    "PM1202",
  ],
  ["nameRef", `team-up with 「X」`, `team-up with 「X`, "PM1102"],
  ["traitRef", `team-up with 【侍】`, `team-up with 【侍`, "PM1102"],
  [
    "titleRef",
    `while you have a character from 『刀語』: this gets +10/+10`,
    `while you have a character from 『刀語: this gets +10/+10`,
    "PM1102",
  ],
  ["selector", `[main/own]: ready host`, `[main/own]: ready`, "PM1202"],
  [
    // `it in your trash` (自分の捨て札置き場にあるそのキャラ, SRBK 01-065): `it` only while it is there
    "selector",
    `[main/own]: choose 1 of your characters; return it in your trash to its owner's hand`,
    `[main/own]: choose 1 of your characters; return it in your to its owner's hand`,
    "PM1202",
  ],
  [
    "query",
    `[main/own]: trash up to 2 of the opponent's rested characters with cost <= 2 in the opponent's main area`,
    `[main/own]: trash up to of characters`,
    "PM1202",
  ],
  [
    "quantity",
    `[main/own]: rest all of the opponent's characters`,
    `[main/own]: rest up 2 characters`,
    "PM1202",
  ],
  [
    "quantity",
    `[main/own]: rest any number of your characters; trash 1 or more cards in your hand`,
    `[main/own]: rest any of your characters`,
    "PM1202",
  ],
  [
    "countedQuantity",
    `[main/own]: trash 1 of your characters; then trash count(it) of cards in your hand`,
    `[main/own]: trash 1 of your characters; then trash count(it of cards in your hand`,
    "PM1202",
  ],
  [
    "owner",
    `[main/own]: rest 1 of the opponent's characters`,
    `[main/own]: rest 1 of the opponents characters`,
    "PM1201",
  ],
  [
    "ofOwner",
    `if another character of the opponent's enters: draw 1`,
    `if another character of opponent's enters: draw 1`,
    "PM1202",
  ],
  [
    "adjective",
    `[main/own]: rest 1 of your other ready blue face-up characters`,
    `[main/own]: rest 1 of your purpel characters`,
    "PM1201",
  ],
  [
    "noun",
    `[main/own]: trash 1 event in your hand`,
    `[main/own]: trash 1 evnt in your hand`,
    "PM1201",
  ],
  [
    "filter",
    `[main/own]: trash 1 card named 「X」 from 『Y』 with 【A】【B】 in your hand; trash 1 character without 〔コンビ〕 in your hand`,
    `[main/own]: trash 1 card with in your hand`,
    "PM1202",
  ],
  [
    "simpleFilter",
    `[main/own]: ready 1 of your characters named 「A」 or with 【B】 or with 「C」 in its name`,
    `[main/own]: ready 1 of your characters named 「A」 or with`,
    "PM1202",
  ],
  [
    "apDp",
    `[main/own]: trash 1 character without ap/dp in your hand`,
    `[main/own]: trash 1 character without ap in your hand`,
    "PM1202",
  ],
  [
    // `put onto the field by an effect this turn` (FA 01-108), `readied by an effect this turn` (SG 01-054)
    "simpleFilter",
    `[main/own]: rest 1 of your characters put onto the field by an effect this turn; rest 1 of your characters readied by an effect this turn`,
    `[main/own]: rest 1 of your characters readied by an effect`,
    "PM1202",
  ],
  [
    // `with the same name` (no `as`) / `with different names`: a relation among the chosen cards
    "simpleFilter",
    `[main/own]: search your deck for 2 characters with different names and reveal it`,
    `[main/own]: search your deck for 2 characters with different and reveal it`,
    "PM1202",
  ],
  [
    "reference",
    `[main/own]: ready 1 of your characters with the same name as this`,
    `[main/own]: ready 1 of your characters with the same name as hers`,
    "PM1201",
  ],
  [
    "measure",
    `[main/own]: rest 1 character with cost < the cost of this or with cost <= count(your 「A」) or with cost >= the cost of the opponent's blocking characters +3 or with cost <= the "コイン" coins of this`,
    `[main/own]: rest 1 character with cost < the cost this`,
    "PM1202",
  ],
  [
    "statName",
    `[main/own]: rest 1 character with dp > 20`,
    `[main/own]: rest 1 character with power > 20`,
    "PM1201",
  ],
  [
    "statName",
    // `ap+dp`: the sum of the two stats (AP/DPの合計値, SRBK 01-092)
    `[main/own]: rest 1 character with ap+dp < the ap+dp of this`,
    `[main/own]: rest 1 character with ap+ < the ap+dp of this`,
    "PM1202",
  ],
  [
    "comparison",
    `[main/own]: rest 1 character with ap != 20`,
    `[main/own]: rest 1 character with ap => 20`,
    "PM1202",
  ],
  [
    "zone",
    `[main/own]: exile 1 card in the opponent's point pile`,
    `[main/own]: exile 1 card in the opponent's pile`,
    "PM1202",
  ],
  [
    "zoneName",
    `[main/own]: exile 1 card in your support area`,
    `[main/own]: exile 1 card in your support`,
    "PM1202",
  ],
  [
    "amongIt",
    `[main/own]: reveal the top 3 cards of your deck; then trash 1 card among it`,
    `[main/own]: reveal the top 3 cards of your deck; then trash 1 card among`,
    "PM1202",
  ],
  [
    "topOfDeck",
    `[main/own]: trash the top 2 cards of the opponent's deck`,
    `[main/own]: trash the top cards of your deck`,
    "PM1202",
  ],
  [
    "condition",
    `while not (it is your turn or your points >= 5) and the opponent's points < 3: this gets +10/+10`,
    `while it is your turn or: this gets +10/+10`,
    "PM1202",
  ],
  [
    "andCondition",
    `while this is rested and this is attached: this gets +10/+10`,
    `while this is rested and: this gets +10/+10`,
    "PM1202",
  ],
  [
    "notCondition",
    `while not this is approaching: this gets +10/+10`,
    `while not: this gets +10/+10`,
    "PM1202",
  ],
  [
    "atomCondition",
    `while the opponent has a character with 【X】: this gets +10/+10`,
    `while the opponent have: this gets +10/+10`,
    "PM1202",
  ],
  [
    "playerCondition",
    `while you played 「X」 this turn: this gets +10/+10`,
    `while you played 「X」: this gets +10/+10`,
    "PM1202",
  ],
  ["playerRef", `[main/own]: its owner may draw 1`, `[main/own]: its may draw 1`, "PM1202"],
  [
    "playerPossessive",
    `[main/own]: shuffle the opponent's deck`,
    `[main/own]: shuffle deck`,
    "PM1202",
  ],
  [
    "whoseTurn",
    `while it is the opponent's turn: this gets +10/+10`,
    `while it is opponent's turn: this gets +10/+10`,
    "PM1202",
  ],
  [
    "stateWord",
    `while this is blocked: this gets +10/+10`,
    `while this is tired: this gets +10/+10`,
    "PM1201",
  ],
  [
    "stateWord",
    `if a card of yours is put into the point pile and this is in hand: you may if this is in hand, put this onto your main area`,
    `if this enters and this is in: draw 1`,
    "PM1202",
  ],
  [
    "triggerEvent",
    `at start of your main phase: draw 1`,
    `at start your main phase: draw 1`,
    "PM1202",
  ],
  [
    "oneTriggerEvent",
    `if this enters or this approaches or you level up into this: draw 1`,
    `if this enters or: draw 1`,
    "PM1202",
  ],
  ["aPoint", `if this gives a point by approach: draw 1`, `if this gives point: draw 1`, "PM1202"],
  [
    "subjectEvent",
    `each time a card of yours is put into the point pile by approach: draw 1`,
    `each time a card of yours is put into the point: draw 1`,
    "PM1202",
  ],
  [
    "subjectEvent",
    `if this is used as a cost for a character from 『けいおん!』: draw 1`,
    `if this is used as a cost for: draw 1`,
    "PM1202",
  ],
  [
    "subjectEvent",
    `if a character of the opponent's leaves by the approach of this: draw 1`,
    `if a character of the opponent's leaves by the approach this: draw 1`,
    "PM1202",
  ],
  [
    "moveCause",
    `if this is put into the trash by an effect of yours: draw 1`,
    `if this is put into the trash by an effect of: draw 1`,
    "PM1202",
  ],
  [
    "leavesBy",
    `if a character of the opponent's leaves by approach: draw 1`,
    `if a character of the opponent's leaves by the approach: draw 1`,
    "PM1202",
  ],
  [
    "moveCause",
    `each time a card of yours is put into the point pile by a card of the opponent's: draw 1`,
    `each time a card of yours is put into the point pile by a card of the: draw 1`,
    "PM1202",
  ],
  [
    "subjectEvent",
    `if this leaves the field by an effect: draw 1`,
    `if this leaves the: draw 1`,
    "PM1202",
  ],
  [
    "areaMove",
    `if this moves from the support area to the main area: draw 1`,
    `if this moves from the support area to the support area: draw 1`,
    "PM1202",
  ],
  [
    "subjectEvent",
    `if this is put onto the field: draw 1`,
    `if this is put on the field: draw 1`,
    "PM1202",
  ],
  [
    "amount",
    `[main/own]: draw count(your characters with 【X】); draw count(cards in your exile) / 10; draw until your hand is 2; repeat count(it) times, draw 1`,
    `[main/own]: draw count(your characters) /`,
    "PM1202",
  ],
  [
    "duration",
    `[main/own]: this gets +10/+10 this turn`,
    `[main/own]: this gets +10/+10 until turn end`,
    "PM1202",
  ],
  [
    "gains",
    `[main/own]: this gets +10/+10 and active and tennen 1 until end of turn`,
    `[main/own]: this gets +10/+10 and until end of turn`,
    "PM1202",
  ],
  [
    "gainItem",
    `[main/own]: 1 of your characters gets cost +2 until end of turn`,
    `[main/own]: 1 of your characters gets cost 2 until end of turn`,
    "PM1202",
  ],
  [
    "perEach",
    `[main/own]: this gets +10/±0 for each 「X」 in your trash until end of turn`,
    `[main/own]: this gets +10/±0 for each until end of turn`,
    "PM1202",
  ],
  [
    "verbStep",
    `[main/own]: remove 2 coins from this; put 2 coins on this`,
    `[main/own]: remove 2 coins this`,
    "PM1202",
  ],
  ["exileTarget", `[main/own]: exile it`, `[main/own]: exile`, "PM1202"],
  [
    "grantedText",
    `if this enters: 1 of your characters gets text (if this leaves: put this in your trash onto your field) until end of turn`,
    `if this enters: 1 of your characters gets text (if this leaves put this in your trash onto your field)`,
    "PM1202",
  ],
  [
    "nextCardCost",
    `[main/own]: the next 「メーヴィス」 you play this turn gets cost -3`,
    `[main/own]: the next 「メーヴィス」 you play gets cost -3`,
    "PM1202",
  ],
  [
    // `and cost -1 more if it is a 「X」` (GG 01-088): a further change when that card fits
    "nextCardCost",
    `[main/own]: the next character you play this turn gets cost -1 and cost -1 more if it is a 「美紀」`,
    `[main/own]: the next character you play this turn gets cost -1 and cost -1 if it is a 「美紀」`,
    "PM1202",
  ],
  [
    "setStat",
    `[main/own]: the ap/dp of 1 of the opponent's characters becomes 20/20 until end of turn; the dp of it becomes 0 until end of turn`,
    `[main/own]: the dp of it becomes 20/20`,
    "PM1202",
  ],
  [
    "putRest",
    `[main/own]: search the top 5 cards of your deck for 1 card; then put the rest on the bottom of your deck in any order; put the rest on the top of your deck in the same order; put the rest into your trash; put the rest on the top or bottom of your deck in any order`,
    `[main/own]: look at the top 5 cards of your deck; then put the rest on the bottom of your deck`,
    "PM1202",
  ],
  [
    "resetStat",
    `[main/own]: reset the ap/dp of 1 of your characters; reset the ap of it; reset the dp of it`,
    `[main/own]: reset the cost of it`,
    "PM1202",
  ],
  [
    "swapStats",
    `[main/both] [0]: swap the ap and dp of this until end of turn`,
    `[main/both] [0]: swap the ap and cost of this until end of turn`,
    "PM1202",
  ],
  [
    "negate",
    `[approach/interrupt]: negate the opponent's event; negate the opponent's text; negate the opponent's declaration; negate an event with the same name as a card in the opponent's trash`,
    `[approach/interrupt]: negate the opponent's approach`,
    "PM1202",
  ],
  [
    "dealsPoints",
    `[main/own]: this gives 2 points by approach until end of turn`,
    `[main/own]: this gives 2 points by block until end of turn`,
    "PM1202",
  ],
  [
    "playedHow",
    `[main/own]: draw 1; if this is played by break, draw 1; if this is played not from hand, draw 1`,
    `[main/own]: draw 1; if this is played by hand, draw 1`,
    "PM1202",
  ],
  [
    "isA",
    `[main/own]: you may trash 1 card in your hand; if it is a 「A」, draw 1`,
    `[main/own]: you may trash 1 card in your hand; if it is a, draw 1`,
    "PM1202",
  ],
  [
    "designate",
    `[main/own]: choose 1 of your characters; this turn, if it gives a point by approach: (draw 1)`,
    `[main/own]: choose of your characters; draw 1`,
    "PM1202",
  ],
  [
    "swap",
    `[main/own]: swap 1 card in your hand with 1 card in your point pile; swap the top 1 card of your deck with the bottom 1 card of your deck`,
    `[main/own]: swap 1 card in your hand and 1 card in your point pile`,
    "PM1202",
  ],
  [
    "performOn",
    `[main/own]: perform "〔POP〕" on the bottom 1 card of your deck`,
    `[main/own]: perform "〔POP〕" on`,
    "PM1202",
  ],
  [
    "attachStep",
    `[main/own]: attach 1 「うどん」 in your ex deck to 1 of your characters`,
    `[main/own]: attach 1 「うどん」 in your ex deck onto 1 of your characters`,
    "PM1202",
  ],
  [
    "levelUpStep",
    `[main/own]: you may level up 1 character with 〔レベルアップ〕 in your hand from 1 of your characters by name`,
    `[main/own]: you may level up 1 character with 〔レベルアップ〕 in your hand into 1 of your characters`,
    "PM1202",
  ],
  [
    "increaseCoins",
    `[main/own]: increase your coins by 1`,
    `[main/own]: increase your coins to 1`,
    "PM1202",
  ],
  [
    "reveal",
    `[main/own]: reveal the top 1 card of your deck; then reveal all cards in the opponent's hand`,
    `[main/own]: reveal the top of your deck`,
    "PM1202",
  ],
  [
    "destination",
    `[main/own]: put it on the top of its owner's deck`,
    `[main/own]: put it on the middle of its owner's deck`,
    "PM1201",
  ],
  [
    "subjectStep",
    `[main/own]: 1 of your characters battles 1 of the opponent's characters`,
    `[main/own]: 1 of your characters fights it`,
    "PM1201",
  ],
  [
    "staticEffect",
    `this gets source +1 when paying for 「X」`,
    `this gets source +1 for 「X」`,
    "PM1202",
  ],
  [
    "staticEffect",
    // several names, in every zone (BBD P-003 「ゲーム中、このカードの名称は、「A」としても…扱う」)
    `this counts as 「A」 and 「B」 everywhere`,
    `this counts as 「A」 and everywhere`,
    "PM1202",
  ],
  [
    // a standing ban on players (GPFN 04-010 「…全てのプレイヤーは、使用コストが0のカードをプレイできない」,
    // SG 01-001 「相手は、キャラを場に出すことができない」)
    "playerBan",
    `while you have an approaching 「X」: you and the opponent cannot play cards with cost == 0`,
    `while you have an approaching 「X」: the opponent cannot put characters onto field`,
    "PM1202",
  ],
  [
    "cannotWhat",
    `this cannot block the approach of a character with cost >= 3`,
    `this cannot be block`,
    "PM1202",
  ],
  [
    "effect",
    `[main/own]: draw 1; then draw 1; if you do, draw 1; draw 1`,
    `[main/own]: draw 1;`,
    "PM1202",
  ],
  [
    "effectLink",
    `[main/own]: you may draw 1; if you do trash 1 card in your hand`,
    `[main/own]: draw 1; then`,
    "PM1202",
  ],
  [
    // `; if you cannot` (戻せない場合, SG 01-054): only when the step before did nothing
    "effectLink",
    `[main/own]: return 1 of your 「岡部」 to its owner's hand; if you cannot, trash this`,
    `[main/own]: return 1 of your 「岡部」 to its owner's hand; if you cannot`,
    "PM1202",
  ],
  ["choiceStep", `[main/own]: draw 1 or (draw 2 or ready this)`, `[main/own]: draw 1 or`, "PM1202"],
  [
    "simpleStep",
    `[main/own]: this turn, each time a character of yours enters and it is your turn: (draw 1); at end of turn, if it is your turn, return this to your hand`,
    `[main/own]: this turn, if this enters: draw 1`,
    "PM1202",
  ],
  [
    "mayPay",
    `[main/own]: you may pay (trash 1 card in your hand; rest 1 of your characters) to draw 1`,
    `[main/own]: you may pay trash 1 card in your hand to draw 1`,
    "PM1202",
  ],
  [
    "playerStep",
    `[main/own]: the opponent may draw 1; the opponent draws 1`,
    `[main/own]: the opponent shuffles`,
    "PM1201",
  ],
];

describe("every grammar rule has a passing snippet and a failing twin", () => {
  it("covers every rule of the parser", () => {
    const rules = Object.keys(cardParser().getGAstProductions());
    const covered = new Set(cases.map((c) => c[0]));
    expect(rules.filter((r) => !covered.has(r))).toEqual([]);
  });

  for (const [rule, ok, bad, code] of cases) {
    it(`${rule}: parses`, () => {
      expectParses(src(ok));
    });
    it(`${rule}: failing twin gives ${code}`, () => {
      expectDiagnostic(src(bad), code);
    });
  }
});
