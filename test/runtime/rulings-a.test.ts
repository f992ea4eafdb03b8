// Rulings R-A-1…8 (rulings.md §4: approach, block, battle).
import { describe, expect, it } from "vitest";
import {
  activated,
  approachAgain,
  battle,
  choose,
  continuous,
  draw,
  moveTo,
  on,
  opponentMain,
  ready,
  returnToHand,
  seq,
  target,
  thisCard,
  triggered,
  yourMain,
} from "../../runtime/index.ts";
import { char, eventWith, passUntil, onBoard } from "./helpers.ts";

const until = passUntil;

describe("approach rulings", () => {
  it("R-A-1: both comparisons at once: 40/20 into 10/50 trashes neither; 30/20 into 20/30 trashes both", () => {
    const g = onBoard(
      [
        char("A-1", "a", { ap: 40, dp: 20 }),
        char("A-2", "b", { ap: 10, dp: 50 }),
        char("A-3", "c", { ap: 30, dp: 20 }),
        char("A-4", "d", { ap: 20, dp: 30 }),
      ],
      {
        step: "approach",
        p0: { main: ["A-1", "A-3"] },
        p1: { main: ["A-2", "A-4"] },
      },
    );
    g.do({ type: "approach", player: 0, card: g.id(0, "A-1") });
    until(g, "block").do({ type: "block", player: 1, card: g.id(1, "A-2") });
    until(g, "approach");
    expect([g.where(g.id(0, "A-1")), g.where(g.id(1, "A-2"))]).toEqual(["main", "main"]);
    g.do({ type: "approach", player: 0, card: g.id(0, "A-3") });
    until(g, "block").do({ type: "block", player: 1, card: g.id(1, "A-4") });
    expect([g.where(g.id(0, "A-3")), g.where(g.id(1, "A-4"))]).toEqual(["trash", "trash"]);
  });

  it("R-A-2: unblocked, the approached player puts the top card of their own deck into their point pile; 7 points wins", () => {
    const g = onBoard([char("A-5", "a"), char("A-6", "top")], {
      step: "approach",
      p0: { main: ["A-5"] },
      p1: { deck: ["A-6"], points: Array(6).fill("A-6") },
    });
    g.do({ type: "approach", player: 0, card: g.id(0, "A-5") });
    expect(g.where(g.id(1, "A-6", 0))).toBe("points");
    expect(g.state.winner).toBe(0);
  });

  it("R-A-3: an effect's battle in the main phase (刀語) is not an approach: approach triggers do not fire, leave triggers do", () => {
    const katana = eventWith("R-3", [
      activated("main", "own", battle(target(0), target(1)), {
        targets: [choose(1, yourMain()), choose(1, opponentMain())],
      }),
    ]);
    const mine = char("A-7", "m", {
      ap: 30,
      dp: 30,
      abilities: [triggered(on("approaches"), draw(3))],
    });
    const theirs = char("A-8", "t", {
      ap: 10,
      dp: 10,
      abilities: [triggered(on("leaves"), draw(1))],
    });
    const g = onBoard([katana, mine, theirs, char("T-99", "s", { cost: 0 })], {
      p0: { hand: ["R-3", "T-99"], main: ["A-7"] },
      p1: { main: ["A-8"] },
    });
    const hand1 = g.state.players[1].hand.length;
    const hand0 = g.state.players[0].hand.length;
    g.do({
      type: "play",
      player: 0,
      card: g.id(0, "R-3"),
      pay: [],
      targets: [[g.id(0, "A-7")], [g.id(1, "A-8")]],
    }).resolveAll();
    expect(g.where(g.id(1, "A-8"))).toBe("trash");
    expect(g.state.players[1].hand.length).toBe(hand1 + 1);
    expect(g.state.players[0].hand.length).toBe(hand0 - 1);
  });

  it("R-A-4: moving the blocker to the support area (蝸牛): still blocked, no point, nobody leaves; it blocks its same card from the main area", () => {
    // 蝸牛: [approach/both] move a non-approaching opponent character to the support area.
    const snail = eventWith("R-4", [
      activated("approach", "both", moveTo(target(0), "support"), {
        targets: [choose(1, opponentMain({ approaching: false }))],
      }),
    ]);
    const g = onBoard(
      [snail, char("A-9", "a", { ap: 50, dp: 50 }), char("A-10", "b", { ap: 50, dp: 10 })],
      {
        step: "approach",
        p0: { hand: ["R-4"], main: ["A-9"] },
        p1: { main: ["A-10"] },
      },
    );
    const a = g.id(0, "A-9");
    const b = g.id(1, "A-10");
    g.do({ type: "approach", player: 0, card: a });
    until(g, "block").do({ type: "block", player: 1, card: b });
    until(g, "priority");
    while (g.state.step !== "blockWindow") g.pass();
    g.do({ type: "play", player: 0, card: g.id(0, "R-4"), pay: [], targets: [[b]] }).resolveAll();
    expect(g.where(b)).toBe("support");
    expect(g.where(a)).toBe("main");
    expect(g.state.players[1].points).toHaveLength(0);
  });

  it("R-A-4: a character that is approaching cannot be chosen by 蝸牛, so it cannot stop the approach", () => {
    const snail = eventWith("R-4", [
      activated("approach", "both", moveTo(target(0), "support"), {
        targets: [choose(1, opponentMain({ approaching: false }))],
      }),
    ]);
    const g = onBoard([snail, char("A-9", "a")], {
      step: "approach",
      p0: { main: ["A-9"] },
      p1: { hand: ["R-4"] },
    });
    const a = g.id(0, "A-9");
    g.do({ type: "approach", player: 0, card: a });
    // Player 1 holds 蝸牛 but has no legal target: no window opens for it, the point is given.
    expect(g.state.players[1].points).toHaveLength(1);
    expect(g.zone(1, "hand")).toContain("R-4");
  });

  it("R-A-5: 冷泉 麻子 blocks while rested and returns to hand when it blocks: it never leaves by battle", () => {
    const mako = char("A-11", "冷泉 麻子", {
      ap: 10,
      dp: 10,
      abilities: [
        continuous({ mod: "restriction", who: thisCard, restriction: "canBlockWhileRested" }),
        triggered(on("blocks"), returnToHand(thisCard)),
      ],
    });
    const g = onBoard([mako, char("A-12", "a", { ap: 50, dp: 50 })], {
      step: "approach",
      p0: { main: ["A-12"] },
      p1: { main: [{ card: "A-11", rested: true }] },
    });
    g.do({ type: "approach", player: 0, card: g.id(0, "A-12") });
    until(g, "block").do({ type: "block", player: 1, card: g.id(1, "A-11") });
    expect(g.where(g.id(1, "A-11"))).toBe("hand");
    expect(g.state.players[1].points).toHaveLength(0);
  });

  it("R-A-6: なずな readies each time an opponent's character approaches, so it can block every approach", () => {
    const nazuna = char("A-13", "なずな", {
      ap: 10,
      dp: 90,
      abilities: [triggered(on("approaches", "opponents"), ready(thisCard), { mode: "eachTime" })],
    });
    const g = onBoard([nazuna, char("A-14", "a"), char("A-15", "b")], {
      step: "approach",
      p0: { main: ["A-14", "A-15"] },
      p1: { main: ["A-13"] },
    });
    const n = g.id(1, "A-13");
    for (const c of ["A-14", "A-15"]) {
      until(g, "approach").do({ type: "approach", player: 0, card: g.id(0, c) });
      until(g, "block").do({ type: "block", player: 1, card: n });
    }
    expect(g.state.players[1].points).toHaveLength(0);
  });

  it("R-A-7: 'may approach again' chosen for a character that is approaching right now does nothing (only the untap)", () => {
    const last = eventWith("R-7", [
      activated("approach", "own", seq(ready(target(0)), approachAgain(target(0))), {
        targets: [choose(1, yourMain())],
      }),
    ]);
    const g = onBoard([last, char("A-16", "a")], {
      step: "approach",
      p0: { hand: ["R-7"], main: ["A-16"] },
      p1: { main: ["A-16"] },
    });
    const a = g.id(0, "A-16");
    g.do({ type: "approach", player: 0, card: a });
    expect(g.state.step).toBe("approachWindow");
    g.do({ type: "play", player: 0, card: g.id(0, "R-7"), pay: [], targets: [[a]] }).resolveAll();
    expect(g.state.cards[a]!.rested).toBe(false);
    expect(g.state.cards[a]!.approachAgain).toBe(false);
  });

  it("R-A-8: a character untapped by an effect that lets it approach again may approach again the same turn", () => {
    const again = eventWith("R-8", [
      activated("approach", "own", seq(ready(target(0)), approachAgain(target(0))), {
        targets: [choose(1, yourMain())],
      }),
    ]);
    const g = onBoard([again, char("A-17", "a")], {
      step: "approach",
      p0: { hand: ["R-8"], main: ["A-17"] },
    });
    const a = g.id(0, "A-17");
    g.do({ type: "approach", player: 0, card: a });
    while (g.state.step !== "battleWindow") g.pass();
    g.do({ type: "play", player: 0, card: g.id(0, "R-8"), pay: [], targets: [[a]] }).resolveAll();
    until(g, "approach").do({ type: "approach", player: 0, card: a });
    expect(g.state.players[1].points).toHaveLength(2);
  });
});
