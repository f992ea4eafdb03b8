// The name-based filters: `with the same name as this|it|host`, `with ap/dp` / `without ap/dp`,
// `with 「X」 in its name`, and alternatives `named 「A」 or with 【B】`. Each parses to its AST,
// prints canonically (round trip) and has a failing twin.
import { describe, expect, it } from "vitest";

import { expectDiagnostic, fmtAbility, inCard, step } from "./helpers.ts";

describe("with the same name as", () => {
  it("takes this, it or host", () => {
    expect(step("ready 1 of your characters with the same name as this")).toMatchObject({
      target: { filters: [{ kind: "sameName", as: { kind: "This" } }] },
    });
    expect(step("ready 1 character with the same name as it in your hand")).toMatchObject({
      target: { filters: [{ kind: "sameName", as: { kind: "It" } }], zone: { zone: "hand" } },
    });
    expect(fmtAbility("[main/own]: ready 1 of your characters with the same name as host")).toBe(
      "[main/own]: ready 1 of your characters with the same name as host",
    );
  });
  it("failing twin: `as` needs what it compares with", () =>
    expectDiagnostic(inCard("[main/own]: ready 1 character with the same name as"), "PM1202"));
});

describe("with ap/dp, without ap/dp", () => {
  it("is the stats filter", () => {
    expect(
      step("put 1 character with ap/dp in your support area into your main area"),
    ).toMatchObject({
      target: { filters: [{ kind: "stats", has: true }] },
    });
    expect(step("trash 1 「A」 without ap/dp in your hand")).toMatchObject({
      target: { filters: [{ kind: "stats", has: false }] },
    });
    expect(fmtAbility("[main/own]: trash 1 「A」 without ap/dp in your hand")).toBe(
      "[main/own]: trash 1 「A」 without ap/dp in your hand",
    );
  });
  it("still reads `with ap >= 20`", () =>
    expect(step("trash 1 character with ap >= 20")).toMatchObject({
      target: { filters: [{ kind: "compare", stat: "ap" }] },
    }));
  it("failing twin", () =>
    expectDiagnostic(inCard("[main/own]: trash 1 character without ap"), "PM1202"));
});

describe("with 「X」 in its name", () => {
  it("is nameContains", () => {
    expect(step("rest 1 of your characters with 「轟雷」 in its name")).toMatchObject({
      target: { filters: [{ kind: "nameContains", text: "轟雷" }] },
    });
  });
  it("failing twin", () =>
    expectDiagnostic(
      inCard("[main/own]: rest 1 of your characters with 「轟雷」 in name"),
      "PM1202",
    ));
});

describe("filter alternatives", () => {
  it("`named 「A」 or with 【B】` is one either filter", () => {
    expect(step("ready 1 of your characters named 「A」 or with 【B】")).toMatchObject({
      kind: "Ready",
      target: {
        filters: [
          {
            kind: "either",
            options: [
              { kind: "name", name: "A" },
              { kind: "trait", traits: ["B"] },
            ],
          },
        ],
      },
    });
    expect(
      fmtAbility("[main/own]: ready 1 of your characters named 「A」 or with 【B】 in your trash"),
    ).toBe("[main/own]: ready 1 of your characters named 「A」 or with 【B】 in your trash");
  });
  it("does not swallow a step-level `or`", () => {
    expect(step("ready 1 of your characters named 「A」 or draw 1")).toMatchObject({
      kind: "Choice",
    });
  });
  it("failing twin", () =>
    expectDiagnostic(
      inCard("[main/own]: ready 1 of your characters named 「A」 or with"),
      "PM1202",
    ));
});

describe("the blocked adjective", () => {
  it("is the state filter blocked (妨害されている)", () => {
    expect(step("return 1 of your blocked characters to its owner's hand")).toMatchObject({
      target: { filters: [{ kind: "state", state: "blocked" }] },
    });
  });
  it("failing twin", () =>
    expectDiagnostic(inCard("[main/own]: return 1 of your blocked to its owner's hand"), "PM1202"));
});
