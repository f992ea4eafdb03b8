// The durations family (issue 13): durations past this turn (次の相手のターン終了時まで, 相手のターン
// 終了時まで, 次の自分のターン終了時まで, 自分のターン終了時まで, 次の退場判定終了時まで, このターンの
// 次の退場判定終了時まで) on a gain or a restriction,
// 活動状態にならない (and …相手のターンの開始時では活動状態にならない), and the misprint 活動様態にする.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, readsBack, roundTrips, step } from "./expect-translation.ts";

/** The second step of a one-ability text that must translate completely (the step after the one that chose). */
function secondStep(text: string): unknown {
  const t = translateText(text, "test");
  expect(t.complete).toBe(true);
  const a = t.abilities[0] as { effect: { steps: { step: unknown }[] } };
  return a.effect.steps[1]!.step;
}

describe("durations past this turn", () => {
  it("次の相手のターン終了時まで on a restriction (OREG3 02-030c)", () => {
    expect(
      step(
        "[メイン/自分]:キャラ1枚は、次の相手のターン終了時までアプローチでポイントを与えることができない。",
      ),
    ).toMatchObject({
      kind: "Restrict",
      restriction: { kind: "cannotGivePoints" },
      duration: { kind: "untilEndOfOpponentsTurn", next: true },
    });
  });

  it("次の退場判定終了時まで and このターンの… on a gain (PPTP 01-097, BBD P-001)", () => {
    expect(
      step("[アプローチ/両方]:キャラ1枚は、次の退場判定終了時まで+0/+30を得る。"),
    ).toMatchObject({
      kind: "Gets",
      stat: { ap: 0, dp: 30 },
      duration: { kind: "untilEndOfNextBattle", thisTurn: false },
    });
    expect(
      step("[アプローチ/両方]:キャラ1枚は、このターンの次の退場判定終了時まで〔我慢〕を得る。"),
    ).toMatchObject({ kind: "Gets", duration: { kind: "untilEndOfNextBattle", thisTurn: true } });
  });

  it("each duration renders to Japanese that reads back the same, and to English", () => {
    expect(
      roundTrips("[アプローチ/両方]:キャラ1枚は、次の退場判定終了時まで+0/+30を得る。").en,
    ).toBe("[Approach/Both]: 1 character gets ±0/+30 until the end of the next battle.");
    for (const d of [
      "until end of the opponent's turn",
      "until end of the opponent's next turn",
      "until end of the next battle",
      "until end of the next battle this turn",
    ]) {
      const ja = readsBack(`[main/own]: 1 character gets +10/+10 ${d}`);
      expect(ja).toMatch(/まで\+10\/\+10を得る/);
    }
  });
});

describe("durations to the end of the controller's own turn", () => {
  it("次の自分のターン終了時まで on a restriction and on a gain", () => {
    expect(
      step(
        "[メイン/自分]:キャラ1枚は、次の自分のターン終了時までアプローチでポイントを与えることができない。",
      ),
    ).toMatchObject({
      kind: "Restrict",
      restriction: { kind: "cannotGivePoints" },
      duration: { kind: "untilEndOfYourTurn", next: true },
    });
    expect(
      step("[メイン/自分]:キャラ1枚は、次の自分のターン終了時まで+20/+20を得る。"),
    ).toMatchObject({
      kind: "Gets",
      stat: { ap: 20, dp: 20 },
      duration: { kind: "untilEndOfYourTurn", next: true },
    });
  });

  it("自分のターン終了時まで活動状態にならない: not 自分 + ターン終了時まで", () => {
    expect(
      step("[メイン/自分]:相手のキャラ1枚は、自分のターン終了時まで活動状態にならない。"),
    ).toMatchObject({
      kind: "Restrict",
      target: { kind: "Query", owner: "opponent's" },
      restriction: { kind: "doesNotReady" },
      duration: { kind: "untilEndOfYourTurn", next: false },
    });
  });

  it("そのカードは、次の自分のターン終了時まで活動状態にならない: after a step that chose it", () => {
    expect(
      secondStep(
        "[メイン/自分]:相手のキャラ1枚を休息状態にする。そのカードは、次の自分のターン終了時まで活動状態にならない。",
      ),
    ).toMatchObject({
      kind: "Restrict",
      target: { kind: "It" },
      restriction: { kind: "doesNotReady" },
      duration: { kind: "untilEndOfYourTurn", next: true },
    });
  });

  it("renders to the printed Japanese that reads back the same, and to English", () => {
    expect(
      roundTrips("[メイン/自分]:キャラ1枚は、次の自分のターン終了時まで+20/+20を得る。"),
    ).toEqual({
      ja: "[メイン/自分]:キャラ1枚は、次の自分のターン終了時まで+20/+20を得る。",
      en: "[Main/Own]: 1 character gets +20/+20 until the end of your next turn.",
    });
    expect(
      roundTrips("[メイン/自分]:相手のキャラ1枚は、自分のターン終了時まで活動状態にならない。").en,
    ).toBe(
      "[Main/Own]: 1 of your opponent's characters does not become ready until the end of your turn.",
    );
    for (const d of ["until end of your turn", "until end of your next turn"]) {
      const ja = readsBack(`[main/own]: 1 character gets +10/+10 ${d}`);
      expect(ja).toMatch(/自分のターン終了時まで\+10\/\+10を得る/);
    }
  });
});

