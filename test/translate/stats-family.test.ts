// The stat family's printed forms (issue 13): 元の値に戻す, a choice of set values (40/0または0/40),
// keyword boxes side by side (〔アクティブ〕〔我慢〕), 活動状態になるとともに…を得る, counts said of
// cards that are there (手札が4枚以上ある, 手札の枚数が1枚以下の, 捨て札置き場にイベントカードが…ある)
// and APまたはDPの値が0の.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { eot, ok, roundTrips, step } from "./expect-translation.ts";

const cond = (text: string): unknown => (ok(text) as { condition?: unknown }[])[0]?.condition;

describe("stat changes", () => {
  it("元の値に戻す is a reset (ookami 01-110, PM_KG 01-044)", () => {
    expect(
      step("[アプローチ/両方]:【メイド】を持つキャラ1枚のAP/DPの値を、元の値に戻す。"),
    ).toMatchObject({
      kind: "ResetStat",
      which: "both",
      target: { filters: [{ kind: "trait", traits: ["メイド"] }] },
    });
    expect(roundTrips("[アプローチ/両方]:相手のキャラ1枚のAP/DPの値を、元の値に戻す。").ja).toBe(
      "[アプローチ/両方]:相手のキャラ1枚のAP/DPの値を、元に戻す。",
    );
  });

  it("40/0または0/40に変更する is a choice of two set values (KON4 04-091)", () => {
    const s = step(
      "[メイン/自分]:自分のキャラ1枚のAP/DPの値を、ターン終了時まで40/0または0/40に変更する。",
    ) as { kind: string; options: unknown[] };
    expect(s).toMatchObject({
      kind: "Choice",
      options: [
        { kind: "SetStat", ap: 40, dp: 0, duration: eot },
        { kind: "SetStat", ap: 0, dp: 40, duration: eot },
      ],
    });
    roundTrips(
      "[メイン/自分]:自分のキャラ1枚のAP/DPの値を、ターン終了時まで40/0または0/40に変更する。",
    );
  });

  it("keyword boxes side by side are several gains (KMG 06-089, GPFN P-040)", () => {
    expect(
      step(
        "[メイン/自分]:《休》自分の【吸血鬼ハンター】1枚は、ターン終了時まで〔アクティブ〕〔我慢〕を得る。",
      ),
    ).toMatchObject({
      kind: "Gets",
      keywords: [{ keyword: "active" }, { keyword: "gaman" }],
      duration: eot,
    });
    expect(
      step(
        "[メイン/自分]:自分のキャラ1枚は、ターン終了時まで〔アクティブ〕〔我慢〕、+30/+30を得る。",
      ),
    ).toMatchObject({ kind: "Gets", stat: { ap: 30, dp: 30 } });
  });

  it("活動状態になるとともに…を得る: ready the chosen character, then it gains (OREG3 03-065)", () => {
    const [a] = ok(
      "[アプローチ/両方]:自分のキャラ1枚は、活動状態になるとともに、ターン終了時まで〔我慢〕を得る。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps.map((s) => s.step)).toMatchObject([
      { kind: "Ready", target: { kind: "Query", owner: "your" } },
      { kind: "Gets", target: { kind: "It" }, duration: eot },
    ]);
  });

  it("failing twin: とともに after a step that is not the topic's", () => {
    expect(
      translateText("[メイン/自分]:カードを1枚引くとともに、ターン終了時まで+10/+10を得る。")
        .complete,
    ).toBe(false);
  });

  it("APまたはDPの値が0の is either comparison (MMDK 03-026)", () => {
    const s = step(
      "このカードが登場した場合、APまたはDPの値が0の相手のキャラ1枚をデッキの下に移す。",
    ) as { target: unknown };
    expect(s.target).toMatchObject({
      filters: [
        {
          kind: "either",
          options: [
            { kind: "compare", stat: "ap", op: "==", value: 0 },
            { kind: "compare", stat: "dp", op: "==", value: 0 },
          ],
        },
      ],
    });
    expect(
      roundTrips("このカードが登場した場合、APまたはDPの値が0の相手のキャラ1枚をデッキの下に移す。")
        .ja,
    ).toBe("このカードが登場した場合、APまたはDPの値が0の相手のキャラ1枚をデッキの下に移す。");
  });

  it("failing twin: the same stat twice is not a choice of stats", () => {
    expect(
      translateText(
        "このカードが登場した場合、APまたはAPの値が0の相手のキャラ1枚をデッキの下に移す。",
      ).complete,
    ).toBe(false);
  });
});

describe("counts of cards that are there", () => {
  const hand = (owner: string) => ({
    kind: "Query",
    noun: { kind: "card" },
    filters: [],
    zone: { zone: "hand", owner },
  });

  it("自分の手札が4枚以上ある場合 (PM_K-ON_Part2 02-038)", () => {
    expect(cond("このカードは、自分の手札が4枚以上ある場合、+20/+20を得る。")).toMatchObject({
      kind: "Count",
      of: hand("your"),
      op: ">=",
      value: 4,
    });
    expect(roundTrips("このカードは、自分の手札が4枚以上ある場合、+20/+20を得る。").ja).toBe(
      "このカードは、自分の手札が4枚以上ある場合、+20/+20を得る。",
    );
  });

  it("手札の枚数が1枚以下の場合: at most, the controller's hand (SZ2 01-065)", () => {
    expect(cond("このカードは、手札の枚数が1枚以下の場合、+20/+20を得る。")).toMatchObject({
      kind: "Count",
      of: hand("your"),
      op: "<=",
      value: 1,
    });
    expect(roundTrips("このカードは、相手の手札が1枚以下の場合、+20/+20を得る。")).toEqual({
      ja: "このカードは、相手の手札が1枚以下の場合、+20/+20を得る。",
      en: "While there are 1 or fewer cards in your opponent's hand, this character gets +20/+20.",
    });
  });

  it("自分の捨て札置き場にイベントカードが8枚以上ある場合: the zone first (KON4 04-039)", () => {
    expect(
      cond("このカードは、自分の捨て札置き場にイベントカードが8枚以上ある場合、+10/+10を得る。"),
    ).toMatchObject({
      kind: "Count",
      of: { noun: { kind: "event" }, zone: { zone: "trash", owner: "your" } },
      op: ">=",
      value: 8,
    });
    roundTrips(
      "このカードは、自分の捨て札置き場にイベントカードが8枚以上ある場合、+10/+10を得る。",
    );
  });

  it("failing twin: a zone named twice", () => {
    expect(
      translateText(
        "このカードは、自分の捨て札置き場に手札にあるカードが8枚以上ある場合、+10/+10を得る。",
      ).complete,
    ).toBe(false);
  });
});
