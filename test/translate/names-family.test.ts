// The names-and-identity family (issue 13): 同じ名称のキャラ2枚 / 自分の同じ特徴を持つキャラ2枚 /
// それぞれ名称の異なる (a relation among the cards chosen together, `together`), and
// <description>と同じ名称の (a name shared with any card a query finds, not a reference).
import { describe, expect, it } from "vitest";
import { ok, readsBack, roundTrips, step } from "./expect-translation.ts";

describe("relations among the chosen cards", () => {
  it("reads その中にある同じ名称のキャラ2枚 as a search with `with the same name` (MDK 01-118)", () => {
    expect(
      step(
        "[メイン/自分]:デッキの上のカード7枚を見て、その中にある同じ名称のキャラ2枚を抜き出し、表にしてから手札に加える。",
      ),
    ).toMatchObject({
      kind: "Search",
      reveal: true,
      target: {
        quantity: { kind: "exactly", n: 2 },
        filters: [{ kind: "together", relation: "sameName" }],
      },
    });
  });

  it("reads 自分の同じ特徴を持つキャラ2枚は as two characters sharing a trait (MDK 01-038)", () => {
    expect(
      step("[メイン/自分]:自分の同じ特徴を持つキャラ2枚は、ターン終了時まで+10/+10を得る。"),
    ).toMatchObject({
      target: {
        owner: "your",
        quantity: { kind: "exactly", n: 2 },
        filters: [{ kind: "together", relation: "sameTrait" }],
      },
    });
  });

  it("prints `with different names` back as それぞれ名称の異なる", () => {
    expect(
      readsBack("[main/own]: search your deck for 2 characters with different names and reveal it"),
    ).toContain("それぞれ名称の異なる");
  });

  it("round-trips the same-name search through both renderers", () => {
    const { en } = roundTrips(
      "[メイン/自分]:デッキの上のカード7枚を見て、その中にある同じ名称のキャラ2枚を抜き出し、表にしてから手札に加える。",
    );
    expect(en).toContain("with the same name");
  });
});

describe("the same name as a description", () => {
  it("reads 妨害に参加している相手のキャラと同じ名称の (SEKN 01-001) as a query, not a choice", () => {
    expect(
      step(
        "[アプローチ/自分]:妨害に参加している相手のキャラと同じ名称の相手のキャラ1枚を休息状態にする。",
      ),
    ).toMatchObject({
      kind: "Rest",
      target: {
        owner: "opponent's",
        quantity: { kind: "exactly", n: 1 },
        filters: [
          {
            kind: "sameName",
            as: {
              kind: "Query",
              owner: "opponent's",
              filters: [{ kind: "state", state: "blocking" }],
            },
          },
        ],
      },
    });
  });

  it("reads 指定されたキャラと同じ名称のキャラ as the same name as `it` (SRBK 01-024)", () => {
    const abilities = ok(
      "[メイン/自分]:相手のキャラ1枚を指定する。このターン、相手は、指定されたキャラと同じ名称のキャラのテキストを使用することができない。",
    );
    expect(JSON.stringify(abilities)).toMatch(/"as":\{"kind":"It"\},"kind":"sameName"/);
  });
});
