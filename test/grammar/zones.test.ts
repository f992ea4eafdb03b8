// The zones added for cards removed from the game (`in your exile`, the runtime's `removed` zone)
// and the EX deck (`in your ex deck`, `into its owner's ex deck`; rule 7.11: kept, warned about,
// refused by lowering). Each form parses to its AST, prints canonically, and has a failing twin.
import { describe, expect, it } from "vitest";

import { expectDiagnostic, firstAbility, fmtAbility, inCard, step } from "./helpers.ts";

describe("the removed zone (exile)", () => {
  it("is a zone of a selector: `in your exile`", () => {
    const ab = firstAbility("while count(「A」 in your exile) >= 7: this gets +50/+50");
    expect(ab).toMatchObject({
      kind: "Continuous",
      condition: { kind: "Count", of: { zone: { zone: "removed", owner: "your" } } },
    });
    expect(fmtAbility("while count(「A」 in your exile) >= 7: this gets +50/+50")).toBe(
      "while count(「A」 in your exile) >= 7: this gets +50/+50",
    );
    expect(step("return 1 card in the opponent's exile to its owner's hand")).toMatchObject({
      target: { zone: { zone: "removed", owner: "opponent's" } },
    });
  });
  it("`put X into your exile` is the exile step (one AST form)", () => {
    expect(step("put 1 card in your trash into your exile")).toMatchObject({ kind: "Exile" });
    expect(fmtAbility("[main/own]: put 1 card in your trash into your exile")).toBe(
      "[main/own]: exile 1 card in your trash",
    );
  });
  it("failing twin: `exiled` is not a zone", () => {
    expectDiagnostic(inCard("while count(「A」 in your exiled) >= 7: this gets +50/+50"), "PM1201");
  });
});

describe("the EX deck (rule 7.11)", () => {
  it("is a zone of a selector and a destination", () => {
    expect(step("put 1 「A」 in your ex deck into your hand")).toMatchObject({
      kind: "Move",
      target: { zone: { zone: "exDeck", owner: "your" } },
      to: { zone: "hand" },
    });
    expect(step("put this into its owner's ex deck")).toMatchObject({
      kind: "Move",
      to: { zone: "exDeck", owner: "owner" },
    });
    for (const a of [
      "[main/own]: put 1 「A」 with cost == 0 in your ex deck onto your main area",
      "[main/own]: put this into its owner's ex deck",
    ])
      expect(fmtAbility(a)).toBe(a);
  });
  it("`search your ex deck for …` searches the EX deck", () => {
    expect(step("search your ex deck for 1 「A」 and reveal it")).toMatchObject({
      kind: "Search",
      reveal: true,
      target: { zone: { zone: "exDeck", owner: "your" } },
    });
    expect(fmtAbility("[main/own]: search your ex deck for 1 「A」")).toBe(
      "[main/own]: search your ex deck for 1 「A」",
    );
  });
  it("failing twin: `ex` needs `deck`", () => {
    expectDiagnostic(inCard("[main/own]: put this into its owner's ex"), "PM1202");
  });
});

describe("this in a zone", () => {
  it("`this in your trash` is this card only while it is there", () => {
    expect(step("exile this in your trash")).toMatchObject({
      kind: "Exile",
      target: { kind: "This", zone: { zone: "trash", owner: "your" } },
    });
    expect(step("exile this")).toEqual(
      expect.objectContaining({ target: expect.not.objectContaining({ zone: expect.anything() }) }),
    );
    for (const a of [
      "if this leaves: exile this in trash; if you do, draw 1",
      "if this leaves: you may put this in your trash onto your main area",
      "if this leaves: you may put this in your trash onto your field rested",
    ])
      expect(fmtAbility(a)).toBe(a);
  });
  it("failing twin: the zone needs `in`", () => {
    expectDiagnostic(inCard("if this leaves: exile this your trash"), "PM1202");
  });
});

describe("the keyword filter", () => {
  it("`with 〔EXカード〕` is a card with that printed keyword; known boxes read as known keywords", () => {
    expect(
      step("put all 「A」 with 〔EXカード〕 in your trash into its owner's ex deck"),
    ).toMatchObject({
      target: {
        filters: [{ kind: "keyword", keyword: { keyword: "unimplemented", name: "EXカード" } }],
      },
    });
    expect(step("rest 1 character with 〔アクティブ〕")).toMatchObject({
      target: { filters: [{ kind: "keyword", keyword: { keyword: "active" } }] },
    });
    for (const a of [
      "[main/own]: put all 「A」 with 〔EXカード〕 in your trash into its owner's ex deck",
      "[main/own]: rest 1 character with 〔天然2〕",
    ])
      expect(fmtAbility(a)).toBe(a);
  });
  it("failing twin: a keyword filter is a 〔…〕 box, not the word", () => {
    expectDiagnostic(inCard("[main/own]: rest 1 character with active"), "PM1202");
  });
});
