// `<reference> is a <description>` (Matches): 「捨て札にしたカードが「X」の場合」. Parses to its AST,
// prints canonically, and has a failing twin (the checker's PM3020 cases are in rule-cases.ts).
import { describe, expect, it } from "vitest";

import { expectDiagnostic, firstAbility, fmtAbility, inCard } from "./helpers.ts";

describe("is a (Matches)", () => {
  const line = "[main/own]: you may trash 1 card in your hand; if it is a 「A」, draw 1";
  it("parses to Matches with an `any` description", () => {
    const ab = firstAbility(line);
    if (ab.kind !== "Activated") throw new Error("not activated");
    expect(ab.effect.steps[1]?.step).toMatchObject({
      kind: "Conditional",
      condition: {
        kind: "Matches",
        subject: { kind: "It" },
        what: { kind: "Query", quantity: { kind: "any" }, noun: { kind: "name", name: "A" } },
      },
    });
  });
  it("prints canonically", () => {
    expect(fmtAbility(line)).toBe(line);
    expect(
      fmtAbility("[main/own]: trash 1 card in your hand; if it is a card with cost == 0, draw 1"),
    ).toBe("[main/own]: trash 1 card in your hand; if it is a card with cost == 0, draw 1");
    expect(fmtAbility("while this is a character with 【A】: this gets +10/+10")).toBe(
      "while this is a character with 【A】: this gets +10/+10",
    );
  });
  it("is not confused with `it is your turn` or a state", () => {
    expect(fmtAbility("while it is your turn: this gets +10/+10")).toBe(
      "while it is your turn: this gets +10/+10",
    );
    expect(fmtAbility("while this is rested: this gets +10/+10")).toBe(
      "while this is rested: this gets +10/+10",
    );
  });
  it("failing twin: a description needs a noun", () =>
    expectDiagnostic(
      inCard("[main/own]: trash 1 card in your hand; if it is a with cost == 0, draw 1"),
      "PM1202",
    ));
});

describe("arrived this turn (filter)", () => {
  it("parses both forms as a post-noun filter and prints them back", () => {
    const line =
      "[main/both]: all characters put onto the field this turn cannot approach this turn";
    expect(fmtAbility(line)).toBe(line);
    const ab = firstAbility(line);
    if (ab.kind !== "Activated") throw new Error("not activated");
    expect(ab.effect.steps[0]?.step).toMatchObject({
      kind: "Restrict",
      target: { filters: [{ kind: "arrived", how: "putOntoField" }] },
    });
    const entered =
      "if this enters: 2 of your characters cannot be blocked by characters that entered this turn this turn";
    expect(fmtAbility(entered)).toBe(entered);
  });
  it("failing twin: `that` needs `entered`", () =>
    expectDiagnostic(inCard("[main/own]: rest 1 character that this turn"), "PM1202"));
});
