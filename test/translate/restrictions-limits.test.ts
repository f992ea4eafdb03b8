// Limits (issue 13): アプローチと妨害に参加できない (cannot approach or block), アプローチでポイントを
// 与えることができない (cannot give points by approach), the long forms …を妨害することができない and
// 可能な限りアプローチしなくてはならない, each as a one-shot step and as a continuous text.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { eot, ok, readsBack, roundTrips, step, This } from "./expect-translation.ts";

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

describe("free entry in one phase (rule 6.6)", () => {
  it("reads 自分のアプローチフェイズにも登場させることができる (aw 01-050) as a keyword", () => {
    expect(ok("このカードは、自分のアプローチフェイズにも登場させることができる。")).toMatchObject([
      { kind: "Keyword", keyword: "freeEntry", phases: [{ phase: "approach", player: "own" }] },
    ]);
  });

  it("reads 相手のメインフェイズにも登場できる (ahb2 01-031a)", () => {
    expect(ok("このカードは、相手のメインフェイズにも登場できる。")).toMatchObject([
      { kind: "Keyword", keyword: "freeEntry", phases: [{ phase: "main", player: "opponent" }] },
    ]);
  });

  it("reads a condition and a phase of either player (dnmc 01-040)", () => {
    expect(
      ok("このカードは、自分の「アルテミス」がいる場合、アプローチフェイズでも登場できる。"),
    ).toMatchObject([
      {
        kind: "Continuous",
        condition: { kind: "Exists" },
        effect: {
          kind: "Gets",
          keywords: [{ keyword: "freeEntry", phases: [{ phase: "approach", player: "both" }] }],
        },
      },
    ]);
  });

  it("round-trips, in English too", () => {
    expect(roundTrips("このカードは、自分のアプローチフェイズでも登場できる。")).toEqual({
      ja: "このカードは、自分のアプローチフェイズにも登場させることができる。",
      en: "Free entry in your approach phase",
    });
    expect(
      roundTrips("このカードは、自分の「アルテミス」がいる場合、アプローチフェイズでも登場できる。")
        .ja,
    ).toBe(
      "このカードは、自分の「アルテミス」がいる場合、アプローチフェイズにも登場させることができる。",
    );
  });

  it("failing twin: a phase with no 登場 is not free entry", () => {
    expect(translateText("このカードは、自分のアプローチフェイズにも").complete).toBe(false);
  });
});

describe("登場させることができない: a ban on playing characters (rule 6.1)", () => {
  it("reads 相手はターン終了時まで… (ahb2 01-065a: the duration after the player)", () => {
    expect(
      step("このカードが登場した場合、相手はターン終了時までキャラを登場させることができない。"),
    ).toMatchObject({
      kind: "PlayBan",
      player: "opponent",
      card: { kind: "Query", noun: { kind: "character" } },
      until: "endOfTurn",
    });
  });

  it("reads このターン、相手は、使用コストが0のキャラを… (nukn 01-022's second sentence)", () => {
    expect(
      step(
        "このカードがアプローチした場合、このターン、相手は、使用コストが0のキャラを登場させることができない。",
      ),
    ).toMatchObject({
      kind: "PlayBan",
      card: { noun: { kind: "character" }, filters: [{ kind: "compare" }] },
      until: "endOfTurn",
    });
  });

  it("round-trips (rendered as a play ban)", () => {
    expect(
      roundTrips(
        "このカードが登場した場合、相手はターン終了時までキャラを登場させることができない。",
      ).ja,
    ).toBe("このカードが登場した場合、このターン、相手は、キャラをプレイできない。");
  });

  it("failing twins: an event does not enter; the duration is said once", () => {
    expect(
      translateText(
        "このカードが登場した場合、このターン、相手は、イベントカードを登場させることができない。",
      ).complete,
    ).toBe(false);
    expect(
      translateText(
        "このカードが登場した場合、このターン、相手はターン終了時までキャラを登場させることができない。",
      ).complete,
    ).toBe(false);
  });
});

describe("…の効果の対象にならない: protection (rule 4.2)", () => {
  it("reads pm_kg 01-013 as a continuous text against the opponent's events", () => {
    expect(ok("このカードは、相手のイベントカードの効果の対象にならない。")).toMatchObject([
      {
        kind: "Continuous",
        effect: {
          kind: "Restriction",
          target: This,
          restriction: {
            kind: "cannotBeTargeted",
            by: { kind: "Query", owner: "opponent's", noun: { kind: "event" } },
          },
        },
      },
    ]);
  });

  it("reads …の対象にならない without 効果の, under a condition (kmr 01-002)", () => {
    expect(
      ok("このカードは、相手のターンの間、相手のイベントカードの対象にならない。"),
    ).toMatchObject([
      { kind: "Continuous", condition: {}, effect: { restriction: { kind: "cannotBeTargeted" } } },
    ]);
  });

  it("reads a one-shot step against every event (kmr 01-106)", () => {
    expect(
      step(
        "[メイン/自分]:自分のキャラ1枚は、ターン終了時までイベントカードの効果の対象にならない。",
      ),
    ).toMatchObject({
      kind: "Restrict",
      restriction: { kind: "cannotBeTargeted", by: { noun: { kind: "event" } } },
      duration: eot,
    });
  });

  it("round-trips", () => {
    expect(roundTrips("このカードは、相手のイベントカードの対象にならない。")).toEqual({
      ja: "このカードは、相手のイベントカードの効果の対象にならない。",
      en: "This character cannot be targeted by the effects of your opponent's event cards.",
    });
  });

  it("failing twin: protection from a number of cards is not read", () => {
    expect(
      translateText("このカードは、相手のイベントカード1枚の効果の対象にならない。").complete,
    ).toBe(false);
  });
});

describe("…には妨害されない by a reference", () => {
  it("reads 指定したキャラには妨害されない (kmk 01-001) as `cannot be blocked by it`", () => {
    const [a] = ok(
      "[メイン/自分]:相手のキャラ1枚を指定する。その場合、このカードは、このターン、指定したキャラには妨害されない。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[1]!.step).toMatchObject({
      kind: "Restrict",
      restriction: { kind: "cannotBeBlocked", by: { kind: "It" } },
    });
  });
});

describe("`must approach` as a one-shot step in the card language", () => {
  it("reads back from its Japanese (tkrt P-022)", () => {
    expect(
      readsBack(
        "[main/opponent] ↓: 1 of the opponent's characters gets active until end of turn; it must approach this turn",
      ),
    ).toBe(
      "[メイン/相手]:《休》相手のキャラ1枚は、ターン終了時まで〔アクティブ〕を得る。そのキャラは、このターン、可能な限りアプローチに参加しなくてはならない。",
    );
  });
});
