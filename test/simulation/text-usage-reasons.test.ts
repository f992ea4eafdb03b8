// Why a text was never used: a name its filters look for that no card of its decks has is named in
// the reason — also a name nested in a filter, such as the support a character must carry
// (gp 01-012: 「IV号戦車D型」), which the reason once missed.
import { describe, expect, it } from "vitest";
import { formatUsage, type TextUsage } from "../../cli/text-usage.ts";
import { card } from "../../generated/gp/01-012.ts";
import type { CardDb } from "../../runtime/index.ts";

const db = { byId: new Map([[card.id!, card]]) } as unknown as CardDb;

function neverUsedBeside(names: string[]): string {
  const usage: TextUsage = {
    uses: new Map([[`${card.id}#0`, 0]]),
    entered: new Set([card.id!]),
    played: new Set(),
    drawn: new Set([card.id!]),
    beside: new Map([[card.id!, new Set(names)]]),
  };
  return formatUsage(usage, db);
}

describe("the reason a text was never used", () => {
  it("names the support a trigger's character must carry when no card of the decks has it", () => {
    expect(neverUsedBeside(["武部 沙織", "西住 みほ"])).toContain(
      "its trigger (approaches) never fired; no card of its decks is named 「IV号戦車D型」",
    );
  });

  it("does not when the decks hold it", () => {
    expect(neverUsedBeside(["武部 沙織", "IV号戦車D型"])).not.toContain("no card of its decks");
  });
});
