// The renderers' tables (translate/render/): every kind of step, trigger event, condition,
// continuous effect and restriction has English and Japanese, and no Japanese placeholder is ever
// printed — a kind no card prints is written in the printed vocabulary (and read back where the
// translator reads it), and a shape with no Japanese form throws NoJapaneseForm.
import { describe, expect, it } from "vitest";
import type { Ability, CardDecl, EffectStep } from "../../grammar/ast.ts";
import { parse } from "../../grammar/index.ts";
import { renderEn } from "../../translate/render/en.ts";
import { renderJa } from "../../translate/render/ja.ts";
import { ok, readsBack } from "./expect-translation.ts";

function abilities(lines: string): Ability[] {
  const { ast, diagnostics } = parse(
    `title 『T』\ncharacter 09-001 「テスト」 red cost 1 source 1 {\n  ${lines}\n}\n`,
    "test.cards",
  );
  expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return ast.items.find((i): i is CardDecl => i.kind === "Card")!.abilities;
}

const ja = (lines: string): string => renderJa(abilities(lines));
const en = (lines: string): string => renderEn(abilities(lines));

/** One ability per step kind (the card language's words), with the Japanese of the newer ones. */
const STEPS: Record<EffectStep["kind"], string> = {
  Gets: "[main/own]: this gets +10/+10 until end of turn",
  SetStat: "[main/own]: the ap/dp of this becomes 30/30 until end of turn",
  Draw: "[main/own]: draw 1",
  Trash: "[main/own]: trash 1 of the opponent's characters",
  ReturnToHand: "[main/own]: return 1 of the opponent's characters to its owner's hand",
  Rest: "[main/own]: rest 1 of the opponent's characters",
  Ready: "[main/own]: ready this",
  PutCoins: "[main/own]: put 1 coin on this",
  RemoveCoins: "[main/own]: remove 1 coin from this",
  PlayerCoins: '[main/own]: you get 1 "ジョーロコイン" coin',
  Move: "[main/own]: put this on the bottom of its owner's deck",
  LookAtTop: "[main/own]: look at the top 3 cards of your deck",
  Search: "[main/own]: search your deck for 1 「A」; then shuffle your deck",
  Reveal: "[main/own]: reveal the top 1 card of your deck",
  Shuffle: "[main/own]: shuffle your deck",
  GivePoints: "[main/own]: give 1 point to the opponent",
  Perform: '[main/own]: perform "改変"; perform "〔POP〕" on the bottom 1 card of your deck',
  Attach: "[main/own]: attach 1 「うどん」 in your ex deck to 1 of your characters",
  LevelUp:
    "[main/own]: level up 1 character with 〔レベルアップ〕 in your hand from 1 of your characters by name",
  IncreaseCoins: "[main/own]: increase your coins by 1",
  TurnPoints: "[main/own]: turn 1 card in the opponent's point pile face down",
  ApproachAgain: "[main/own]: this may approach again",
  CostChange: "[main/own]: the next 「A」 you play this turn gets cost -1",
  Battle: "[main/own]: 1 of your characters battles 1 of the opponent's characters",
  Exile: "[main/own]: exile 1 of the opponent's characters",
  PutRest: "[main/own]: look at the top 3 cards of your deck; then put the rest into your trash",
  Restrict: "[main/own]: 1 of the opponent's characters cannot block until end of turn",
  ResetStat: "[main/own]: reset the ap/dp of 1 of the opponent's characters",
  SwapStats: "[main/own]: swap the ap and dp of this until end of turn",
  Negate: "[main/interrupt]: negate the opponent's text",
  DealsPoints: "[main/own]: this gives 2 points by approach until end of turn",
  Swap: "[main/own]: swap 1 card in your hand with 1 card in your point pile",
  Designate: "[main/own]: choose 1 of your 「A」",
  PlayBan: "[main/own]: the opponent cannot play events until end of turn",
  PlayPermit:
    "[main/own]: you can play characters with 【超平和バスターズ】 outside main phase this turn",
  ApproachLimit: "[main/own]: the opponent cannot approach with 3 or more characters this turn",
  Must: "[main/own]: the opponent must trash 1 card in the opponent's hand",
  May: "[main/own]: you may draw 1",
  MayPay:
    "if this enters: you may pay (put 1 card in your hand on the bottom of its owner's deck) to return 1 character in your trash to its owner's hand",
  Choice: "[main/own]: draw 1 or this gets +10/+10 until end of turn",
  Group: "[main/own]: rest this; if you do, (draw 1; ready this)",
  Conditional: "[main/own]: if you have a 「A」, draw 1",
  Delayed: "[main/own]: at end of turn, draw 1",
  Repeat: "[main/own]: repeat count(your characters) / 3 times, you may ready 1 of your characters",
  CreateTrigger: "[main/own]: draw 1; this turn, if it enters: (draw 1)",
  GrantText:
    "[main/own]: 1 of your characters gets text (if this leaves: put this in your trash onto your field) until end of turn",
  Todo: '[main/own]: todo "テキスト"',
};

