// Rule changes a card makes about itself: 「このカードは、…場合、アプローチでは退場しない」 (Ach 01-050:
// the static `does not leave in battle`) and 「…場合、アプローチで与えるポイントが2点になる」 (SAK
// 01-037: `gives 2 points by approach`, rule 8.6 "more if a text says so") and 「登場する場合、休息状態で
// 場に出る」 (SPK 01-014: `this enters rested`, rule 6.1).
import { describe, expect, it } from "vitest";
import { format, parse } from "../../grammar/index.ts";
import { lowerAbilityLine } from "../emit/helpers.ts";
import { ok, readsBack, roundTrips } from "./expect-translation.ts";

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

const SAK =
  "このカードは、休息状態の自分の「神代 小蒔」が4枚以上いる場合、アプローチで与えるポイントが2点になる。";

describe("アプローチで与えるポイントがN点になる", () => {
  it("is the continuous `gives N points by approach` under its condition (SAK 01-037)", () => {
    expect(ok(SAK)).toMatchObject([
      {
        kind: "Continuous",
        condition: { kind: "Count", op: ">=", value: 4 },
        effect: { kind: "PointsDealt", target: { kind: "This" }, points: 2 },
      },
    ]);
  });

  it("renders to Japanese that reads back the same, and to English", () => {
    expect(roundTrips(SAK)).toEqual({
      ja: SAK,
      en: "While you have 4 or more rested 「神代 小蒔」, this character gives 2 points when its approach is not blocked.",
    });
  });

  it("reads back from the card language's canonical form", () => {
    expect(readsBack("this gives 2 points by approach")).toBe(
      "このカードは、アプローチで与えるポイントが2点になる。",
    );
  });

  it("lowers to the runtime's pointsDealt; 0 points is refused (that is `cannot give points`)", () => {
    expect(lowerAbilityLine("this gives 2 points by approach").def.abilities).toMatchObject([
      { kind: "continuous", effect: { mod: "pointsDealt", who: { sel: "this" }, n: 2 } },
    ]);
    const zero = lowerAbilityLine("this gives 0 points by approach");
    expect(zero.diagnostics.map((d) => d.code)).toContain("PM4001");
  });

  it("prints back canonically, agreeing with its subject", () => {
    const src = `title 『T』\ncharacter 09-001 「テスト」 red cost 1 source 1 {\n  all of your characters give 2 points by approach\n}\n`;
    const { ast, diagnostics } = parse(src, "t.cards");
    expect(diagnostics).toEqual([]);
    expect(format(ast)).toContain("all of your characters give 2 points by approach");
  });
});

describe("登場する場合、休息状態で場に出る", () => {
  const SPK = "このカードは、登場する場合、休息状態で場に出る。";

  it("is the continuous `this enters rested` (SPK 01-014)", () => {
    expect(ok(SPK)).toMatchObject([
      { kind: "Continuous", effect: { kind: "EntersRested", target: { kind: "This" } } },
    ]);
  });

  it("renders to Japanese that reads back the same, and to English", () => {
    expect(roundTrips(SPK)).toEqual({ ja: SPK, en: "This character enters the field rested." });
    expect(readsBack("this enters rested")).toBe(SPK);
  });

  it("lowers to the runtime's entersRested; another card's is refused", () => {
    expect(lowerAbilityLine("this enters rested").def.abilities).toMatchObject([
      { kind: "continuous", effect: { mod: "entersRested" } },
    ]);
    const other = lowerAbilityLine("your characters enter rested");
    expect(other.diagnostics.map((d) => d.code)).toContain("PM4001");
  });
});
