// The stat family's card-language forms (issue 13): `with the same trait as this|it|host`
// (このカードと同じ特徴を持つ). Each parses to its AST, prints canonically and has a failing twin.
import { describe, expect, it } from "vitest";

import { expectDiagnostic, fmtAbility, inCard, step } from "./helpers.ts";

describe("with the same trait as", () => {
  it("takes this, it or host, and prints back", () => {
    expect(step("ready 1 of your characters with the same trait as this")).toMatchObject({
      target: { filters: [{ kind: "sameTrait", as: { kind: "This" } }] },
    });
    expect(step("ready 1 character with the same trait as it in your hand")).toMatchObject({
      target: { filters: [{ kind: "sameTrait", as: { kind: "It" } }], zone: { zone: "hand" } },
    });
    expect(
      fmtAbility(
        "while count(your characters with the same trait as this) >= 5: this gets +20/+20",
      ),
    ).toBe("while count(your characters with the same trait as this) >= 5: this gets +20/+20");
  });
  it("is an alternative beside the same name", () => {
    expect(
      fmtAbility(
        "[main/own]: 1 of your characters with the same name as this or with the same trait as this gets +10/+10 until end of turn",
      ),
    ).toBe(
      "[main/own]: 1 of your characters with the same name as this or with the same trait as this gets +10/+10 until end of turn",
    );
  });
  it("failing twin: `as` needs what it compares with", () =>
    expectDiagnostic(inCard("[main/own]: ready 1 character with the same trait as"), "PM1202"));
});

describe("gets tennen +N", () => {
  it("is a change of the tennen number, printed back", () => {
    expect(step("1 of your characters gets +20/+20 and tennen +2 until end of turn")).toMatchObject(
      {
        kind: "Gets",
        tennen: 2,
        stat: { ap: 20, dp: 20 },
        keywords: [],
      },
    );
    expect(fmtAbility("[main/own]: 1 of your characters gets tennen +2 until end of turn")).toBe(
      "[main/own]: 1 of your characters gets tennen +2 until end of turn",
    );
  });
  it("stays the keyword without a sign", () => {
    expect(step("1 of your characters gets tennen 2 until end of turn")).toMatchObject({
      keywords: [{ keyword: "tennen", n: 2 }],
    });
  });
  it("failing twin: a tennen change needs a number", () =>
    // `+` is a token since `ap+dp`: a bare `+` is now a syntax error (PM1202), not a lexer one
    expectDiagnostic(inCard("[main/own]: this gets tennen + until end of turn"), "PM1202"));
});
