// The removed-from-game zone as a place cards are counted in (ゲームから取り除かれている; printed: mdk
// 01-007 「自分の「鹿目 まどか」が7枚以上ゲームから取り除かれている場合、+50/+50を得る」). The card
// language says `count(「X」 in your exile)`; lowering reads the runtime's project-ruling zone
// `removed` (rule 10.1 extension REMOVED_ZONE_IS_PUBLIC). The card is compiled from its text, so the
// test covers the lowering and the engine together.
import { describe, expect, it } from "vitest";
import { lowerAbilityLine } from "../emit/helpers.ts";
import { char, scenario, spare } from "./helpers.ts";

const text = "while count(「鹿目 まどか」 in your exile) >= 7: this gets +50/+50";

describe("cards removed from the game (REMOVED_ZONE_IS_PUBLIC)", () => {
  const lowered = lowerAbilityLine(text, "character 01-007 「暁美 ほむら」 red cost 3 source 2 ap 0 dp 0");
  it("lowers to a count of the owner's removed zone", () => {
    expect(lowered.diagnostics).toEqual([]);
    expect(lowered.def.abilities![0]).toMatchObject({
      kind: "continuous",
      condition: {
        cond: "count",
        of: { sel: "cards", owner: "you", zone: "removed", filter: { name: "鹿目 まどか" } },
        op: ">=",
        n: 7,
      },
    });
  });

  const homura = { ...lowered.def, title: "けいおん!" };
  const madoka = char("M-1", "鹿目 まどか");
  const stats = (removed: number, where: "p0" | "p1") => {
    const side = { main: [homura.number], removed: Array(removed).fill("M-1") as string[] };
    const g = scenario([homura, madoka, spare], where === "p0" ? { p0: side } : { p0: { main: [homura.number] }, p1: { removed: side.removed } });
    const h = g.id(0, homura.number);
    return [g.ap(h), g.dp(h)];
  };
  it("applies with 7 of your own cards removed, not with 6", () => {
    expect(stats(7, "p0")).toEqual([50, 50]);
    expect(stats(6, "p0")).toEqual([0, 0]);
  });
  it("the opponent's removed cards do not count", () => {
    expect(stats(7, "p1")).toEqual([0, 0]);
  });
});
