// 指定する: 「…1枚を指定する。このターン、指定したキャラ/そのキャラが…場合、…」 — a Designate step, then
// `it` (指定したキャラ, 指定されたキャラ, そのキャラ) in later steps of the same ability.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { renderEn } from "../../translate/render/en.ts";
import { renderJa } from "../../translate/render/ja.ts";
import { withoutSpans } from "../../translate/ast-util.ts";
import { ok } from "./expect-translation.ts";

describe("指定する", () => {
  it("reads a designation and a created trigger about the designated character (akb 01-008)", () => {
    const [a] = ok(
      "[メイン/自分]:《0》自分の「X」1枚を指定する。このターン、指定したキャラがアプローチでポイントを与えた場合、カードを2枚引く。",
    ) as { effect: { steps: unknown[] } }[];
    expect(a!.effect.steps).toMatchObject([
      {
        link: "none",
        step: {
          kind: "Designate",
          target: {
            owner: "your",
            quantity: { kind: "exactly", n: 1 },
            noun: { kind: "name", name: "X" },
          },
        },
      },
      {
        link: "none",
        step: {
          kind: "CreateTrigger",
          mode: "if",
          trigger: { event: "givesPoint", byApproach: true, subject: { kind: "It" } },
        },
      },
    ]);
  });
  it("reads 指定されたキャラは、… as `it`", () => {
    const [a] = ok(
      "[メイン/自分]:相手のキャラ1枚を指定する。指定されたキャラは、このターン、「X」を妨害できない。",
    ) as { effect: { steps: unknown[] } }[];
    expect(a!.effect.steps).toMatchObject([
      { step: { kind: "Designate" } },
      {
        step: {
          kind: "Restrict",
          target: { kind: "It" },
          restriction: { kind: "cannotBlock" },
          duration: { kind: "thisTurn" },
        },
      },
    ]);
  });
  it("renders to English and back from canonical Japanese to the same AST", () => {
    const t = translateText(
      "[メイン/自分]:自分の『T』のキャラ1枚を指定する。このターン、そのキャラがアプローチでポイントを与えた場合、そのキャラの上に+10/+10コインを1個乗せることができる。",
    );
    expect(t.complete).toBe(true);
    expect(renderEn(t.abilities)).toContain("Choose 1 of your characters from 『T』");
    const back = translateText(renderJa(t.abilities));
    expect(back.complete).toBe(true);
    expect(withoutSpans(back.abilities)).toEqual(withoutSpans(t.abilities));
  });
  it("refuses 指定する with nothing to choose", () => {
    expect(translateText("[メイン/自分]:指定する。").complete).toBe(false);
  });
});

describe("…た場合 and a condition on the chosen card", () => {
  it("reads 捨て札にした場合 / 手札に戻した場合 as `if you do` right after that step (ng 01-051, hsf 01-008)", () => {
    const [a] = ok(
      "このカードが登場した場合、手札1枚を捨て札にすることができる。捨て札にした場合、カードを1枚引く。捨て札にしたカードが「X」の場合、カードを1枚引く。",
    ) as { effect: { steps: unknown[] } }[];
    expect(a!.effect.steps).toMatchObject([
      { link: "none", step: { kind: "May", effect: { kind: "Trash" } } },
      { link: "ifYouDo", step: { kind: "Draw" } },
      {
        link: "none",
        step: {
          kind: "Conditional",
          condition: {
            kind: "Matches",
            subject: { kind: "It" },
            what: { quantity: { kind: "any" }, noun: { kind: "name", name: "X" } },
          },
        },
      },
    ]);
    const [b] = ok(
      "このカードが妨害された場合、このカードを手札に戻すことができる。手札に戻した場合、自分のキャラ2枚は、ターン終了時まで退場しない。",
    ) as { effect: { steps: unknown[] } }[];
    expect(b!.effect.steps).toMatchObject([
      { step: { kind: "May", effect: { kind: "ReturnToHand" } } },
      { link: "ifYouDo", step: { kind: "Restrict" } },
    ]);
  });
  it("refuses …た場合 after another step, and a description with an owner", () => {
    expect(
      translateText(
        "このカードが登場した場合、カードを1枚引く。捨て札にした場合、カードを1枚引く。",
      ).complete,
    ).toBe(false);
    expect(
      translateText(
        "このカードが登場した場合、手札1枚を捨て札にする。捨て札にしたカードが自分の「X」の場合、カードを1枚引く。",
      ).complete,
    ).toBe(false);
  });
  it("renders the condition back to the same AST", () => {
    const t = translateText(
      "このカードが登場した場合、手札1枚を捨て札にすることができる。捨て札にしたカードが「X」の場合、カードを1枚引く。",
    );
    expect(t.complete).toBe(true);
    expect(renderEn(t.abilities)).toContain("If that card is a 「X」");
    expect(withoutSpans(translateText(renderJa(t.abilities)).abilities)).toEqual(
      withoutSpans(t.abilities),
    );
  });
});

