// Rules 8 (approach phase), 9 (winning and losing) and 10 (zones).
import { describe, expect, it } from "vitest";
import {
  activated,
  approachAgain,
  checkInvariants,
  choose,
  gets,
  randomAgent,
  ready,
  runGame,
  sampleDb,
  sampleDecks,
  seq,
  target,
  yourMain,
  type CardDef,
} from "../../runtime/index.ts";
import { char, eventWith, passUntil, onBoard } from "./helpers.ts";

const a = (n: number, ap: number, dp: number, o: Partial<CardDef> = {}): CardDef =>
  char(`A-${n}`, `a${n}`, { ap, dp, ...o });

const until = passUntil;

describe("rule 8: approach phase", () => {
  it("rule 8.1: the first player cannot approach on the first turn of the game", () => {
    const g = onBoard([a(1, 30, 30), char("T-99", "s", { cost: 0 })], {
      turn: 1,
      p0: { hand: ["T-99"], main: ["A-1"] },
    });
    g.pass(); // to the approach phase: no approach is possible, the turn ends
    expect(g.events.some((e) => e.ev === "approach")).toBe(false);
    expect(g.state.turn).toBeGreaterThan(1);
  });

  it("rule 8.2: with no approach declared the phase ends at once, no approach-timing window opens", () => {
    const trick = eventWith(
      "E-1",
      [
        activated("approach", "both", gets(target(0), 10, 10), {
          targets: [choose(1, yourMain())],
        }),
      ],
      { name: "e" },
    );
    const g = onBoard([a(2, 30, 30), trick], {
      step: "approach",
      p0: { main: ["A-2"] },
      p1: { hand: ["E-1"], main: ["A-2"] },
    });
    g.do({ type: "endApproach", player: 0 });
    expect(g.state.turnPlayer).toBe(1); // end phase passed, no window for player 1's approach trick
  });

  it("rule 8.3: the approaching character rests; it cannot approach twice, nor in the turn it entered", () => {
    const g = onBoard([a(3, 30, 30), a(4, 30, 30)], {
      step: "approach",
      p0: { main: ["A-3", { card: "A-4", enteredThisTurn: true }] },
      p1: { main: [{ card: "A-3", rested: true }] },
    });
    const x = g.id(0, "A-3");
    g.reject({ type: "approach", player: 0, card: g.id(0, "A-4") }, "approach/illegal");
    g.do({ type: "approach", player: 0, card: x });
    expect(g.state.cards[x]!.rested).toBe(true);
    expect(g.state.turnPlayer).toBe(1); // unblocked point, then no one else can approach: end of turn
  });

  it("rule 8.4: the defender may block with one ready character; a rested one cannot block", () => {
    const g = onBoard([a(5, 30, 30), a(6, 10, 10), a(61, 10, 40)], {
      step: "approach",
      p0: { main: ["A-5"] },
      p1: { main: [{ card: "A-6", rested: true }, "A-61"] },
    });
    g.do({ type: "approach", player: 0, card: g.id(0, "A-5") });
    until(g, "block");
    g.reject({ type: "block", player: 1, card: g.id(1, "A-6") }, "block/illegal");
    g.do({ type: "block", player: 1, card: g.id(1, "A-61") });
    expect(g.events).toContainEqual({ ev: "block", card: g.id(1, "A-61") });
    expect(g.events.some((e) => e.ev === "point")).toBe(false); // blocked: no point
  });

  it("rule 8.5: 0 AP approacher still trashes a 0 DP blocker; both comparisons happen at once", () => {
    const g = onBoard([a(7, 0, 30), a(8, 20, 0), a(9, 30, 30)], {
      step: "approach",
      p0: { main: ["A-7", "A-9"] },
      p1: { main: ["A-8", "A-9"] },
    });
    g.do({ type: "approach", player: 0, card: g.id(0, "A-7") });
    until(g, "block");
    g.do({ type: "block", player: 1, card: g.id(1, "A-8") });
    until(g, "approach");
    expect(g.where(g.id(1, "A-8"))).toBe("trash");
    expect(g.where(g.id(0, "A-7"))).toBe("main");
    // 30/30 into 30/30: both are trashed.
    g.do({ type: "approach", player: 0, card: g.id(0, "A-9") });
    until(g, "block");
    g.do({ type: "block", player: 1, card: g.id(1, "A-9") });
    expect(g.where(g.id(1, "A-9"))).toBe("trash");
    expect(g.where(g.id(0, "A-9"))).toBe("trash");
  });

  it("rule 8.6: unblocked, the defender puts the top card of their own deck face up into their point pile", () => {
    const g = onBoard([a(10, 30, 30), a(11, 10, 10)], {
      step: "approach",
      p0: { main: ["A-10"] },
      p1: { deck: ["A-11"] },
    });
    g.do({ type: "approach", player: 0, card: g.id(0, "A-10") });
    const pt = g.id(1, "A-11");
    expect(g.where(pt)).toBe("points");
    expect(g.state.cards[pt]!.faceUp).toBe(true);
  });

  it("rule 8.7: readying alone does not allow a second approach; 'approach again' does", () => {
    const wake = eventWith(
      "E-2",
      [activated("approach", "own", ready(target(0)), { targets: [choose(1, yourMain())] })],
      { name: "e" },
    );
    const again = eventWith(
      "E-3",
      [
        activated("approach", "own", seq(ready(target(0)), approachAgain(target(0))), {
          targets: [choose(1, yourMain())],
        }),
      ],
      { name: "もう一回!" },
    );
    const g = onBoard([a(12, 30, 30), wake, again], {
      step: "approach",
      p0: { hand: ["E-2", "E-3"], main: ["A-12"] },
    });
    const x = g.id(0, "A-12");
    g.do({ type: "approach", player: 0, card: x });
    until(g, "priority");
    // after the point: ready it; it still may not approach again
    while (g.state.step !== "battleWindow") g.pass();
    g.do({ type: "play", player: 0, card: g.id(0, "E-2"), pay: [], targets: [[x]] }).resolveAll();
    expect(g.state.cards[x]!.rested).toBe(false);
    g.do({ type: "play", player: 0, card: g.id(0, "E-3"), pay: [], targets: [[x]] }).resolveAll();
    until(g, "approach");
    g.do({ type: "approach", player: 0, card: x });
    expect(g.state.players[1].points.length).toBe(2);
  });
});

