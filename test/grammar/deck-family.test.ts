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

describe("carrying", () => {
  it("is a filter holding the support card's description (GP 01-012, K_ON 01-110)", () => {
    expect(step("ready 1 of your 「平沢 唯」 carrying 「ギー太」")).toMatchObject({
      target: {
        noun: { kind: "name", name: "平沢 唯" },
        filters: [{ kind: "carrying", what: { noun: { kind: "name", name: "ギー太" } } }],
      },
    });
    const line =
      "if a character of yours with 【戦車道】 carrying 「IV号戦車D型」 approaches: 1 of the opponent's characters gets -30/±0 until end of turn";
    expect(fmtAbility(line)).toBe(line);
  });
  it("failing twin: carrying needs what is carried", () =>
    expectDiagnostic(inCard("[main/own]: ready 1 character carrying"), "PM1202"));
});
