// Issue 13, family B (picking by color or by what is attached, counting): the printed forms the
// translator reads, each with the card it comes from and a failing twin.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, roundTrips, step } from "./expect-translation.ts";

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

describe("「X」がセットされている / がある状態で", () => {
  it("「X」がセットされている is the carrying filter (K_ON 01-110)", () => {
    expect(
      step(
        "[メイン/自分]:自分の「ギー太」がセットされている「平沢 唯」1枚は、ターン終了時まで+10/+10を得る。",
      ),
    ).toMatchObject({
      target: {
        noun: { kind: "name", name: "平沢 唯" },
        filters: [{ kind: "carrying", what: { noun: { kind: "name", name: "ギー太" } } }],
      },
    });
  });
  it("<subject>が「X」がある状態で、 carries it as the event happens (GP 01-012)", () => {
    const text =
      "自分の【戦車道】を持つキャラが「IV号戦車D型」がある状態で、アプローチに参加した場合、相手のキャラ1枚は、ターン終了時まで-30/±0を得る。";
    const [a] = ok(text) as { trigger: unknown }[];
    expect(a?.trigger).toMatchObject({
      subject: {
        owner: "your",
        filters: [
          { kind: "trait", traits: ["戦車道"] },
          { kind: "carrying", what: { noun: { kind: "name", name: "IV号戦車D型" } } },
        ],
      },
    });
    // The canonical Japanese says it as a modifier (がセットされている) and reads back the same.
    expect(roundTrips(text).en).toBe(
      "When a character of yours with 【戦車道】 carrying 「IV号戦車D型」 approaches, 1 of your opponent's characters gets -30/±0 until end of turn.",
    );
  });
  it("failing twin: this card cannot carry in a trigger's state (KMR 01-080 stays unread)", () => {
    expect(
      translateText(
        "このカードがサポートカードがセットされている状態で退場した場合、カードを1枚引く。",
      ).complete,
    ).toBe(false);
  });
});

describe("a count between a duration said twice", () => {
  it("ターン終了時まで…1枚につき、ターン終了時まで+10/+10を得る is one duration (TRDR 01-107)", () => {
    expect(
      step(
        "[メイン/両方]:自分の『とらドラ!』のキャラ1枚は、ターン終了時まで自分の捨て札置き場にあるそのキャラと同じ名称のキャラ1枚につき、ターン終了時まで+10/+10を得る。",
      ),
    ).toMatchObject({
      kind: "Gets",
      duration: { kind: "untilEndOfTurn" },
      per: { zone: { zone: "trash" }, filters: [{ kind: "sameName" }] },
    });
  });
  it("failing twin: two different durations", () => {
    expect(
      translateText(
        "[メイン/両方]:自分のキャラ1枚は、ターン終了時まで自分の捨て札置き場にあるキャラ1枚につき、次の相手のターン終了時まで+10/+10を得る。",
      ).complete,
    ).toBe(false);
  });
});
