// For every diagnostic code: a snippet that must report it and a passing twin that must be clean.
// Snippets follow PRELUDE (helpers.ts), which defines 「平沢 唯」, 「秋山 澪」, 「平沢 憂」 (a support
// character), 「ギー太」 (a support card) and 「うんたん♪」 (an event), and the traits 【制服】【音楽】.
// Hand-made ASTs (ast-cases.ts) cover what the parser refuses before the checker sees it.
import type { Source } from "./helpers.ts";
import { PRELUDE } from "./helpers.ts";

export interface RuleCase {
  code: string;
  fail: Source;
  pass: Source;
}

/** A main character 09-001 with the given body, after the prelude. */
const char = (body: string, header = "ap 30 dp 30") =>
  `${PRELUDE}character 09-001 「テスト」 red cost 2 source 1 ${header} {\n  ${body}\n}\n`;
/** An event 09-101 with the given body. */
const ev = (body: string, header = "") =>
  `${PRELUDE}event 09-101 「テスト」 red cost 1 source 1 ${header} {\n  ${body}\n}\n`;
/** A support card 09-120 with the given body. */
const sup = (body: string) =>
  `${PRELUDE}support 09-120 「テスト」 red cost 1 source 1 {\n  ${body}\n}\n`;
const main = (effect: string) => char(`[main/own]: ${effect}`);

