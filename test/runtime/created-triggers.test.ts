// Triggers an effect creates for this turn (「このターン、…した場合」: createTrigger,
// CREATED_TRIGGER_LASTS_THIS_TURN), each end to end with a hand-written card shaped like the printed
// one it serves:
// - ahb 01-098: bound to the chosen character, it fires when that one gives a point;
// - ng 01-101 「このターン、そのキャラが退場した場合」: bound to an opponent's character that leaves;
// - sak 01-119 「このターン、そのキャラのアプローチで…退場させた場合」: on the bound card's approach
//   (rule 8.5), the approacher bound on creation.
// Choosing the bound card in the card language (指定する) is designate.test.ts.
import { describe, expect, it } from "vitest";
import {
  choose,
  draw,
  gets,
  on,
  opponentCharacters,
  seq,
  target,
  thisTurn,
  yourMain,
} from "../../runtime/index.ts";
import {
  type TestGame,
  char,
  endOfPhase,
  eventCard,
  fired,
  onBoard,
  passUntil,
  spare,
  stepUntil,
} from "./helpers.ts";

const handSize = (g: TestGame, p: 0 | 1) => g.state.players[p].hand.length;
const until = stepUntil;

/** The events without the passes between them (a window with nothing to do is passed, and logged). */
const withoutPasses = <E extends { ev: string }>(events: readonly E[]): E[] =>
  events.filter((x) => x.ev !== "pass");

describe("createTrigger: a trigger created for this turn (ahb 01-098, ng 01-101)", () => {
  const e = eventCard(
    "E-1",
    seq(
      gets(target(0), 20, 20, "turn"),
      thisTurn(on("givesPoint", "bound"), draw(2), { bind: target(0) }),
    ),
    { targets: [choose(1, yourMain())] },
  );
  it("fires when the bound character gives a point, once, then ends with the turn; the state stays plain JSON", () => {
    const g = onBoard([e, char("A-1", "a"), char("B-1", "b"), spare], {
      p0: { hand: ["E-1", "T-99"], main: ["A-1", "B-1"] },
    });
    const a = g.id(0, "A-1");
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [[a]] }).resolveAll();
    // The state holds only ids: the createTrigger effect's id and the bound card.
    const created = g.state.delayed.filter((d) => d.created);
    expect(created).toEqual([
      {
        controller: 0,
        source: g.id(0, "E-1"),
        effect: created[0]!.effect,
        created: true,
        bound: [a],
      },
    ]);
    expect(JSON.parse(JSON.stringify(g.state))).toEqual(g.state);
    // Another character's point does not fire it.
    const before = handSize(g, 0);
    passUntil(g, "approach").do({ type: "approach", player: 0, card: g.id(0, "B-1") });
    until(g, () => g.pending.kind === "approach");
    expect(handSize(g, 0)).toBe(before);
    expect(g.state.players[1].points.length).toBe(1);
    const turn = g.state.turn;
    g.do({ type: "approach", player: 0, card: a });
    until(g, () => g.events.some((x) => x.ev === "phase" && x.phase === "end"));
    expect(g.state.players[1].points.length).toBe(2);
    const seen = withoutPasses(g.events);
    const evs = seen.map((x) => x.ev);
    const point = evs.lastIndexOf("point");
    expect(evs.slice(point + 1, point + 4)).toEqual(["trigger", "resolve", "draw"]);
    expect(seen[point + 3]).toEqual({ ev: "draw", player: 0, n: 2 });
    expect(g.events.filter((x) => x.ev === "resolve" && x.what === "delayed")).toHaveLength(1);
    // Until end of turn only: gone at cleanup.
    until(g, () => g.state.turn > turn);
    expect(g.state.delayed.filter((d) => d.created)).toEqual([]);
  });
  it("ng 01-101 「このターン、そのキャラが退場した場合」: fires for the bound opponent's character that leaves", () => {
    const kill = eventCard(
      "E-2",
      seq(thisTurn(on("leaves", "bound"), draw(1), { bind: target(0) }), gets(target(0), -20, -20)),
      { targets: [choose(1, opponentCharacters())] },
    );
    const g = onBoard(
      [kill, char("Y-1", "y", { ap: 10, dp: 10 }), char("A-1", "a", { ap: 30, dp: 30 }), spare],
      {
        p0: { hand: ["E-2", "T-99"], main: ["A-1"] },
        p1: { main: ["Y-1"] },
      },
    );
    const y = g.id(1, "Y-1");
    g.do({ type: "play", player: 0, card: g.id(0, "E-2"), pay: [], targets: [[y]] }).resolveAll();
    passUntil(g, "approach").do({ type: "approach", player: 0, card: g.id(0, "A-1") });
    passUntil(g, "block").do({ type: "block", player: 1, card: y });
    until(g, () => g.events.some((x) => x.ev === "phase" && x.phase === "end"));
    expect(g.where(y)).toBe("trash");
    const seen = withoutPasses(g.events);
    const evs = seen.map((x) => x.ev);
    const moved = seen.findIndex((x) => x.ev === "move" && x.card === y && x.to === "trash");
    expect(evs.slice(moved + 1, moved + 4)).toEqual(["trigger", "resolve", "draw"]);
    expect(seen[moved + 3]).toEqual({ ev: "draw", player: 0, n: 1 });
    expect(g.events.filter((x) => x.ev === "resolve" && x.what === "delayed")).toHaveLength(1);
  });
});

describe("a created trigger on the bound card's approach (sak 01-119)", () => {
  it("fires when the chosen character's approach trashes the blocker", () => {
    const senteHisshou = eventCard(
      "E-1",
      seq(
        gets(target(0), 30, 30, "turn"),
        thisTurn({ ...on("leaves", "opponents"), approachOf: "bound" }, draw(2), {
          bind: target(0),
        }),
      ),
      { phase: "approach", targets: [choose(1, yourMain())] },
    );
    const g = onBoard(
      [
        senteHisshou,
        char("A-1", "片岡 優希", { ap: 10, dp: 10 }),
        char("Y-1", "y", { ap: 0, dp: 30 }),
        spare,
      ],
      { step: "approach", p0: { hand: ["E-1", "T-99"], main: ["A-1"] }, p1: { main: ["Y-1"] } },
    );
    const a = g.id(0, "A-1");
    g.do({ type: "approach", player: 0, card: a });
    passUntil(g, "block").do({ type: "block", player: 1, card: g.id(1, "Y-1") });
    // In the block window: +30/+30 to the approacher (40 AP against 30 DP).
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [[a]] }).resolveAll();
    until(g, endOfPhase(g));
    expect(g.where(g.id(1, "Y-1"))).toBe("trash");
    expect(fired(g, "delayed")).toBe(1);
  });
});
