// The removed-from-game zone as a place cards are counted in (ゲームから取り除かれている; printed: mdk
// 01-007 「自分の「鹿目 まどか」が7枚以上ゲームから取り除かれている場合、+50/+50を得る」). The card
// language says `count(「X」 in your exile)`; lowering reads the runtime's project-ruling zone
// `removed` (rule 10.1 extension REMOVED_ZONE_IS_PUBLIC). The card is compiled from its text, so the
// test covers the lowering and the engine together.
import { describe, expect, it } from "vitest";
import { lowerAbilityLine } from "../emit/helpers.ts";
import { compiledEvent } from "./compiled.ts";
import { char, onBoard, spare } from "./helpers.ts";

const text = "while count(「鹿目 まどか」 in your exile) >= 7: this gets +50/+50";

describe("cards removed from the game (REMOVED_ZONE_IS_PUBLIC)", () => {
  const lowered = lowerAbilityLine(
    text,
    "character 01-007 「暁美 ほむら」 red cost 3 source 2 ap 0 dp 0",
  );
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
    const g = onBoard(
      [homura, madoka, spare],
      where === "p0"
        ? { p0: side }
        : { p0: { main: [homura.number] }, p1: { removed: side.removed } },
    );
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

describe("removed and put back (fa 01-101 「データ収集」)", () => {
  it("MOVED_CARD_IS_A_NEW_OBJECT: the character comes back to its owner's main area, ready and without its coins", () => {
    const ev = compiledEvent(
      "データ収集",
      "[main/own]: exile 1 character in main area; then put it onto its owner's main area",
    );
    const g = onBoard([ev, char("B-1", "相手"), spare], {
      p0: { hand: ["E-1", "T-99"] },
      p1: { main: [{ card: "B-1", rested: true, coins: 1 }] },
    });
    const b1 = g.id(1, "B-1");
    expect(g.state.cards[b1]).toMatchObject({ rested: true, coins: 1 });
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [[b1]] }).resolveAll();
    expect(g.zone(1, "main")).toEqual(["B-1"]);
    expect(g.state.cards[b1]).toMatchObject({ rested: false, coins: 0, zone: "main" });
  });
});
