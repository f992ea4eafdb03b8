// Conditions, comparisons and continuous statements (issue 13, item 1): a continuous text whose
// condition comes before its subject, counts of a zone named first, fewer-than counts, 〔逆境N〕 with
// a bare stat change, 《使用条件》 with traits, and または with the subject carried over.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, readsBack, roundTrips, step, This } from "./expect-translation.ts";

describe("a continuous text with its condition first", () => {
  it("reads 自分の【Y】が3枚以上いる場合、このカードは+30/+30を得る (KMG 06-078)", () => {
    expect(ok("自分の【吸血鬼ハンター】が3枚以上いる場合、このカードは+30/+30を得る。")).toEqual([
      {
        kind: "Continuous",
        condition: {
          kind: "Count",
          of: {
            kind: "Query",
            owner: "your",
            noun: { kind: "character" },
            filters: [{ kind: "trait", traits: ["吸血鬼ハンター"] }],
          },
          op: ">=",
          value: 3,
        },
        effect: { kind: "Gets", target: This, stat: { ap: 30, dp: 30 }, keywords: [] },
      },
    ]);
  });

  it("reads 自分のターンの間、このカードは… (ORSK 01-091) and a query subject (OREG3 01-003a)", () => {
    expect(ok("自分のターンの間、このカードは+70/+70を得る。")).toMatchObject([
      { kind: "Continuous", condition: { kind: "Turn", whose: "your" } },
    ]);
    expect(
      ok("自分の「雪ノ下 雪乃」が5枚以上いる場合、自分の全ての「雪ノ下 雪乃」は+10/+10を得る。"),
    ).toMatchObject([
      {
        kind: "Continuous",
        condition: { kind: "Count", value: 5 },
        effect: { kind: "Gets", target: { quantity: { kind: "all" }, owner: "your" } },
      },
    ]);
  });

  it("is not read as a one-shot: a chosen subject still needs a timing", () => {
    const t = translateText("自分のターンの間、自分のキャラ1枚は+10/+10を得る。", "test");
    expect(t.complete).toBe(false);
  });

  it("round-trips through canonical Japanese", () => {
    expect(roundTrips("自分のターンの間、このカードは+70/+70を得る。")).toEqual({
      ja: "このカードは、自分のターンの間、+70/+70を得る。",
      en: "While it is your turn, this character gets +70/+70.",
    });
  });
});

describe("counts and absences of a zone named first", () => {
  it("reads メインエリアに自分の「X」が4枚以上いる場合 (SRBKM 02-030)", () => {
    const [a] = ok(
      "メインエリアに自分の「安原 絵麻」が4枚以上いる場合、このカードは妨害されない。",
    );
    expect(a).toMatchObject({
      condition: {
        kind: "Count",
        of: { owner: "your", zone: { zone: "mainArea", owner: "your" } },
        op: ">=",
        value: 4,
      },
      effect: { kind: "Restriction", restriction: { kind: "cannotBeBlocked" } },
    });
    roundTrips("メインエリアに自分の「安原 絵麻」が4枚以上いる場合、このカードは妨害されない。");
  });

  it("reads 自分のメインエリアに「X」がいない場合 as `not you have` (KMR 01-093)", () => {
    const [a] = ok("このカードは、自分のメインエリアに「りつ」がいない場合、アプローチできない。");
    expect(a).toMatchObject({
      condition: {
        kind: "Not",
        condition: {
          kind: "Exists",
          player: "you",
          of: { noun: { name: "りつ" }, zone: { zone: "mainArea", owner: "your" } },
        },
      },
    });
    roundTrips("このカードは、自分のメインエリアに「りつ」がいない場合、アプローチできない。");
  });

  it("reads N枚以上いない場合 as fewer than N (KGY 01-063), with its Japanese", () => {
    const text =
      "このカードは、メインエリアに自分の「四宮 かぐや」または「白銀 御行」が4枚以上いない場合、アプローチと妨害に参加できない。";
    expect(ok(text)).toMatchObject([{ condition: { kind: "Count", op: "<", value: 4 } }]);
    expect(roundTrips(text).en).toContain("fewer than 4");
  });

  it("refuses a zone whose owner is said twice", () => {
    const t = translateText(
      "自分のメインエリアに自分の「りつ」が2枚以上いる場合、このカードは妨害されない。",
    );
    expect(t.complete).toBe(false);
  });
});

