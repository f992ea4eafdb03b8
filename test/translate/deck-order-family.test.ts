// The deck-order family (issue 13): 入れ替える of a deck's two ends (K_ON2 03-001), 任意の順番で
// デッキの上または下に移す (SZ2 01-026), a list of picks 「A」1枚と「B」1枚 (OGR 01-112), and
// 「…た場合」 said of a removal from the game, of an optional paid step and of turning point cards
// over (SAGA 01-001, KONM P-046, FA 01-075). Each read from its printed Japanese.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, roundTrips, step } from "./expect-translation.ts";

describe("the order of a deck", () => {
  it("デッキの上のカード1枚とデッキの下のカード1枚を入れ替える: a Swap of the two ends (K_ON2 03-001)", () => {
    const text =
      "このカードが登場した場合、自分のデッキの上のカード1枚とデッキの下のカード1枚を入れ替える。";
    expect(step(text)).toMatchObject({
      kind: "Swap",
      hand: { kind: "Query", zone: { zone: "deck", owner: "your", top: 1 } },
      point: { kind: "Query", zone: { zone: "deck", owner: "your", top: 1, end: "bottom" } },
    });
    const t = roundTrips(text);
    expect(t.en).toContain("bottom 1 card of your deck");
    expect(t.ja).toContain("入れ替える");
  });

  it("two cards at one end are not an exchange of the ends: the language lacks it", () => {
    const t = translateText(
      "このカードが登場した場合、デッキの上のカード1枚とデッキの上のカード1枚を入れ替える。",
      "test",
    );
    expect(t.complete).toBe(false);
  });

  it("任意の順番でデッキの上または下に移す: the rest to either end (SZ2 01-026)", () => {
    const text =
      "このカードが登場、または退場した場合、デッキの上のカード3枚を見て、任意の順番でデッキの上または下に移す。";
    const [a] = ok(text) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps.map((s) => s.step)).toMatchObject([
      { kind: "LookAtTop", amount: { value: 3 } },
      { kind: "PutRest", to: "deckTopOrBottom", order: "chosen" },
    ]);
    expect(roundTrips(text).en).toContain("top or bottom of your deck in any order");
  });
});

describe("a list of picks", () => {
  it("「A」1枚と「B」1枚を抜き出し: two of those names, no two alike (OGR 01-112)", () => {
    const text =
      "［メイン/両方］:デッキの上のカード7枚を見て、「比企谷 八幡」1枚と「比企谷 小町」1枚を抜き出し、表にしてから手札に加える。その後、残りのカードを任意の順番でデッキの下に移す。";
    const [a] = ok(text) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[0]!.step).toMatchObject({
      kind: "Search",
      reveal: true,
      target: {
        quantity: { kind: "exactly", n: 2 },
        noun: { kind: "name", name: "比企谷 八幡", alternatives: ["比企谷 小町"] },
        filters: [{ kind: "together", relation: "differentNames" }],
        zone: { zone: "deck", top: 7 },
      },
    });
    expect(a!.effect.steps[1]!.step).toMatchObject({ kind: "PutRest", to: "deckBottom" });
  });

  it("〔コンビ〕を持たない「A」1枚と「B」1枚: the filter printed before the list holds for each pick (MMDK 03-052)", () => {
    // the printed card has a stray 〕 after its 逆境 text (a misprint); the sentence itself:
    const text =
      "このカードが退場した場合、デッキの中を全て見て、その中にある〔コンビ〕を持たない「暁美 ほむら」1枚と「鹿目 まどか」1枚を抜き出し、表にしてから手札に加える。その後、デッキをシャッフルする。";
    expect(step(text)).toMatchObject({
      kind: "Search",
      target: {
        quantity: { kind: "exactly", n: 2 },
        noun: { name: "暁美 ほむら", alternatives: ["鹿目 まどか"] },
        filters: [
          { kind: "keyword", keyword: { keyword: "combi" }, without: true },
          { kind: "together", relation: "differentNames" },
        ],
      },
    });
  });

  it("「A」2枚と「B」1枚 has no form: the sentence is left unread, not narrowed", () => {
    const t = translateText(
      "［メイン/両方］:デッキの上のカード7枚を見て、「A」2枚と「B」1枚を抜き出し、表にしてから手札に加える。",
      "test",
    );
    expect(t.complete).toBe(false);
  });
});

describe("「…た場合」 after the step it names", () => {
  it("取り除いた場合 after a removal from the game (SAGA 01-001)", () => {
    const text =
      "〔アクティブ〕このカードがアプローチで退場した場合、自分の捨て札置き場にあるこのカード以外の「源 さくら」1枚をゲームから取り除くことができる。取り除いた場合、自分の捨て札置き場にあるこのカードを場に出す。";
    const [, a] = ok(text) as { effect: { steps: { link: string; step: unknown }[] } }[];
    expect(a!.effect.steps.map((s) => s.link)).toEqual(["none", "ifYouDo"]);
    expect(a!.effect.steps[0]!.step).toMatchObject({ kind: "May", effect: { kind: "Exile" } });
  });

  it("裏向きにした場合 after turning a point card face down (FA 01-075)", () => {
    const text =
      "相手のカードによって自分のポイント置き場にカードが置かれるごとに、自分のポイント置き場にあるカード1枚を裏向きにできる。裏向きにした場合、自分のキャラ1枚は、ターン終了時まで+20/+20を得るとともに、活動状態にできる。";
    const [a] = ok(text) as { effect: { steps: { link: string; step: unknown }[] } }[];
    expect(a!.effect.steps[0]!.step).toMatchObject({
      kind: "May",
      effect: { kind: "TurnPoints", face: "down" },
    });
    expect(a!.effect.steps[1]).toMatchObject({ link: "ifYouDo" });
  });

  it("裏向きにした場合 after a step that turned nothing over is refused", () => {
    const t = translateText(
      "このカードが登場した場合、カードを1枚引く。裏向きにした場合、カードを1枚引く。",
      "test",
    );
    expect(t.complete).toBe(false);
  });
});