describe("活動状態にならない", () => {
  it("with a duration (ERMG P-008, DNMC 01-088)", () => {
    expect(
      step(
        "[アプローチ/自分]:このカードを妨害している相手のキャラ1枚は、相手のターン終了時まで活動状態にならない。",
      ),
    ).toMatchObject({
      kind: "Restrict",
      restriction: { kind: "doesNotReady" },
      duration: { kind: "untilEndOfOpponentsTurn", next: false },
    });
  });

  it("次の相手のターンの開始時では: only the start of that turn (OGR 01-120)", () => {
    expect(
      secondStep(
        "［メイン/自分］:使用コストの値が2以下の相手のキャラ1枚を休息状態にする。その場合、そのキャラは、次の相手のターンの開始時では活動状態にならない。",
      ),
    ).toMatchObject({
      kind: "Restrict",
      target: { kind: "It" },
      restriction: { kind: "doesNotReady", atStartOfTurn: true },
      duration: { kind: "untilEndOfOpponentsTurn", next: true },
    });
  });

  it("renders both forms back to the printed Japanese, and to English", () => {
    expect(
      readsBack(
        "[main/own]: rest 1 of the opponent's characters; if you do, it does not ready at start of turn until end of the opponent's next turn",
      ),
    ).toContain("そのキャラは、次の相手のターンの開始時では活動状態にならない");
    expect(
      roundTrips(
        "[メイン/自分]:相手のキャラ1枚を休息状態にする。そのキャラは、次の相手のターン終了時まで活動状態にならない。",
      ).en,
    ).toContain("That character does not become ready until the end of your opponent's next turn.");
  });

  it("the start of a turn is said only of 活動状態にならない", () => {
    const t = translateText(
      "[メイン/自分]:相手のキャラ1枚は、次の相手のターンの開始時ではアプローチに参加できない。",
      "test",
    );
    expect(t.complete).toBe(false);
  });
});

describe("活動様態にする (a misprint of 活動状態にする, CP P-002)", () => {
  it("is read as 活動状態にする", () => {
    expect(
      secondStep(
        "[アプローチ/両方]:《4》このカードは、ターン終了時まで退場しない。その場合、ターン終了時にこのカードを活動様態にする。",
      ),
    ).toMatchObject({
      kind: "Delayed",
      effect: { kind: "Ready", target: { kind: "This" } },
    });
  });
});

describe("readying at end of turn as a choice (SRBKM 02-105, Ach P-020)", () => {
  it("…を得るとともに、ターン終了時に活動状態にできる: a delayed may about the chosen topic", () => {
    const text =
      "[メイン/自分]:自分のキャラ1枚は、ターン終了時まで+10/+10を得るとともに、ターン終了時に活動状態にできる。";
    const [a] = ok(text) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps.map((s) => s.step)).toMatchObject([
      { kind: "Gets", duration: { kind: "untilEndOfTurn" } },
      {
        kind: "Delayed",
        effect: { kind: "May", player: "you", effect: { kind: "Ready", target: { kind: "It" } } },
      },
    ]);
    expect(roundTrips(text).en).toBe(
      "[Main/Own]: 1 of your characters gets +10/+10 until end of turn. At end of turn, you may ready that character.",
    );
  });

  it("このカードは、ターン終了時に活動状態にできる: the topic itself", () => {
    expect(step("[メイン/自分]:このカードは、ターン終了時に活動状態にできる。")).toMatchObject({
      kind: "Delayed",
      effect: { kind: "May", effect: { kind: "Ready", target: { kind: "This" } } },
    });
  });
});

describe("テキストを使用することができない (SAK 01-075)", () => {
  it("is a restriction of its topic, with the duration said before it", () => {
    expect(
      step("[メイン/自分]:相手の全てのキャラは、このターン、テキストを使用することができない。"),
    ).toMatchObject({
      kind: "Restrict",
      restriction: { kind: "cannotUseTexts" },
      duration: { kind: "thisTurn" },
    });
    expect(
      roundTrips("[メイン/自分]:相手のキャラ1枚は、ターン終了時までテキストを使用できない。"),
    ).toEqual({
      ja: "[メイン/自分]:相手のキャラ1枚は、ターン終了時までテキストを使用することができない。",
      en: "[Main/Own]: 1 of your opponent's characters cannot use its texts until end of turn.",
    });
  });

  it("<player>は、<cards>のテキストを使用できない: the cards said from that player's side", () => {
    expect(
      step("[メイン/自分]:このターン、相手は、自分のキャラのテキストを使用できない。"),
    ).toMatchObject({
      kind: "Restrict",
      target: { kind: "Query", owner: "opponent's" },
      restriction: { kind: "cannotUseTexts" },
      duration: { kind: "thisTurn" },
    });
  });
});