describe("every step kind", () => {
  for (const [kind, line] of Object.entries(STEPS)) {
    it(`${kind}: English and Japanese, no placeholder`, () => {
      const steps = (abilities(line)[0] as { effect: { steps: { step: EffectStep }[] } }).effect
        .steps;
      expect(steps.map((s) => s.step.kind)).toContain(kind);
      expect(en(line)).not.toMatch(/undefined|〈/);
      expect(ja(line)).not.toMatch(/undefined|〈/);
    });
  }
});

/** Kinds no card prints, in the printed vocabulary (the translator does not read these yet). */
const WRITTEN: [string, string][] = [
  [
    "instead of a character of yours leaves: you may put this on the bottom of its owner's deck",
    "自分のキャラが退場する場合、代わりにこのカードをデッキの下に移すことができる。",
  ],
  [
    "[main/own]: this turn, instead of a character of yours gives a point by approach: (draw 1)",
    "[メイン/自分]:このターン、自分のキャラがアプローチでポイントを与える場合、代わりにカードを1枚引く。",
  ],
  [STEPS.Battle, "[メイン/自分]:自分のキャラ1枚は、相手のキャラ1枚とバトルする。"],
  [STEPS.Negate, "[メイン/割り込み]:相手の使用中のテキスト1つを無効にする。"],
  [
    "[main/interrupt]: negate an event with the same name as a card in the opponent's trash",
    "[メイン/割り込み]:相手の捨て札置き場にあるカードと同じ名称のプレイ中のイベントカード1枚を無効にする。",
  ],
  [
    "[main/interrupt]: negate the opponent's declaration",
    "[メイン/割り込み]:相手のプレイ中のイベントカード1枚、または使用中のテキスト1つを無効にする。",
  ],
  [
    STEPS.PutRest,
    "[メイン/自分]:デッキの上のカード3枚を見る。その後、残りのカードを捨て札にする。",
  ],
  ["[main/own]: put this into your trash", "[メイン/自分]:このカードを自分の捨て札置き場に移す。"],
  ["this counts as 「平沢 唯」", "このカードの名称は、「平沢 唯」としても扱う。"],
  [
    "this counts as 「古橋 文乃」 and 「緒方 理珠」 everywhere",
    "ゲーム中、このカードの名称は、「古橋 文乃」としても「緒方 理珠」としても扱う。",
  ],
  [
    "[main/own]: rest 1 of the opponent's characters with ap+dp < the ap+dp of this",
    "[メイン/自分]:このカードのAP/DPの合計値より低いAP/DPの合計値を持つ相手のキャラ1枚を休息状態にする。",
  ],
  ["this cannot approach", "このカードは、アプローチに参加することができない。"],
  ["this cannot block", "このカードは、妨害に参加することができない。"],
  [
    "free entry in [main/opponent]",
    "このカードは、相手のメインフェイズにも登場させることができる。",
  ],
  ["this cannot approach or block", "このカードは、アプローチと妨害に参加できない。"],
  [
    "this cannot be targeted by the opponent's events",
    "このカードは、相手のイベントカードの効果の対象にならない。",
  ],
  [
    "this cannot give points by approach",
    "このカードは、アプローチでポイントを与えることができない。",
  ],
  ["this can block while rested", "このカードは、休息状態でも妨害に参加することができる。"],
  ["this does not leave in battle", "このカードは、アプローチでは退場しない。"],
  [
    "while the opponent's points >= 5: this gets +10/+10",
    "このカードは、相手のポイントが5点以上の場合、+10/+10を得る。",
  ],
  [
    "while this is rested: this gets +10/+10",
    "このカードは、このカードが休息状態の場合、+10/+10を得る。",
  ],
  [
    "while count(your characters) <= 2: this gets +10/+10",
    "このカードは、自分のキャラが2枚以下の場合、+10/+10を得る。",
  ],
];

describe("Japanese for kinds no card prints", () => {
  it.each(WRITTEN)("%s", (line, text) => expect(ja(line)).toBe(text));
});

