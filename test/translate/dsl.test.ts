// The translator produces the same AST the card language produces: every card it translates
// completely is printed by the grammar's formatter (`memoria fmt`) and parsed back by the grammar's
// parser to the same abilities (modulo spans).
import { describe, expect, it } from "vitest";
import { astEqual, format, parse } from "../../grammar/index.ts";
import { corpusCards } from "./helpers.ts";

const complete = corpusCards().filter((c) => c.translation.complete && c.translation.abilities.length > 0);

describe.skipIf(complete.length === 0)("translated cards in the card language", () => {
  it.each(complete.map((c) => [c.record.number, c] as const))("%s formats and parses back", (_n, c) => {
    const text = format({ kind: "CardFile", items: [c.card], span: c.card.span });
    const result = parse(text, "translated.cards");
    expect(result.diagnostics.filter((d) => d.severity === "error").map((d) => d.message)).toEqual([]);
    const item = result.ast.items.find((i) => i.kind === "Card");
    expect(item?.kind).toBe("Card");
    if (item?.kind === "Card") expect(astEqual(item.abilities, c.card.abilities)).toBe(true);
  });
});

describe.skipIf(complete.length === 0)("printing the corpus in the card language", () => {
  it("prints every card, with TODO comments on partial ones, and the file parses", async () => {
    const { printCards } = await import("../../translate/print.ts");
    const cards = corpusCards();
    const printed = printCards(cards);
    expect(printed.partial.length).toBe(cards.filter((c) => !c.translation.complete).length);
    expect(printed.text).toMatch(/\/\/ TODO\(translate\): 「/);
    const result = parse(printed.text, "translated.cards");
    expect(result.diagnostics.filter((d) => d.severity === "error").map((d) => d.message)).toEqual([]);
    expect(result.ast.items.filter((i) => i.kind === "Card").length).toBe(cards.length);
  });
});
