// Point pile and zone moves the translator reads (issue 13, item 1): 表向きの / 裏向きの cards of a
// pile, 全てのプレイヤーは、… and 全てのポイント置き場にある… for turning point cards, the face said
// before the pile (裏向きでポイント置き場に置く), coins on a chosen card (…1枚の上に、…), and the
// search that puts the card into the hand with 手札に移す.
import { describe, expect, it } from "vitest";
import { ok, roundTrips } from "./expect-translation.ts";

type Steps = { effect: { steps: { link: string; step: unknown }[] } }[];
const stepsOf = (text: string) => (ok(text) as Steps)[0]!.effect.steps.map((s) => s.step);

describe("point pile", () => {
  it("全てのプレイヤーは、…裏向きのカードを2枚表向きにする (PM_K-ON_Part2 02-088)", () => {
    const text =
      "[メイン/相手]:全てのプレイヤーは、自分のポイント置き場にある裏向きのカードを2枚表向きにする。";
    expect(stepsOf(text)).toMatchObject([
      {
        kind: "TurnPoints",
        face: "up",
        target: {
          quantity: { kind: "exactly", n: 2 },
          filters: [{ kind: "state", state: "faceDown" }],
          zone: { zone: "pointPile", owner: "your" },
        },
      },
      { kind: "Must", player: "opponent", effect: { kind: "TurnPoints", face: "up" } },
    ]);
    roundTrips(text);
  });

  it("全てのポイント置き場にある全てのカードを裏向きにする: both piles (ORG2 02-117)", () => {
    const text =
      "[アプローチ/両方]:自分のキャラ1枚は、ターン終了時まで使用コスト+3、-20/-20を得る。このターン、そのキャラが退場した場合、全てのポイント置き場にある全てのカードを裏向きにする。";
    const created = stepsOf(text)[1] as { effect: { steps: { step: unknown }[] } };
    expect(created.effect.steps.map((s) => s.step)).toMatchObject([
      { kind: "TurnPoints", face: "down", target: { zone: { zone: "pointPile", owner: "your" } } },
      {
        kind: "TurnPoints",
        face: "down",
        target: { zone: { zone: "pointPile", owner: "opponent's" } },
      },
    ]);
  });

  it("裏向きでポイント置き場に置く: the face before the pile (K_ON2 01-075a)", () => {
    const text =
      "[メイン/自分]:カードを1枚引く。その後、自分の手札を1枚選んで裏向きでポイント置き場に置く。";
    expect(stepsOf(text)[1]).toMatchObject({
      kind: "Move",
      faceDown: true,
      to: { zone: "pointPile" },
      target: { zone: { zone: "hand" }, quantity: { n: 1 } },
    });
    roundTrips(text);
  });

  it("the face said twice is not read", () => {
    const text = "[メイン/自分]:手札1枚を裏向きでポイント置き場に表向きで置く。";
    expect(() => ok(text)).toThrow();
  });
});

describe("coins and searches", () => {
  it("メインエリアにいる自分の「X」1枚の上に、+10/+10コインを2個乗せる (ERMG 01-078)", () => {
    const text =
      "このカードが登場した場合、メインエリアにいる自分の「千寿 ムラマサ」1枚の上に、+10/+10コインを2個乗せる。その場合、ターン終了時に、そのキャラの上にある+10/+10コインを1個取り除く。";
    const steps = stepsOf(text);
    expect(steps[0]).toMatchObject({
      kind: "PutCoins",
      amount: { value: 2 },
      target: { noun: { name: "千寿 ムラマサ" }, zone: { zone: "mainArea" } },
    });
    expect(steps[1]).toMatchObject({
      kind: "Delayed",
      effect: { kind: "RemoveCoins", target: { kind: "It" } },
    });
    roundTrips(text);
  });

  it("…抜き出し、表にしてから手札に移す is a revealed search (GP P-015)", () => {
    const text =
      "このカードが登場した場合、デッキの中を全て見て、その中にある「冷泉 麻子」を2枚まで抜き出し、表にしてから手札に移す。";
    expect(stepsOf(text)).toMatchObject([
      { kind: "Search", reveal: true, target: { quantity: { kind: "upTo", n: 2 } } },
    ]);
  });

  it("その中にあるカード2枚を手札に移す: a search without reveal (AHB2 01-094a)", () => {
    const text = "[メイン/自分]:デッキの上のカード4枚を見て、その中にあるカード2枚を手札に移す。";
    expect(stepsOf(text)).toMatchObject([
      { kind: "Search", reveal: false, target: { zone: { zone: "deck", top: 4 } } },
    ]);
  });

  it("自分の捨て札置き場にある、使用コストが3以下の…: the comma after ある (SAGA 01-072)", () => {
    const text =
      "このカードが登場した場合、自分の捨て札置き場にある、使用コストが3以下の黄の【ゾンビィ】1枚を場に出す。";
    expect(stepsOf(text)).toMatchObject([
      { kind: "Move", target: { zone: { zone: "trash", owner: "your" } }, to: { zone: "field" } },
    ]);
  });

  it("自分の全ての「A」と「B」は: every card of either name (SG 01-008)", () => {
    const text = "自分の全ての「牧瀬 紅莉栖」と「岡部 倫太郎」は+10/+10を得る。";
    const [a] = ok(text) as { effect: unknown }[];
    expect(a!.effect).toMatchObject({
      kind: "Gets",
      target: { noun: { name: "牧瀬 紅莉栖", alternatives: ["岡部 倫太郎"] } },
    });
    roundTrips(text);
  });
});
