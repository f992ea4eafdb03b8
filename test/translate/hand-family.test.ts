// The hand family (issue 13, item 1): stat and subject forms, texts that work while the card is in
// the hand, and alternatives inside one text — each read from its printed Japanese, rendered back
// to canonical Japanese that reads the same, and to English.
import { describe, expect, it } from "vitest";
import { roundTrips, step, This } from "./expect-translation.ts";

describe("stat and subject forms", () => {
  it("このターン、<subject>は<gain>を得る is a gain for this turn (PPTP 01-041, SG 01-040)", () => {
    expect(
      step("このカードが登場した場合、このターン、自分の全ての【オタク】は+30/+30を得る。"),
    ).toMatchObject({
      kind: "Gets",
      target: { kind: "Query", quantity: { kind: "all" }, owner: "your" },
      stat: { ap: 30, dp: 30 },
      duration: { kind: "thisTurn" },
    });
    expect(
      roundTrips(
        "[メイン/両方]:《赤2》このカードを捨て札にする。その場合、このターン、自分の全てのキャラは+20/+20を得る。",
      ),
    ).toEqual({
      ja: "[メイン/両方]:《赤2》このカードを捨て札にする。その場合、自分の全てのキャラは、このターン、+20/+20を得る。",
      en: "[Main/Both] 2 red: Put this character into your trash. If you do, all of your characters get +20/+20 this turn.",
    });
  });

  it("a DP without its sign is a plus: +30/30 is KGB P-004's misprint of +30/+30", () => {
    expect(step("このカードは、アプローチした場合、ターン終了時まで+30/30を得る。")).toMatchObject({
      kind: "Gets",
      target: This,
      stat: { ap: 30, dp: 30 },
    });
    // a set value keeps its unsigned pair (SetStat), not a gain
    expect(
      step(
        "このカードが登場した場合、相手のキャラ1枚のAP/DPの値を、ターン終了時まで30/30に変更する。",
      ),
    ).toMatchObject({ kind: "SetStat", ap: 30, dp: 30 });
  });

  it("使用コストの値が1と3の is either exact value (CCS 01-056)", () => {
    const t = roundTrips("このカードは、使用コストの値が1と3のキャラには妨害されない。");
    expect(t.ja).toBe("このカードは、使用コストの値が1と3のキャラには妨害されない。");
    expect(t.en).toBe("This character cannot be blocked by characters with cost 1 or with cost 3.");
  });
});
