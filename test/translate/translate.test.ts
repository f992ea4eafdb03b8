import { describe, expect, it } from "vitest";
import type { Ability } from "../../grammar/ast.ts";
import { fmtAbility } from "../../grammar/format.ts";
import { translateText } from "../../translate/translate.ts";
import { ok, roundTrips, This } from "./expect-translation.ts";

describe("continuous texts and keywords", () => {
  it("reads conditions and standing gains", () => {
    expect(ok("このカードは、自分の「神田 空太」がいる場合、+20/+20を得る。")).toMatchObject([
      {
        kind: "Continuous",
        condition: { kind: "Exists", player: "you" },
        effect: { kind: "Gets", target: This, stat: { ap: 20, dp: 20 } },
      },
    ]);
    expect(ok("このカードは、使用コストが3以上のキャラには妨害されない。")).toMatchObject([
      {
        kind: "Continuous",
        effect: {
          kind: "Restriction",
          restriction: { kind: "cannotBeBlocked", by: { filters: [{ op: ">=", value: 3 }] } },
        },
      },
    ]);
  });

  it("renders a card's own cost change as working from the hand, as printed (SELF_COST_WORKS_FROM_HAND)", () => {
    const printed =
      "このカードは、手札にある状態で、自分の【清澄高校】を持つキャラがいる場合、使用コスト-2を得る。";
    const { ja, en } = roundTrips(printed);
    expect(ja).toMatch(/^このカードは、手札にある状態で、.*使用コスト-2を得る。$/);
    expect(en).toBe(
      "While this character is in your hand and you have a character with 【清澄高校】, this character gets cost -2.",
    );
  });

  it("renders free entry under a condition as working from the hand, and one `this turn` (English)", () => {
    expect(
      roundTrips(
        "このカードは、手札にある状態で、自分の「椎名 ましろ」がいる場合、自分のメインフェイズ以外でも登場させることができる。",
      ).en,
    ).toBe(
      'While this character is in your hand and you have a 「椎名 ましろ」, this character gets "Free entry".',
    );
    expect(
      roundTrips(
        "このカードが登場した場合、自分のキャラ2枚は、このターン、このターンの間に登場したキャラには妨害されない。",
      ).en,
    ).toBe(
      "When this character enters, this turn, 2 of your characters cannot be blocked by characters that entered this turn.",
    );
  });

  it("reads keyword tags and keeps unknown ones as unimplemented", () => {
    expect(ok("〔アクティブ〕〔天然2〕〔コンビ〕〔ブレイク〕〔突破30〕")).toEqual([
      { kind: "Keyword", keyword: "active" },
      { kind: "Keyword", keyword: "tennen", n: 2 },
      { kind: "Keyword", keyword: "combi" },
      { kind: "Keyword", keyword: "break" },
      { kind: "Keyword", keyword: "unimplemented", name: "突破", param: 30, raw: "〔突破30〕" },
    ]);
    expect(ok("このカードは、自分のメインフェイズ以外でも登場させることができる。")).toEqual([
      { kind: "Keyword", keyword: "freeEntry" },
    ]);
  });

  it("reads 逆境 as a prefix of the quoted ability", () => {
    expect(
      ok("〔逆境4〕:「このカードは、自分のメインフェイズ以外でも登場させることができる。」"),
    ).toEqual([{ kind: "Gyakkyou", n: 4, ability: { kind: "Keyword", keyword: "freeEntry" } }]);
  });
});

const printAbilities = (as: Ability[]): string => as.map(fmtAbility).join("\n");