export const sourceCases: RuleCase[] = [
  // ── PM2xxx binding
  {
    code: "PM2001",
    fail: char("if this enters and you have a 「平沢 結」: draw 1"),
    pass: char("if this enters and you have a 「平沢 唯」: draw 1"),
  },
  {
    code: "PM2002",
    fail: char("if this enters and count(your characters with 【制腹】) >= 2: draw 1"),
    pass: char("if this enters and count(your characters with 【制服】) >= 2: draw 1"),
  },
  {
    code: "PM2003",
    fail: char("if this enters and you have a character from 『けいおん』: draw 1"),
    pass: char("if this enters and you have a character from 『けいおん!』: draw 1"),
  },
  { code: "PM2004", fail: sup("attach to 「平沢 結」"), pass: sup("attach to 「平沢 唯」") },
  { code: "PM2005", fail: sup("attach to 【制腹】"), pass: sup("attach to 【制服】") },
  { code: "PM2006", fail: char("team-up with 【音学】"), pass: char("team-up with 【音楽】") },
  {
    code: "PM2007",
    fail: `${PRELUDE}character 01-001 「平沢 唯」 red cost 2 source 1 ap 20 dp 20\n`,
    pass: `${PRELUDE}character 01-001a 「平沢 唯」 red cost 4 source 1 ap 40 dp 30 【制服】【音楽】\n`,
  },
  {
    code: "PM2008",
    fail: `character 09-001 「テスト」 red cost 2 source 1 ap 30 dp 30\n${PRELUDE}`,
    pass: `${PRELUDE}character 09-001 「テスト」 red cost 2 source 1 ap 30 dp 30\n`,
  },
  {
    code: "PM2009",
    fail: `${PRELUDE}character 09-001 「平沢 唯&」 red cost 2 source 1 ap 30 dp 30\n`,
    pass: `${PRELUDE}character 09-001 「平沢 唯&秋山 澪」 red cost 2 source 1 ap 30 dp 30\n`,
  },
  {
    code: "PM2010",
    fail: char(
      'printed "自分の場に「本間 芽衣子」がいる場合、…"\n  if this enters and you have a 「本間 芽衣子」: draw 1',
    ),
    pass: char(
      'printed "自分の場に「平沢 唯」がいる場合、…"\n  if this enters and you have a 「平沢 唯」: draw 1',
    ),
  },
  {
    code: "PM2011",
    fail: `${PRELUDE}character 01-001a 「平沢 唯」 red cost 4 source 1 ap 40 dp 40 【制服】【音楽】\n`,
    pass: `${PRELUDE}character 01-001a 「平沢 唯」 red cost 4 source 1 ap 40 dp 30 【音楽】【制服】 rarity SP\n`,
  },
  // ── PM30xx kinds
  {
    code: "PM3001",
    fail: main("1 of your 「ギー太」 gets +10/+10 until end of turn"),
    pass: main("1 of your 「平沢 唯」 gets +10/+10 until end of turn"),
  },
  {
    code: "PM3002",
    fail: main("rest 1 character in your hand"),
    pass: main("rest 1 of the opponent's characters"),
  },
  {
    code: "PM3003",
    fail: char("if this enters and you have a 「うんたん♪」: draw 1"),
    pass: char("if this enters and count(「うんたん♪」 in your trash) >= 1: draw 1"),
  },
  {
    code: "PM3004",
    fail: main("ready it"),
    pass: main("rest 1 of the opponent's characters; then ready it"),
  },
  {
    // `that character` needs an earlier choice of characters: a hand card is not one
    code: "PM3021",
    fail: main("trash 1 card in your hand; if you do, ready that character"),
    pass: main(
      "rest 1 of your characters; then you may trash 1 card in your hand; if you do, ready that character",
    ),
  },
  {
    code: "PM3008",
    fail: char(
      "if this enters and count(characters put onto the field this turn in your trash) >= 1: draw 1",
    ),
    pass: char("if this enters and count(characters put onto the field this turn) >= 1: draw 1"),
  },
  {
    code: "PM3020",
    fail: main(
      "you may trash 1 card in your hand; if 1 of your characters is a 「平沢 唯」, draw 1",
    ),
    pass: main("you may trash 1 card in your hand; if it is a 「平沢 唯」, draw 1"),
  },
  {
    code: "PM3020",
    fail: main("you may trash 1 card in your hand; if it is a 「平沢 唯」 in your trash, draw 1"),
    pass: main("you may trash 1 card in your hand; if it is a character with cost <= 2, draw 1"),
  },
  {
    code: "PM3005",
    fail: char("host gets +10/±0"),
    pass: sup("attach to 「平沢 唯」\n  host gets +10/±0"),
  },
  {
    code: "PM3007",
    fail: main("return 1 「秋山 澪」 in your hand to its owner's hand"),
    pass: main("return 1 「秋山 澪」 in your trash to its owner's hand"),
  },
  {
    code: "PM3008",
    fail: char("if this enters and count(rested characters in your hand) >= 1: draw 1"),
    pass: char("if this enters and count(your rested characters) >= 1: draw 1"),
  },
  {
    code: "PM3009",
    fail: char("if this enters and count(events with ap >= 10 in your trash) >= 1: draw 1"),
    pass: char("if this enters and count(characters with ap >= 10 in your trash) >= 1: draw 1"),
  },
  {
    code: "PM3010",
    fail: main("trash 1 support without ap/dp in your hand"),
    pass: main("trash 1 character without ap/dp in your hand"),
  },
  // ── PM31xx card data
  { code: "PM3103", fail: char("", "ap 35 dp 30"), pass: char("", "ap 30 dp 30") },
  {
    code: "PM3104",
    fail: `${PRELUDE}character 09-001 「テスト」 red cost 2 source 1 ap 30 dp 30 【制服】【音楽】【A】【B】【C】\n`,
    pass: `${PRELUDE}character 09-001 「テスト」 red cost 2 source 1 ap 30 dp 30 【制服】【音楽】【A】【B】\n`,
  },
  {
    code: "PM3105",
    fail: `${PRELUDE}character 09-001 「テスト」 red cost 12 source 1 ap 30 dp 30\n`,
    pass: `${PRELUDE}character 09-001 「テスト」 red cost 2 source 1 ap 30 dp 30\n`,
  },
  // ── PM32xx texts and keywords
  {
    code: "PM3201",
    fail: `${PRELUDE}event 09-101 「テスト」 red cost 1 source 1\n`,
    pass: ev("[main/own]: draw 1"),
  },
  {
    code: "PM3202",
    fail: ev("[main/own]: draw 1\n  [approach/own]: draw 1"),
    pass: ev("[main/own]: draw 1 or draw 2"),
  },
  {
    code: "PM3221",
    fail: char("mode [main/own]: draw 1\n  mode [main/own]: draw 2"),
    pass: ev("mode [main/own]: draw 1\n  mode [main/own]: draw 2"),
  },
  {
    code: "PM3222",
    fail: ev("mode [main/own]: draw 1\n  [approach/own]: draw 2"),
    pass: ev("mode [main/own]: draw 1\n  mode [approach/own]: draw 2"),
  },
  {
    code: "PM3203",
    fail: ev("[main/own]: draw 1\n  at end of turn: draw 1"),
    pass: ev("[main/own]: draw 1; at end of turn, draw 1"),
  },
  {
    code: "PM3204",
    fail: char("requires count(your characters) >= 3"),
    pass: ev("requires count(your characters) >= 3\n  [main/own]: draw 1"),
  },
  { code: "PM3205", fail: char("attach to 「平沢 唯」"), pass: sup("attach to 「平沢 唯」") },
  {
    code: "PM3206",
    fail: sup("attach to 「平沢 唯」\n  attach to 【音楽】"),
    pass: sup("attach to 「平沢 唯」 or 【音楽】"),
  },
  { code: "PM3207", fail: ev("[main/own] ↓: draw 1"), pass: ev("[main/own] [0]: draw 1") },
  {
    code: "PM3208",
    fail: char("gyakkyou 7: this gets +20/+20"),
    pass: char("gyakkyou 6: this gets +20/+20"),
  },
  { code: "PM3209", fail: char("tennen 10"), pass: char("tennen 9") },
  { code: "PM3210", fail: ev("active\n  [main/own]: draw 1"), pass: char("active") },
  {
    code: "PM3211",
    fail: `${PRELUDE}character 09-001 「テスト」 red cost 2 source 1 ap 30 dp 30 { combi }\n`,
    pass: `${PRELUDE}character 09-001 「平沢 唯&秋山 澪」 red cost 2 source 1 ap 30 dp 30 { combi }\n`,
  },
  // ── PM33xx effects
  {
    code: "PM3301",
    fail: main("this gets +10/+10"),
    pass: main("this gets +10/+10 until end of turn"),
  },
  {
    code: "PM3302",
    fail: main('todo "このカードを手札に戻す。"'),
    pass: main("return this to your hand"),
  },
  { code: "PM3303", fail: main("draw 0"), pass: main("draw 1") },
  // ── PM35xx warnings
  { code: "PM3501", fail: char("〔突破30〕"), pass: char("break") },
  // 〔レベルアップ〕's event (7.11) warns like the keyword itself.
  {
    code: "PM3501",
    fail: char("if you level up into this: draw 1"),
    pass: char("if this enters: draw 1"),
  },
  // Several events: a moment among them is still a moment.
  {
    code: "PM3212",
    fail: char("if this enters or end of turn: draw 1"),
    pass: char("if this enters or this approaches: draw 1"),
  },
  {
    code: "PM3502",
    fail: char(
      "if this enters and count(your characters) >= 3 and count(your characters) < 2: draw 1",
    ),
    pass: char(
      "if this enters and count(your characters) >= 3 and count(your characters) < 5: draw 1",
    ),
  },
  {
    code: "PM3503",
    fail: char("if this enters and your points >= 7: draw 1"),
    pass: char("if this enters and your points >= 6: draw 1"),
  },
  {
    code: "PM3504",
    fail: char("if this enters and your points >= 0: draw 1"),
    pass: char("if this enters and your points >= 1: draw 1"),
  },
  {
    code: "PM3505",
    fail: char("if this approaches: draw 1\n  each time this approaches: draw 1"),
    pass: char("if this approaches: draw 1\n  each time this blocks: draw 1"),
  },
  {
    code: "PM3506",
    fail: main("draw 1; if you do draw 1"),
    pass: main("you may draw 1; if you do draw 1"),
  },
  {
    code: "PM3508",
    fail: main("this gets ±0/±0 until end of turn"),
    pass: main("this gets +10/±0 until end of turn"),
  },
  {
    code: "PM3509",
    fail: `${PRELUDE}character 09-001 「テスト」 yellow cost 0 source 1 { active }\n`,
    pass: `${PRELUDE}character 09-001 「テスト」 yellow cost 0 source 1 ap 10 dp 10 { active }\n`,
  },
  {
    code: "PM3510",
    fail: char("free entry in [main/own]"),
    pass: char("free entry in [main/opponent]"),
  },
  {
    code: "PM3511",
    fail: `${PRELUDE}character 09-001 「テスト」 red cost 2 source 1 ap 30 dp 30 【音楽】【音楽】\n`,
    pass: `${PRELUDE}character 09-001 「テスト」 red cost 2 source 1 ap 30 dp 30 【音楽】【制服】\n`,
  },
  {
    code: "PM3512",
    fail: char(
      'printed "このカードがアプローチに参加した場合、カードを1枚引く。"\n  each time this approaches: draw 1',
    ),
    pass: char(
      'printed "このカードがアプローチに参加した場合、カードを1枚引く。"\n  if this approaches: draw 1',
    ),
  },
  {
    code: "PM3513",
    fail: char("if this approaches: draw 1\n  if this approaches: draw 1"),
    pass: char("if this approaches: draw 1\n  if this blocks: draw 1"),
  },
  // ── The one-shot steps of the runtime primitives (restrict, reset, swap, put the rest, negate, must)
  {
    code: "PM3001",
    fail: main("1 of your 「ギー太」 cannot be blocked this turn"),
    pass: main("1 of your 「平沢 唯」 cannot be blocked this turn"),
  },
  {
    code: "PM3001",
    fail: main("reset the ap/dp of 1 of your 「ギー太」"),
    pass: main("reset the ap/dp of 1 of your 「平沢 唯」"),
  },
  {
    code: "PM3002",
    fail: main("1 character in your hand does not leave until end of turn"),
    pass: main("1 of your characters does not leave until end of turn"),
  },
  {
    code: "PM3007",
    fail: main("swap 1 card in your trash with 1 card in your point pile"),
    pass: main("swap 1 card in your hand with 1 card in your point pile"),
  },
  {
    code: "PM3007",
    fail: main("swap 1 card in your hand with 1 card in your trash"),
    pass: main("swap 1 card in your hand with 1 card in your point pile"),
  },
  {
    code: "PM3301",
    fail: main("1 of the opponent's characters cannot approach"),
    pass: main("1 of the opponent's characters cannot approach this turn"),
  },
  {
    code: "PM3213",
    fail: ev("[main/own]: negate the opponent's event"),
    pass: ev("[main/interrupt]: negate the opponent's event"),
  },
  {
    code: "PM3213",
    fail: char("if this enters: negate the opponent's text"),
    pass: char("[approach/interrupt] [0]: negate the opponent's text"),
  },
  {
    // a text triggered by a play resolves above the played card (AW P-004); a text is not played
    code: "PM3213",
    fail: char("if the opponent plays an event: negate the opponent's text"),
    pass: char(
      "if this enters: this turn, if the opponent plays an event: (negate the opponent's event; return it to its owner's hand)",
    ),
  },
  {
    code: "PM3305",
    fail: main("draw 1; then put the rest on the bottom of your deck in any order"),
    pass: main(
      "search the top 5 cards of your deck for 1 「平沢 唯」 and reveal it; then put the rest on the bottom of your deck in any order",
    ),
  },
  {
    code: "PM3305",
    fail: main(
      "put the rest into your trash; then put 1 card in the top 3 cards of your deck into your hand",
    ),
    pass: main(
      "look at the top 3 cards of your deck; then put 1 card in the top 3 cards of your deck into your hand; then put the rest into your trash",
    ),
  },
  {
    code: "PM3321",
    fail: char("reminder 〔強引〕"),
    pass: char("reminder 〔我慢〕"),
  },
  {
    code: "PM3310",
    fail: main(
      "choose all of your characters; this turn, if it gives a point by approach: (draw 1)",
    ),
    pass: main("choose 1 of your characters; this turn, if it gives a point by approach: (draw 1)"),
  },
  {
    code: "PM2002",
    fail: main("1 of your characters gets 【制腹】 until end of turn"),
    pass: main("1 of your characters gets 【制服】 until end of turn"),
  },
  {
    code: "PM3301",
    fail: main("1 of your characters gets 【制服】"),
    pass: main("1 of your characters gets 【制服】 until end of turn"),
  },
  {
    code: "PM3306",
    fail: char(
      "[approach/own]: the ap/dp of 1 of the opponent's characters blocking 1 of your 「平沢 唯」 becomes 20/20 until end of turn",
    ),
    pass: char(
      "[approach/own]: the ap/dp of 1 of the opponent's characters blocking your 「平沢 唯」 becomes 20/20 until end of turn",
    ),
  },
  {
    code: "PM3306",
    fail: char("while this is blocked by all characters with cost <= 1: this does not leave"),
    pass: char("while this is blocked by a character with cost <= 1: this does not leave"),
  },
  // relations between cards (names-and-identity): a relation needs a choice, an impossible pick,
  // and the card compared with is found, not chosen
  {
    code: "PM3340",
    fail: main("draw count(your characters with the same name)"),
    pass: main("search your deck for 2 characters with the same name and reveal it"),
  },
  {
    code: "PM3341",
    fail: main("search your deck for 2 「平沢 唯」 with different names and reveal it"),
    pass: main("search your deck for 2 characters with different names and reveal it"),
  },
  {
    code: "PM3342",
    fail: main(
      "rest 1 of the opponent's characters with the same name as 1 card in the opponent's trash",
    ),
    pass: main(
      "rest 1 of the opponent's characters with the same name as a card in the opponent's trash",
    ),
  },
  {
    code: "PM3514",
    fail: main("you must trash 1 card in your hand"),
    pass: main("the opponent must trash 1 card in the opponent's hand"),
  },
  {
    code: "PM3515",
    fail: main("put 1 「平沢 唯」 in your ex deck into your hand"),
    pass: main("put 1 「平沢 唯」 in your trash into your hand"),
  },
  {
    code: "PM3517",
    fail: char("[main/own]: 「平沢 唯」 ▶ draw 1"),
    pass: char("[main/own]: draw 1"),
  },
  {
    code: "PM3518",
    fail: main("increase your coins by 1"),
    pass: main('you get 1 "ジョーロコイン" coin'),
  },
];
