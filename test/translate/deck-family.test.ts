// Issue 13, family B (looking at the deck, picking, counting, copying values): the printed forms
// the translator reads, each with the card it comes from and a failing twin.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { roundTrips, step } from "./expect-translation.ts";

describe("表にしたカードと同じ色の", () => {
  const text =
    "[メイン/自分]:《休》デッキの上のカード1枚を表にする。その場合、表にしたカードと同じ色の自分のキャラ1枚は、ターン終了時まで+20/+20を得る。";
  it("is the sameColor filter on `it` (KSC 01-092)", () => {
    // `it` is rendered as そのキャラ / that character, as for 同じ名称の (the renderer's convention).
    expect(roundTrips(text)).toEqual({
      ja: "[メイン/自分]:《休》デッキの上のカード1枚を表にする。その場合、そのキャラと同じ色の自分のキャラ1枚は、ターン終了時まで+20/+20を得る。",
      en: "[Main/Own] Rest: Reveal the top 1 card of your deck. If you do, 1 of your characters with the same color as that character gets +20/+20 until end of turn.",
    });
    expect(
      step("[メイン/自分]:このカードと同じ色の自分のキャラ1枚は、ターン終了時まで+10/+10を得る。"),
    ).toMatchObject({ target: { filters: [{ kind: "sameColor", as: { kind: "This" } }] } });
  });
  it("failing twin: 同じ色 without the card it is compared with", () => {
    expect(
      translateText("[メイン/自分]:同じ色の自分のキャラ1枚は、ターン終了時まで+10/+10を得る。")
        .complete,
    ).toBe(false);
  });
});