describe("failure is marked, never silent", () => {
  it("keeps an unknown sentence with its reason and marks the card partial", () => {
    const t = translateText("このカードが登場した場合、世界線を移動する。〔アクティブ〕", "test");
    expect(t.complete).toBe(false);
    expect(t.sentences[0]).toMatchObject({
      ok: false,
      text: "このカードが登場した場合、世界線を移動する",
    });
    expect(t.sentences[0]?.reason).toMatch(/世界線/);
    expect(t.sentences[1]).toMatchObject({ ok: true });
  });

  it("keeps the trigger it read and the unread effect in place, so a continuation attaches to it", () => {
    const t = translateText(
      "このカードが登場した場合、世界線を移動する。その場合、カードを1枚引く。",
      "test",
    );
    expect(t.sentences.map((s) => s.ok)).toEqual([false, true]);
    expect(t.complete).toBe(false);
    expect(printAbilities(t.abilities)).toBe(
      'if this enters: todo "世界線を移動する"; if you do, draw 1',
    );
  });

  it("does not attach a continuation to a sentence with no frame read", () => {
    const t = translateText("世界線を移動する。その場合、カードを1枚引く。", "test");
    expect(t.sentences.map((s) => s.ok)).toEqual([false, false]);
    expect(printAbilities(t.abilities)).toBe(
      '[main/own]: todo "世界線を移動する"\n[main/own]: todo "その場合、カードを1枚引く"',
    );
  });

  it("refuses likely typos instead of guessing", () => {
    // a misspelt keyword is not a new keyword
    expect(translateText("〔アクテイブ〕").sentences[0]).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/misspelt/),
    });
    // two owners in one selector
    expect(translateText("[メイン/自分]:自分の相手のキャラ1枚を休息状態にする。").complete).toBe(
      false,
    );
    // a sentence cut short
    expect(translateText("このカードが登場した場合、カードを1枚").complete).toBe(false);
  });

  it("treats no text as complete and empty", () => {
    expect(translateText("-")).toEqual({ abilities: [], sentences: [], complete: true });
  });

  it("points spans into the printed text", () => {
    const text = "［メイン/自分］:カードを１枚引く。";
    const [a] = translateText(text, "f").abilities;
    expect(a?.span.file).toBe("f");
    expect(text.slice(a?.span.start.offset, a?.span.end.offset)).toBe(
      "［メイン/自分］:カードを１枚引く",
    );
  });
});

describe("report helpers", () => {
  it("prints a TODO comment per unread sentence", async () => {
    const { todoComments } = await import("../../translate/todo.ts");
    const t = translateText("このカードが登場した場合、世界線を移動する。カードを1枚引く。");
    expect(todoComments(t)[0]).toMatch(
      /^\/\/ TODO\(translate\): 「このカードが登場した場合、世界線を移動する」 — /,
    );
  });
});

describe("support cards", () => {
  it("reads the host of a support card", () => {
    expect(ok("このカードがセットされているキャラは、+10/±0を得る。")).toEqual([
      {
        kind: "Continuous",
        effect: { kind: "Gets", target: { kind: "Host" }, stat: { ap: 10, dp: 0 }, keywords: [] },
      },
    ]);
  });

  it("reads an end-of-turn ability", () => {
    expect(ok("〔アクティブ〕ターン終了時に、このカードを手札に戻す。")).toMatchObject([
      { kind: "Keyword", keyword: "active" },
      {
        kind: "Triggered",
        mode: "at",
        trigger: { event: "turnEnd" },
        effect: { steps: [{ step: { kind: "ReturnToHand", target: { kind: "This" } } }] },
      },
    ]);
  });
});

describe("end-of-turn texts with a topic", () => {
  it("reads このカードは、ターン終了時に…がいない場合、手札に戻る as an at-ability with Not(Exists)", () => {
    expect(
      ok(
        "このカードは、ターン終了時にこのカード以外の自分の【メイド】を持つキャラがいない場合、手札に戻る。",
      ),
    ).toMatchObject([
      {
        kind: "Triggered",
        mode: "at",
        condition: { kind: "Not", condition: { kind: "Exists", player: "you" } },
        effect: { steps: [{ step: { kind: "ReturnToHand", target: This } }] },
      },
    ]);
  });

  it("refuses the same sentence after another ability: it could be a delayed step of it", () => {
    const t = translateText(
      "[メイン/自分]:カードを1枚引く。このカードは、ターン終了時に手札に戻る。",
    );
    expect(t.sentences.map((s) => s.ok)).toEqual([true, false]);
  });
});
