// Coins a player holds, by printed name (rule 7.8 [project, beyond the digest]): 「自分は、
// ジョーロコインを1個得る」 (ORSK), 「自分が持つクエストコインを3個にする」 (NUKN 01-100), 「自分が
// 経験コインを2個以上持つ場合」 and 「…持つ状態で」 (DNMC/DNMC2), 「えくそだすっ!コインを持つ状態で」 (SRBK).
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, roundTrips, step } from "./expect-translation.ts";

const coins = (player: string, coin: string, op: string, value: number) => ({
  kind: "PlayerCoins",
  player,
  coin,
  op,
  value,
});

describe("coins a player holds", () => {
  it("自分は、XコインをN個得る is a player getting coins (ORSK 01-026)", () => {
    expect(step("このカードがアプローチした場合、自分は、ジョーロコインを1個得る。")).toEqual({
      kind: "PlayerCoins",
      player: "you",
      coin: "ジョーロコイン",
      mode: "get",
      amount: { kind: "Number", value: 1 },
    });
  });

  it("自分が持つXコインをN個にする sets the count (NUKN 01-100)", () => {
    expect(step("[メイン/両方]:自分が持つクエストコインを3個にする。")).toMatchObject({
      kind: "PlayerCoins",
      coin: "クエストコイン",
      mode: "set",
      amount: { value: 3 },
    });
  });

  it("自分が経験コインをN個以上持つ場合 is a condition, in an effect and a continuous text", () => {
    expect(
      step(
        "[メイン/自分]:自分が経験コインを10個以上持つ場合、相手のキャラ1枚をゲームから取り除く。",
      ),
    ).toMatchObject({ kind: "Conditional", condition: coins("you", "経験コイン", ">=", 10) });
    const [a] = ok("このカードは、自分が経験コインを2個以上持つ場合、〔突破30〕を得る。");
    expect(a).toMatchObject({ kind: "Continuous", condition: coins("you", "経験コイン", ">=", 2) });
  });

  it("…持つ状態で is a trigger's condition; without a number it is one or more (SRBK 01-048)", () => {
    const [a] = ok(
      "このカードが自分がえくそだすっ!コインを持つ状態で、登場した場合、カードを2枚引く。",
    );
    expect(a).toMatchObject({
      kind: "Triggered",
      condition: coins("you", "えくそだすっ!コイン", ">=", 1),
    });
    const [b] = ok(
      "このカードが、自分が経験コインを2個以上持つ状態で登場した場合、カードを2枚引く。",
    );
    expect(b).toMatchObject({ condition: coins("you", "経験コイン", ">=", 2) });
  });

  it("renders to canonical Japanese that reads back the same, and to English", () => {
    expect(roundTrips("[メイン/両方]:自分が持つクエストコインを3個にする。")).toEqual({
      ja: "[メイン/両方]:自分が持つクエストコインを3個にする。",
      en: '[Main/Both]: Your "クエストコイン" coins become 3.',
    });
    expect(roundTrips("このカードがアプローチした場合、自分は、図書室コインを2個得る。").en).toBe(
      'When this character approaches, you get 2 "図書室コイン" coins.',
    );
    expect(
      roundTrips("このカードが、自分が経験コインを2個以上持つ状態で登場した場合、カードを2枚引く。")
        .ja,
    ).toBe("このカードが登場した場合、自分が経験コインを2個以上持つなら、カードを2枚引く。");
  });

  it("failing twins: a coin on a card is not a player's, a particle is not a coin's name", () => {
    expect(step("このカードが登場した場合、このカードの上にコインを1個乗せる。")).toMatchObject({
      kind: "PutCoins",
    });
    expect(translateText("自分が経験コインを2個以上持つ。", "test").complete).toBe(false);
    // 「自分がえくそだすっ!コイン」 is 自分 + が + the coin, not a coin named がえくそだすっ!コイン
    const [a] = ok(
      "このカードが自分がえくそだすっ!コインを持つ状態で、登場した場合、カードを2枚引く。",
    );
    expect(JSON.stringify(a)).not.toContain("がえくそ");
  });
});
