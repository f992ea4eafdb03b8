// The looking / revealing / choosing / moving family of issue 13: 手札から<X> (cards of your hand,
// the same selector as 手札にある<X>), the short potential forms 捨て札にできる / 表向きにできる /
// 活動状態にできる (a `may`), and the rest of a look.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { roundTrips, step } from "./expect-translation.ts";

const inHand = { zone: "hand", owner: "your" };

describe("手札から<X>", () => {
  it("is a card of your hand (Ach 01-080, WKG2 02-009)", () => {
    expect(step("[アプローチ/相手]:《1》手札から「須藤 ユー子」1枚を捨て札にする。")).toMatchObject(
      {
        kind: "Trash",
        target: { kind: "Query", noun: { kind: "name" }, zone: inHand, quantity: { n: 1 } },
      },
    );
  });

  it("takes a trait or a card kind (GG 01-003, MDK 01-001)", () => {
    expect(
      step("[アプローチ/両方]:《0》手札から【学園生活部】を持つキャラ2枚を捨て札にする。"),
    ).toMatchObject({
      kind: "Trash",
      target: { noun: { kind: "character" }, zone: inHand, quantity: { n: 2 } },
    });
    expect(step("[アプローチ/自分]:《0》手札からイベントカード1枚を捨て札にする。")).toMatchObject({
      kind: "Trash",
      target: { noun: { kind: "event" }, zone: inHand },
    });
  });

  it("is the same AST as 手札にある<X>", () => {
    expect(step("[メイン/自分]:手札から「X」1枚を捨て札にする。")).toEqual(
      step("[メイン/自分]:手札にある「X」1枚を捨て札にする。"),
    );
  });

  it("still puts cards onto the field (手札から…を場に出す)", () => {
    expect(step("[メイン/自分]:手札から「X」1枚を場に出す。")).toMatchObject({
      kind: "Move",
      to: { zone: "field" },
      target: { zone: inHand },
    });
  });

  it("refuses another zone after 手札から", () => {
    const t = translateText(
      "[メイン/自分]:手札から自分の捨て札置き場にある「X」1枚を捨て札にする。",
    );
    expect(t.complete).toBe(false);
  });

  it("round-trips through canonical Japanese", () => {
    expect(roundTrips("[メイン/自分]:手札から「X」1枚を捨て札にする。")).toEqual({
      ja: "[メイン/自分]:自分の手札にある「X」1枚を捨て札にする。",
      en: "[Main/Own]: Put 1 「X」 in your hand into your trash.",
    });
  });
});

describe("…にできる: the short potential form is a `may`", () => {
  it("捨て札にできる (KMG 06-067, OREG3 01-054a)", () => {
    expect(step("このカードが登場した場合、手札にある「X」1枚を捨て札にできる。")).toMatchObject({
      kind: "May",
      player: "you",
      effect: { kind: "Trash", target: { zone: inHand } },
    });
  });

  it("表向きにできる / 裏向きにできる (ORSK 01-078, GRAN 01-008)", () => {
    expect(
      step("このカードが登場した場合、自分のポイント置き場にあるカードを2枚まで表向きにできる。"),
    ).toMatchObject({
      kind: "May",
      effect: { kind: "TurnPoints", face: "up", target: { quantity: { kind: "upTo", n: 2 } } },
    });
    expect(
      step("このカードが登場した場合、自分のポイント置き場にあるカード1枚を裏向きにできる。"),
    ).toMatchObject({ kind: "May", effect: { kind: "TurnPoints", face: "down" } });
  });

  it("活動状態にできる / 休息状態にできる", () => {
    expect(step("このカードが登場した場合、このカードを活動状態にできる。")).toMatchObject({
      kind: "May",
      effect: { kind: "Ready", target: { kind: "This" } },
    });
    expect(step("このカードが登場した場合、相手のキャラ1枚を休息状態にできる。")).toMatchObject({
      kind: "May",
      effect: { kind: "Rest" },
    });
  });

  it("reads back as ことができる", () => {
    expect(roundTrips("このカードが登場した場合、手札にある「X」1枚を捨て札にできる。").ja).toBe(
      "このカードが登場した場合、自分の手札にある「X」1枚を捨て札にすることができる。",
    );
  });
});
