// Limits (issue 13): アプローチと妨害に参加できない (cannot approach or block), アプローチでポイントを
// 与えることができない (cannot give points by approach), the long forms …を妨害することができない and
// 可能な限りアプローチしなくてはならない, each as a one-shot step and as a continuous text.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { eot, ok, roundTrips, step, This } from "./expect-translation.ts";

describe("アプローチと妨害に参加できない", () => {
  it("reads the step of kgy 01-099", () => {
    expect(
      step("[メイン/両方]:相手のキャラ1枚は、ターン終了時までアプローチと妨害に参加できない。"),
    ).toMatchObject({
      kind: "Restrict",
      restriction: { kind: "cannotApproachOrBlock" },
      duration: eot,
    });
  });

  it("reads the long form with a leading このターン (sag 01-078's last sentence)", () => {
    expect(
      step("[メイン/自分]:このターン、このカードは、アプローチと妨害に参加することができない。"),
    ).toMatchObject({
      kind: "Restrict",
      target: This,
      restriction: { kind: "cannotApproachOrBlock" },
      duration: { kind: "thisTurn" },
    });
  });

  it("reads a continuous text", () => {
    expect(ok("このカードは、アプローチと妨害に参加できない。")).toMatchObject([
      {
        kind: "Continuous",
        effect: { kind: "Restriction", restriction: { kind: "cannotApproachOrBlock" } },
      },
    ]);
  });

  it("round-trips", () => {
    expect(
      roundTrips(
        "[メイン/両方]:相手のキャラ1枚は、ターン終了時までアプローチと妨害に参加できない。",
      ),
    ).toEqual({
      ja: "[メイン/両方]:相手のキャラ1枚は、ターン終了時までアプローチと妨害に参加できない。",
      en: "[Main/Both]: 1 of your opponent's characters cannot approach or block until end of turn.",
    });
  });

  it("failing twin: アプローチと妨害 alone is no restriction", () => {
    expect(translateText("このカードは、アプローチと妨害に参加する。").complete).toBe(false);
  });
});

describe("アプローチでポイントを与えることができない", () => {
  it("reads kgb P-003 (ターン終了時まで、 with its comma)", () => {
    expect(
      step(
        "このカードが退場した場合、相手のキャラ1枚は、ターン終了時まで、アプローチでポイントを与えることができない。",
      ),
    ).toMatchObject({
      kind: "Restrict",
      target: { kind: "Query", owner: "opponent's", quantity: { kind: "exactly", n: 1 } },
      restriction: { kind: "cannotGivePoints" },
      duration: eot,
    });
  });

  it("round-trips (the comma after ターン終了時まで is not kept)", () => {
    expect(
      roundTrips(
        "このカードが退場した場合、相手のキャラ1枚は、ターン終了時まで、アプローチでポイントを与えることができない。",
      ),
    ).toEqual({
      ja: "このカードが退場した場合、相手のキャラ1枚は、ターン終了時までアプローチでポイントを与えることができない。",
      en: "When this character leaves the field, 1 of your opponent's characters cannot give points by approach until end of turn.",
    });
  });

  it("reads a continuous text", () => {
    expect(ok("このカードは、アプローチでポイントを与えることができない。")).toMatchObject([
      {
        kind: "Continuous",
        effect: { kind: "Restriction", restriction: { kind: "cannotGivePoints" } },
      },
    ]);
  });

  it("failing twin: giving points is not a restriction", () => {
    expect(translateText("このカードは、アプローチでポイントを与える。").complete).toBe(false);
  });
});

describe("the long and short forms of the older restrictions", () => {
  it("…を妨害することができない names whom it may not block (wkg2 P-014)", () => {
    expect(
      step(
        "このカードが登場した場合、相手のキャラ1枚は、このターン、「山田 葵」を妨害することができない。",
      ),
    ).toMatchObject({
      kind: "Restrict",
      restriction: { kind: "cannotBlock", target: { kind: "Query" } },
      duration: { kind: "thisTurn" },
    });
  });

  it("このカードは、妨害に参加できない is a continuous text (kgb P-002's first sentence)", () => {
    expect(ok("このカードは、妨害に参加できない。")).toMatchObject([
      { kind: "Continuous", effect: { kind: "Restriction", restriction: { kind: "cannotBlock" } } },
    ]);
  });

  it("可能な限りアプローチしなくてはならない is must approach, as a step too (tkrt P-022)", () => {
    expect(
      step("[メイン/自分]:このターン、このカードは、可能な限りアプローチしなくてはならない。"),
    ).toMatchObject({ kind: "Restrict", restriction: { kind: "mustApproach" } });
  });
});
