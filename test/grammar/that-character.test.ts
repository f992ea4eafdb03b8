// `that character` (そのキャラ once `it` has moved on, WHN 01-104): an `It` node with `character`,
// read and printed wherever `it` is — a selector, `it in <zone>`, a reference after `except` /
// `the same name as` — and distinct from `it` in the AST.
import { describe, expect, it } from "vitest";
import { effectSteps, fmtAbility } from "./helpers.ts";

const WHN =
  "[approach/both]: 1 of your characters gets ±0/+20 until end of turn; then you may trash 1 card in your hand; if you do, ready that character";

const noSpans = (v: unknown): string =>
  JSON.stringify(v, (k, x: unknown) => (k === "span" ? undefined : x));

/** The ability prints back as written; its steps, as JSON without spans. */
function readBack(ability: string): string {
  expect(fmtAbility(ability)).toBe(ability);
  return noSpans(effectSteps(ability));
}

describe("that character", () => {
  it("is `it` with `character`, and prints back as written", () => {
    expect(readBack(WHN)).toContain('"kind":"Ready","target":{"kind":"It","character":true}');
  });

  it("is not `it`", () => {
    const json = noSpans(effectSteps(WHN.replace("that character", "it")));
    expect(json).toContain('"kind":"Ready","target":{"kind":"It"}');
    expect(json).not.toContain('"character":true');
  });

  it("takes a zone as `it` does (`that character in your trash`)", () => {
    const a =
      "[main/own]: 1 of your characters gets +10/+10 until end of turn; then trash 1 card in your hand; if you do, put that character in your trash into its owner's hand";
    expect(readBack(a)).toContain(
      '{"kind":"It","character":true,"zone":{"zone":"trash","owner":"your"}}',
    );
  });

  it("is a reference: `except that character`, and `the same name as` leaves the zone outside", () => {
    const except =
      "[main/own]: 1 of your characters gets +10/+10 until end of turn; then trash 1 card in your hand; if you do, 1 of your characters except that character gets +10/+10 until end of turn";
    expect(readBack(except)).toContain('{"kind":"except","what":{"kind":"It","character":true}}');
    const same =
      "[main/own]: 1 of your characters gets +10/+10 until end of turn; then trash 1 card in your hand; if you do, put 1 character with the same name as that character in your hand onto your field";
    const json = readBack(same);
    expect(json).toContain('"as":{"kind":"It","character":true}}');
    expect(json).toContain('"zone":{"zone":"hand","owner":"your"}');
  });

  it("is `that` then `character`: `that card` is no reference", () => {
    expect(() => effectSteps("[main/own]: draw 1; then ready that card")).toThrow();
  });
});
