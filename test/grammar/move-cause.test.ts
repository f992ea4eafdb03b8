// What moved a card (`… by an effect [of yours | of the opponent's]`, `… by a card of …`), the
// events `is put into the trash` and `leaves the field`, and `X loses texts <duration>`: parse to
// their AST, print canonically and round-trip; failing twins.
import { describe, expect, it } from "vitest";
import type { Ability } from "../../grammar/ast.ts";
import { expectDiagnostic, firstAbility, fmtAbility, inCard } from "./helpers.ts";

const triggerOf = (line: string) => {
  const ab: Ability = firstAbility(line);
  if (ab.kind !== "Triggered") throw new Error("not triggered");
  return ab.trigger;
};

describe("the cause of a move", () => {
  const lines = [
    "if this is put into the trash by an effect of yours: draw 1",
    "if this is put into the trash by an effect of the opponent's: draw 1",
    "if this leaves the field by an effect: draw 1",
    "each time a card of yours is put into the point pile by a card of the opponent's: draw 1",
    "if this leaves by a card of yours: draw 1",
  ];
  it("parses the event and its cause", () => {
    expect(triggerOf(lines[0]!)).toMatchObject({
      event: "putIntoTrash",
      cause: { by: "effect", whose: "your" },
    });
    expect(triggerOf(lines[2]!)).toMatchObject({ event: "leavesField", cause: { by: "effect" } });
    expect(triggerOf(lines[3]!)).toMatchObject({
      event: "putIntoPointPile",
      cause: { by: "card", whose: "opponent's" },
    });
    // `leaves by a card …` is the cause, not `leaves by approach`
    expect(triggerOf(lines[4]!)).toMatchObject({ event: "leaves", cause: { by: "card" } });
    expect(triggerOf(lines[4]!)).not.toHaveProperty("byApproach");
  });
  it("prints canonically and round-trips", () => {
    for (const line of lines) expect(fmtAbility(line)).toBe(line);
  });
  it("failing twin: `by a card` says whose", () =>
    expectDiagnostic(inCard("if this leaves the field by a card: draw 1"), "PM1202"));
});

describe("texts made void", () => {
  const line =
    "if this blocks: 1 of the opponent's approaching characters loses texts until end of turn";
  it("parses to a Restrict step with textsVoid", () => {
    const ab: Ability = firstAbility(line);
    if (ab.kind !== "Triggered") throw new Error("not triggered");
    expect(ab.effect.steps[0]!.step).toMatchObject({
      kind: "Restrict",
      restriction: { kind: "textsVoid" },
      duration: { kind: "untilEndOfTurn" },
    });
  });
  it("prints canonically and round-trips", () => expect(fmtAbility(line)).toBe(line));
  it("failing twin: `loses` takes texts", () =>
    expectDiagnostic(inCard("if this blocks: this loses until end of turn"), "PM1202"));
});
