// Lists and alternatives of selectors before one verb (issue 13, item 1): 「AとBを<verb>」 is the
// step for each selector in order, 「AまたはBを<verb>」 a choice between them (or one query with
// alternative filters), 「自分または相手の…」 the same query on either side. Each reads back from
// the canonical Japanese the renderers print.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, roundTrips } from "./expect-translation.ts";

type Steps = { effect: { steps: { link: string; step: unknown }[] } }[];
const stepsOf = (text: string) => (ok(text) as Steps)[0]!.effect.steps.map((s) => s.step);
const This = { kind: "This" };

describe("selector lists (と)", () => {
  it("自分の「A」1枚と「B」1枚は: the second name shares the owner (PM_K-ON 01-115)", () => {
    const text =
      "[メイン/自分]：自分の「平沢 唯」1枚と「平沢 憂」1枚は、ターン終了時まで+20/+20を得る。";
    const steps = stepsOf(text);
    expect(steps).toHaveLength(2);
    expect(steps[0]).toMatchObject({
      kind: "Gets",
      target: { owner: "your", noun: { name: "平沢 唯" } },
    });
    expect(steps[1]).toMatchObject({
      kind: "Gets",
      target: { owner: "your", noun: { name: "平沢 憂" } },
    });
    roundTrips(text);
  });

  it("メインエリアにいる…1枚とサポートエリアにいる…1枚を手札に戻す: no comma before a zone (WHN 01-001)", () => {
    const text =
      "このカードがアプローチでポイントを与えた場合、メインエリアにいるキャラ1枚とサポートエリアにいる相手のキャラ1枚を手札に戻す。";
    const steps = stepsOf(text);
    expect(steps).toMatchObject([
      { kind: "ReturnToHand", target: { zone: { zone: "mainArea" } } },
      { kind: "ReturnToHand", target: { owner: "opponent's", zone: { zone: "supportArea" } } },
    ]);
    roundTrips(text);
  });

  it("このカードと、相手のキャラ1枚をデッキの下に移す: a move of a list (SAG 01-091)", () => {
    const steps = stepsOf(
      "このカードが登場した場合、このカードと、相手のキャラ1枚をデッキの下に移す。",
    );
    expect(steps).toMatchObject([
      { kind: "Move", target: This, to: { zone: "deck", position: "bottom" } },
      { kind: "Move", target: { owner: "opponent's" }, to: { zone: "deck", position: "bottom" } },
    ]);
  });

  it("ターン終了時にこのカードと、…1枚を活動状態にする: the delay covers the list (SAG 01-039)", () => {
    const text =
      "このカードがアプローチに参加した場合、ターン終了時にこのカードと、このカード以外の自分のキャラ1枚を活動状態にする。";
    expect(stepsOf(text)).toMatchObject([
      {
        kind: "Delayed",
        effect: {
          kind: "Group",
          steps: [
            { kind: "Ready", target: This },
            { kind: "Ready", target: { filters: [{ kind: "other" }] } },
          ],
        },
      },
    ]);
    expect(roundTrips(text).ja).toContain("ターン終了時にこのカードと、");
  });

  it("このカードとそのキャラを…ことができる: one may over both (ClariS P-001)", () => {
    const text =
      "［メイン/両方］：《休》自分のキャラ1枚は、ターン終了時まで＋10/＋10を得る。このターン、そのキャラがアプローチでポイントを与えた場合、このカードとそのキャラを活動状態にすることができる。";
    const steps = stepsOf(text);
    expect(steps[1]).toMatchObject({
      kind: "CreateTrigger",
      effect: {
        steps: [
          {
            step: {
              kind: "May",
              effect: {
                kind: "Group",
                steps: [
                  { kind: "Ready", target: This },
                  { kind: "Ready", target: { kind: "It" } },
                ],
              },
            },
          },
        ],
      },
    });
    expect(roundTrips(text).ja).toContain("このカードと、そのキャラを活動状態にすることができる");
  });

  it("このカードと同じ名称の… is a filter, not a list", () => {
    const steps = stepsOf(
      "このカードが登場した場合、このカードと同じ名称のキャラ1枚を休息状態にする。",
    );
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ kind: "Rest", target: { filters: [{ kind: "sameName" }] } });
  });

  it("a list before a step that takes no target is not read", () => {
    const t = translateText(
      "このカードが登場した場合、このカードと、相手のキャラ1枚はカードを1枚引く。",
      "test",
    );
    expect(t.complete).toBe(false);
  });
});