describe("〔逆境N〕 with a bare stat change", () => {
  it("reads 〔逆境5〕:「+20/+20」 as this card's standing gain (rule 7.7; DDH 02-010, GP 02-010)", () => {
    expect(ok("〔逆境5〕:「+20/+20」")).toEqual([
      {
        kind: "Gyakkyou",
        n: 5,
        ability: {
          kind: "Continuous",
          effect: { kind: "Gets", target: This, stat: { ap: 20, dp: 20 }, keywords: [] },
        },
      },
    ]);
    expect(ok("〔逆境3〕:「±0/-10」")).toMatchObject([
      { ability: { effect: { stat: { ap: 0, dp: -10 } } } },
    ]);
    roundTrips("〔逆境5〕:「+20/+20」");
  });

  it("still refuses a quoted text it cannot read", () => {
    expect(translateText("〔逆境5〕:「+20/+20/+20」").complete).toBe(false);
  });
});

describe("《使用条件》 with traits", () => {
  it("reads 【Y】 as you having a character with it (WHN 01-104)", () => {
    expect(ok("《使用条件》:【お嬢様】[メイン/自分]:カードを1枚引く。")[0]).toEqual({
      kind: "PlayRequirement",
      condition: {
        kind: "Exists",
        player: "you",
        of: {
          kind: "Query",
          quantity: { kind: "any" },
          noun: { kind: "character" },
          filters: [{ kind: "trait", traits: ["お嬢様"] }],
        },
      },
    });
    expect(roundTrips("《使用条件》:【お嬢様】[メイン/自分]:カードを1枚引く。").ja).toBe(
      "《使用条件》:【お嬢様】[メイン/自分]:カードを1枚引く。",
    );
  });

  it("reads 「A」+【Y】 as both (SEKN 01-120)", () => {
    const [r] = ok("《使用条件》:「氷堂 美智留」+【音楽】[メイン/自分]:カードを1枚引く。");
    expect(r).toMatchObject({
      condition: {
        kind: "And",
        left: { kind: "Exists", of: { noun: { name: "氷堂 美智留" } } },
        right: { kind: "Exists", of: { filters: [{ traits: ["音楽"] }] } },
      },
    });
    roundTrips("《使用条件》:「氷堂 美智留」+【音楽】[メイン/自分]:カードを1枚引く。");
  });
});

describe("または with the subject carried over", () => {
  const text =
    "このカードは、自分のポイント置き場にカードが置かれるごとに、ターン終了時まで+10/+10を得る。または、活動状態になる。";

  it("reads または、活動状態になる as an option about the previous step's subject (MC 01-001)", () => {
    const [a] = ok(text) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[0]!.step).toMatchObject({
      kind: "Choice",
      options: [
        { kind: "Gets", target: This },
        { kind: "Ready", target: This },
      ],
    });
    expect(roundTrips(text).en).toContain("or ready this character");
  });

  it("refuses it when the previous step has no subject to carry", () => {
    const t = translateText("このカードが登場した場合、カードを1枚引く。または、活動状態になる。");
    expect(t.complete).toBe(false);
    expect(t.sentences[1]!.reason).toMatch(/または with no subject/);
  });
});