describe("このターンの間に登場した / 場に出た, このターン、<topic>は、, one-shot 妨害されない", () => {
  it("reads the arrived filter and a cannot-be-blocked restriction for this turn (hsf 01-008)", () => {
    const [a] = ok(
      "このカードが登場した場合、自分のキャラ2枚は、このターン、このターンの間に登場したキャラには妨害されない。",
    ) as { effect: { steps: unknown[] } }[];
    expect(a!.effect.steps).toMatchObject([
      {
        step: {
          kind: "Restrict",
          duration: { kind: "thisTurn" },
          restriction: {
            kind: "cannotBeBlocked",
            by: { noun: { kind: "character" }, filters: [{ kind: "arrived", how: "entered" }] },
          },
        },
      },
    ]);
  });
  it("reads このターン、 before the topic as the restriction's duration (yrc 01-093)", () => {
    const [a] = ok(
      "[メイン/両方]:このターン、このターンの間に場に出た全てのキャラは、アプローチできない。",
    ) as { effect: { steps: unknown[] } }[];
    expect(a!.effect.steps).toMatchObject([
      {
        step: {
          kind: "Restrict",
          duration: { kind: "thisTurn" },
          restriction: { kind: "cannotApproach" },
          target: {
            quantity: { kind: "all" },
            filters: [{ kind: "arrived", how: "putOntoField" }],
          },
        },
      },
    ]);
    // a step with its own duration, or not a restriction, is refused after the leading このターン、
    expect(
      translateText("[メイン/両方]:このターン、自分のキャラ1枚は、ターン終了時まで退場しない。")
        .complete,
    ).toBe(false);
  });
  it("renders both back to the same AST", () => {
    for (const text of [
      "このカードが登場した場合、自分のキャラ2枚は、このターン、このターンの間に登場したキャラには妨害されない。",
      "[メイン/両方]:このターン、このターンの間に場に出た全てのキャラは、アプローチできない。",
    ]) {
      const t = translateText(text);
      expect(withoutSpans(translateText(renderJa(t.abilities)).abilities)).toEqual(
        withoutSpans(t.abilities),
      );
    }
  });
});

describe("phase start, そのカード after a negate", () => {
  it("reads 自分のアプローチフェイズ開始時に as an `at` ability, with a designation (yrc 01-102)", () => {
    const t = translateText(
      "自分のアプローチフェイズ開始時に相手のキャラ1枚を指定する。指定されたキャラは、このターン、「X」を妨害できない。",
    );
    expect(t.complete).toBe(true);
    expect(withoutSpans(t.abilities)).toMatchObject([
      {
        kind: "Triggered",
        mode: "at",
        trigger: { event: "phaseStart", phase: "approach", whose: "your" },
        effect: {
          steps: [
            { step: { kind: "Designate" } },
            { step: { kind: "Restrict", target: { kind: "It" } } },
          ],
        },
      },
    ]);
    expect(withoutSpans(translateText(renderJa(t.abilities)).abilities)).toEqual(
      withoutSpans(t.abilities),
    );
  });
  it("reads そのカードの使用コストの値が0の場合 as `it is a card with cost == 0` (kmk 01-112)", () => {
    const t = translateText(
      "[メイン/割り込み]:相手のプレイ中のイベントカード1枚を無効にする。そのカードの使用コストの値が0の場合、自分のポイント置き場にあるカード1枚を表向きにすることができる。",
    );
    expect(t.complete).toBe(true);
    expect(withoutSpans(t.abilities)).toMatchObject([
      {
        effect: {
          steps: [
            { step: { kind: "Negate" } },
            {
              step: {
                kind: "Conditional",
                condition: {
                  kind: "Matches",
                  subject: { kind: "It" },
                  what: {
                    noun: { kind: "card" },
                    filters: [{ kind: "compare", stat: "cost", op: "==", value: 0 }],
                  },
                },
              },
            },
          ],
        },
      },
    ]);
    expect(withoutSpans(translateText(renderJa(t.abilities)).abilities)).toEqual(
      withoutSpans(t.abilities),
    );
  });
});
