// Steps the opponent performs or decides: mandatory steps the opponent chooses for (pm_k-on 01-015
// 「相手は手札を1枚選んで捨て札にする」, dnp 01-099 「相手は、休息状態の自分のキャラ1枚を手札に戻す」) and
// an optional one the opponent accepts or declines (pm_hs 01-125 「相手は…できる」, mayBy("opponent"),
// OPPONENT_MAY_IS_OPPONENTS_DECISION). Hand-defined cards.
import { describe, expect, it } from "vitest";
import {
  cards,
  choose,
  chooseNow,
  chosen,
  mayBy,
  on,
  returnToHand,
  seq,
  trash,
  triggered,
} from "../../runtime/index.ts";
import { char, eventCard, onBoard, spare } from "./helpers.ts";

describe("mandatory steps chosen by the opponent (chooseNow with chooser 'opponent')", () => {
  it("pm_k-on 01-015 相手は手札を1枚選んで捨て札にする: the opponent makes the choice", () => {
    const e = eventCard(
      "E-1",
      seq(chooseNow(choose(1, cards("opponent", "hand")), "d", "opponent"), trash(chosen("d"))),
    );
    const g = onBoard([e, char("Y-1", "y"), char("Z-1", "z"), spare], {
      p0: { hand: ["E-1", "T-99"] },
      p1: { hand: ["Y-1", "Z-1"] },
    });
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();
    expect(g.pending).toMatchObject({ kind: "choose", player: 1, min: 1, max: 1 });
    g.reject({ type: "choose", player: 0, cards: [g.id(1, "Y-1")] }, "priority/not-your-turn");
    g.do({ type: "choose", player: 1, cards: [g.id(1, "Z-1")] });
    expect(g.zone(1, "trash")).toEqual(["Z-1"]);
  });

  it("dnp 01-099 相手は、休息状態の自分のキャラ1枚を手札に戻す: only rested ones are offered, the opponent picks", () => {
    const e = eventCard(
      "E-1",
      seq(
        chooseNow(choose(1, cards("opponent", "main", { rested: true })), "r", "opponent"),
        returnToHand(chosen("r")),
      ),
    );
    const g = onBoard([e, char("Y-1", "y"), char("Z-1", "z"), char("W-1", "w"), spare], {
      p0: { hand: ["E-1", "T-99"] },
      p1: { main: [{ card: "Y-1", rested: true }, { card: "Z-1", rested: true }, "W-1"] },
    });
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();
    expect(g.pending).toMatchObject({ kind: "choose", player: 1 });
    g.reject({ type: "choose", player: 1, cards: [g.id(1, "W-1")] }, "target/illegal");
    g.do({ type: "choose", player: 1, cards: [g.id(1, "Y-1")] });
    expect(g.where(g.id(1, "Y-1"))).toBe("hand");
  });
});

describe("the opponent may (pm_hs 01-125)", () => {
  it('mayBy("opponent"): the opponent is asked and makes the choice', () => {
    const c = char("C-1", "c", {
      cost: 0,
      abilities: [
        triggered(
          on("enters"),
          mayBy(
            "opponent",
            seq(
              chooseNow(
                choose(1, cards("opponent", "trash", { kind: "character" })),
                "x",
                "opponent",
              ),
              returnToHand(chosen("x")),
            ),
          ),
        ),
      ],
    });
    const g = onBoard([c, spare], { p0: { hand: ["C-1"] }, p1: { trash: ["T-99"] } });
    g.do({ type: "play", player: 0, card: g.id(0, "C-1"), pay: [], area: "main" });
    for (let i = 0; i < 6 && g.pending.kind === "priority"; i++) g.pass();
    expect(g.pending).toMatchObject({ kind: "may", player: 1 });
    g.do({ type: "may", player: 1, accept: true }).resolveAll();
    expect(g.zone(1, "hand")).toContain("T-99");
  });
});
