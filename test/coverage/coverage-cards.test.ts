// computeCoverage's cards one by one (CoverageOptions.onCard, the studio's coverage pane): they add
// up to the per-set rows, and each says where its header is, so a link can open the file there.
import { copyFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { computeCoverage, type CardCoverage } from "../../cli/commands/coverage.ts";

const root = join(import.meta.dirname, "../..");

describe("computeCoverage's cards", () => {
  it("add up to the rows, and point at their headers", async () => {
    // One ruling file of the project (rulings/cards/kmk.ruling), to keep the run short.
    const rulings = mkdtempSync(join(tmpdir(), "coverage-cards-"));
    copyFileSync(join(root, "rulings/cards/kmk.ruling"), join(rulings, "kmk.ruling"));
    const cards: CardCoverage[] = [];
    const rows = await computeCoverage({ root, rulings, onCard: (c) => cards.push(c) });
    expect(cards.filter((c) => c.covered && c.set === "kmk").length).toBeGreaterThan(0);
    for (const row of rows) {
      const mine = cards.filter((c) => c.set === row.set);
      expect(mine.length).toBe(row.cards);
      expect(mine.filter((c) => c.withAbility).length).toBe(row.withAbility);
      expect(mine.filter((c) => c.compiled).length).toBe(row.compiled);
      expect(mine.filter((c) => c.covered).length).toBe(row.covered);
    }
    const ahb = cards.filter((c) => c.set === "ahb");
    expect(ahb.length).toBeGreaterThan(5);
    for (const c of ahb.slice(0, 5)) {
      const line = readFileSync(c.file, "utf8").split("\n")[c.line - 1]!;
      expect(line).toContain(c.number);
      expect(line).toContain(`「${c.name}」`);
    }
  });
});
