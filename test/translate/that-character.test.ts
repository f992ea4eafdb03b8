// そのキャラ is `that character` only where `it` would name other cards: a choice of characters,
// then a choice of other cards (a hand card, the top of the deck, a card of a trash), then そのキャラ
// (translate/references.ts). Everywhere else it stays `it`, so no other card's encoding changes.
import { describe, expect, it } from "vitest";
import type { Ability } from "../../grammar/ast.ts";
import { fmtAbility } from "../../grammar/format.ts";
import { translateText } from "../../translate/translate.ts";
import { roundTrips } from "./expect-translation.ts";

/** A text that must translate completely, in the card language. */
function encoded(text: string): string {
  const t = translateText(text, "test");
  expect(t.sentences.filter((s) => !s.ok)).toEqual([]);
  return (t.abilities as Ability[]).map(fmtAbility).join("\n");
}

const WHN =
  "[アプローチ/両方]:自分のキャラ1枚は、ターン終了時まで±0/+20を得る。その後、手札1枚を捨て札にすることができる。捨て札にした場合、そのキャラを活動状態にする。";

describe("そのキャラ after a choice of other cards: `that character`", () => {
  it("readies the character, not the trashed card (WHN 01-104)", () => {
    expect(encoded(WHN)).toBe(
      "[approach/both]: 1 of your characters gets ±0/+20 until end of turn; then you may trash 1 card in your hand; if you do, ready that character",
    );
  });

  it("is the template, not one sentence: other choices of cards, verbs and players", () => {
    expect(
      encoded(
        "[メイン/自分]:自分のキャラ1枚は、ターン終了時まで+10/+10を得る。その後、デッキの上のカード1枚を捨て札にすることができる。捨て札にした場合、そのキャラを活動状態にする。",
      ),
    ).toContain("then you may trash the top 1 card of your deck; if you do, ready that character");
    expect(
      encoded(
        "[アプローチ/両方]:自分のキャラ1枚は、ターン終了時まで±0/+20を得る。その後、相手の捨て札置き場にあるカード1枚をゲームから取り除くことができる。取り除いた場合、そのキャラを活動状態にする。",
      ),
    ).toContain("if you do, ready that character");
    expect(
      encoded(
        "[メイン/自分]:相手のキャラ1枚を休息状態にする。その後、手札1枚を捨て札にする。その場合、そのキャラは、ターン終了時まで-10/±0を得る。",
      ),
    ).toContain("if you do, that character gets -10/±0 until end of turn");
  });

  it("wherever `it` goes: そのキャラ以外の, 捨て札置き場にあるそのキャラ", () => {
    expect(
      encoded(
        "[メイン/自分]:自分のキャラ1枚は、ターン終了時まで+10/+10を得る。その後、手札1枚を捨て札にすることができる。捨て札にした場合、そのキャラ以外の自分のキャラ1枚は、ターン終了時まで+10/+10を得る。",
      ),
    ).toContain("1 of your characters except that character gets +10/+10");
    expect(
      encoded(
        "[メイン/自分]:自分のキャラ1枚は、ターン終了時まで+10/+10を得る。その後、手札1枚を捨て札にすることができる。捨て札にした場合、自分の捨て札置き場にあるそのキャラを手札に戻す。",
      ),
    ).toContain("return that character in your trash to its owner's hand");
  });

  it("renders as そのキャラ / that character and reads back the same", () => {
    expect(roundTrips(WHN)).toEqual({
      ja: "[アプローチ/両方]:自分のキャラ1枚は、ターン終了時まで±0/+20を得る。その後、手札1枚を捨て札にすることができる。その場合、そのキャラを活動状態にする。",
      en: "[Approach/Both]: 1 of your characters gets ±0/+20 until end of turn. Then, you may put 1 card in your hand into your trash. If you do, ready that character.",
    });
  });
});

describe("そのキャラ that `it` names: `it`", () => {
  it("right after the choice of the character", () => {
    expect(
      encoded(
        "[メイン/自分]:自分のキャラ1枚を休息状態にする。その場合、そのキャラは、ターン終了時まで+10/+10を得る。",
      ),
    ).toBe("[main/own]: rest 1 of your characters; if you do, it gets +10/+10 until end of turn");
  });

  it("a card tested to be a character is the character (表にしたカードがキャラの場合、そのキャラを…)", () => {
    expect(
      encoded(
        "[メイン/自分]:自分のキャラ1枚は、ターン終了時まで+10/+10を得る。その後、デッキの上のカード1枚を表にする。表にしたカードがキャラの場合、そのキャラを手札に加えることができる。",
      ),
    ).toContain("if it is a character, you may put it into its owner's hand");
  });

  it("cards chosen among characters are characters (KMK 01-053, read back from canonical Japanese)", () => {
    const { ja } = roundTrips(
      "このカードが登場した場合、自分の捨て札置き場にある『きんいろモザイク』のキャラ2枚を指定する。その後、相手は、その中から1枚を指定する。その場合、指定されたキャラを手札に戻す。",
    );
    expect(encoded(ja)).toContain("if you do, return it to its owner's hand");
  });

  it("the cards paid for a cost are not what it speaks of (SRBK P-010, read back from canonical Japanese)", () => {
    const { ja } = roundTrips(
      "自分の【アニメーター】を持つキャラが退場した場合、自分の【アニメーター】を持つキャラ3枚を休息状態にし、手札1枚をデッキの下に移すことで、退場したそのキャラを手札に戻すことができる。",
    );
    expect(ja).toContain("そのキャラを手札に戻す");
    expect(encoded(ja)).toContain("to return it to its owner's hand");
  });

  it("with no earlier choice of characters (`that character` would name nothing: PM3021)", () => {
    expect(
      encoded("[メイン/自分]:手札1枚を捨て札にする。その場合、そのキャラを活動状態にする。"),
    ).toBe("[main/own]: trash 1 card in your hand; if you do, ready it");
  });
});
