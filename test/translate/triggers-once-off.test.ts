// Trigger variants and once-off rule changes (issue 13): a play by either player from a zone other
// than the hand (自分または相手が手札以外からカードをプレイした場合, KGY P-001), a text used in a phase
// (FA 01-058) and a look at a deck (FA 01-050, kept and refused).
import { describe, expect, it } from "vitest";
import { withoutSpans } from "../../translate/ast-util.ts";
import { translateText } from "../../translate/translate.ts";
import { ok, readsBack, roundTrips } from "./expect-translation.ts";
import { lowerAbilityLine } from "../emit/helpers.ts";

/** The trigger, mode and condition of a one-ability text. */
function triggerOf(text: string): { trigger: unknown; mode: unknown; condition?: unknown } {
  const [a] = ok(text) as { trigger: unknown; mode: unknown; condition?: unknown }[];
  return a!;
}

describe("a play not from the hand, by either player (KGY P-001)", () => {
  const text =
    "自分または相手が手札以外からカードをプレイした場合、このカードの上にコインを1個乗せる。";

  it("reads an `or` of both players' plays, each not from hand", () => {
    const played = (player: string) => ({ event: "cardPlayed", player, notFromHand: true });
    expect(triggerOf(text)).toMatchObject({
      trigger: { event: "anyOf", events: [played("you"), played("opponent")] },
      mode: "if",
    });
  });

  it("round-trips in Japanese (either player said once) and in the card language", () => {
    expect(roundTrips(text)).toEqual({
      ja: text,
      en: 'When you or your opponent plays a card from somewhere other than the hand, put 1 "コイン" coin on this character.',
    });
    expect(readsBack("if the opponent plays an event not from hand: draw 1")).toBe(
      "相手が手札以外からイベントカードをプレイした場合、カードを1枚引く。",
    );
  });

  it("one player, from the hand or not", () => {
    expect(
      triggerOf("相手が手札以外からカードをプレイした場合、カードを1枚引く。").trigger,
    ).toMatchObject({ event: "cardPlayed", player: "opponent", notFromHand: true });
    expect(triggerOf("相手がカードをプレイした場合、カードを1枚引く。").trigger).not.toHaveProperty(
      "notFromHand",
    );
  });

  it("相手または自分 is the same two players: read as 自分または相手 (a print variant)", () => {
    // the grammar reads the usual order only; translate/print-variants.ts puts the players in it
    const printed = translateText(
      "相手または自分が手札以外からカードをプレイした場合、カードを1枚引く。",
    );
    const usual = translateText(
      "自分または相手が手札以外からカードをプレイした場合、カードを1枚引く。",
    );
    expect(printed.complete).toBe(true);
    expect(withoutSpans(printed.abilities)).toEqual(withoutSpans(usual.abilities));
  });

  it("failing twin: a player named twice (自分または自分) is not read", () => {
    expect(
      translateText("自分または自分が手札以外からカードをプレイした場合、カードを1枚引く。")
        .complete,
    ).toBe(false);
  });

  it("removes the coins from on top of this card (このカードの上から)", () => {
    expect(ok("[アプローチ/両方]:《0》このカードの上からコインを1個取り除く。")).toMatchObject([
      { effect: { steps: [{ step: { kind: "RemoveCoins", target: { kind: "This" } } }] } },
    ]);
  });
});

describe("a text used by a player, in one phase (FA 01-058)", () => {
  const text =
    "アプローチフェイズの間に相手がテキストを使用するごとに、相手のデッキの上のカード1枚を捨て札にする。";

  it("reads `textUsed` with the phase as the trigger's condition", () => {
    expect(triggerOf(text)).toMatchObject({
      trigger: { event: "textUsed", player: "opponent" },
      mode: "eachTime",
      condition: { kind: "Phase", phase: "approach" },
    });
  });

  it("round-trips in Japanese and reads back from the card language", () => {
    expect(roundTrips(text).ja).toBe(text);
    expect(readsBack("if a text of yours is used: draw 1")).toBe(
      "自分がテキストを使用した場合、カードを1枚引く。",
    );
    expect(
      readsBack("each time a text of the opponent's is used and it is the main phase: draw 1"),
    ).toBe("メインフェイズの間に相手がテキストを使用するごとに、カードを1枚引く。");
  });

  it("failing twin: a phase with no trigger after it is not read", () => {
    expect(translateText("アプローチフェイズの間に、カードを1枚引く。").complete).toBe(false);
  });
});

describe("a player looks at a deck (FA 01-050): kept, not run", () => {
  const text = "相手がカードの効果でデッキを見た場合、このカードをデッキの下に移す。";

  it("reads `deckLooked` by an effect, and round-trips", () => {
    expect(triggerOf(text)).toMatchObject({
      trigger: { event: "deckLooked", player: "opponent", byEffect: true },
      mode: "if",
    });
    expect(roundTrips(text).ja).toBe(text);
  });

  it("lowering refuses it: the card would wait in a deck, where no text works (rule 4.4)", () => {
    const lowered = lowerAbilityLine(
      "if the opponent looks at a deck by an effect: put this on the bottom of its owner's deck",
    );
    expect(lowered.diagnostics.map((d) => d.message).join("\n")).toMatch(/looking at a deck/);
  });

  it("failing twin: a look with no player is not read", () => {
    expect(translateText("カードの効果でデッキを見た場合、カードを1枚引く。").complete).toBe(false);
  });
});
