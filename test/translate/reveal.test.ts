// 表にする: 「デッキの上のカードN枚を表にする」, 「相手の手札全てを表にする」 — a Reveal step; a later
// 表にしたカード is `it` (the shown cards). The worked example of docs/adding-a-construct.md.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, roundTrips, step } from "./expect-translation.ts";

describe("表にする", () => {
  it("reads the top N cards of a deck", () => {
    expect(step("[メイン/自分]:デッキの上のカード3枚を表にする。")).toMatchObject({
      kind: "Reveal",
      target: { kind: "Query", zone: { zone: "deck", owner: "your", top: 3 } },
    });
  });

  it("reads a whole hand, the opponent's too (SG 01-088's first sentence)", () => {
    expect(step("[メイン/自分]:相手の手札全てを表にする。")).toMatchObject({
      kind: "Reveal",
      target: { zone: { zone: "hand", owner: "opponent's" }, quantity: { kind: "all" } },
    });
  });

  it("表にしたカード is `it` (PM_K-ON_Part2 02-051)", () => {
    const [a] = ok(
      "このカードが登場した場合、デッキの上のカード1枚を表にする。表にしたカードが【ジャージ】を持つキャラの場合、そのキャラを手札に加えることができる。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[1]!.step).toMatchObject({
      kind: "Conditional",
      condition: { kind: "Matches", subject: { kind: "It" } },
    });
  });

  it("renders to canonical Japanese that reads back the same, and to English", () => {
    expect(roundTrips("[メイン/自分]:デッキの上のカード1枚を表にする。")).toEqual({
      ja: "[メイン/自分]:デッキの上のカード1枚を表にする。",
      en: "[Main/Own]: Reveal the top 1 card of your deck.",
    });
    expect(roundTrips("[メイン/自分]:相手の手札全てを表にする。").ja).toBe(
      "[メイン/自分]:相手の手札にある全てのカードを表にする。",
    );
  });

  it("failing twin: 表にした alone is not a card", () => {
    expect(translateText("[メイン/自分]:表にしたを捨て札にする。").complete).toBe(false);
  });
});
