// Coins in printed Japanese beyond the +10/+10 coin: the filter 「+10/+10コインが乗っていない」 (hmk
// 01-008, mdk 01-083) and coins named as printed — タコスコイン (sak 01-066), コイン (ogr 01-088),
// 魔力コイン (magic coins, rule 7.11: nukn 01-006 …). Each reading, its canonical Japanese (which
// reads back to the same AST) and its English.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, roundTrips, step } from "./expect-translation.ts";

describe("the coin filter", () => {
  const mdk =
    "このカードがアプローチでポイントを与えた場合、+10/+10コインが乗っていない自分のキャラ1枚の上に+10/+10コインを1個乗せる。";
  it("+10/+10コインが乗っていない: coins == 0 (mdk 01-083)", () => {
    expect(step(mdk)).toMatchObject({
      kind: "PutCoins",
      target: { owner: "your", filters: [{ kind: "compare", stat: "coins", op: "==", value: 0 }] },
    });
    const { ja, en } = roundTrips(mdk);
    expect(ja).toContain("+10/+10コインが乗っていない自分のキャラ1枚");
    expect(en).toContain("with no +10/+10 coins");
  });
  it("+10/+10コインが乗っている: coins >= 1", () => {
    expect(
      step("[メイン/自分]:+10/+10コインが乗っている相手のキャラ1枚を休息状態にする。"),
    ).toMatchObject({
      target: { filters: [{ kind: "compare", stat: "coins", op: ">=", value: 1 }] },
    });
    roundTrips("[メイン/自分]:+10/+10コインが乗っている相手のキャラ1枚を休息状態にする。");
  });
});

describe("named coins", () => {
  it("タコスコイン and コイン keep their printed names (sak 01-066, ogr 01-088)", () => {
    const sak =
      "自分の「片岡 優希」が登場するごとに、このカードの上にタコスコインを3個乗せる。自分の「片岡 優希」がアプローチに参加するごとに、このカードの上にあるタコスコインを1個取り除く。";
    const [put, remove] = ok(sak) as { effect: { steps: { step: unknown }[] } }[];
    expect(put?.effect.steps[0]?.step).toMatchObject({
      kind: "PutCoins",
      coin: "タコスコイン",
      amount: { value: 3 },
    });
    expect(remove?.effect.steps[0]?.step).toMatchObject({
      kind: "RemoveCoins",
      coin: "タコスコイン",
      amount: { value: 1 },
    });
    expect(roundTrips(sak).en).toContain('put 3 "タコスコイン" coins on this character');
    expect(
      step("このカードが登場した場合、自分の「比企谷 小町」1枚の上にコインを1個乗せる。"),
    ).toMatchObject({ kind: "PutCoins", coin: "コイン" });
  });
  it("魔力コイン: magic coins, kept by name (nukn 01-051)", () => {
    const nukn =
      "[メイン/自分]:《0》自分の「メーヴィス」の上にある魔力コインを1個取り除く。その場合、このターン、自分が次にプレイする「メーヴィス」1枚は、使用コスト-3を得る。";
    expect(step(nukn)).toMatchObject({
      kind: "RemoveCoins",
      coin: "魔力コイン",
      target: { owner: "your", noun: { name: "メーヴィス" } },
    });
    roundTrips(nukn);
  });
  it("the +10/+10 coin has no name", () => {
    expect(
      step("このカードが登場した場合、このカードの上に+10/+10コインを1個乗せる。"),
    ).not.toHaveProperty("coin");
  });
});

describe("取り除いた場合 (nukn 01-094)", () => {
  const nukn =
    "[アプローチ/自分]:自分の「レーナ」を妨害している相手のキャラ1枚は、ターン終了時まで-30/-30を得る。その後、自分の「レーナ」の上にある魔力コインを1個取り除くことができる。取り除いた場合、妨害している相手のキャラ1枚を捨て札にする。";
  it("is `if you do` right after removing coins, and 妨害している is a blocker", () => {
    const [a] = ok(nukn) as { effect: { steps: { link: string; step: unknown }[] } }[];
    expect(a!.effect.steps[2]).toMatchObject({
      link: "ifYouDo",
      step: {
        kind: "Trash",
        target: { owner: "opponent's", filters: [{ kind: "state", state: "blocking" }] },
      },
    });
    roundTrips(nukn);
  });
  it("is refused after a step that removed no coins", () => {
    expect(
      translateText("[メイン/自分]:カードを1枚引く。取り除いた場合、カードを1枚引く。").complete,
    ).toBe(false);
  });
});
