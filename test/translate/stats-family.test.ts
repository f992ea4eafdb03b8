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

describe("このカードと同じ特徴を持つ", () => {
  it("is the sameTrait filter (AHB 01-019, MC 01-027, SZ2 01-065)", () => {
    expect(
      cond(
        "このカードは、このカードと同じ特徴を持つ自分のキャラが5枚以上いる場合、+20/+20を得る。",
      ),
    ).toMatchObject({
      kind: "Count",
      of: { owner: "your", filters: [{ kind: "sameTrait", as: { kind: "This" } }] },
      op: ">=",
      value: 5,
    });
    expect(
      roundTrips(
        "[アプローチ/両方]:《2》このカードと同じ特徴を持つキャラ1枚は、ターン終了時まで+10/+10を得る。",
      ),
    ).toEqual({
      ja: "[アプローチ/両方]:《2》このカードと同じ特徴を持つキャラ1枚は、ターン終了時まで+10/+10を得る。",
      en: "[Approach/Both] 2: 1 character with the same trait as this character gets +10/+10 until end of turn.",
    });
  });

  it("同じ名称、または同じ特徴を持つ is either filter (KSC 01-014)", () => {
    const text =
      "[メイン/自分]:このカードと同じ名称、または同じ特徴を持つ自分のキャラ1枚は、ターン終了時まで+10/+10を得る。";
    expect((step(text) as { target: unknown }).target).toMatchObject({
      filters: [
        {
          kind: "either",
          options: [
            { kind: "sameName", as: { kind: "This" } },
            { kind: "sameTrait", as: { kind: "This" } },
          ],
        },
      ],
    });
    expect(roundTrips(text).ja).toBe(text);
  });

  // 同じ特徴 without the card it is compared with now reads as a relation among the cards chosen
  // together (names-and-identity, test/translate/names-family.test.ts), so its former failing
  // twin here no longer fails; the checker refuses such a relation without a choice (PM3340).
});

describe("入れ替える", () => {
  it("APとDPを / APの値とDPの値を、…入れ替える is SwapStats (KGB P-002, MDK P-003)", () => {
    expect(
      step("[アプローチ/両方]:《1》このカードのAPとDPを、ターン終了時まで入れ替える。"),
    ).toMatchObject({
      kind: "SwapStats",
      target: { kind: "This" },
      duration: eot,
    });
    expect(
      roundTrips("[メイン/両方]:《0》このカードのAPの値とDPの値を、ターン終了時まで入れ替える。"),
    ).toEqual({
      ja: "[メイン/両方]:《0》このカードのAPとDPの値を、ターン終了時まで入れ替える。",
      en: "[Main/Both] 0: Swap the AP and DP of this character until end of turn.",
    });
  });

  it("of a chosen character, optional (KONM 05-025)", () => {
    const [a] = ok(
      "[アプローチ/両方]:自分の『けいおん!』のキャラ1枚は、ターン終了時まで+10/+10を得る。その後、そのキャラのAPとDPの値を、ターン終了時まで入れ替えることができる。",
    ) as { effect: { steps: { link: string; step: unknown }[] } }[];
    expect(a!.effect.steps[1]).toMatchObject({
      link: "then",
      step: { kind: "May", effect: { kind: "SwapStats", target: { kind: "It" } } },
    });
  });

  it("failing twin: AP with a cost is no swap", () => {
    expect(
      translateText("[メイン/両方]:《0》このカードのAPと使用コストを、ターン終了時まで入れ替える。")
        .complete,
    ).toBe(false);
  });
});

describe("〔天然+N〕を得る", () => {
  it("is a change of the tennen number, beside keywords and stats (KGY 01-095)", () => {
    expect(
      step("[メイン/自分]:《2》自分のキャラ1枚は、ターン終了時まで〔天然+2〕、+20/+20を得る。"),
    ).toMatchObject({ kind: "Gets", tennen: 2, stat: { ap: 20, dp: 20 }, keywords: [] });
  });

  it("a choice of 〔天然N〕 or 〔天然+N〕 (KMR 01-041, KGY 01-105)", () => {
    const text =
      "[アプローチ/両方]:自分のキャラ1枚は、ターン終了時まで〔天然2〕または〔天然+2〕または+20/+20を得る。";
    expect(step(text)).toMatchObject({
      kind: "Choice",
      options: [
        { kind: "Gets", keywords: [{ keyword: "tennen", n: 2 }] },
        { kind: "Gets", tennen: 2, keywords: [] },
        { kind: "Gets", stat: { ap: 20, dp: 20 } },
      ],
    });
    expect(roundTrips(text).ja).toBe(text);
  });

  it("failing twin: two tennen changes in one gain", () => {
    expect(
      translateText(
        "[メイン/自分]:自分のキャラ1枚は、ターン終了時まで〔天然+1〕、〔天然+2〕を得る。",
      ).complete,
    ).toBe(false);
  });
});

describe("このカードを妨害している…", () => {
  it("is a battle filter on the chosen character, not this card (KGB P-005)", () => {
    const text =
      "[アプローチ/自分]:《0》このカードを妨害している相手のキャラ1枚は、ターン終了時まで±0/-50を得る。";
    expect(step(text)).toMatchObject({
      kind: "Gets",
      stat: { ap: 0, dp: -50 },
      target: {
        owner: "opponent's",
        filters: [{ kind: "battle", relation: "blocking", other: { kind: "This" } }],
      },
    });
    expect(roundTrips(text).ja).toBe(text);
  });

  it("failing twin: このカードを alone before は is no selector", () => {
    expect(
      translateText(
        "[アプローチ/自分]:《0》このカードを妨害しているは、ターン終了時まで±0/-50を得る。",
      ).complete,
    ).toBe(false);
  });
});
