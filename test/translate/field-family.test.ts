// The field family (issue 13): 場に出す / サポートエリアに出す out of a look at the deck, from the
// point pile and from the hand (texts that work from the hand), この効果で場に出た場合, and a list
// that returns N or more hand cards to the deck. Each read from its printed Japanese; where the
// canonical Japanese reads back, the round trip is checked too.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, roundTrips, step } from "./expect-translation.ts";

const top = (n: number) => ({ zone: "deck", owner: "your", top: n });

describe("場に出す out of a look at the deck (rule 6.1)", () => {
  it("その中にある…をサポートエリアに出す: a pick among the top N, onto the support area (LAB 01-001)", () => {
    const text =
      "このカードが登場した場合、デッキの上のカード2枚を見て、その中にある『恋愛ラボ』のキャラ1枚をサポートエリアに出す。";
    expect(step(text)).toMatchObject({
      kind: "Move",
      target: { kind: "Query", quantity: { kind: "exactly", n: 1 }, zone: top(2) },
      to: { zone: "supportArea", owner: "you" },
    });
    const t = roundTrips(text);
    expect(t.en).toContain("support area");
  });

  it("…をメインエリアに出す: the other area, from a look or from the trash (found by the variants probe)", () => {
    const look =
      "このカードが登場した場合、デッキの上のカード2枚を見て、その中にある『恋愛ラボ』のキャラ1枚をメインエリアに出す。";
    expect(step(look)).toMatchObject({
      kind: "Move",
      target: { kind: "Query", zone: top(2) },
      to: { zone: "mainArea", owner: "you" },
    });
    expect(roundTrips(look).en).toContain("main area");
    const trash =
      "このカードが退場した場合、自分の捨て札置き場にある「川嶋 亜美」1枚をメインエリアに出すことができる。";
    expect(step(trash)).toMatchObject({
      kind: "May",
      effect: { kind: "Move", to: { zone: "mainArea", owner: "you" } },
    });
    expect(roundTrips(trash).ja).toBe(trash);
  });

  it("休息状態で場に出す: onto the field, rested, the area chosen (SRBK 01-015)", () => {
    const text =
      "このカードが登場した場合、デッキの上のカード3枚を見て、その中にある「坂木 しずか」1枚を休息状態で場に出す。";
    expect(step(text)).toMatchObject({
      kind: "Move",
      target: { kind: "Query", noun: { kind: "name", name: "坂木 しずか" }, zone: top(3) },
      to: { zone: "field", owner: "you" },
      rested: true,
    });
    roundTrips(text);
  });

  it("デッキの中を全て見て、…を抜き出し、場に出す: a pick in the whole deck (SZ2 01-039)", () => {
    const text =
      "このカードが登場した場合、デッキの中を全て見て、その中にある【水着】を持つキャラ1枚を抜き出し、場に出す。その後、デッキをシャッフルする。";
    const [a] = ok(text) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[0]!.step).toMatchObject({
      kind: "Move",
      target: { kind: "Query", zone: { zone: "deck", owner: "your" } },
      to: { zone: "field", owner: "you" },
    });
    expect(a!.effect.steps[1]!.step).toMatchObject({ kind: "Shuffle" });
  });

  it("メインエリアとサポートエリアにそれぞれ1枚ずつ出す: the pick split, main area first (AMG 01-092)", () => {
    const s = step(
      "このカードが登場した場合、デッキの中を全て見て、その中にある「橘 美也」2枚を抜き出し、メインエリアとサポートエリアにそれぞれ1枚ずつ出す。",
    );
    expect(s).toMatchObject({
      kind: "Group",
      steps: [
        { kind: "Move", target: { quantity: { n: 1 } }, to: { zone: "mainArea" } },
        { kind: "Move", target: { quantity: { n: 1 } }, to: { zone: "supportArea" } },
      ],
    });
  });

  it("refuses それぞれN枚ずつ of a pick that is not twice N, and a pick of every card", () => {
    for (const text of [
      "このカードが登場した場合、デッキの中を全て見て、その中にある「A」3枚を抜き出し、メインエリアとサポートエリアにそれぞれ1枚ずつ出す。",
      "このカードが登場した場合、デッキの上のカード3枚を見て、その中にある全てのキャラを場に出す。",
    ])
      expect(translateText(text, "test").complete).toBe(false);
  });
});

describe("場に出す from a zone of yours", () => {
  it("自分のポイント置き場にあるキャラ1枚を場に出す (KSC P-003)", () => {
    expect(
      step(
        "このカードがアプローチでポイントを与えた場合、自分のポイント置き場にあるキャラ1枚を場に出す。",
      ),
    ).toMatchObject({
      kind: "Move",
      target: { kind: "Query", zone: { zone: "pointPile", owner: "your" } },
      to: { zone: "field", owner: "you" },
    });
  });

  it("from the opponent's zone it is refused: whose field is not settled", () => {
    const t = translateText(
      "このカードが登場した場合、相手のポイント置き場にあるキャラ1枚を場に出す。",
      "test",
    );
    expect(t.complete).toBe(false);
  });
});

