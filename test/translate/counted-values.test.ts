// Counted values (issue 13): a number a step takes from the game — one for every N cards
// (「X10枚につき」, `count(X) / 10`) and what a hand lacks of a size (「手札が2枚になるまで」,
// `until your hand is 2`). Read from the printed Japanese, printed and read back, in both languages.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { readsBack, roundTrips, step } from "./expect-translation.ts";

const exile = (title: string) => ({
  kind: "Query",
  noun: { kind: "card" },
  filters: [{ kind: "title", title }],
  zone: { zone: "removed", owner: "your" },
});

describe("X N枚につき: one for every N cards", () => {
  it("reads 10枚につき as a count divided by 10 (SAGA 01-081)", () => {
    expect(
      step(
        "このカードが登場した場合、ゲームから取り除かれている自分の『ゾンビランドサガ』のカード10枚につきカードを1枚引く。",
      ),
    ).toMatchObject({
      kind: "Draw",
      amount: { kind: "Count", of: exile("ゾンビランドサガ"), every: 10 },
    });
  });

  it("1枚につき stays one for each card (no `every`)", () => {
    const s = step("[メイン/自分]:自分の【音楽】を持つキャラ1枚につき、カードを1枚引く。") as {
      amount: object;
    };
    expect(s.amount).toMatchObject({ kind: "Count" });
    expect(s.amount).not.toHaveProperty("every");
  });

  it("renders to Japanese that reads back the same, and to English", () => {
    expect(roundTrips("[メイン/自分]:自分のキャラ3枚につき、カードを1枚引く。")).toEqual({
      ja: "[メイン/自分]:自分のキャラ3枚につき、カードを1枚引く。",
      en: "[Main/Own]: Draw 1 card for every 3 of your characters.",
    });
    expect(readsBack("[main/own]: the opponent draws count(your characters) / 2")).toBe(
      "[メイン/自分]:自分のキャラ2枚につき、相手は、カードを1枚引く。",
    );
  });

  it("failing twins: N枚までにつき is no count, and a change per N cards has no form yet", () => {
    expect(
      translateText("[メイン/自分]:自分のキャラ3枚までにつき、カードを1枚引く。").complete,
    ).toBe(false);
    expect(translateText("このカードは、自分のキャラ3枚につき、+10/+10を得る。").complete).toBe(
      false,
    );
  });
});

describe("手札がN枚になるまで: what a hand lacks of a size", () => {
  it("reads a printed size (TRDR 01-113)", () => {
    expect(step("[メイン/自分]:手札が2枚になるまでカードを引く。")).toMatchObject({
      kind: "Draw",
      player: "you",
      amount: { kind: "HandTo", player: "you", size: { kind: "Number", value: 2 } },
    });
  });

  it("reads a size counted from the field (TKRT P-013)", () => {
    expect(
      step(
        "[メイン/自分]:手札が、自分のメインエリアにいる「初春 飾利」の枚数と同じ枚数になるまでカードを引く。",
      ),
    ).toMatchObject({
      kind: "Draw",
      amount: {
        kind: "HandTo",
        size: { kind: "Count", of: { kind: "Query", zone: { zone: "mainArea" } } },
      },
    });
  });

  it("renders to Japanese that reads back the same, and to English", () => {
    expect(roundTrips("[メイン/自分]:手札が2枚になるまでカードを引く。")).toEqual({
      ja: "[メイン/自分]:手札が2枚になるまでカードを引く。",
      en: "[Main/Own]: Draw cards until your hand holds 2 cards.",
    });
    expect(readsBack("[main/own]: draw until your hand is count(your 「A」)")).toBe(
      "[メイン/自分]:手札が、自分の「A」の枚数と同じ枚数になるまでカードを引く。",
    );
  });

  it("failing twin: a size with no 枚 is not read", () => {
    expect(translateText("[メイン/自分]:手札が2になるまでカードを引く。").complete).toBe(false);
  });
});