describe("selector alternatives (または)", () => {
  it("このカードまたは自分の「X」1枚: a choice of the step for each (CP 01-020)", () => {
    const text =
      "このカードが登場した場合、このカードまたは自分の「セイバー」1枚をデッキの下に移す。";
    expect(stepsOf(text)).toMatchObject([
      {
        kind: "Choice",
        options: [
          { kind: "Move", target: This },
          { kind: "Move", target: { owner: "your", noun: { name: "セイバー" } } },
        ],
      },
    ]);
    expect(roundTrips(text).ja).toContain(
      "このカード、または自分の「セイバー」1枚をデッキの下に移す",
    );
  });

  it("…キャラまたはサポートカード1枚: the zone before and the number after are both's (KMR P-001)", () => {
    const text =
      "このカードが登場した場合、自分の捨て札置き場にあるキャラまたはサポートカード1枚を手札に移す。";
    expect(stepsOf(text)).toMatchObject([
      {
        kind: "Choice",
        options: [
          { target: { noun: { kind: "character" }, zone: { zone: "trash" }, quantity: { n: 1 } } },
          { target: { noun: { kind: "support" }, zone: { zone: "trash" }, quantity: { n: 1 } } },
        ],
      },
    ]);
    roundTrips(text);
  });

  it("…の相手のキャラ、または…の相手のキャラ1枚: one query, either filter (SPK 01-043)", () => {
    const text =
      "このカードが登場した場合、使用コストの値が1以下の相手のキャラ、またはAPまたはDPの値が0の相手のキャラ1枚をデッキの下に移す。";
    expect(stepsOf(text)).toMatchObject([
      {
        kind: "Move",
        target: {
          owner: "opponent's",
          quantity: { kind: "exactly", n: 1 },
          filters: [
            {
              kind: "either",
              options: [
                { kind: "compare", stat: "cost", op: "<=", value: 1 },
                { kind: "compare", stat: "ap", value: 0 },
                { kind: "compare", stat: "dp", value: 0 },
              ],
            },
          ],
        },
      },
    ]);
  });

  it("自分または相手のポイント置き場にあるカード1枚: your pile or the opponent's (KGB P-008)", () => {
    const text = "[メイン/相手]:《0》自分または相手のポイント置き場にあるカード1枚を裏向きにする。";
    expect(stepsOf(text)).toMatchObject([
      {
        kind: "Choice",
        options: [
          {
            kind: "TurnPoints",
            face: "down",
            target: { zone: { zone: "pointPile", owner: "your" } },
          },
          {
            kind: "TurnPoints",
            face: "down",
            target: { zone: { zone: "pointPile", owner: "opponent's" } },
          },
        ],
      },
    ]);
    roundTrips(text);
  });
});

describe("lists before デッキに戻し、デッキをシャッフルする, and references", () => {
  it("「X」1枚と…全てのカードをデッキに戻し、シャッフル: each moved, then one shuffle (AHB 01-102)", () => {
    const text =
      "[メイン/自分]:自分の「本間 芽衣子」1枚と自分の捨て札置き場にある全てのカードをデッキに戻し、デッキをシャッフルする。";
    expect(stepsOf(text)).toMatchObject([
      { kind: "Move", target: { noun: { name: "本間 芽衣子" } }, to: { zone: "deck" } },
      { kind: "Move", target: { quantity: { kind: "all" }, zone: { zone: "trash" } } },
      { kind: "Shuffle" },
    ]);
    roundTrips(text);
  });

  it("…をデッキに移し、デッキをシャッフルする is the same (AHB2 01-102a)", () => {
    const text =
      "[メイン/自分]:自分の「本間 芽衣子」1枚と自分の捨て札置き場にある全てのキャラをデッキに移し、デッキをシャッフルする。";
    expect(stepsOf(text).map((s) => (s as { kind: string }).kind)).toEqual([
      "Move",
      "Move",
      "Shuffle",
    ]);
  });

  it("取り除いたそのキャラを場に出す: the removed card is `it` (SAG 01-001)", () => {
    const text =
      "［メイン/自分］:《0》このカード以外の自分の『ささみさん＠がんばらない』のキャラ1枚をゲームから取り除く。その後、取り除いたそのキャラを場に出す。";
    expect(stepsOf(text)[1]).toMatchObject({
      kind: "Move",
      target: { kind: "It" },
      to: { zone: "field", owner: "owner" },
    });
  });
});
