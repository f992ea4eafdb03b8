// decks/pool/ (written by `npx tsx workspace/pool-decks.ts`): every deck is legal against
// cardtext/ (rule 2.1: 60 cards, at most 4 of the same card, variants counted together; only
// compiled cards), and the generator gives every compiled card it is given a place in some deck.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseDeck } from "../../grammar/deck/index.ts";
import { validateDeck } from "../../compiler/deck/index.ts";
import { cardtextCards, isCompiled } from "../../workspace/deckfile.ts";
import { poolDecks } from "../../workspace/pool-decks.ts";

describe("decks/pool", () => {
  const files = readdirSync("decks/pool").filter((f) => f.endsWith(".deck"));

  it("every deck is legal (no PM6xxx error)", () => {
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const { ast, diagnostics } = parseDeck(readFileSync(`decks/pool/${f}`, "utf8"), f);
      const checked = validateDeck(ast, cardtextCards(), { isCompiled });
      const errors = [...diagnostics, ...checked.diagnostics].filter((d) => d.severity === "error");
      expect(
        errors.map((d) => `${d.code} ${d.message}`),
        f,
      ).toEqual([]);
    }
  });

  it("the generator puts every compiled card in a deck of 60", () => {
    const index = cardtextCards();
    const decks = poolDecks(index, isCompiled);
    const named = new Set(
      [...decks.values()].flatMap((t) => [...t.matchAll(/^\d+ (\S+)/gm)].map((m) => m[1])),
    );
    const compiled = [...index.byId.keys()].filter(isCompiled);
    expect(compiled.filter((id) => !named.has(id))).toEqual([]);
    for (const [name, text] of decks) {
      const total = [...text.matchAll(/^(\d+) /gm)].reduce((n, m) => n + Number(m[1]), 0);
      expect(total, name).toBe(60);
    }
  });
});
