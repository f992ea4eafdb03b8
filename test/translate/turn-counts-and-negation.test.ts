// Issue 13's printed cards (rulings/turn-counts-and-negation.ruling): SEKN 01-042's negate with a
// name filter (相手の捨て札置き場にあるカードと同じ名称のプレイ中のイベントカード1枚を無効にする);
// PM_KG 01-055's count of characters becoming rested (同じターンに相手のキャラ3枚以上が休息状態に
// なった場合); AW P-004's first sentence (このターン、次に…がプレイ中になった場合、そのカードのプレイを
// 無効にし、そのカードを相手の手札に戻す) and its second, the ban by name, read into that created
// trigger's effect (そのカード is only bound there); SG 01-027's points by approach for a while
// (ターン終了時まで、このカードがアプローチで与えるポイントは2点になる).
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, readsBack, roundTrips, step } from "./expect-translation.ts";

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
    expect(en).toContain("with the same name as cards in your opponent's trash");
    readsBack(
      "[main/interrupt]: negate the opponent's event with the same name as cards in the opponent's trash",
    );
  });
});

describe("休息状態になった場合 counted within the turn (PM_KG 01-055)", () => {
  it("reads 同じターンに…N枚以上が休息状態になった場合 as `becomes rested N times this turn`", () => {
    const [a] = ok(
      "このカードは、同じターンに相手のキャラ3枚以上が休息状態になった場合、ターン終了時まで+20/+20を得る。",
    );
    expect(a).toMatchObject({
      kind: "Triggered",
      mode: "if",
      trigger: {
        event: "becomesRested",
        subject: { kind: "Query", noun: { kind: "character" }, owner: "opponent's" },
        times: 3,
      },
      effect: { steps: [{ step: { kind: "Gets", target: { kind: "This" } } }] },
    });
  });

  it("round trips through canonical Japanese (同じターンの間に、…が3枚以上休息状態になった場合)", () => {
    const { ja } = roundTrips(
      "このカードは、同じターンに相手のキャラ3枚以上が休息状態になった場合、ターン終了時まで+20/+20を得る。",
    );
    expect(ja).toContain("相手のキャラが3枚以上休息状態になった場合");
    readsBack("each time this becomes rested: draw 1");
  });
});

describe("このターン、次に…がプレイ中になった場合 (AW P-004)", () => {
  it("reads a trigger created for the turn that negates the play and returns the card", () => {
    const [a] = ok(
      "このカードが登場した場合、このターン、次に相手のイベントカードがプレイ中になった場合、そのカードのプレイを無効にし、そのカードを相手の手札に戻す。",
    );
    expect(a).toMatchObject({
      kind: "Triggered",
      trigger: { event: "enters", subject: { kind: "This" } },
      effect: {
        steps: [
          {
            step: {
              kind: "CreateTrigger",
              mode: "if",
              trigger: {
                event: "cardPlayed",
                player: "opponent",
                card: { noun: { kind: "event" } },
              },
              effect: {
                steps: [
                  { step: { kind: "Negate", what: "event" } },
                  { step: { kind: "ReturnToHand", target: { kind: "It" } } },
                ],
              },
            },
          },
        ],
      },
    });
  });

  it("refuses 相手の手札に戻す of this card (a card returns to its owner's hand)", () => {
    const t = translateText("［メイン/自分］:このカードを相手の手札に戻す。", "test");
    expect(t.complete).toBe(false);
  });
});

describe("AW P-004 whole: the ban by name joins the created trigger's effect", () => {
  it("reads そのカードと同じ名称のイベントカードをプレイすることができない inside the created trigger", () => {
    const [a, more] = ok(
      "このカードが登場した場合、このターン、次に相手のイベントカードがプレイ中になった場合、そのカードのプレイを無効にし、そのカードを相手の手札に戻す。このターン、相手は、そのカードと同じ名称のイベントカードをプレイすることができない。",
    );
    expect(more).toBeUndefined();
    expect(a).toMatchObject({
      effect: {
        steps: [
          {
            step: {
              kind: "CreateTrigger",
              effect: {
                steps: [
                  { step: { kind: "Negate" } },
                  { step: { kind: "ReturnToHand" } },
                  {
                    step: {
                      kind: "PlayBan",
                      player: "opponent",
                      card: { filters: [{ kind: "sameName", as: { kind: "It" } }] },
                      until: "endOfTurn",
                    },
                  },
                ],
              },
            },
          },
        ],
      },
    });
  });
});

describe("アプローチで与えるポイントはN点になる for a while (SG 01-027)", () => {
  it("reads ターン終了時まで、このカードがアプローチで与えるポイントは2点になる as a step", () => {
    expect(
      step("［メイン/自分］:ターン終了時まで、このカードがアプローチで与えるポイントは2点になる。"),
    ).toEqual({
      kind: "DealsPoints",
      target: { kind: "This" },
      points: 2,
      duration: { kind: "untilEndOfTurn" },
    });
  });

  it("reads the whole card: the step after この効果で場に出た場合", () => {
    const [a] = ok(
      "このカードが手札にある状態で、自分の【オタク】または【コスプレ】がアプローチでポイントを与えた場合、このカードを場に出すことができる。この効果で場に出た場合、ターン終了時まで、このカードがアプローチで与えるポイントは2点になる。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps.at(-1)!.step).toMatchObject({ kind: "DealsPoints", points: 2 });
  });

  it("round trips through canonical Japanese", () => {
    readsBack("[main/own]: this gives 2 points by approach until end of turn");
  });
});
