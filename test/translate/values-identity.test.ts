// The values-and-identity family (issue 13): the stat `ap+dp` (AP/DPの合計値, SRBK 01-092), a card
// known by several names in every zone (BBD P-003), the same name or the same stat as a reference
// (KMK 01-120), what every card of a description has (TKRT P-020), and 天然（N） with a step
// `does not leave in battle` (PM_K-ON 01-110).
import { describe, expect, it } from "vitest";
import { ok, readsBack, step } from "./expect-translation.ts";

describe("values: the sum of AP and DP", () => {
  it("reads AP/DPの合計値より低いAP/DPの合計値を持つ as `with ap+dp < the ap+dp of this` (SRBK 01-092)", () => {
    const [a] = ok(
      "このカードは、このカードのAP/DPの合計値より低いAP/DPの合計値を持つ相手のキャラがアプローチに参加している場合、退場しない。",
    );
    expect(a).toMatchObject({
      kind: "Continuous",
      effect: { kind: "Restriction", restriction: { kind: "doesNotLeave" } },
      condition: {
        subject: {
          owner: "opponent's",
          filters: [
            {
              kind: "compareWith",
              stat: "apdp",
              op: "<",
              with: { kind: "stat", stat: "apdp", of: { kind: "This" } },
            },
          ],
        },
      },
    });
  });

  it("prints `ap+dp` back as AP/DPの合計値", () => {
    expect(
      readsBack("[main/own]: rest 1 of the opponent's characters with ap+dp < the ap+dp of this"),
    ).toContain("AP/DPの合計値より低いAP/DPの合計値を持つ");
  });
});

describe("identity: names", () => {
  it("reads ゲーム中、このカードの名称は、「A」としても「B」としても扱う as names in every zone (BBD P-003)", () => {
    expect(
      ok("ゲーム中、このカードの名称は、「古橋 文乃」としても「緒方 理珠」としても扱う。"),
    ).toEqual([
      {
        kind: "Continuous",
        effect: {
          kind: "CountsAs",
          target: { kind: "This" },
          names: ["古橋 文乃", "緒方 理珠"],
          everywhere: true,
        },
      },
    ]);
  });

  it("without ゲーム中 the names hold on the field only (no `everywhere`)", () => {
    const [a] = ok("このカードの名称は、「古橋 文乃」としても扱う。") as {
      effect: { everywhere?: true };
    }[];
    expect(a?.effect.everywhere).toBeUndefined();
  });

  it("prints `everywhere` back as ゲーム中", () => {
    expect(readsBack("this counts as 「古橋 文乃」 and 「緒方 理珠」 everywhere")).toBe(
      "ゲーム中、このカードの名称は、「古橋 文乃」としても「緒方 理珠」としても扱う。",
    );
  });

  it("reads …と同じ名称のキャラ、または同じ使用コストの値を持つキャラ as one query (KMK 01-120)", () => {
    const [a] = ok(
      "[メイン/自分]:相手のキャラ1枚を手札に戻す。その場合、相手は、手札からそのキャラと同じ名称のキャラ、または同じ使用コストの値を持つキャラ1枚を休息状態で場に出すことができる。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    const put = (a?.effect.steps[1]?.step as { effect: { target: unknown } }).effect.target;
    expect(put).toMatchObject({
      zone: { zone: "hand", owner: "opponent's" },
      quantity: { kind: "exactly", n: 1 },
      filters: [
        {
          kind: "either",
          options: [
            { kind: "sameName", as: { kind: "It" } },
            {
              kind: "compareWith",
              stat: "cost",
              op: "==",
              with: { kind: "stat", stat: "cost", of: { kind: "It" } },
            },
          ],
        },
      ],
    });
  });

  it("refuses 、または同じ…を持つ with no reference before it", () => {
    const t = ok.bind(null);
    expect(() =>
      t("[メイン/自分]:自分のキャラ、または同じ使用コストの値を持つキャラ1枚を手札に戻す。"),
    ).toThrow();
  });
});

describe("identity: what every card of a description has", () => {
  it("reads 全てのキャラが〔アクティブ〕を持つ場合 as count(X with it) >= count(X) (TKRT P-020)", () => {
    const [a] = ok(
      "メインエリアにいる自分の全てのキャラが〔アクティブ〕を持つ場合、このカードは妨害されない。",
    );
    expect(a).toMatchObject({
      kind: "Continuous",
      condition: {
        kind: "CountVs",
        op: ">=",
        of: { owner: "your", filters: [{ kind: "keyword", keyword: { keyword: "active" } }] },
        with: { kind: "count", of: { owner: "your", filters: [] } },
      },
    });
  });
});

describe("durations and states: 天然（N） and `does not leave in battle` (PM_K-ON 01-110)", () => {
  it("reads 天然（2）を得るとともにアプローチでは退場しない as two steps until end of turn", () => {
    const [a] = ok(
      "[メイン/自分]:自分のキャラ1枚は、ターン終了時まで天然（2）を得るとともにアプローチでは退場しない。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a?.effect.steps.map((s) => s.step)).toMatchObject([
      { kind: "Gets", duration: { kind: "untilEndOfTurn" } },
      {
        kind: "Restrict",
        target: { kind: "It" },
        restriction: { kind: "doesNotLeave", when: "battle" },
        duration: { kind: "untilEndOfTurn" },
      },
    ]);
    expect(
      step("[メイン/自分]:自分のキャラ1枚は、ターン終了時まで天然（2）を得る。"),
    ).toMatchObject({
      keywords: [{ keyword: "tennen", n: 2 }],
    });
  });

  it("prints the step back as アプローチでは退場しない", () => {
    expect(
      readsBack(
        "[main/own]: 1 of your characters gets tennen 2 until end of turn; it does not leave in battle until end of turn",
      ),
    ).toContain("アプローチでは退場しない");
  });
});
