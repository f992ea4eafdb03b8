// 相手はカードを1枚引くことができる: the opponent's draw and the opponent's choice — `the opponent may
// draw 1` (a draw inside `<player> may` without its own player is that player's). It came out as
// `you may the opponent draws 1` (the controller deciding) with broken English.
import { describe, expect, it } from "vitest";
import { fmtAbility, step as dslStep } from "../grammar/helpers.ts";
import { roundTrips, step } from "./expect-translation.ts";

describe("the opponent may draw", () => {
  it("translates to the opponent's may and the opponent's draw", () => {
    expect(step("[メイン/自分]:相手はカードを1枚引くことができる。")).toMatchObject({
      kind: "May",
      player: "opponent",
      effect: { kind: "Draw", player: "opponent" },
    });
    expect(roundTrips("[メイン/自分]:相手はカードを1枚引くことができる。")).toEqual({
      ja: "[メイン/自分]:相手は、カードを1枚引くことができる。",
      en: "[Main/Own]: Your opponent may draw 1 card.",
    });
  });

  it("`the opponent may draw 1` is the opponent drawing; another player's draw says who", () => {
    expect(dslStep("the opponent may draw 1")).toMatchObject({
      player: "opponent",
      effect: { kind: "Draw", player: "opponent" },
    });
    expect(dslStep("the opponent may you draws 1")).toMatchObject({
      player: "opponent",
      effect: { kind: "Draw", player: "you" },
    });
    expect(dslStep("you may draw 1")).toMatchObject({
      player: "you",
      effect: { kind: "Draw", player: "you" },
    });
  });

  it.each([
    "[main/own]: the opponent may draw 1",
    "[main/own]: the opponent may you draws 1",
    "[main/own]: you may the opponent draws 1",
    "[main/own]: the opponent must draw 2",
  ])("prints back the way it reads: %s", (line) => expect(fmtAbility(line)).toBe(line));
});
