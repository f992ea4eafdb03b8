// What moved a card, as a trigger says it (branch `replace`): 「カードの効果で」 (by an effect),
// 「自分の/相手のカードの効果で」 (whose), 「相手のカードによって」 (an effect or an approach of that
// player's card); the events 「捨て札置き場に置かれた」 and 「場から離れた」; and texts made void,
// 「<X>のテキストは、ターン終了時まで無効になる」.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, roundTrips, step } from "./expect-translation.ts";

const trigger = (text: string): unknown => (ok(text) as { trigger: unknown }[])[0]!.trigger;

describe("the cause of a move in a trigger", () => {
  it("reads 自分のカードの効果で自分の捨て札置き場に置かれた場合 (ERMG 01-057)", () => {
    expect(
      trigger(
        "このカードが自分のカードの効果で自分の捨て札置き場に置かれた場合、カードを1枚引く。",
      ),
    ).toMatchObject({
      event: "putIntoTrash",
      subject: { kind: "This" },
      cause: { by: "effect", whose: "your" },
    });
  });

  it("reads 相手のカードの効果で (SEKN P-003) and カードの効果で場から離れた (FA 01-050)", () => {
    expect(
      trigger(
        "このカードが相手のカードの効果で自分の捨て札置き場に置かれた場合、カードを1枚引く。",
      ),
    ).toMatchObject({ cause: { by: "effect", whose: "opponent's" } });
    const t = trigger("このカードがカードの効果で場から離れた場合、カードを1枚引く。");
    expect(t).toMatchObject({ event: "leavesField", cause: { by: "effect" } });
    expect((t as { cause: object }).cause).not.toHaveProperty("whose");
  });

  it("reads 相手のカードによって before the pile (FA 01-075)", () => {
    expect(
      trigger(
        "相手のカードによって自分のポイント置き場にカードが置かれるごとに、カードを1枚引く。",
      ),
    ).toMatchObject({ event: "putIntoPointPile", cause: { by: "card", whose: "opponent's" } });
  });

  it("reads ポイント置き場 without its owner after 相手のアプローチによって (MDK P-009)", () => {
    expect(
      trigger(
        "このカードが相手のアプローチによってポイント置き場に置かれた場合、カードを1枚引く。",
      ),
    ).toMatchObject({ event: "putIntoPointPile", byApproach: true });
  });

  it("renders to canonical Japanese that reads back the same, and to English", () => {
    expect(
      roundTrips(
        "このカードが相手のカードの効果で自分の捨て札置き場に置かれた場合、カードを1枚引く。",
      ),
    ).toEqual({
      ja: "このカードが相手のカードの効果で自分の捨て札置き場に置かれた場合、カードを1枚引く。",
      en: "When this character is put into your trash by an effect of your opponent's card, draw 1 card.",
    });
    expect(roundTrips("このカードがカードの効果で場から離れた場合、カードを1枚引く。").ja).toBe(
      "このカードがカードの効果で場から離れた場合、カードを1枚引く。",
    );
    expect(
      roundTrips(
        "相手のカードによって自分のポイント置き場にカードが置かれるごとに、カードを1枚引く。",
      ).ja,
    ).toBe("相手のカードによって自分のポイント置き場にカードが置かれるごとに、カードを1枚引く。");
  });

  it("failing twin: 効果で alone names no card", () => {
    expect(
      translateText("このカードが効果で自分の捨て札置き場に置かれた場合、カードを1枚引く。")
        .complete,
    ).toBe(false);
  });
});

describe("texts made void", () => {
  it("reads <X>のテキストは、ターン終了時まで無効になる (OREG3 P-018)", () => {
    expect(
      step(
        "[メイン/自分]:アプローチしている相手のキャラ1枚のテキストは、ターン終了時まで無効になる。",
      ),
    ).toMatchObject({
      kind: "Restrict",
      restriction: { kind: "textsVoid" },
      target: { kind: "Query", owner: "opponent's" },
      duration: { kind: "untilEndOfTurn" },
    });
  });

  it("renders to canonical Japanese that reads back the same, and to English", () => {
    expect(
      roundTrips("[メイン/自分]:相手のキャラ1枚のテキストは、ターン終了時まで無効になる。"),
    ).toEqual({
      ja: "[メイン/自分]:相手のキャラ1枚のテキストは、ターン終了時まで無効になる。",
      en: "[Main/Own]: 1 of your opponent's characters loses its texts until end of turn.",
    });
  });

  it("failing twin: テキストは alone, without 無効になる, is no step", () => {
    expect(
      translateText("[メイン/自分]:相手のキャラ1枚のテキストは、ターン終了時まで。").complete,
    ).toBe(false);
  });
});
