// The values-and-steps family (issue 13): a number of cards counted when the step resolves, as a
// query's quantity (同じ枚数の, MDK 01-001; 捨て札にした枚数と同じ枚数の; Xの枚数と同じ枚数の), and
// そのキャラ以外の as `except it` (Ach 01-095).
import { describe, expect, it } from "vitest";
import { ok, readsBack } from "./expect-translation.ts";

describe("counted quantities", () => {
  it("reads 自分のポイント置き場にある同じ枚数のカード as `count(it) of` the point pile (MDK 01-001)", () => {
    const [a] = ok(
      "このカードが登場した場合、手札にある任意の枚数のカードと、自分のポイント置き場にある同じ枚数のカードを置き換えることができる。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a?.effect.steps[0]?.step).toMatchObject({
      kind: "May",
      effect: {
        kind: "Swap",
        hand: { quantity: { kind: "anyNumber", min: 0 }, zone: { zone: "hand" } },
        point: {
          quantity: { kind: "counted", of: { kind: "It" } },
          zone: { zone: "pointPile", owner: "your" },
        },
      },
    });
  });

  it("reads 捨て札にした枚数と同じ枚数の手札 as `count(it) of cards in your hand`", () => {
    const [a] = ok(
      "[メイン/自分]:自分のキャラ1枚を捨て札にする。その後、捨て札にした枚数と同じ枚数の手札を捨て札にする。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a?.effect.steps[1]?.step).toMatchObject({
      kind: "Trash",
      target: { quantity: { kind: "counted", of: { kind: "It" } }, zone: { zone: "hand" } },
    });
  });

  it("reads 自分の『T』のキャラの枚数と同じ枚数の手札 as a count of that description", () => {
    const [a] = ok("[メイン/自分]:自分の『T』のキャラの枚数と同じ枚数の手札を捨て札にする。") as {
      effect: { steps: { step: unknown }[] };
    }[];
    expect(a?.effect.steps[0]?.step).toMatchObject({
      kind: "Trash",
      target: {
        quantity: {
          kind: "counted",
          of: { kind: "Query", owner: "your", filters: [{ kind: "title", title: "T" }] },
        },
      },
    });
  });

  it("a counted description with its own number is not read", () => {
    const r = ok.bind(null);
    expect(() =>
      r("[メイン/自分]:自分のキャラ1枚の枚数と同じ枚数の手札を捨て札にする。"),
    ).toThrow();
  });

  it("prints `count(it) of` back as 同じ枚数の and reads it again", () => {
    expect(
      readsBack(
        "if this enters: you may swap any number of cards in your hand with count(it) of cards in your point pile",
      ),
    ).toContain("同じ枚数のカード");
  });

  it("prints `count(your characters) of` back as …の枚数と同じ枚数の and reads it again", () => {
    expect(readsBack("[main/own]: trash count(your characters) of cards in your hand")).toContain(
      "自分のキャラの枚数と同じ枚数の",
    );
  });
});

describe("except it", () => {
  it("reads そのキャラ以外の自分の全ての『T』のキャラ as `all of your characters except it` (Ach 01-095)", () => {
    const [a] = ok(
      "[メイン/両方]:自分の『T』のキャラ1枚は、ターン終了時まで+30/+30を得る。その場合、そのキャラ以外の自分の全ての『T』のキャラを活動状態にする。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(JSON.stringify(a)).toContain('"kind":"except","what":{"kind":"It"}');
  });

  it("reads 指定されたキャラ以外の as `except it` too", () => {
    const [a] = ok(
      "[メイン/自分]:相手のキャラ1枚を指定する。その後、指定されたキャラ以外の相手のキャラ1枚を休息状態にする。",
    );
    expect(JSON.stringify(a)).toContain('"kind":"except","what":{"kind":"It"}');
  });

  it("prints `except it` back as そのキャラ以外の and reads it again", () => {
    expect(
      readsBack(
        "[main/own]: rest 1 of your characters; then ready all of your characters except it",
        "event",
      ),
    ).toContain("以外の");
  });
});
