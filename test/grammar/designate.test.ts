// `choose <selector>` (指定する): chooses cards now for a later `it`. Parses to its AST, prints
// canonically, round-trips, and has failing twins (syntax, and the checker's PM3310 in rule-cases).
import { describe, expect, it } from "vitest";

import type { Ability } from "../../grammar/ast.ts";
import { expectDiagnostic, firstAbility, fmtAbility, inCard } from "./helpers.ts";

describe("choose (指定する)", () => {
  const line =
    "[main/own] [0]: choose 1 of your 「A」; this turn, if it gives a point by approach: (draw 2)";
  it("parses to Designate, then `it` in a created trigger", () => {
    const ab: Ability = firstAbility(line);
    if (ab.kind !== "Activated") throw new Error("not activated");
    expect(ab.effect.steps.map((s) => s.step)).toMatchObject([
      {
        kind: "Designate",
        target: { kind: "Query", quantity: { kind: "exactly", n: 1 }, owner: "your" },
      },
      { kind: "CreateTrigger", trigger: { event: "givesPoint", subject: { kind: "It" } } },
    ]);
  });
  it("prints canonically and round-trips", () => {
    expect(fmtAbility(line)).toBe(line);
    expect(
      fmtAbility(
        "at start of your approach phase: choose 1 of the opponent's characters; it cannot block the approach of 「A」 this turn",
      ),
    ).toBe(
      "at start of your approach phase: choose 1 of the opponent's characters; it cannot block the approach of 「A」 this turn",
    );
  });
  it("failing twin: `choose` needs what it chooses", () =>
    expectDiagnostic(inCard("[main/own]: choose; draw 1"), "PM1202"));
});
