// Text usage keys texts by the card's database key, the id a deck lists: the built-in sample cards
// have no `def.id`, and keying by it once reported every text of the vanilla and seed decks as
// never used ("undefined#0").
import { describe, expect, it } from "vitest";
import { loadDecks } from "../../cli/commands/simulate.ts";
import { usageFrom } from "../../cli/text-usage.ts";
import { cardDbFor } from "../../simulation/card-db.ts";
import { playRange } from "../../simulation/play-range.ts";
import type { UsageTotal } from "../../simulation/tallies/text-usage.ts";

describe("text usage on the built-in decks", () => {
  it("counts the sample cards' texts under the ids the decks list", async () => {
    const decks = loadDecks([]);
    const spec = {
      decks,
      firstSeed: 1,
      games: 12,
      agents: [{ name: "random-fast" }, { name: "random-fast" }] as const,
      ignoreUnimplemented: false,
      check: "final" as const,
      tallies: ["text-usage"],
    };
    const db = await cardDbFor(decks);
    const total = playRange({ ...spec, agents: [...spec.agents] }, db, 0, spec.games).totals[
      "text-usage"
    ] as UsageTotal;
    expect(Object.keys(total.uses).some((k) => k.startsWith("undefined"))).toBe(false);
    const usage = usageFrom(db, decks, total);
    const used = [...usage.uses.values()].filter((n) => n > 0).length;
    // 12 random games of the seed deck use most of its 13 texts; before the fix: none.
    expect(used).toBeGreaterThan(usage.uses.size / 2);
    for (const id of usage.entered) expect(decks.flat()).toContain(id);
  });
});
