// `(A; B)`: steps said in one clause (「Aし、B」), so the link, condition, option or delay in front
// covers all of them. Parses to a Group, prints canonically, round-trips; failing twins.
import { describe, expect, it } from "vitest";

import type { Ability } from "../../grammar/ast.ts";
import { expectDiagnostic, firstAbility, fmtAbility, inCard } from "./helpers.ts";

const stepsOf = (line: string) => {
  const ab: Ability = firstAbility(line);
  if (ab.kind !== "Activated") throw new Error("not activated");
  return ab.effect.steps;
};

describe("groups of steps", () => {
  it("parses `; if you do, (A; B)` to one linked Group", () => {
    const steps = stepsOf(
      "[main/own]: trash 1 card in your hand; if you do, (put this on the bottom of its owner's deck; draw 2)",
    );
    expect(steps).toHaveLength(2);
    expect(steps[1]).toMatchObject({
      link: "ifYouDo",
      step: { kind: "Group", steps: [{ kind: "Move" }, { kind: "Draw" }] },
    });
  });

  it("a group inside a choice, a condition and a delay", () => {
    expect(stepsOf("[main/own]: draw 1 or (rest this; draw 2)")[0]!.step).toMatchObject({
      kind: "Choice",
      options: [{ kind: "Draw" }, { kind: "Group", steps: [{ kind: "Rest" }, { kind: "Draw" }] }],
    });
    expect(stepsOf("[main/own]: if it is your turn, (rest this; draw 1)")[0]!.step).toMatchObject({
      kind: "Conditional",
      effect: { kind: "Group" },
    });
    expect(stepsOf("[main/own]: at end of turn, (rest this; draw 1)")[0]!.step).toMatchObject({
      kind: "Delayed",
      effect: { kind: "Group" },
    });
  });

  it("one step in parentheses stays that step (a bracketed choice option)", () => {
    expect(stepsOf("[main/own]: draw 1 or (ready this)")[0]!.step).toMatchObject({
      kind: "Choice",
      options: [{ kind: "Draw" }, { kind: "Ready" }],
    });
  });

  it("prints canonically and round-trips", () => {
    for (const line of [
      "[main/own]: trash 1 card in your hand; if you do, (put this on the bottom of its owner's deck; draw 2)",
      "[main/own]: draw 1 or (rest this; draw 2)",
      "[main/own]: if it is your turn, (rest this; draw 1)",
      "[main/own]: at end of turn, (rest this; draw 1)",
    ])
      expect(fmtAbility(line)).toBe(line);
  });

  it("failing twins: an unclosed group, a link inside a group", () => {
    expectDiagnostic(inCard("[main/own]: draw 1; if you do, (rest this; draw 2"), "PM1202");
    expectDiagnostic(inCard("[main/own]: draw 1; if you do, (rest this; then draw 2)"), "PM1202");
  });
});
