// A pick among the cards looked at: 「デッキの上のカードN枚を見て、その中にある<X>を<verb>」 — any
// `<selector>を<verb>` whose target is a chosen number of the cards looked at (the query in the top
// N: `trash any number of cards in the top 3 cards of your deck`).
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, roundTrips, step } from "./expect-translation.ts";

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

describe("among it: その中にある<X> / その中から N枚 / 表にしたカードの中から N枚", () => {
  it("SG 01-088: a card among the revealed hand, with a filter", () => {
    const [a] = ok(
      "このカードが登場した場合、相手の手札全てを表にする。その場合、その中にある使用コストが0のカード1枚を捨て札にできる。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[1]!.step).toMatchObject({
      kind: "May",
      effect: {
        kind: "Trash",
        target: { kind: "Query", amongIt: true, quantity: { kind: "exactly", n: 1 } },
      },
    });
  });

  it("KMK 01-053: the opponent designates among the designated cards; 指定されたキャラ is it", () => {
    const [a] = ok(
      "このカードが登場した場合、自分の捨て札置き場にある『きんいろモザイク』のキャラ2枚を指定する。その後、相手は、その中から1枚を指定する。その場合、指定されたキャラを手札に戻す。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[1]!.step).toMatchObject({
      kind: "Must",
      player: "opponent",
      effect: { kind: "Designate", target: { amongIt: true, noun: { kind: "card" } } },
    });
    expect(a!.effect.steps[2]!.step).toMatchObject({ target: { kind: "It" } });
  });

  it("TRDR 01-096: the rest of the shown cards after the designated ones are trashed", () => {
    const [a] = ok(
      "[メイン/相手]:デッキの上のカード3枚を表にする。その後、相手はその中にあるカード2枚を指定する。その場合、指定されたカードを捨て札にする。その後、残りのカードを手札に加える。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps.map((s) => (s.step as { kind: string }).kind)).toEqual([
      "Reveal",
      "Must",
      "Trash",
      "PutRest",
    ]);
  });

  it("MC 01-092's 表にしたカードの中から1枚 is a card among it", () => {
    const t = translateText(
      "このカードが登場した場合、デッキの上のカード3枚を表にする。相手は表にしたカードの中から1枚を指定する。",
      "test",
    );
    expect(t.complete).toBe(true);
    expect(JSON.stringify(t.abilities)).toContain('"amongIt":true');
  });

  it("renders to canonical Japanese that reads back the same, and to English", () => {
    expect(
      roundTrips(
        "このカードが登場した場合、相手の手札全てを表にする。その場合、その中にある使用コストが0のカード1枚を捨て札にできる。",
      ),
    ).toEqual({
      ja: "このカードが登場した場合、相手の手札にある全てのカードを表にする。その場合、その中にある使用コストの値が0のカード1枚を捨て札にすることができる。",
      en: "When this character enters, reveal all cards in your opponent's hand. If you do, you may put 1 card with cost 0 among them into your trash.",
    });
  });
});