describe("X N枚につき、<step>: a step once for every N cards", () => {
  it("reads a may step for every 3 characters (SAK 01-099)", () => {
    expect(
      step(
        "このカードが登場した場合、自分の【姫松高校】を持つキャラ3枚につき、自分のポイント置き場にあるカード1枚を表向きにすることができる。",
      ),
    ).toMatchObject({
      kind: "Repeat",
      times: { kind: "Count", every: 3, of: { kind: "Query", noun: { kind: "character" } } },
      effect: { kind: "May", effect: { kind: "TurnPoints" } },
    });
  });

  it("reads a step for each card an earlier step moved (KGY 01-089)", () => {
    const [a] = translateText(
      "このカードが登場した場合、自分のポイント置き場にあるカードを2枚まで手札に移す。その場合、手札に移したカード1枚につき、デッキの上のカード1枚を自分のポイント置き場に表向きで置く。",
    ).abilities as unknown as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[1]!.step).toMatchObject({
      kind: "Repeat",
      times: { kind: "Count", of: { kind: "It" } },
    });
  });

  it("leaves a draw and a stat change to their own count", () => {
    expect(step("[メイン/自分]:自分のキャラ1枚につき、カードを1枚引く。")).toMatchObject({
      kind: "Draw",
    });
  });

  it("renders to Japanese that reads back the same, and to English", () => {
    expect(
      roundTrips(
        "[メイン/自分]:自分の緑のキャラ4枚につき、自分のポイント置き場にあるカードを1枚まで表向きにできる。",
      ),
    ).toEqual({
      ja: "[メイン/自分]:緑の自分のキャラ4枚につき、自分のポイント置き場にあるカード1枚までを表向きにすることができる。",
      en: expect.stringContaining("For every 4 of your green characters, you may"),
    });
    expect(
      readsBack(
        "[main/own]: repeat count(your characters) times, ready up to 2 of your characters",
      ),
    ).toBe("[メイン/自分]:自分のキャラ1枚につき、自分のキャラ2枚までを活動状態にする。");
  });

  it("failing twin: につき with nothing after it is no step", () => {
    expect(translateText("[メイン/自分]:自分のキャラ3枚につき。").complete).toBe(false);
  });
});

describe("のDPの値を、…0に変更する: one stat set", () => {
  it("reads one stat set to one number (SZ2 01-104)", () => {
    expect(
      step("［アプローチ/両方］:相手のキャラ1枚のDPの値を、ターン終了時まで0に変更する。"),
    ).toEqual(
      expect.objectContaining({ kind: "SetStat", dp: 0, duration: { kind: "untilEndOfTurn" } }),
    );
    expect(
      step("［アプローチ/両方］:相手のキャラ1枚のDPの値を、ターン終了時まで0に変更する。"),
    ).not.toHaveProperty("ap");
  });

  it("renders to Japanese that reads back the same, and to English", () => {
    expect(
      roundTrips("[メイン/自分]:このカードのAPの値を、ターン終了時まで50に変更する。"),
    ).toEqual({
      ja: "[メイン/自分]:このカードのAPの値を、ターン終了時まで50に変更する。",
      en: "[Main/Own]: The AP of this character becomes 50 until end of turn.",
    });
    expect(
      readsBack("[main/own]: the dp of 1 of your characters becomes 0 until end of turn"),
    ).toBe("[メイン/自分]:自分のキャラ1枚のDPの値を、ターン終了時まで0に変更する。");
  });

  it("failing twins: a pair for one stat, one number for both", () => {
    expect(
      translateText("[メイン/自分]:このカードのAPの値を、ターン終了時まで0/0に変更する。").complete,
    ).toBe(false);
    expect(
      translateText("[メイン/自分]:このカードのAP/DPの値を、ターン終了時まで0に変更する。")
        .complete,
    ).toBe(false);
  });
});

describe("a stat compared with the count of an earlier step's cards, or equal to a count", () => {
  it("reads 捨て札にした枚数以下 as `cost <= count(it)` (AW 01-070)", () => {
    const [a] = translateText(
      "[メイン/自分]:手札を1枚捨て札にする。その場合、捨て札にした枚数以下の使用コストの値を持つ相手のキャラ1枚をゲームから取り除く。",
    ).abilities as unknown as {
      effect: { steps: { step: { target: { filters: unknown[] } } }[] };
    }[];
    expect(a!.effect.steps[1]!.step.target.filters).toContainEqual(
      expect.objectContaining({
        kind: "compareWith",
        stat: "cost",
        op: "<=",
        with: expect.objectContaining({
          kind: "count",
          of: expect.objectContaining({ kind: "It" }),
        }),
      }),
    );
  });

  it("reads と同じ使用コストの値を持つ as `==` (WKG2 02-029's template)", () => {
    expect(
      step(
        "[メイン/自分]:自分の「A」の枚数と同じ使用コストの値を持つ相手のキャラ1枚を休息状態にする。",
      ),
    ).toMatchObject({
      kind: "Rest",
      target: { filters: [{ kind: "compareWith", op: "==", with: { kind: "count" } }] },
    });
  });

  it("leaves と同じ名称の to the name filter", () => {
    expect(
      step("このカードが登場した場合、このカードと同じ名称のキャラ1枚を休息状態にする。"),
    ).toMatchObject({ target: { filters: [{ kind: "sameName" }] } });
  });

  it("failing twin: 同じ with no stat after it", () => {
    expect(
      translateText("[メイン/自分]:自分の「A」の枚数と同じ相手のキャラ1枚を休息状態にする。")
        .complete,
    ).toBe(false);
  });
});
