// The choosing family (issue 13): 任意の枚数 (any number, `anyNumber`), 手札を全て (a late `all`),
// and 以下から1つ選択する。「A。」「B。」 (a `Choice` of the quoted options).
import { describe, expect, it } from "vitest";
import { segment } from "../../translate/segment.ts";
import { translateText } from "../../translate/translate.ts";
import { ok, readsBack, roundTrips, step } from "./expect-translation.ts";

describe("任意の枚数 (any number)", () => {
  it("reads 任意の枚数の before the owner (SAG 01-117)", () => {
    expect(step("[アプローチ/自分]:任意の枚数の自分のキャラを休息状態にする。")).toMatchObject({
      kind: "Rest",
      target: {
        owner: "your",
        noun: { kind: "character" },
        quantity: { kind: "anyNumber", min: 0 },
      },
    });
  });

  it("reads it after a zone and before a title (WKG2 02-029)", () => {
    expect(
      step(
        "[メイン/相手]:自分の捨て札置き場にある任意の枚数の『WORKING’!!』のキャラをデッキの下に移す。",
      ),
    ).toMatchObject({
      target: {
        zone: { zone: "trash", owner: "your" },
        filters: [{ kind: "title" }],
        quantity: { kind: "anyNumber", min: 0 },
      },
    });
  });

  it("reads the hand, before or after the particle (PM_K-ON_Part2 02-115, KMG 06-089)", () => {
    const hand = {
      kind: "Trash",
      target: { zone: { zone: "hand", owner: "your" }, quantity: { kind: "anyNumber", min: 0 } },
    };
    expect(step("[アプローチ/両方]:任意の枚数の手札を捨て札にする。")).toMatchObject(hand);
    expect(step("このカードが登場した場合、手札を任意の枚数捨て札にする。")).toMatchObject(hand);
  });

  it("reads 1枚以上の任意の枚数の as at least 1 (AW 01-070)", () => {
    expect(
      step(
        "このカードがアプローチに参加した場合、1枚以上の任意の枚数の手札を捨て札にすることができる。",
      ),
    ).toMatchObject({
      kind: "May",
      effect: { target: { quantity: { kind: "anyNumber", min: 1 } } },
    });
  });

  it("refuses two numbers on one hand", () => {
    const t = translateText("[メイン/自分]:任意の枚数の手札1枚を捨て札にする。", "test");
    expect(t.complete).toBe(false);
  });

  it("renders canonical Japanese that reads back, and English", () => {
    expect(roundTrips("[メイン/自分]:任意の枚数の自分のキャラを休息状態にする。")).toEqual({
      ja: "[メイン/自分]:任意の枚数の自分のキャラを休息状態にする。",
      en: "[Main/Own]: Rest any number of your characters.",
    });
    expect(roundTrips("このカードが登場した場合、手札を任意の枚数捨て札にする。").ja).toBe(
      "このカードが登場した場合、任意の枚数の手札を捨て札にする。",
    );
    expect(
      readsBack("[main/own]: you may trash 1 or more cards in your hand; if you do, draw 1"),
    ).toBe(
      "[メイン/自分]:1枚以上の任意の枚数の手札を捨て札にすることができる。その場合、カードを1枚引く。",
    );
  });
});

describe("手札を全て (every card of the hand)", () => {
  it("reads the late 全て as all (Ach 01-005's first sentence)", () => {
    expect(step("このカードが妨害された場合、手札を全て表にする。")).toMatchObject({
      kind: "Reveal",
      target: { zone: { zone: "hand", owner: "your" }, quantity: { kind: "all" } },
    });
  });
});