describe("rule 9: winning and losing", () => {
  it("rule 9.1: a player with 7 points loses at once", () => {
    const g = onBoard([a(13, 30, 30)], {
      step: "approach",
      p0: { main: ["A-13"] },
      p1: { points: ["A-13", "A-13", "A-13", "A-13", "A-13", "A-13"] },
    });
    g.do({ type: "approach", player: 0, card: g.id(0, "A-13") });
    expect(g.state.winner).toBe(0);
    expect(g.pending).toEqual({ kind: "over" });
    g.reject({ type: "pass", player: 1 }, "game/over");
  });

  it("rule 9.1: a player with no cards left in the deck loses at once", () => {
    const g = onBoard([a(14, 30, 30)], {
      step: "approach",
      p0: { main: ["A-14"] },
      p1: { deck: ["A-14"], exactDeck: true },
    });
    g.do({ type: "approach", player: 0, card: g.id(0, "A-14") });
    expect(g.state.winner).toBe(0);
  });

  it("rule 9.1: if both lose at the same time the game is a draw [project]", () => {
    const g = onBoard([a(15, 30, 30)], {
      step: "start",
      p0: { deck: ["A-15"], exactDeck: true, points: Array(7).fill("A-15") },
      p1: { points: Array(7).fill("A-15") },
    });
    expect(g.state.winner).toBe("draw");
  });
});

describe("rule 10: zones", () => {
  it("rule 10.1: every one of a player's 60 cards is in exactly one zone throughout a game", () => {
    const db = sampleDb();
    let checked = 0;
    runGame(db, [sampleDecks.seed!, sampleDecks.vanilla!], 5, [randomAgent(1), randomAgent(2)], {
      onStep: (s) => {
        expect(checkInvariants(s)).toEqual([]);
        checked++;
      },
    });
    expect(checked).toBeGreaterThan(10);
  });
});
