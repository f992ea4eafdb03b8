// Issue 13, family B (looking at the deck, picking, counting, copying values): the card-language
// forms. Each parses to its AST, prints canonically and has a failing twin.
import { describe, expect, it } from "vitest";

import { expectDiagnostic, fmtAbility, inCard, step } from "./helpers.ts";

describe("with the same color as", () => {
  it("takes a reference and prints back (KSC 01-092)", () => {
    expect(step("ready 1 of your characters with the same color as it")).toMatchObject({
      target: { filters: [{ kind: "sameColor", as: { kind: "It" } }] },
    });
    const line =
      "[main/own] ↓: reveal the top 1 card of your deck; if you do, 1 of your characters with the same color as it gets +20/+20 until end of turn";
    expect(fmtAbility(line)).toBe(line);
  });
  it("failing twin: a query is not a reference", () =>
    expectDiagnostic(
      inCard("[main/own]: ready 1 character with the same color as 1 card"),
      "PM1202",
    ));
});
