// 「このカードが、自分の「X」がいる状態で登場した場合」 (ENTERING_STATE_IS_WITHOUT_THIS_CARD): the card the
// state asks for is another than this card — a card named X never meets its own condition alone
// (KGY 01-047 早坂 愛 drew 2 played by itself) — while a count (「3枚のみの状態で」) counts it too.
import { describe, expect, it } from "vitest";
import { ok, roundTrips } from "./expect-translation.ts";

const conditionOf = (text: string): unknown => (ok(text)[0] as { condition: unknown }).condition;

describe("the state this card enters in", () => {
  it("自分の「X」がいる状態で asks for another 「X」", () => {
    expect(
      conditionOf("このカードが、自分の「早坂 愛」がいる状態で登場した場合、カードを2枚引く。"),
    ).toMatchObject({
      kind: "Exists",
      player: "you",
      of: { noun: { kind: "name", name: "早坂 愛" }, filters: [{ kind: "other" }] },
    });
  });
  it("and so does 自分の【制服】を持つキャラがいる状態で; every name of 「A」と「B」", () => {
    expect(
      conditionOf(
        "このカードが、自分の【制服】を持つキャラがいる状態で登場した場合、カードを1枚引く。",
      ),
    ).toMatchObject({ of: { filters: [{ kind: "other" }, { kind: "trait" }] } });
    expect(
      JSON.stringify(
        conditionOf("このカードが、自分の「A」と「B」がいる状態で登場した場合、カードを1枚引く。"),
      ).match(/"other"/g),
    ).toHaveLength(2);
  });
  it("a count is read as printed, this card included (rulings/trigger-variants.ruling)", () => {
    expect(
      JSON.stringify(
        conditionOf("このカードが自分のキャラが3枚のみの状態で登場した場合、カードを1枚引く。"),
      ),
    ).not.toContain('"other"');
  });
  it("only for this card entering: its state as it approaches is read as printed", () => {
    // no printed card has this form; the flag speaks of entering only
    const text = "このカードが、自分の「A」がいる状態でアプローチに参加した場合、カードを1枚引く。";
    expect(JSON.stringify(ok(text))).not.toContain('"other"');
  });
  it("reads back from its canonical Japanese", () => {
    roundTrips("このカードが、自分の「早坂 愛」がいる状態で登場した場合、カードを2枚引く。");
  });
});
