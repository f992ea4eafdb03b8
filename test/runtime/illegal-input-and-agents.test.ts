// Illegal input gets a clear rejection and changes nothing; agents behave as documented.
import { describe, expect, it } from "vitest";
import {
  apply,
  createGame,
  formatEvent,
  greedyAgent,
  runGame,
  sampleDb,
  sampleDecks,
  scriptedAgent,
  type Decision,
} from "../../runtime/index.ts";
import { char, eventWith, onBoard } from "./helpers.ts";

const db = sampleDb();

describe("illegal input", () => {
  it("a decision out of turn, an unpayable cost, an illegal target: each rejected with its reason, nothing changed", () => {
    const yui = char("I-1", "平沢 唯", { cost: 3 });
    const pump = eventWith(
      "I-2",
      [
        {
          kind: "activated" as const,
          timing: { phase: "main" as const, player: "own" as const },
          targets: [
            { from: { sel: "cards" as const, owner: "you" as const, zone: "main" as const }, n: 1 },
          ],
          effect: { do: "draw" as const, player: "you" as const, n: 1 },
        },
      ],
      { name: "p" },
    );
    const g = onBoard([yui, pump, char("I-3", "x")], {
      p0: { hand: ["I-1", "I-2", "I-3"], main: ["I-3"] },
      p1: { main: ["I-3"] },
    });
    g.reject({ type: "pass", player: 1 }, "priority/not-your-turn");
    g.reject(
      { type: "play", player: 0, card: g.id(0, "I-1"), pay: [g.id(0, "I-3", 0)], area: "main" },
      "cost/unpayable",
    );
    g.reject(
      { type: "play", player: 0, card: g.id(0, "I-2"), pay: [], targets: [[g.id(1, "I-3")]] },
      "target/illegal",
    );
    g.reject({ type: "play", player: 0, card: g.id(1, "I-3"), pay: [] }, "play/not-in-hand");
    g.reject(
      { type: "play", player: 0, card: g.id(0, "I-2"), pay: [], targets: [[]] },
      "target/illegal",
    );
    g.reject({ type: "approach", player: 0, card: g.id(0, "I-3") }, "decision/wrong-kind");
  });

  it("a deck of 59 or with 5 copies is refused at createGame; malformed input never throws", () => {
    expect(
      createGame({
        cards: db,
        decks: [sampleDecks.vanilla!.slice(0, 59), sampleDecks.vanilla!],
        seed: 1,
      }),
    ).toMatchObject({ ok: false, reason: "deck/size" });
    const five = [...sampleDecks.vanilla!];
    five[10] = five[0]!;
    expect(createGame({ cards: db, decks: [five, sampleDecks.vanilla!], seed: 1 })).toMatchObject({
      ok: false,
      reason: "deck/too-many-copies",
    });
    const r = createGame({
      cards: db,
      decks: [sampleDecks.vanilla!, sampleDecks.vanilla!],
      seed: 1,
    });
    if (!r.ok) throw new Error(r.reason);
    expect(apply(r.state, null as unknown as Decision)).toMatchObject({
      ok: false,
      reason: "decision/invalid",
    });
    expect(apply(r.state, { type: "nonsense", player: 0 } as unknown as Decision)).toMatchObject({
      ok: false,
      reason: "decision/invalid",
    });
    expect(
      apply(r.state, { type: "play", player: 0, card: 1, pay: "x" } as unknown as Decision),
    ).toMatchObject({ ok: false, reason: "decision/invalid" });
  });
});

describe("agents, log and replay", () => {
  it("the scripted agent fails on any decision it was not given", () => {
    const rec = runGame(db, [sampleDecks.vanilla!, sampleDecks.vanilla!], 3, [
      scriptedAgent([]),
      scriptedAgent([]),
    ]);
    expect(rec.error).toMatch(/no decision scripted for goFirst/);
  });

  it("a scripted opening (flip choice, two mulligan decisions) is followed exactly, then the script runs out", () => {
    const created = createGame({
      cards: db,
      decks: [sampleDecks.vanilla!, sampleDecks.seed!],
      seed: 4,
    });
    if (!created.ok) throw new Error(created.reason);
    const w = created.state.pending.kind === "goFirst" ? created.state.pending.player : 0;
    const script: Decision[] = [
      { type: "goFirst", player: w, first: false },
      { type: "mulligan", player: (1 - w) as 0 | 1, redraw: false },
      { type: "mulligan", player: w, redraw: true },
    ];
    const both = scriptedAgent(script);
    const rec = runGame(db, [sampleDecks.vanilla!, sampleDecks.seed!], 4, [both, both]);
    expect(rec.decisions).toEqual(script);
    expect(rec.final.turnPlayer).toBe(1 - w);
    expect(rec.error).toMatch(/no decision scripted/);
  });

  it("the greedy agent plays full games against itself; the log reads as text", () => {
    const rec = runGame(
      db,
      [sampleDecks.seed!, sampleDecks.vanilla!],
      9,
      [greedyAgent(), greedyAgent()],
      { keepEvents: true },
    );
    expect(rec.error).toBeUndefined();
    expect(rec.winner).not.toBeNull();
    const lines = rec.events.map((e) => formatEvent(db, rec.final, e));
    expect(lines.some((l) => l.startsWith("--- turn 1"))).toBe(true);
    expect(lines[lines.length - 1]).toMatch(/^game over/);
  });
});
