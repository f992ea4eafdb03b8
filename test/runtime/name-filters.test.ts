// The name-based filters, compiled from the card language and run: `with the same name as this`
// (names ignore spacing, project ruling NAMES_IGNORE_SPACING; a combi card has both names, rule
// 7.6), `with 「X」 in its name`, and `with ap/dp` / `without ap/dp` (support characters have no
// AP/DP, rule 1.1). Printed: akb 01-057, pm_bkm 01-092, fa 01-007, pm_hs 01-094, ermg 01-088.
import { describe, expect, it } from "vitest";
import { compiledEvent } from "./compiled.ts";
import { type TestGame, char, onBoard, spare, stepUntil } from "./helpers.ts";
import { sameTitle } from "../../runtime/cards/database.ts";

function play(g: TestGame): TestGame {
  return g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();
}
const rested = (g: TestGame, number: string) => g.state.cards[g.id(0, number)]!.rested;

describe("with the same name as this", () => {
  it("rule 7.6 / NAMES_IGNORE_SPACING: matches a spacing variant and a combi half, not another name", () => {
    const ev = compiledEvent(
      "平沢唯",
      "[main/own]: ready all of your characters with the same name as this",
    );
    const g = onBoard(
      [ev, char("A-1", "平沢 唯"), char("A-2", "平沢 唯&秋山 澪"), char("A-3", "秋山 澪"), spare],
      {
        p0: {
          hand: ["E-1", "T-99"],
          main: [
            { card: "A-1", rested: true },
            { card: "A-2", rested: true },
            { card: "A-3", rested: true },
          ],
        },
      },
    );
    play(g);
    expect([rested(g, "A-1"), rested(g, "A-2"), rested(g, "A-3")]).toEqual([false, false, true]);
  });
});

describe("with 「X」 in its name", () => {
  it("matches every name containing the text", () => {
    const ev = compiledEvent(
      "E",
      "[main/own]: rest all of your characters with 「轟雷」 in its name",
    );
    const g = onBoard(
      [ev, char("A-1", "轟雷"), char("A-2", "轟雷改"), char("A-3", "スティレット"), spare],
      {
        p0: { hand: ["E-1", "T-99"], main: ["A-1", "A-2", "A-3"] },
      },
    );
    play(g);
    expect([rested(g, "A-1"), rested(g, "A-2"), rested(g, "A-3")]).toEqual([true, true, false]);
  });
});

describe("with ap/dp, without ap/dp", () => {
  it("rule 1.1: a support character has no AP/DP", () => {
    const ev = compiledEvent("E", "[main/own]: rest all of your characters without ap/dp");
    const supportChar = char("S-1", "憂", { ap: undefined, dp: undefined });
    delete supportChar.ap;
    delete supportChar.dp;
    const g = onBoard([ev, char("A-1", "唯"), char("A-2", "澪"), supportChar, spare], {
      p0: { hand: ["E-1", "T-99"], main: ["A-1"], support: ["A-2", "S-1"] },
    });
    play(g);
    expect([rested(g, "A-1"), rested(g, "A-2"), rested(g, "S-1")]).toEqual([false, false, true]);
  });
});

describe("titles", () => {
  it("are the same in full and half width, not with other spacing (cards/database.ts sameTitle)", () => {
    expect(sameTitle("ガールズ＆パンツァー", "ガールズ&パンツァー")).toBe(true);
    expect(
      sameTitle(
        "とある科学の超電磁砲＆とある科学の超電磁砲Ｓ",
        "とある科学の超電磁砲&とある科学の超電磁砲S",
      ),
    ).toBe(true);
    expect(sameTitle("咲-Saki- 全国編", "咲-Saki-全国編")).toBe(false);
    expect(sameTitle("けいおん!", undefined)).toBe(false);
  });
});

describe("a granted trait (sekn 01-033 「…は、ターン終了時まで【音楽】を得る」)", () => {
  it("counts for trait filters until end of turn, like a printed one", () => {
    const grant = compiledEvent(
      "E",
      "[main/own]: 1 of your characters gets 【音楽】 until end of turn",
    );
    const restMusic = compiledEvent(
      "F",
      "[main/own]: rest all of your characters with 【音楽】",
      "E-2",
    );
    const g = onBoard([grant, restMusic, char("A-1", "唯"), char("A-2", "澪"), spare], {
      p0: { hand: ["E-1", "E-2", "T-99"], main: ["A-1", "A-2"] },
    });
    const a1 = g.id(0, "A-1");
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [[a1]] }).resolveAll();
    g.do({ type: "play", player: 0, card: g.id(0, "E-2"), pay: [] }).resolveAll();
    expect([rested(g, "A-1"), rested(g, "A-2")]).toEqual([true, false]);
    const granted = () => g.state.mods.some((m) => m.card === a1 && m.trait === "音楽");
    expect(granted()).toBe(true);
    const turn = g.state.turn;
    stepUntil(g, () => g.state.turn > turn);
    expect(granted()).toBe(false);
  });
});
