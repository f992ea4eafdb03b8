// Every step that lasts a while reads every printed duration (the `Until` token category,
// translate/parser/durations.ts), not only ターン終了時まで: a set the translator has never seen
// prints 次の相手のターン終了時まで where the corpus printed ターン終了時まで (the variants probe,
// translate/variants-probe.ts, "another duration", found these four templates reading one only).
import { describe, expect, it } from "vitest";
import { roundTrips, step } from "./expect-translation.ts";

const nextOpp = { kind: "untilEndOfOpponentsTurn", next: true };

describe("a duration other than ターン終了時まで on", () => {
  it("a set value (AP/DPの値を、…に変更する)", () => {
    const text =
      "[メイン/自分]:自分のキャラ1枚のAP/DPの値を、次の相手のターン終了時まで50/0に変更する。";
    expect(step(text)).toMatchObject({ kind: "SetStat", ap: 50, dp: 0, duration: nextOpp });
    expect(roundTrips(text).en).toContain("until the end of your opponent's next turn");
  });

  it("a swap (APとDPを…入れ替える)", () => {
    const text = "[アプローチ/両方]:《1》このカードのAPとDPを、次の退場判定終了時まで入れ替える。";
    expect(step(text)).toMatchObject({
      kind: "SwapStats",
      duration: { kind: "untilEndOfNextBattle", thisTurn: false },
    });
    roundTrips(text);
  });

  it("a granted text (…まで以下のテキストを得る)", () => {
    const [a] = roundTrips(
      "このカードが登場した場合、自分のキャラ1枚は、次の相手のターン終了時まで以下のテキストを得る。「このカードが退場した場合、カードを1枚引く。」",
    ).ja.split("。");
    expect(a).toContain("次の相手のターン終了時まで以下のテキストを得る");
  });

  it("the points an approach deals (…まで、…がアプローチで与えるポイントはN点になる)", () => {
    expect(
      step(
        "[メイン/自分]:相手のターン終了時まで、このカードがアプローチで与えるポイントは2点になる。",
      ),
    ).toMatchObject({
      kind: "DealsPoints",
      points: 2,
      duration: { kind: "untilEndOfOpponentsTurn", next: false },
    });
  });

  it("ターン終了時まで still reads as before", () => {
    expect(
      step("[メイン/自分]:自分のキャラ1枚のAP/DPの値を、ターン終了時まで50/0に変更する。"),
    ).toMatchObject({ kind: "SetStat", duration: { kind: "untilEndOfTurn" } });
  });
});
