// Issue 13, family C (history, restrictions, protection): 自分のターンの間に、<trigger> (OOS
// 01-001), このターンに登場した (KM 01-025), …を得るとともに、<second continuous effect> (KGY
// 01-047), <X>以外には妨害されない with comparisons joined by 、 (PPTP 01-049), and a count of
// events this turn (このターンの間に緑のキャラが5回以上アプローチした場合, ORSK 01-065).
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { ok, readsBack, roundTrips } from "./expect-translation.ts";

describe("自分のターンの間に、<trigger> (OOS 01-001)", () => {
  it("reads the window as the trigger's condition, with or without に", () => {
    const withNi = ok(
      "このカードは、自分のターンの間に、黄の自分のキャラが登場した場合、ターン終了時まで〔アクティブ〕、+20/+20を得る。",
    );
    expect(withNi).toMatchObject([
      {
        kind: "Triggered",
        trigger: { event: "enters", subject: { owner: "your", filters: [{ color: "yellow" }] } },
        condition: { kind: "Turn", whose: "your" },
      },
    ]);
    const without = ok(
      "このカードは、自分のターンの間、黄の自分のキャラが登場した場合、ターン終了時まで〔アクティブ〕、+20/+20を得る。",
    );
    expect(without).toEqual(withNi);
  });

  it("failing twin: 自分のターンの間に with no trigger after it is not read", () => {
    expect(translateText("自分のターンの間に、カードを1枚引く。").complete).toBe(false);
  });
});

describe("このターンに登場した (KM 01-025)", () => {
  it("is the filter `that entered this turn`, as このターンの間に登場した", () => {
    const short = ok(
      "[メイン/相手]:《0》このターンに登場した相手のキャラ1枚は、このターン、アプローチに参加することができない。",
    );
    const long = ok(
      "[メイン/相手]:《0》このターンの間に登場した相手のキャラ1枚は、このターン、アプローチに参加することができない。",
    );
    expect(short).toEqual(long);
    expect(short).toMatchObject([
      {
        effect: {
          steps: [
            {
              step: {
                kind: "Restrict",
                target: { filters: [{ kind: "arrived", how: "entered" }] },
                restriction: { kind: "cannotApproach" },
              },
            },
          ],
        },
      },
    ]);
  });
});

describe("…を得るとともに、… (KGY 01-047)", () => {
  const text =
    "相手の手札の枚数が5枚以上ある場合、このカードは〔アクティブ〕〔我慢〕を得るとともに、相手のカードの効果の対象にならない。";

  it("is two continuous texts under the same condition", () => {
    const [a, b] = ok(text) as { condition: unknown }[];
    expect(a).toMatchObject({ kind: "Continuous", effect: { kind: "Gets" } });
    expect(b).toMatchObject({
      kind: "Continuous",
      effect: {
        kind: "Restriction",
        restriction: { kind: "cannotBeTargeted", by: { owner: "opponent's" } },
      },
    });
    expect(b!.condition).toEqual(a!.condition);
  });

  it("failing twin: とともに with nothing after it is not read", () => {
    expect(
      translateText("このカードは〔アクティブ〕を得るとともに、カードを1枚引く。").complete,
    ).toBe(false);
  });
});

describe("<X>以外には妨害されない (PPTP 01-049)", () => {
  const text =
    "イベントカードがプレイされた場合、このカードは、ターン終了時まで、使用コストが4、発生コストが1のキャラ以外には妨害されない。";

  it("reads `cannot be blocked except by` with both comparisons", () => {
    const [a] = ok(text) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[0]!.step).toMatchObject({
      kind: "Restrict",
      restriction: {
        kind: "cannotBeBlocked",
        except: true,
        by: {
          noun: { kind: "character" },
          filters: [
            { kind: "compare", stat: "cost", op: "==", value: 4 },
            { kind: "compare", stat: "source", op: "==", value: 1 },
          ],
        },
      },
    });
  });

  it("without 以外 it is the plain `cannot be blocked by`", () => {
    const [a] = ok("このカードは、使用コストが4のキャラには妨害されない。") as {
      effect: { restriction: unknown };
    }[];
    expect(a!.effect.restriction).toMatchObject({ kind: "cannotBeBlocked" });
    expect(a!.effect.restriction).not.toHaveProperty("except");
  });

  it("round-trips in Japanese and says `except` in English", () => {
    const { en } = roundTrips(text);
    expect(en).toContain("cannot be blocked except by characters with cost 4 with source 1");
    expect(readsBack("this cannot be blocked except by characters with cost == 4")).toBe(
      "このカードは、使用コストの値が4のキャラ以外には妨害されない。",
    );
  });

  it("failing twin: a comparison joined by 、 to something that is not one is not read", () => {
    expect(
      translateText("このカードは、使用コストが4、キャラ以外には妨害されない。").complete,
    ).toBe(false);
  });
});

describe("a count of events this turn (ORSK 01-065)", () => {
  const text =
    "[アプローチ/自分]:《休》相手に1ポイント与える。このテキストは、このターンの間に緑のキャラが5回以上アプローチした場合にのみ使用できる。";

  it("reads the use condition as `this turn … approaches 5 times this turn`", () => {
    expect(ok(text)).toMatchObject([
      {
        kind: "Activated",
        condition: {
          kind: "HappenedThisTurn",
          event: { event: "approaches", times: 5, subject: { filters: [{ color: "green" }] } },
        },
      },
    ]);
  });

  it("round-trips through canonical Japanese", () => {
    expect(
      readsBack(
        "[approach/own] ↓ requires this turn a green character approaches 5 times this turn: give 1 point to the opponent",
      ),
    ).toContain("このターンの間に、緑のキャラが5回以上アプローチした場合にのみ使用できる");
  });

  it("failing twin: a count with no event after it is not read", () => {
    expect(
      translateText(
        "[アプローチ/自分]:《休》相手に1ポイント与える。このテキストは、このターンの間に緑のキャラが5回以上した場合にのみ使用できる。",
      ).complete,
    ).toBe(false);
  });
});
