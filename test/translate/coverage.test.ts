import { describe, expect, it } from "vitest";
import { coverageHtml } from "../../translate/coverage-html.ts";
import { checkCorpus } from "../../translate/check.ts";
import { coverage, formatCoverage, generalise } from "../../translate/coverage.ts";
import { buildCard } from "../../translate/corpus.ts";
import { corpusCards } from "./helpers.ts";

const cards = corpusCards();

/** A character record of a small test corpus: cost 1, 10/10, red, title 『T』. */
const character = (fields: { number: string; name: string; text: string; setAbbr?: string }) => ({
  type: "キャラクター",
  usageCost: "1",
  outbreakCost: "1",
  color: "赤",
  ap: "10",
  dp: "10",
  setName: "T",
  ...fields,
});

describe("coverage figures", () => {
  it("generalises names, traits, titles and numbers", () => {
    expect(generalise("自分の「平沢 唯」1枚は、【制服】を持つ『けいおん!』のキャラ１枚")).toBe(
      "自分の「X」N枚は、【Y】を持つ『T』のキャラN枚",
    );
  });

  it("does not fall below the documented corpus figures", () => {
    const c = coverage(cards);
    expect(c.cardsWithText).toBe(227);
    expect(c.cardsComplete).toBeGreaterThanOrEqual(192);
    expect(c.sentencesParsed).toBeGreaterThanOrEqual(365);
    expect(c.top.length).toBeGreaterThan(0);
    expect(formatCoverage(c)).toMatch(/cards with text fully translated: \d+\/227/);
    expect(coverageHtml(c)).toMatch(/<meter/);
  });

  it("every fully translated card passes the checker (corpus names declared)", () => {
    const complete = cards.filter((c) => c.translation.complete);
    const checked = checkCorpus(complete, "corpus");
    expect(
      [...checked.errors.entries()].map(
        ([n, ds]) => `${n}: ${ds.map((d) => d.message).join("; ")}`,
      ),
    ).toEqual([]);
    const c = coverage(cards, checked);
    expect(c.cardsChecked).toBe(c.cardsComplete);
    expect(c.cardsRunnable).toBeGreaterThanOrEqual(172);
    expect(formatCoverage(c)).toMatch(/cards fully translated and passing memoria check: \d+\/227/);
  });

  it("the check hook blames a checker error on the card it points into", () => {
    const record = character({
      number: "09-001",
      name: "甲",
      text: "[メイン/自分]:自分の『存在しない作品』のキャラ1枚は、ターン終了時まで+10/+10を得る。",
    });
    const good = { ...record, number: "09-002", name: "乙", text: "このカードは、+10/+10を得る。" };
    const built = [buildCard(record, 1, "mini"), buildCard(good, 2, "mini")];
    // Without its printed text the unknown title is an error, not a warning (PM2003 vs PM2010).
    delete built[0]!.card.printed;
    const checked = checkCorpus(built, "mini");
    expect(checked.passes(built[1]!)).toBe(true);
    expect(checked.passes(built[0]!)).toBe(false);
  });

  it("a number printed in two sets is two cards: an error in one does not fail the other", () => {
    const bad = character({
      number: "01-008",
      setAbbr: "AAA",
      name: "甲",
      text: "[メイン/自分]:自分の『存在しない作品』のキャラ1枚は、ターン終了時まで+10/+10を得る。",
    });
    const good = {
      ...bad,
      setAbbr: "BBB",
      name: "乙",
      setName: "U",
      text: "このカードは、+10/+10を得る。",
    };
    const built = [buildCard(bad, 1, "mini"), buildCard(good, 2, "mini")];
    delete built[0]!.card.printed;
    const checked = checkCorpus(built, "mini");
    expect([...checked.errors.keys()]).toEqual(["AAA 01-008"]);
    expect(checked.passes(built[1]!)).toBe(true);
    expect(checked.runs(built[1]!)).toBe(true);
    expect(checked.passes(built[0]!)).toBe(false);
    expect(checked.runs(built[0]!)).toBe(false);
  });

  it("a card with a rule 7.11 keyword passes check with a warning, and is not counted as runnable", () => {
    const record = character({ number: "09-003", name: "丙", text: "〔強引〕" });
    const built = [buildCard(record, 1, "mini")];
    expect(built[0]!.translation.complete).toBe(true);
    const checked = checkCorpus(built, "mini");
    expect(checked.passes(built[0]!)).toBe(true);
    expect(checked.usesLaterRules(built[0]!)).toBe(true);
    expect(checked.runs(built[0]!)).toBe(false);
    const c = coverage(built, checked);
    expect(c).toMatchObject({ cardsChecked: 1, cardsCheckedLaterRules: 1, cardsRunnable: 0 });
    expect(formatCoverage(c)).toMatch(
      /of which use a rule 7\.11 construct .*: 1\n.*of which the engine can run .*: 0\/1/,
    );
  });

  it("builds card data from the corpus", () => {
    const first = cards[0]!.card;
    expect(first).toMatchObject({
      kind: "Card",
      cardKind: "character",
      number: "01-002",
      name: "本間 芽衣子",
      color: "red",
      cost: 2,
      source: 2,
      ap: 20,
      dp: 20,
      rarity: "UC",
    });
    expect(first.traits).toEqual(["超平和バスターズ"]);
    const supportChar = cards.find((c) => c.record.ap === "-" || c.record.ap === "");
    if (supportChar) expect(supportChar.card.ap).toBeUndefined();
  });
});
