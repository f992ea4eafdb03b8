// Issue 13, the "when" family, second round (translate/parser/when.ts): a count said inside the
// trigger clause (…のいずれかN枚が登場した場合, SRBKM 01-111b), a trigger that counts only while a
// card approaches (このカードがアプローチしている間、…場合, KGY 01-032), an activated text whose effect
// creates a trigger for this turn, and an exact count said as N枚の場合 (ERMG P-008).
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, This } from "./expect-translation.ts";

const SRBKM =
  "[メイン/自分]:このターン、自分の「宮森 あおい」または「安原 絵麻」または「坂木 しずか」のいずれか2枚が登場した場合、カードを2枚引く。";
const KGY = "このカードがアプローチしている間、相手がカードをプレイした場合、カードを1枚引く。";
const GPFN_LIKE =
  "自分の「武部 沙織」がアプローチしている間、相手がカードをプレイした場合、カードを1枚引く。";
const ERMG =
  "このカードがアプローチした場合、相手のキャラ1枚を休息状態にする。自分の手札の枚数が0枚の場合、そのカードは、次の相手のターン終了時まで活動状態にならない。";

describe("a count inside the trigger clause", () => {
  it("reads …のいずれか2枚が登場した場合 as the 2nd such entry, in a trigger the text creates (SRBKM 01-111b)", () => {
    const [a] = ok(SRBKM) as { kind: string; effect: { steps: { step: unknown }[] } }[];
    expect(a).toMatchObject({ kind: "Activated" });
    expect(a!.effect.steps[0]!.step).toMatchObject({
      kind: "CreateTrigger",
      mode: "if",
      trigger: {
        event: "enters",
        times: 2,
        subject: {
          kind: "Query",
          owner: "your",
          noun: { kind: "name", name: "宮森 あおい", alternatives: ["安原 絵麻", "坂木 しずか"] },
        },
      },
      effect: { steps: [{ step: { kind: "Draw", amount: { value: 2 } } }] },
    });
  });

  it("reads the same count in a text's own trigger", () => {
    expect(
      ok("自分の「宮森 あおい」または「安原 絵麻」のいずれか2枚が登場した場合、カードを1枚引く。"),
    ).toMatchObject([{ kind: "Triggered", mode: "if", trigger: { event: "enters", times: 2 } }]);
  });

  it("leaves a count of played cards unread (a player plays; no subject enters)", () => {
    const t = translateText(
      "自分の「宮森 あおい」のいずれか2枚がプレイされた場合、カードを1枚引く。",
      "test",
    );
    expect(t.complete).toBe(false);
  });

  it("still asks 同じターンの間に for a count printed after the subject", () => {
    const t = translateText("自分のキャラが3枚以上登場した場合、カードを1枚引く。", "test");
    expect(t.complete).toBe(false);
  });
});

describe("a trigger while a card approaches", () => {
  it("reads このカードがアプローチしている間、 as the trigger's condition `this is approaching` (KGY 01-032)", () => {
    expect(ok(KGY)).toMatchObject([
      {
        kind: "Triggered",
        trigger: { event: "cardPlayed", player: "opponent" },
        condition: { kind: "Is", subject: This, state: "approaching" },
      },
    ]);
  });

  it("reads 自分の「X」がアプローチしている間、 as: you have such a card approaching", () => {
    const [a] = ok(GPFN_LIKE) as { condition: unknown }[];
    expect(JSON.stringify(a!.condition)).toContain('"approaching"');
    expect(JSON.stringify(a!.condition)).toContain("武部 沙織");
  });
});

describe("an exact count said as N枚の場合", () => {
  it("reads 手札の枚数が0枚の場合 as == 0 on the card the trigger rested (ERMG P-008)", () => {
    const [a] = ok(ERMG) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[1]!.step).toMatchObject({
      kind: "Conditional",
      condition: { kind: "Count", op: "==", value: 0 },
      effect: {
        kind: "Restrict",
        target: { kind: "It" },
        restriction: { kind: "doesNotReady" },
        duration: { kind: "untilEndOfOpponentsTurn", next: true },
      },
    });
  });
});

describe("a point pile arrival earlier this turn, by the opponent", () => {
  it("reads 相手によって自分のポイント置き場にカードが置かれている場合 as HappenedThisTurn with its cause (FA 01-030)", () => {
    const [a] = ok(
      "[アプローチ/相手]:《1》このターン、相手によって自分のポイント置き場にカードが置かれている場合、このカードを手札に戻す。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[0]!.step).toMatchObject({
      kind: "Conditional",
      condition: {
        kind: "HappenedThisTurn",
        event: {
          event: "putIntoPointPile",
          subject: { kind: "Query", owner: "your" },
          cause: { by: "card", whose: "opponent's" },
        },
      },
      effect: { kind: "ReturnToHand", target: This },
    });
  });
});
