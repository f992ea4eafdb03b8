// Rule changes a card makes about itself: 「このカードは、…場合、アプローチでは退場しない」 (Ach 01-050:
// the static `does not leave in battle`) and 「…場合、アプローチで与えるポイントが2点になる」 (SAK
// 01-037: `gives 2 points by approach`, rule 8.6 "more if a text says so").
import { describe, expect, it } from "vitest";
import { ok, roundTrips } from "./expect-translation.ts";

const ACH =
  "このカードは、このカード以外の自分の【水着】を持つキャラが3枚以上いる場合、アプローチでは退場しない。";

describe("アプローチでは退場しない", () => {
  it("is the continuous `does not leave in battle` under its condition (Ach 01-050)", () => {
    expect(ok(ACH)).toMatchObject([
      {
        kind: "Continuous",
        condition: { kind: "Count", op: ">=", value: 3 },
        effect: {
          kind: "Restriction",
          target: { kind: "This" },
          restriction: { kind: "doesNotLeave", when: "battle" },
        },
      },
    ]);
  });

  it("without the condition too, and it reads back from its canonical Japanese", () => {
    const { ja, en } = roundTrips("このカードは、アプローチでは退場しない。");
    expect(ja).toBe("このカードは、アプローチでは退場しない。");
    expect(en).toMatch(/does not leave the field as a result of a battle/);
    // the canonical Japanese puts the owner after the filters; it reads back all the same
    expect(roundTrips(ACH).ja).toBe(
      "このカードは、このカード以外の【水着】を持つ自分のキャラが3枚以上いる場合、アプローチでは退場しない。",
    );
  });
});
