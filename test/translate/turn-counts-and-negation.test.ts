// Issue 13's printed cards (rulings/turn-counts-and-negation.ruling): SEKN 01-042's negate with a
// name filter (相手の捨て札置き場にあるカードと同じ名称のプレイ中のイベントカード1枚を無効にする).
import { describe, expect, it } from "vitest";
import { readsBack, roundTrips, step } from "./expect-translation.ts";

describe("無効にする with a filter on the negated card (SEKN 01-042)", () => {
  it("reads …と同じ名称のプレイ中のイベントカード: either player's event, a name shared with the trash", () => {
    expect(
      step(
        "［メイン/割り込み］:《休》相手の捨て札置き場にあるカードと同じ名称のプレイ中のイベントカード1枚を無効にする。その後、このカードをデッキの下に移す。",
      ),
    ).toEqual({
      kind: "Negate",
      what: "event",
      whose: "any",
      filters: [
        {
          kind: "sameName",
          as: {
            kind: "Query",
            noun: { kind: "card" },
            filters: [],
            zone: { zone: "trash", owner: "opponent's" },
          },
        },
      ],
    });
  });

  it("相手のプレイ中のイベントカード stays the opponent's, with no filter", () => {
    expect(step("［メイン/割り込み］:相手のプレイ中のイベントカード1枚を無効にする。")).toEqual({
      kind: "Negate",
      what: "event",
    });
  });

  it("round trips through canonical Japanese", () => {
    const { en } = roundTrips(
      "［メイン/割り込み］:《休》相手の捨て札置き場にあるカードと同じ名称のプレイ中のイベントカード1枚を無効にする。",
    );
    expect(en).toContain("with the same name as a card in your opponent's trash");
    readsBack(
      "[main/interrupt]: negate the opponent's event with the same name as a card in the opponent's trash",
    );
  });
});
