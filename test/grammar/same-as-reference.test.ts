// `with the same name as this in your hand`: `this` is the card compared with, and `in your hand`
// belongs to the outer query (WKG2 P-010). When `as` began to take descriptions too, the selector
// after it swallowed the zone and the outer query fell back to the field (refused, PM4001).
import { describe, expect, it } from "vitest";
import { parse } from "../../grammar/parse.ts";

const card = (text: string) =>
  parse(
    `title 『T』\n\ncharacter 01-001 「A」 red cost 1 source 1 ap 10 dp 10 {\n  ${text}\n}\n`,
    "t.cards",
  );

describe("with the same name as <reference>", () => {
  it("leaves the zone to the outer query", () => {
    const { ast, diagnostics } = card(
      "if this enters: you may put 1 character with the same name as this in your hand onto your field rested",
    );
    expect(diagnostics).toEqual([]);
    const json = JSON.stringify(ast, (k, v: unknown) => (k === "span" ? undefined : v));
    // wrong: `"as":{"kind":"This","zone":{"zone":"hand",…}}` and an outer query with no zone
    expect(json).toContain('"filters":[{"kind":"sameName","as":{"kind":"This"}}]');
    expect(json).toContain(
      '"quantity":{"kind":"exactly","n":1},"zone":{"zone":"hand","owner":"your"}',
    );
  });

  it("still takes a description after `as`", () => {
    const { diagnostics } = card(
      "if this enters: choose 1 character with the same name as a card in the opponent's trash; rest it",
    );
    expect(diagnostics).toEqual([]);
  });
});
