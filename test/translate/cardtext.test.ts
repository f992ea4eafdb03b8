// The round trip on cardtext/: for every encoded card with abilities (no todo), the canonical
// Japanese rendering translates back to the card's AST, and so does the kept printed text —
// except exactly the cards listed, with their reasons, in docs/translate.md (a new exception, or
// one that no longer is, fails this test; print the current rows with
// `npx tsx translate/cardtext-roundtrip.ts`, accept them with `--write`).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cardtextRoundTrip } from "../../translate/cardtext-roundtrip.ts";

function documented(): string[] {
  const doc = readFileSync("docs/translate.md", "utf8");
  const start = doc.indexOf("<!-- cardtext-exceptions:start -->");
  const end = doc.indexOf("<!-- cardtext-exceptions:end -->");
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return doc
    .slice(start, end)
    .split("\n")
    .filter((l) => /^\| *[^ |]+\.cards *\|/.test(l))
    .map((l) =>
      l
        .split("|")
        .slice(1, 4)
        .map((c) => c.trim())
        .join(" "),
    );
}

describe("round trip on cardtext/", () => {
  const result = cardtextRoundTrip("cardtext");

  it("reads back every card except the documented exceptions", () => {
    const actual = result.exceptions.map((e) => `${e.file} ${e.number} ${e.direction}`);
    expect(actual.sort()).toEqual(documented().sort());
  });

  it("covers most of cardtext/", () => {
    expect(result.cards).toBeGreaterThan(100);
    const canonical = result.exceptions.filter((e) => e.direction === "canonical").length;
    expect(canonical).toBeLessThan(result.cards / 4);
  });
});
