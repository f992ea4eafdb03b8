// The point pile under effects, on hand-defined cards shaped like the printed ones: turning up to N
// or all point cards (fa 01-089 「2枚まで表向き」, hmk 01-087 「全て裏向き」), and swapping a hand
// card with a point card (置き換える, hsf 01-079 / ng 01-028, R-W-3).
import { describe, expect, it } from "vitest";
import {
  cards,
  choose,
  chooseNow,
  chosen,
  flipPointsSome,
  seq,
  swapHandPoint,
} from "../../runtime/index.ts";
import { char, eventCard, onBoard, playEvent, spare } from "./helpers.ts";

describe("flipPoints up to N / all (fa 01-089, hmk 01-087)", () => {
  it("up to 2: choosing 0, 1 or 2 is legal; all: every face-up card turns, no choice", () => {
    const up = eventCard("E-1", flipPointsSome("you", "upTo", 2, true));
    const down = eventCard("E-2", flipPointsSome("opponent", "all", 0, false));
    const g = onBoard([up, down, spare], {
      p0: {
        hand: ["E-1", "E-2", "T-99"],
        points: [
          { card: "T-99", faceUp: false },
          { card: "T-99", faceUp: false },
          { card: "T-99", faceUp: false },
        ],
      },
      p1: { points: [{ card: "T-99" }, { card: "T-99" }] },
    });
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] });
    for (let i = 0; i < 4 && g.pending.kind === "priority"; i++) g.pass();
    expect(g.pending).toMatchObject({ kind: "choose", min: 0, max: 2 });
    const pts = g.state.players[0].points;
    g.do({ type: "choose", player: 0, cards: [pts[0]!] }).resolveAll();
    expect(g.state.players[0].points.filter((c) => g.state.cards[c]!.faceUp).length).toBe(1);
    g.do({ type: "play", player: 0, card: g.id(0, "E-2"), pay: [] }).resolveAll();
    expect(g.state.players[1].points.every((c) => !g.state.cards[c]!.faceUp)).toBe(true);
  });
});

describe("置き換える (hand ↔ point pile)", () => {
  const swap = eventCard(
    "E-1",
    seq(
      chooseNow(choose(1, cards("you", "hand", { name: "h" })), "h"),
      chooseNow(choose(1, cards("you", "points")), "p"),
      swapHandPoint(chosen("h"), chosen("p")),
    ),
    { player: "both" },
  );
  for (const faceUp of [true, false])
    it(`R-W-3: a card swapped into the point pile keeps the orientation of the card it replaced (face ${faceUp ? "up" : "down"})`, () => {
      const g = onBoard([swap, char("H-1", "h"), char("P-1", "p"), char("P-2", "q"), spare], {
        p0: {
          hand: ["E-1", "H-1", "T-99"],
          points: [{ card: "P-2" }, { card: "P-1", faceUp }],
        },
      });
      playEvent(g, "E-1");
      g.do({ type: "choose", player: 0, cards: [g.id(0, "P-1")] });
      expect(g.where(g.id(0, "P-1"))).toBe("hand");
      expect(g.zone(0, "points")).toEqual(["P-2", "H-1"]); // same slot, same number of points
      expect(g.state.cards[g.id(0, "H-1")]!.faceUp).toBe(faceUp);
      expect(g.events.some((e) => e.ev === "point")).toBe(false);
    });
});
