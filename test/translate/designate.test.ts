// 指定する: 「…1枚を指定する。このターン、指定したキャラ/そのキャラが…場合、…」 — a Designate step, then
// `it` (指定したキャラ, 指定されたキャラ, そのキャラ) in later steps of the same ability.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { renderEn } from "../../translate/render-en.ts";
import { renderJa } from "../../translate/render-ja.ts";
import { withoutSpans } from "../../translate/ast-util.ts";
import { ok } from "./expect-translation.ts";

describe("指定する", () => {
  it("reads a designation and a created trigger about the designated character (akb 01-008)", () => {
    const [a] = ok("[メイン/自分]:《0》自分の「X」1枚を指定する。このターン、指定したキャラがアプローチでポイントを与えた場合、カードを2枚引く。") as { effect: { steps: unknown[] } }[];
    expect(a!.effect.steps).toMatchObject([
      { link: "none", step: { kind: "Designate", target: { owner: "your", quantity: { kind: "exactly", n: 1 }, noun: { kind: "name", name: "X" } } } },
      { link: "none", step: { kind: "CreateTrigger", mode: "if", trigger: { event: "givesPoint", byApproach: true, subject: { kind: "It" } } } },
    ]);
  });
  it("reads 指定されたキャラは、… as `it`", () => {
    const [a] = ok("[メイン/自分]:相手のキャラ1枚を指定する。指定されたキャラは、このターン、「X」を妨害できない。") as { effect: { steps: unknown[] } }[];
    expect(a!.effect.steps).toMatchObject([
      { step: { kind: "Designate" } },
      { step: { kind: "Restrict", target: { kind: "It" }, restriction: { kind: "cannotBlock" }, duration: { kind: "thisTurn" } } },
    ]);
  });
  it("renders to English and back from canonical Japanese to the same AST", () => {
    const t = translateText("[メイン/自分]:自分の『T』のキャラ1枚を指定する。このターン、そのキャラがアプローチでポイントを与えた場合、そのキャラの上に+10/+10コインを1個乗せることができる。");
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
