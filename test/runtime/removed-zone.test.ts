// The removed-from-game zone (ゲームから取り除く; rule 10.1 extension REMOVED_ZONE_IS_PUBLIC): a place
// cards are counted in (printed: mdk 01-007 「自分の「鹿目 まどか」が7枚以上ゲームから取り除かれている場合、
// +50/+50を得る」; the card language says `count(「X」 in your exile)`, lowering reads the runtime's
// project-ruling zone `removed`), a card removed and put back (fa 01-101), both compiled from their
// text so the lowering and the engine are tested together; and the engine's `exile` on hand-defined
// cards (ogr 01-011; leaving the field this way is not 退場).
import { describe, expect, it } from "vitest";
import {
  cards,
  choose,
  chooseNow,
  chosen,
  draw,
  exile,
  moveTo,
  on,
  seq,
  target,
  triggered,
  yourMain,
} from "../../runtime/index.ts";
import { lowerAbilityLine } from "../emit/helpers.ts";
import { compiledEvent } from "./compiled.ts";
import { char, eventCard, onBoard, playEvent, spare } from "./helpers.ts";

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

describe("exile (ゲームから取り除く, REMOVED_ZONE_IS_PUBLIC)", () => {
  it("ogr 01-011: a card of the opponent's trash is removed from the game; every card is still in exactly one place", () => {
    const e = eventCard(
      "E-1",
      seq(chooseNow(choose(1, cards("opponent", "trash")), "x"), exile(chosen("x"))),
      { player: "both" },
    );
    const g = onBoard([e, char("Y-1", "y"), spare], {
      p0: { hand: ["E-1", "T-99"] },
      p1: { trash: ["Y-1"] },
    });
    expect("removed" in g.state.players[1]).toBe(false); // absent until used: old digests hold
    playEvent(g, "E-1");
    expect(g.zone(1, "removed" as "trash")).toEqual(["Y-1"]);
    expect(g.where(g.id(1, "Y-1"))).toBe("removed");
  });

  it("exiling a character from the field is not 退場 (no leave trigger); an effect can bring it back", () => {
    const e = eventCard("E-1", exile(target(0)), {
      targets: [choose(1, yourMain())],
      player: "both",
    });
    const back = eventCard("E-2", moveTo(cards("you", "removed"), "hand"), { player: "both" });
    const w = char("W-1", "w", { abilities: [triggered(on("leaves"), draw(2))] });
    const g = onBoard([e, back, w, spare], {
      p0: { hand: ["E-1", "E-2", "T-99"], main: ["W-1"] },
    });
    const id = g.id(0, "W-1");
    playEvent(g, "E-1", [[id]]);
    expect(g.where(id)).toBe("removed");
    expect(g.state.players[0].hand).toHaveLength(2); // no draw: it did not leave to the trash
    playEvent(g, "E-2");
    expect(g.where(id)).toBe("hand");
    expect(g.state.players[0].removed).toEqual([]);
  });
});