/** Trigger events and moments no card prints, in forms the translator reads back. */
const READ_BACK: [string, string][] = [
  ["at start of turn: draw 1", "ターン開始時に、カードを1枚引く。"],
  ["at start of your turn: draw 1", "自分のターン開始時に、カードを1枚引く。"],
  ["at end of the opponent's turn: draw 1", "相手のターン終了時に、カードを1枚引く。"],
  ["at start of main phase: draw 1", "メインフェイズ開始時に、カードを1枚引く。"],
  [
    "at start of the opponent's approach phase: draw 1",
    "相手のアプローチフェイズ開始時に、カードを1枚引く。",
  ],
  // the condition of a phase's text was dropped; it is written as a trigger's (なら)
  [
    "at start of your main phase and you have a 「A」: draw 1",
    "自分のメインフェイズ開始時に、自分の「A」がいるなら、カードを1枚引く。",
  ],
  ["if you receive a point: draw 1", "自分がポイントを受け取った場合、カードを1枚引く。"],
  // `; if you cannot` after a step that is not a return to the hand (issue 13, cards and zones)
  [
    "[main/own]: draw 1; if you cannot, trash this",
    "[メイン/自分]:カードを1枚引く。そうできない場合、このカードを捨て札にする。",
  ],
  [
    "each time the opponent receives a point: draw 1",
    "相手がポイントを受け取るごとに、カードを1枚引く。",
  ],
  ["if this is returned to hand: draw 1", "このカードが手札に戻った場合、カードを1枚引く。"],
  // ERMG P-002 prints the first; the other way no card prints
  [
    "if this moves from the support area to the main area: draw 2",
    "このカードがサポートエリアからメインエリアに移った場合、カードを2枚引く。",
  ],
  [
    "each time a character of yours moves from the main area to the support area: draw 1",
    "自分のキャラがメインエリアからサポートエリアに移るごとに、カードを1枚引く。",
  ],
  ["each time this is returned to hand: draw 1", "このカードが手札に戻るごとに、カードを1枚引く。"],
  [
    "if the opponent levels up into this: draw 1",
    "相手がこのカードにレベルアップした場合、カードを1枚引く。",
  ],
  // a created trigger's condition was dropped too
  [
    "[main/own]: draw 1; this turn, each time a character of yours enters and you have a 「A」: (draw 1)",
    "[メイン/自分]:カードを1枚引く。このターン、自分のキャラが登場するごとに、自分の「A」がいるなら、カードを1枚引く。",
  ],
];

describe("trigger events and moments read back", () => {
  it.each(READ_BACK)("%s", (line, text) => expect(readsBack(line)).toBe(text));
  it("keeps a created trigger's condition written inside its clause (…がいる状態で…)", () => {
    const [a] = ok(
      "[メイン/自分]:カードを1枚引く。このターン、そのキャラが、自分の「A」がいる状態で登場した場合、カードを1枚引く。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[1]!.step).toMatchObject({
      kind: "CreateTrigger",
      condition: { kind: "Exists", player: "you" },
    });
  });
  it("says a created trigger's condition in English too", () => {
    expect(en(READ_BACK.at(-1)![0])).toContain(
      "whenever a character of yours enters, if you have a 「A」, draw 1 card",
    );
  });
});

describe("shapes with no Japanese form throw, never print a placeholder", () => {
  const refuses = (line: string, what: string): void => {
    expect(() => ja(line)).toThrow(`renderJa: no Japanese form for ${what}`);
  };
  it("refuses comparisons no card prints", () => {
    refuses(
      "while count(cards in your trash) < 2: this gets +10/+10",
      "a count of cards compared with <",
    );
    refuses("if this enters: rest 1 character with cost > 2", "a card's cost compared with >");
  });
  it("reads a counted draw as 「…1枚につき」, refuses a group without joining forms, a negated state", () => {
    // A drawn amount counted from a selector has a printed form since issue 13's choosing family.
    expect(ja("if this enters: draw count(your characters)")).toBe(
      "このカードが登場した場合、自分のキャラ1枚につき、カードを1枚引く。",
    );
    refuses(
      "if this enters: you may (shuffle your deck; draw 1)",
      "a group whose step 「デッキをシャッフルする」 has no joining form",
    );
    refuses(
      "while not it is your turn: this gets +10/+10",
      "`not` of a condition other than `you have …`",
    );
    refuses("this does not leave when blocking", "`does not leave when blocking`");
  });
});

/** A comparison in English says its operator: a rule text that says the opposite is a wrong card. */
const COMPARED: [string, string][] = [
  [
    "while count(your characters) <= 2: this gets +10/+10",
    "While you have 2 or fewer characters, this character gets +10/+10.",
  ],
  [
    "while count(your characters) == 2: this gets +10/+10",
    "While you have exactly 2 characters, this character gets +10/+10.",
  ],
  [
    "if this enters and count(your characters) < 3: draw 1",
    "When this character enters, if you have fewer than 3 characters, draw 1 card.",
  ],
  [
    "while count(your characters) >= 3: this gets +10/+10",
    "While you have 3 or more characters, this character gets +10/+10.",
  ],
  [
    "[main/own]: 1 of the opponent's characters with cost > 2 gets -10/-10 until end of turn",
    "[Main/Own]: 1 of your opponent's characters with cost more than 2 gets -10/-10 until end of turn.",
  ],
  [
    "[main/own]: 1 of the opponent's characters with cost <= 2 gets -10/-10 until end of turn",
    "[Main/Own]: 1 of your opponent's characters with cost 2 or less gets -10/-10 until end of turn.",
  ],
  [
    "[main/own]: 1 of your characters with coins > 1 gets +10/+10 until end of turn",
    "[Main/Own]: 1 of your characters with more than 1 +10/+10 coins gets +10/+10 until end of turn.",
  ],
  [
    "this does not leave in battle",
    "This character does not leave the field as a result of a battle.",
  ],
];

describe("English comparisons say their operator", () => {
  it.each(COMPARED)("%s", (line, text) => expect(en(line)).toBe(text));
});
