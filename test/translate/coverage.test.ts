import { describe, expect, it } from "vitest";
import { coverageHtml } from "../../translate/coverage-html.ts";
import { coverage, formatCoverage, generalise } from "../../translate/coverage.ts";
import { corpusCards } from "./helpers.ts";

const cards = corpusCards();

describe("coverage figures", () => {
  it("generalises names, traits, titles and numbers", () => {
    expect(generalise("自分の「平沢 唯」1枚は、【制服】を持つ『けいおん!』のキャラ１枚")).toBe("自分の「X」N枚は、【Y】を持つ『T』のキャラN枚");
  });

  it.skipIf(cards.length === 0)("does not fall below the documented corpus figures", () => {
    const c = coverage(cards);
    expect(c.cardsWithText).toBe(227);
    expect(c.cardsComplete).toBeGreaterThanOrEqual(122);
    expect(c.sentencesParsed).toBeGreaterThanOrEqual(258);
    expect(c.top.length).toBeGreaterThan(0);
    expect(formatCoverage(c)).toMatch(/cards with text fully translated: \d+\/227/);
    expect(coverageHtml(c)).toMatch(/<meter/);
  });

  it.skipIf(cards.length === 0)("builds card data from the corpus", () => {
    const first = cards[0]!.card;
    expect(first).toMatchObject({ kind: "Card", cardKind: "character", number: "01-002", name: "本間 芽衣子", color: "red", cost: 2, source: 2, ap: 20, dp: 20, rarity: "UC" });
    expect(first.traits).toEqual(["超平和バスターズ"]);
    const supportChar = cards.find((c) => c.record.ap === "-" || c.record.ap === "");
    if (supportChar) expect(supportChar.card.ap).toBeUndefined();
  });
});
