// Optional costs (「XすることでYすることができる」 → `you may pay (X) to Y`), costs used
// (手札から…のコストとして使用された場合, 発生コストが4に変更される) and one general form for a stat
// compared with a measured quantity (使用コストが…の枚数以下の, …より3以上高い, コインの個数以下の).
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, roundTrips, step } from "./expect-translation.ts";

/** The first step of the first ability, after its trigger. */
const first = (text: string) =>
  (ok(text) as { effect: { steps: { step: unknown }[] } }[])[0]!.effect.steps[0]!.step;

describe("「XすることでYすることができる」", () => {
  it("reads the steps before ことで as the cost of the optional step (AHB 01-033)", () => {
    expect(
      first(
        "このカードが登場した場合、手札1枚をデッキの下に移すことで、自分の捨て札置き場にあるキャラ1枚を手札に戻すことができる。",
      ),
    ).toMatchObject({
      kind: "MayPay",
      player: "you",
      cost: { kind: "Move", to: { zone: "deck", position: "bottom" } },
      effect: { kind: "ReturnToHand" },
    });
  });

  it("a chain of steps is the cost, one group (SRBK P-010); `it` stays the trigger's card", () => {
    expect(
      first(
        "自分の【アニメーター】を持つキャラが退場した場合、自分の【アニメーター】を持つキャラ3枚を休息状態にし、手札1枚をデッキの下に移すことで、退場したそのキャラを手札に戻すことができる。",
      ),
    ).toMatchObject({
      kind: "MayPay",
      cost: { kind: "Group", steps: [{ kind: "Rest" }, { kind: "Move" }] },
      effect: { kind: "ReturnToHand", target: { kind: "It" } },
    });
  });

  it("is not read before a step that is not optional", () => {
    const t = translateText(
      "このカードが登場した場合、手札1枚を捨て札にすることで、カードを1枚引く。",
      "test",
    );
    expect(t.complete).toBe(false);
  });

  it("renders to Japanese that reads back, and to English", () => {
    expect(
      roundTrips(
        "このカードが登場した場合、手札1枚を捨て札にすることで、カードを1枚引くことができる。",
      ),
    ).toEqual({
      ja: "このカードが登場した場合、手札1枚を捨て札にすることで、カードを1枚引くことができる。",
      en: "When this character enters, you may put 1 card in your hand into your trash to draw 1 card.",
    });
  });
});

describe("costs used", () => {
  it("手札から「X」のコストとして使用された場合: paid from the hand (KMK 01-066)", () => {
    const [a] = ok(
      "このカードが手札から「猪熊 陽子」のコストとして使用された場合、ターン終了時にカードを1枚引く。",
    ) as { trigger: unknown }[];
    expect(a!.trigger).toMatchObject({
      event: "usedAsCost",
      fromHand: true,
      paying: { noun: { kind: "name", name: "猪熊 陽子" } },
    });
  });

  it("発生コストが4に変更される: the source set for that payment (GPFN 04-010)", () => {
    const [a] = ok(
      "このカードは、元の使用コストが4以上の「武部 沙織」のコストとして使用する場合、発生コストが4に変更される。",
    ) as { effect: unknown }[];
    expect(a!.effect).toMatchObject({
      kind: "SourceModifier",
      delta: 4,
      set: true,
      whenPaying: { filters: [{ kind: "compare", stat: "cost", op: ">=", value: 4 }] },
    });
  });
});

describe("a stat compared with a measured quantity", () => {
  it("使用コストが…の枚数以下の before the noun (OREG3 02-086a)", () => {
    expect(
      step(
        "[メイン/自分]:自分の捨て札置き場にある、使用コストが自分の緑のキャラの枚数以下のキャラ1枚を場に出す。",
      ),
    ).toMatchObject({
      kind: "Move",
      target: {
        filters: [{ kind: "compareWith", stat: "cost", op: "<=", with: { kind: "count" } }],
      },
    });
  });

  it("a margin: より3以上高い is `>=` the value +3, the subject's own stat (DDH 02-070)", () => {
    const [a] = ok(
      "自分の全ての「木場 祐斗」は、使用コストが妨害に参加している相手のキャラの使用コストより3以上高い場合、退場しない。",
    ) as { effect: unknown; condition?: unknown }[];
    expect(a!.condition).toBeUndefined();
    expect(a!.effect).toMatchObject({
      kind: "Restriction",
      target: {
        filters: [
          {
            kind: "compareWith",
            op: ">=",
            with: { kind: "stat", stat: "cost", of: { kind: "Query" }, plus: 3 },
          },
        ],
      },
    });
  });

  it("このカードの上にあるコインの個数以下の (SAK 01-075)", () => {
    expect(
      step(
        "[メイン/自分]:このターン、このカードの上にあるコインの個数以下の使用コストの値を持つ相手の全てのキャラは、テキストを使用することができない。",
      ),
    ).toMatchObject({
      kind: "Restrict",
      target: { filters: [{ kind: "compareWith", with: { kind: "coins", coin: "コイン" } }] },
    });
  });

  it("そのカードの使用コストが…以下の場合: a reference's stat (FA 01-014)", () => {
    const [a] = ok(
      "このカードが登場した場合、自分の捨て札置き場にあるキャラ1枚を手札に戻す。その後、そのカードの使用コストが自分のポイント置き場にあるカードの枚数以下の場合、カードを1枚引く。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[1]!.step).toMatchObject({
      kind: "Conditional",
      condition: { kind: "Matches", subject: { kind: "It" } },
    });
  });

  it("このカードの使用コスト以下の… is read (its gate missed 以下)", () => {
    expect(
      step(
        "[メイン/自分]:このカードの使用コスト以下の使用コストの値を持つ相手のキャラ1枚を休息状態にする。",
      ),
    ).toMatchObject({ kind: "Rest", target: { filters: [{ kind: "compareWith", op: "<=" }] } });
  });
});
