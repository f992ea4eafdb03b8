// `memoria coverage`: the figures are computed from cardtext/ and the rulings that pass, on a small
// fixture (one passing ruling, one failing, one citing without naming) and on the real tree.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { format, parse } from "../../grammar/index.ts";
import { isMarked } from "../../translate/pool/record.ts";
import {
  command,
  computeCoverage,
  formatCoverage,
  namesCard,
} from "../../cli/commands/coverage.ts";

const root = join(import.meta.dirname, "../..");

afterEach(() => vi.restoreAllMocks());

/**
 * The hand-encoded cards of cardtext/kmk.cards (2 cards with abilities, both compiled; the
 * translated pool's cards are left out, so a re-run of the pool does not change the figures) and
 * three rulings on it.
 */
function fixture(): { cardtext: string; rulings: string } {
  const dir = mkdtempSync(join(tmpdir(), "memoria-coverage-"));
  const cardtext = join(dir, "cardtext");
  const rulings = join(dir, "rulings");
  mkdirSync(cardtext);
  mkdirSync(rulings);
  const kmk = parse(readFileSync(join(root, "cardtext/kmk.cards"), "utf8"), "kmk.cards").ast!;
  const hand = { ...kmk, items: kmk.items.filter((i) => i.kind !== "Card" || !isMarked(i)) };
  writeFileSync(join(cardtext, "kmk.cards"), format(hand));
  writeFileSync(
    join(rulings, "kmk.ruling"),
    `cards compiled kmk
ruling "passes and names the card" cites card 01-030
  A main: kmk/01-030
  A hand: kmk/01-083
  expect kmk/01-030 is 50/50

ruling "fails, so it covers nothing" cites card 01-083
  A main: kmk/01-083
  A hand: kmk/01-030
  expect kmk/01-083 is 90/90

ruling "passes but only cites 01-083 without using it" cites card 01-083
  A main: kmk/01-030
  A hand: kmk/01-030
  expect kmk/01-030 is 50/50
`,
  );
  return { cardtext, rulings };
}

describe("computeCoverage", () => {
  it("counts cards, abilities, compiled and covered per set", async () => {
    const rows = await computeCoverage({ ...fixture(), isCompiled: () => true });
    expect(rows).toEqual([
      { set: "kmk", cards: 2, withAbility: 2, compiled: 2, covered: 1, uncovered: ["kmk/01-083"] },
    ]);
  });

  it("does not count a card the emitter did not compile", async () => {
    const rows = await computeCoverage({ ...fixture(), isCompiled: (id) => id !== "kmk/01-083" });
    expect(rows[0]).toMatchObject({ compiled: 1, covered: 1, uncovered: [] });
  });

  it("prints the table with totals and the share", () => {
    const text = formatCoverage([
      { set: "a", cards: 3, withAbility: 2, compiled: 2, covered: 1, uncovered: [] },
      {
        set: "rulebook-examples",
        cards: 5,
        withAbility: 1,
        compiled: 1,
        covered: 1,
        uncovered: [],
      },
    ]);
    expect(text).toMatch(/^a +3 +2 +2 +1 +50%$/m);
    expect(text).toMatch(/^total \(1 sets\) +3 +2 +2 +1 +50%$/m);
    expect(text).toContain("reconstructed (not counted above):");
    expect(text).toContain("real cards encoded: 3;");
  });
});

describe("namesCard: which of the cards a citation may mean the ruling's body uses", () => {
  const card = (set: string, number: string, name: string) =>
    ({ id: `${set}/${number}`, set, number, name, title: "", todo: false }) as const;
  const ermg = card("ermg", "01-110", "和泉 紗霧");
  const ach = card("ach", "01-110", "本間 芽衣子");
  const kon = card("pm_k-on", "01-110", "平沢 唯");
  const cited = [ermg, ach, kon];

  it("a set-qualified id names that card only, not the others with its number", () => {
    const body = "  A main: ermg/01-110\n  expect ermg/01-110 is 30/30\n";
    expect(cited.filter((c) => namesCard(body, c, cited))).toEqual([ermg]);
  });
  it("a bare number names a card only when no other cited card has it", () => {
    expect(namesCard("  A hand: 01-110\n", ermg, [ermg])).toBe(true);
    expect(cited.some((c) => namesCard("  A hand: 01-110\n", c, cited))).toBe(false);
    expect(namesCard("  A hand: 01-1100\n", ermg, [ermg])).toBe(false);
  });
  it("a 「name」 names the card that alone bears it", () => {
    expect(cited.filter((c) => namesCard("  expect 「平沢 唯」 is rested\n", c, cited))).toEqual([
      kon,
    ]);
    const twin = card("ach2", "01-110", "平沢 唯");
    expect(namesCard("  expect 「平沢 唯」 is rested\n", kon, [kon, twin])).toBe(false);
  });
});

describe("on the real tree", () => {
  it("encodes at least 150 real cards and covers most compiled cards with an ability", async () => {
    const rows = (await computeCoverage()).filter((r) => r.set !== "rulebook-examples");
    const total = (k: "cards" | "compiled" | "covered") => rows.reduce((n, r) => n + r[k], 0);
    expect(total("cards")).toBeGreaterThanOrEqual(150);
    expect(total("covered")).toBeGreaterThanOrEqual(70);
    expect(total("covered")).toBeLessThanOrEqual(total("compiled"));
  }, 60_000);

  it("memoria coverage prints the table and exits 0", async () => {
    const out: string[] = [];
    vi.spyOn(console, "log").mockImplementation((...a: unknown[]) => void out.push(a.join(" ")));
    expect(await command.run([])).toBe(0);
    expect(out.join("\n")).toMatch(/^total \(\d+ sets\)/m);
  }, 60_000);
});
