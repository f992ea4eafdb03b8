// A pick among the cards looked at: 「デッキの上のカードN枚を見て、その中にある<X>を<verb>」 — any
// `<selector>を<verb>` whose target is a chosen number of the cards looked at (the query in the top
// N: `trash any number of cards in the top 3 cards of your deck`).
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { roundTrips, step } from "./expect-translation.ts";

describe("その中にある<X>を<verb> after a look", () => {
  it("AHB 01-006: any number of them to the deck bottom, a may", () => {
    expect(
      step(
        "[メイン/自分]:デッキの上のカード3枚を見て、その中にある任意の枚数のカードをデッキの下に移すことができる。",
      ),
    ).toMatchObject({
      kind: "May",
      effect: {
        kind: "Move",
        target: {
          kind: "Query",
          quantity: { kind: "anyNumber", min: 0 },
          zone: { zone: "deck", owner: "your", top: 3 },
        },
      },
    });
  });

  it("ORG2 02-078 / SPK 01-092: any number of them (or of a name) into the trash", () => {
    expect(
      step(
        "[メイン/自分]:デッキの上のカード3枚を見て、その中にある任意の枚数のカードを捨て札にする。",
      ),
    ).toMatchObject({ kind: "Trash", target: { zone: { top: 3 }, noun: { kind: "card" } } });
    expect(
      step(
        "[メイン/自分]:デッキの上のカード4枚を見て、その中にある任意の枚数の「椎名 ましろ」を捨て札にする。",
      ),
    ).toMatchObject({ kind: "Trash", target: { zone: { top: 4 }, noun: { name: "椎名 ましろ" } } });
  });

  it("a number instead of any number: 1 card among them into the trash", () => {
    expect(
      step("[メイン/自分]:デッキの上のカード3枚を見て、その中にあるキャラ1枚を捨て札にする。"),
    ).toMatchObject({ kind: "Trash", target: { quantity: { kind: "exactly", n: 1 } } });
  });

  it("the whole top N (no quantity) is not a pick: not read by this template", () => {
    const t = translateText(
      "[メイン/自分]:デッキの上のカード3枚を見て、その中にあるカードを捨て札にする。",
      "test",
    );
    expect(t.complete).toBe(false);
  });

  it("renders to the printed Japanese (reads back the same) and to English", () => {
    expect(
      roundTrips(
        "[メイン/自分]:デッキの上のカード3枚を見て、その中にある任意の枚数のカードを捨て札にする。",
      ),
    ).toEqual({
      ja: "[メイン/自分]:デッキの上のカード3枚を見て、その中にある任意の枚数のカードを捨て札にする。",
      en: "[Main/Own]: Put any number of cards among the top 3 cards of your deck into your trash.",
    });
  });
});