describe("a stat compared with a measured value (compareWith)", () => {
  it("reads このカードの使用コストより低い使用コストを持つ (K_ON2 03-048)", () => {
    const text =
      "[メイン/自分]:《0》このカードの使用コストより低い使用コストを持つ相手のキャラ1枚は、ターン終了時まで-20/±0を得る。";
    const [a] = ok(text) as { effect: { steps: { step: { target: unknown } }[] } }[];
    expect(a!.effect.steps[0]!.step.target).toMatchObject({
      owner: "opponent's",
      filters: [
        {
          kind: "compareWith",
          stat: "cost",
          op: "<",
          with: { kind: "stat", stat: "cost", of: This },
        },
      ],
    });
    expect(roundTrips(text)).toEqual({
      ja: text,
      en: "[Main/Own] 0: 1 of your opponent's characters with cost lower than the cost of this character gets -20/±0 until end of turn.",
    });
  });

  it("reads このカードのAPより低いDPの値を持つ (SRBK 01-092)", () => {
    const text =
      "このカードは、アプローチに参加している場合、このカードのAPより低いDPの値を持つ相手のキャラには妨害されない。";
    expect(ok(text)).toMatchObject([
      {
        effect: {
          restriction: {
            kind: "cannotBeBlocked",
            by: { filters: [{ kind: "compareWith", stat: "dp", op: "<", with: { stat: "ap" } }] },
          },
        },
      },
    ]);
    roundTrips(text);
  });

  it("reads 自分の「X」の枚数以下の使用コストの値を持つ (MMDK 03-039) and a title's count (SRBK 01-001)", () => {
    const text =
      "このカードが登場した場合、自分の「暁美 ほむら」の枚数以下の使用コストの値を持つ相手のキャラ1枚を休息状態にする。";
    expect(ok(text)).toMatchObject([
      {
        effect: {
          steps: [
            {
              step: {
                kind: "Rest",
                target: {
                  filters: [
                    {
                      kind: "compareWith",
                      op: "<=",
                      with: { kind: "count", of: { owner: "your", noun: { name: "暁美 ほむら" } } },
                    },
                  ],
                },
              },
            },
          ],
        },
      },
    ]);
    expect(roundTrips(text).ja).toBe(text);
    roundTrips(
      "[メイン/自分]:《3》このカードは、このターン、自分の『SHIROBAKO』のキャラの枚数以下の使用コストの値を持つキャラには妨害されない。",
    );
  });

  it("is written in the card language and reads back from its Japanese", () => {
    expect(
      readsBack(
        "[main/own] [0]: 1 of the opponent's characters with cost < the cost of this gets -20/±0 until end of turn",
      ),
    ).toContain("このカードの使用コストより低い使用コストを持つ");
    expect(
      readsBack(
        "if this enters: rest 1 of the opponent's characters with cost <= count(your 「テスト」)",
      ),
    ).toContain("自分の「テスト」の枚数以下の使用コストの値を持つ");
  });

  it("keeps a comparison with a plain number a `compare` filter", () => {
    expect(
      step("[メイン/自分]:使用コストが2以下の相手のキャラ1枚を休息状態にする。"),
    ).toMatchObject({
      target: { filters: [{ kind: "compare", stat: "cost", op: "<=", value: 2 }] },
    });
  });
});

describe("what was played this turn, as a condition", () => {
  it("reads このターン、自分がイベントカードをプレイしている場合 (SEKN 01-098)", () => {
    const text =
      "[メイン/自分]:《休》このターン、自分がイベントカードをプレイしている場合、自分のキャラ1枚は、ターン終了時まで+20/+20を得る。";
    expect(step(text)).toMatchObject({
      kind: "Conditional",
      condition: { kind: "PlayedThisTurn", player: "you", card: { noun: { kind: "event" } } },
    });
    roundTrips(text);
  });

  it("reads このターンの間に、イベントカードがプレイされている場合 as either player's (AHB2 P-005a)", () => {
    expect(
      step(
        "[メイン/自分]:《0》このターンの間に、イベントカードがプレイされている場合、カードを1枚引く。",
      ),
    ).toMatchObject({
      kind: "Conditional",
      condition: {
        kind: "Or",
        left: { kind: "PlayedThisTurn", player: "you" },
        right: { kind: "PlayedThisTurn", player: "opponent" },
      },
    });
  });

  it("refuses a player and an owner both said", () => {
    expect(
      translateText(
        "[メイン/自分]:このターン、自分が相手のイベントカードをプレイしている場合、カードを1枚引く。",
      ).complete,
    ).toBe(false);
  });
});

describe("conditions on a zone's count inside an effect", () => {
  it("reads …が3枚以上ある場合、<step> (KMG 06-100)", () => {
    expect(
      step(
        "[メイン/自分]:ゲームから取り除かれている相手のカードが3枚以上ある場合、カードを1枚引く。",
      ),
    ).toMatchObject({
      kind: "Conditional",
      condition: {
        kind: "Count",
        of: { zone: { zone: "removed", owner: "opponent's" } },
        op: ">=",
        value: 3,
      },
      effect: { kind: "Draw" },
    });
  });
});

describe("a count compared with a count (CountVs)", () => {
  const text =
    "このカードは、相手のポイント置き場にあるカードの枚数が自分のポイント置き場にあるカードの枚数より多い場合、+20/+20を得る。";

  it("reads …の枚数が…の枚数より多い場合 (GP 01-069)", () => {
    expect(ok(text)).toMatchObject([
      {
        kind: "Continuous",
        condition: {
          kind: "CountVs",
          of: { zone: { zone: "pointPile", owner: "opponent's" } },
          op: ">",
          with: { kind: "count", of: { zone: { zone: "pointPile", owner: "your" } } },
        },
      },
    ]);
    expect(roundTrips(text)).toEqual({
      ja: text,
      en: "While the number of cards in your opponent's point pile is greater than the number of cards in your point pile, this character gets +20/+20.",
    });
  });

  it("is written in the card language and reads back", () => {
    expect(
      readsBack(
        "while count(cards in the opponent's point pile) < count(cards in your point pile): this gets +20/+20",
      ),
    ).toContain("より少ない場合");
  });
});