describe("以下から1つ選択する (one of the quoted options)", () => {
  it("keeps the quoted options in the sentence that announces them", () => {
    const segs = segment(
      "このカードがアプローチした場合、以下から1つ選択する。「キャラ1枚を休息状態にする。」「カードを1枚引く。」このカードは、+10/+10を得る。",
    );
    expect(segs.map((s) => s.text)).toEqual([
      "このカードがアプローチした場合、以下から1つ選択する。「キャラ1枚を休息状態にする。」「カードを1枚引く。」",
      "このカードは、+10/+10を得る",
    ]);
  });

  it("reads each option as a step of a Choice (BBD 01-012's form)", () => {
    const [a] = ok(
      "このカードがアプローチした場合、以下から1つ選択する。「キャラ1枚を休息状態にする。」「カードを1枚引く。」",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[0]!.step).toMatchObject({
      kind: "Choice",
      options: [{ kind: "Rest" }, { kind: "Draw", amount: { value: 1 } }],
    });
  });

  it("reads an option of two steps as a group, and prints it back quoted", () => {
    const text =
      "このカードが登場した場合、以下から1つ選択する。「カードを2枚引く。」「自分の捨て札置き場にあるキャラ1枚を手札に戻し、カードを1枚引く。」";
    const [a] = ok(text) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[0]!.step).toMatchObject({
      kind: "Choice",
      options: [
        { kind: "Draw" },
        { kind: "Group", steps: [{ kind: "ReturnToHand" }, { kind: "Draw" }] },
      ],
    });
    expect(roundTrips(text).ja).toContain("以下から1つ選択する。「カードを2枚引く。」「");
  });

  it("says why it does not read an option or a choice of two", () => {
    const bad = translateText(
      "このカードが登場した場合、以下から1つ選択する。「カードを1枚引く。」「ふしぎなことをする。」",
      "test",
    );
    expect(bad.complete).toBe(false);
    expect(bad.sentences[0]!.reason).toMatch(/option 「ふしぎなことをする。」/);
    // 以下から2つ選択する is read (`choose 2:`, steps-values-choices.test.ts); more than are quoted is not
    const three = translateText(
      "このカードが妨害された場合、以下から3つ選択する。「キャラ1枚を休息状態にする。」「カードを1枚引く。」",
      "test",
    );
    expect(three.complete).toBe(false);
  });
});

describe("…にしたカード1枚につき (for each card an earlier step acted on)", () => {
  it("draws one card for each card trashed (KMG 06-089)", () => {
    const [a] = ok(
      "このカードが登場した場合、手札を任意の枚数捨て札にする。その場合、捨て札にしたカード1枚につき、カードを1枚引く。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[1]!.step).toMatchObject({
      kind: "Draw",
      amount: { kind: "Count", of: { kind: "It" } },
    });
  });

  it("reads 休息状態にしたキャラ1枚につき and a duration before the count", () => {
    const rested = ok(
      "[メイン/自分]:任意の枚数の自分のキャラを休息状態にする。その場合、自分のキャラ1枚は、休息状態にしたキャラ1枚につき、ターン終了時まで+10/+10を得る。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(rested[0]!.effect.steps[1]!.step).toMatchObject({ kind: "Gets", per: { kind: "It" } });
    const early = ok(
      "[アプローチ/両方]:任意の枚数の手札を捨て札にする。その場合、自分のキャラ1枚は、ターン終了時まで捨て札にしたカード1枚につき+10/+10を得る。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(early[0]!.effect.steps[1]!.step).toMatchObject({
      kind: "Gets",
      per: { kind: "It" },
      duration: { kind: "untilEndOfTurn" },
    });
  });

  it("reads N cards for each as a repeated draw (`repeat count(it) times, draw 2`)", () => {
    const [a] = ok(
      "[メイン/自分]:手札1枚を捨て札にする。その場合、捨て札にしたカード1枚につき、カードを2枚引く。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[1]!.step).toMatchObject({
      kind: "Repeat",
      times: { kind: "Count", of: { kind: "It" } },
      effect: { kind: "Draw", amount: { kind: "Number", value: 2 } },
    });
  });

  it("prints draw count(…) back as …1枚につき、カードを1枚引く", () => {
    expect(readsBack("[main/own]: draw count(your characters)")).toBe(
      "[メイン/自分]:自分のキャラ1枚につき、カードを1枚引く。",
    );
  });
});

describe("same name as what an earlier step acted on", () => {
  it("reads 手札に移したカードと同じ名称の (KMG 06-001) and 捨て札にしたキャラと同じ名称の (ORG2 02-104)", () => {
    const moved = ok(
      "[メイン/自分]:EXデッキから『傷物語』のキャラ1枚を抜き出し、手札に移す。その場合、自分の捨て札置き場にある、手札に移したカードと同じ名称のキャラ1枚を場に出すことができる。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(moved[0]!.effect.steps[1]!.step).toMatchObject({
      kind: "May",
      effect: { target: { filters: [{ kind: "sameName", as: { kind: "It" } }] } },
    });
    expect(
      step(
        "[メイン/自分]:手札から「X」1枚を捨て札にし、自分の捨て札置き場にある捨て札にしたキャラと同じ名称のキャラを2枚まで手札に戻す。",
      ),
    ).toMatchObject({ kind: "Trash" });
  });
});