describe("texts that work from the hand put the card onto the field", () => {
  const guarded = (rested = false) => ({
    kind: "May",
    player: "you",
    effect: {
      kind: "Conditional",
      condition: { kind: "Is", subject: { kind: "This" }, state: "inHand" },
      effect: {
        kind: "Move",
        target: { kind: "This" },
        to: { zone: "field", owner: "you" },
        ...(rested ? { rested: true } : {}),
      },
    },
  });

  it("…手札にある状態で、…場合、このカードを場に出すことができる (SG 01-027)", () => {
    const [a] = ok(
      "このカードが手札にある状態で、自分の【オタク】がアプローチでポイントを与えた場合、このカードを場に出すことができる。",
    ) as { condition: unknown; effect: { steps: { step: unknown }[] } }[];
    expect(a!.condition).toMatchObject({ kind: "Is", state: "inHand" });
    expect(a!.effect.steps[0]!.step).toMatchObject(guarded());
  });

  it("このカードは、…場合、場に出すことができる: the object is the topic (ERMG P-002)", () => {
    const [a] = ok(
      "このカードは、このカードが手札にある状態で、自分の「和泉 正宗」が登場した場合、場に出すことができる。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[0]!.step).toMatchObject(guarded());
  });

  it("without the hand condition the bare このカードを場に出す stays unread (where from is not said)", () => {
    const t = translateText("このカードが登場した場合、このカードを場に出す。", "test");
    expect(t.complete).toBe(false);
  });

  it("手札にある状態で、同じターンの間に、…3枚以上置かれた場合 and この効果で場に出た場合 (KMPD P-030)", () => {
    const [a] = ok(
      "このカードが手札にある状態で、同じターンの間に、相手のアプローチによって自分のポイント置き場にカードが3枚以上置かれた場合、このカードを場に出すことができる。この効果で場に出た場合、このターン、全てのキャラは、アプローチでポイントを与えることができない。",
    ) as { condition: unknown; trigger: unknown; effect: { steps: { link: string }[] } }[];
    expect(a!.condition).toMatchObject({ kind: "Is", state: "inHand" });
    expect(a!.trigger).toMatchObject({ event: "putIntoPointPile", times: 3 });
    expect(a!.effect.steps.map((s) => s.link)).toEqual(["none", "ifYouDo"]);
  });

  it("この効果で場に出た場合 after a step that put nothing onto the field is refused", () => {
    const t = translateText(
      "このカードが登場した場合、カードを1枚引く。この効果で場に出た場合、カードを1枚引く。",
      "test",
    );
    expect(t.complete).toBe(false);
  });
});

describe("a list back into the deck", () => {
  it("1枚以上の手札と、…全てのキャラをデッキに戻しシャッフルする (NK 01-101)", () => {
    const [a] = ok(
      "[メイン/自分]:1枚以上の手札と、自分の捨て札置き場にある全てのキャラをデッキに戻しシャッフルする。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps.map((s) => s.step)).toMatchObject([
      { kind: "Move", target: { quantity: { kind: "anyNumber", min: 1 }, zone: { zone: "hand" } } },
      { kind: "Move", target: { quantity: { kind: "all" }, zone: { zone: "trash" } } },
      { kind: "Shuffle" },
    ]);
  });
});

describe("a revealed card onto the field instead of into the hand", () => {
  it("表にしてから手札に移す。…の場合、手札に移す代わりに場に出すことができる (GPFN 04-035)", () => {
    const [a] = ok(
      "このカードが登場した場合、デッキの上のカード1枚を表にしてから手札に移す。そのカードが「河嶋 桃」の場合、手札に移す代わりに場に出すことができる。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    const it = { kind: "It" };
    expect(a!.effect.steps.map((s) => s.step)).toMatchObject([
      { kind: "Reveal", target: { zone: { zone: "deck", top: 1 } } },
      {
        kind: "Conditional",
        effect: {
          kind: "Choice",
          options: [
            { kind: "Move", target: it, to: { zone: "field" } },
            { kind: "Move", target: it, to: { zone: "hand" } },
          ],
        },
        otherwise: { kind: "Move", target: it, to: { zone: "hand" } },
      },
    ]);
  });

  it("代わりに場に出す with no step before it is refused", () => {
    const t = translateText(
      "このカードが登場した場合、カードを1枚引く。そのカードが「A」の場合、手札に移す代わりに場に出すことができる。",
      "test",
    );
    expect(t.complete).toBe(false);
  });
});
