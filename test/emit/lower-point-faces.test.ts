// Lowering of point-card faces (issue 13, item 1; rulings/selector-lists.ruling): a face filter
// outside TurnPoints (表向きのキャラ1枚を手札に加える) is the runtime filter `faceUp` (rule 10.1), and
// the opponent's `must` turning its point cards (全てのプレイヤーは、…) is the opponent's choice.
import { describe, expect, it } from "vitest";
import { lowerAbilityLine } from "./helpers.ts";

const effectOf = (line: string) => {
  const l = lowerAbilityLine(line);
  expect(l.diagnostics.map((d) => d.message)).toEqual([]);
  return (l.def.abilities![0] as { effect: unknown }).effect;
};

describe("point-card faces", () => {
  it("a face-up character in the point pile is a `faceUp` filter (PM_K-ON_Part2 02-076)", () => {
    expect(
      JSON.stringify(
        effectOf("[main/own]: put 1 face-up character in your point pile into its owner's hand"),
      ),
    ).toContain('"faceUp":true');
    expect(
      JSON.stringify(effectOf("[main/own]: trash 1 face-down card in your point pile")),
    ).toContain('"faceUp":false');
  });

  it("the opponent's `must` turns the opponent's cards by the opponent's choice (02-088)", () => {
    expect(
      effectOf(
        "[main/own]: turn 1 face-down card in your point pile face up; the opponent must turn 1 face-down card in the opponent's point pile face up",
      ),
    ).toMatchObject({
      do: "seq",
      steps: [
        { do: "flipPoints", player: "you", n: 1, faceUp: true },
        { do: "flipPoints", player: "opponent", n: 1, faceUp: true, chooser: "opponent" },
      ],
    });
  });

  it("your own turning names no chooser (the controller decides)", () => {
    const e = effectOf("[main/own]: turn 1 card in your point pile face up") as object;
    expect(e).not.toHaveProperty("chooser");
  });
});
