// Steps said in one clause (「Aし、B」) after その場合, または, a condition or ターン終了時に: the link
// or condition covers every step of the clause, so they become one `Group` step — `; if you do,
// (A; B)`, never `; if you do, A; B` (where B would run regardless). fa 01-007, kgy 01-049.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, roundTrips } from "./expect-translation.ts";

const draw = (n: number) => ({ kind: "Draw", player: "you", amount: { kind: "Number", value: n } });
const restThis = { kind: "Rest", target: { kind: "This" } };
const trashOne = {
  kind: "Trash",
  target: {
    kind: "Query",
    noun: { kind: "card" },
    filters: [],
    zone: { zone: "hand", owner: "your" },
    quantity: { kind: "exactly", n: 1 },
  },
};
type Steps = { effect: { steps: { link: string; step: unknown }[] } }[];
const stepsOf = (text: string) => (ok(text) as Steps)[0]!.effect.steps;

describe("steps joined in one clause", () => {
  it("その場合、Aし、B: `if you do` covers both (fa 01-007)", () => {
    const text =
      "[メイン/自分]:手札1枚を捨て札にする。その場合、このカードをデッキの下に移し、カードを2枚引く。";
    const steps = stepsOf(text);
    expect(steps).toHaveLength(2);
    expect(steps[1]).toMatchObject({
      link: "ifYouDo",
      step: { kind: "Group", steps: [{ kind: "Move" }, draw(2)] },
    });
    const { en } = roundTrips(text);
    expect(en).toContain(
      "If you do, put this character on the bottom of your deck and draw 2 cards.",
    );
  });

  it("その場合、…活動状態になるとともに、もう一度アプローチできる (kgy 01-049)", () => {
    const text =
      "[アプローチ/自分]:《3》手札にある「早坂 愛」1枚を捨て札にする。その場合、このカードは活動状態になるとともに、もう一度アプローチできる。";
    expect(stepsOf(text)[1]).toMatchObject({
      link: "ifYouDo",
      step: { kind: "Group", steps: [{ kind: "Ready" }, { kind: "ApproachAgain" }] },
    });
    // rendered back in the same template, not as 「活動状態にし、…」
    expect(roundTrips(text).ja).toContain(
      "その場合、このカードは、活動状態になるとともに、もう一度アプローチできる。",
    );
  });

  it("または、Aし、B: the option is the whole clause", () => {
    const text =
      "[メイン/自分]:カードを1枚引く。または、このカードを休息状態にし、カードを2枚引く。";
    expect(stepsOf(text)).toEqual([
      {
        link: "none",
        step: { kind: "Choice", options: [draw(1), { kind: "Group", steps: [restThis, draw(2)] }] },
      },
    ]);
    roundTrips(text);
  });

  it("…場合、Aし、B and ターン終了時にAし、B: the condition or delay holds the group", () => {
    const cond =
      "[メイン/自分]:自分の「平沢 唯」がいる場合、このカードを休息状態にし、カードを1枚引く。";
    expect(stepsOf(cond)[0]).toMatchObject({
      step: { kind: "Conditional", effect: { kind: "Group", steps: [restThis, draw(1)] } },
    });
    roundTrips(cond);
    const delayed = "[メイン/自分]:ターン終了時にこのカードを休息状態にし、カードを1枚引く。";
    expect(stepsOf(delayed)).toEqual([
      {
        link: "none",
        step: {
          kind: "Delayed",
          when: "turnEnd",
          effect: { kind: "Group", steps: [restThis, draw(1)] },
        },
      },
    ]);
    roundTrips(delayed);
  });

  it("a chain with no link, or after その後, stays a plain sequence", () => {
    expect(stepsOf("[メイン/自分]:手札1枚を捨て札にし、カードを1枚引く。")).toEqual([
      { link: "none", step: trashOne },
      { link: "none", step: draw(1) },
    ]);
    expect(
      stepsOf(
        "[メイン/自分]:カードを1枚引く。その後、このカードを休息状態にし、カードを1枚引く。",
      ).map((s) => s.link),
    ).toEqual(["none", "then", "none"]);
  });

  it("その場合 before steps linked otherwise is refused, not flattened", () => {
    // …をデッキに戻し、デッキをシャッフルする is a move then a shuffle (`; then`): not one group
    const t = translateText(
      "[メイン/自分]:手札1枚を捨て札にする。その場合、このカードをデッキに戻し、デッキをシャッフルする。",
    );
    expect(t.sentences[1]).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not one clause/),
    });
  });
});

describe("とともに: one action of the topic", () => {
  it("…を得るとともに活動状態にすることができる: the may covers both, and the chosen card is chosen once (hyakka 01-063)", () => {
    const text =
      "このカードが登場した場合、自分のキャラ1枚は、ターン終了時まで使用コスト+2を得るとともに活動状態にすることができる。";
    expect(stepsOf(text)).toMatchObject([
      {
        link: "none",
        step: {
          kind: "May",
          player: "you",
          effect: {
            kind: "Group",
            steps: [
              {
                kind: "Gets",
                cost: 2,
                target: { kind: "Query", quantity: { kind: "exactly", n: 1 } },
              },
              { kind: "Ready", target: { kind: "It" } },
            ],
          },
        },
      },
    ]);
    const { ja, en } = roundTrips(text);
    expect(ja).toContain("を得るとともに活動状態にすることができる。");
    expect(en).toContain("you may");
  });

  it("…を得るとともに、活動状態になる with a chosen topic: the second step is about that card", () => {
    expect(
      stepsOf(
        "[メイン/自分]:自分のキャラ1枚は、ターン終了時まで+10/+10を得るとともに、活動状態になる。",
      ),
    ).toMatchObject([
      { step: { kind: "Gets", target: { kind: "Query" } } },
      { step: { kind: "Ready", target: { kind: "It" } } },
    ]);
  });
});

describe("とともに with a restriction", () => {
  it("ターン終了時まで covers the restriction joined by とともに too (yyy 01-006)", () => {
    const text =
      "[メイン/自分]:自分の【勇者】を持つキャラ1枚は、ターン終了時まで+20/+20を得るとともに、発生コストの値が0のキャラには妨害されない。";
    expect(stepsOf(text)).toMatchObject([
      { step: { kind: "Gets", duration: { kind: "untilEndOfTurn" } } },
      {
        step: {
          kind: "Restrict",
          target: { kind: "It" },
          restriction: { kind: "cannotBeBlocked" },
          duration: { kind: "untilEndOfTurn" },
        },
      },
    ]);
    roundTrips(text);
  });
});
