// The speed-ups of issue 15 keep every game the same (bench/digest-check.ts proves it over 10,000
// seeds; digest-golden.test.ts over 300): here, the pieces that could go wrong on their own.
// - the trigger index is derived from each text's events (`on` and its `or` alternatives), so a
//   trigger kind added later is indexed without an edit; a hand text is also a field text;
// - derived data (continuous effects, payments) is kept for ONE state version: another state,
//   even a copy of the same game with one change, never reads it;
// - the random-fast agent draws only decisions the full legal list holds, and the same seed
//   plays the same game;
// - the priority walk passes over a card only in a window its definition's timings rule out: a
//   keyword a modifier gives (not printed, not given by any text of the game) still counts; a
//   window no card of the game can be declared in is judged per game view.
import { describe, expect, it } from "vitest";
import {
  apply,
  createGame,
  defineCardDb,
  draw,
  freeEntry,
  legalDecisions,
  on,
  randomAgent,
  randomFastAgent,
  runGame,
  sampleDb,
  sampleDecision,
  sampleDecks,
  triggered,
  type CardDef,
  type GameState,
} from "../../runtime/index.ts";
import { makeRandom } from "../../runtime/core/prng.ts";
import { char, eventCard, onBoard, spare } from "./helpers.ts";

describe("triggers indexed by event kind", () => {
  it("files a card under its text's event and each `or` alternative; hand texts in both indexes", () => {
    const both = { ...on("enters"), or: [on("approaches")] };
    const db = defineCardDb("engine-caches-index", [
      char("T-1", "あ", { abilities: [triggered(both, draw(1))] }),
      char("T-2", "い", { abilities: [triggered(on("leaves"), draw(1), { fromHand: true })] }),
      char("T-3", "う"),
    ]);
    expect([...(db.triggersOn.get("enters") ?? [])]).toEqual(["T-1"]);
    expect([...(db.triggersOn.get("approaches") ?? [])]).toEqual(["T-1"]);
    expect([...(db.triggersOn.get("leaves") ?? [])]).toEqual(["T-2"]);
    expect([...(db.handTriggersOn.get("leaves") ?? [])]).toEqual(["T-2"]);
    expect(db.handTriggersOn.has("enters")).toBe(false);
    expect(db.triggersOn.has("blocks")).toBe(false);
  });
});

/**
 * The first state of a seeded random game where the player holding priority has declarations,
 * played step by step so that it is the state `apply` returned last (the one whose derived data
 * is kept).
 */
function priorityWithDeclarations(): GameState {
  const created = createGame({
    cards: sampleDb(),
    decks: [sampleDecks.seed!, sampleDecks.seed!],
    seed: 5,
  });
  if (!created.ok) throw new Error(created.message);
  let s = created.state;
  const agents = [randomAgent(1), randomAgent(2)];
  while (s.pending.kind !== "over") {
    const legal = legalDecisions(s);
    if (s.pending.kind === "priority" && legal.length > 1) return s;
    const r = apply(s, agents[s.pending.player]!.decide(s, legal));
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  throw new Error("no priority window with a declaration in game 5");
}

describe("derived data per state version", () => {
  it("a changed copy of a settled state does not read the settled state's payments", () => {
    const s = priorityWithDeclarations();
    const p = (s.pending as { player: 0 | 1 }).player;
    const before = legalDecisions(s);
    expect(before.some((d) => d.type === "play")).toBe(true);
    // The same position where that card is all its player holds and every point is face down:
    // nothing can pay for it (rule 5.1), though the settled state's memo has a payment for it.
    const play = before.find((d) => d.type === "play" && d.pay.length > 0);
    if (play?.type !== "play") throw new Error("no paid play listed");
    const poor = structuredClone(s);
    const ps = poor.players[p];
    for (const id of ps.hand.filter((id) => id !== play.card)) poor.cards[id]!.zone = "trash";
    ps.trash.push(...ps.hand.filter((id) => id !== play.card));
    ps.hand = [play.card];
    for (const id of ps.points) poor.cards[id]!.faceUp = false;
    expect(legalDecisions(poor).filter((d) => d.type === "play")).toEqual([]);
    // and the settled state still answers as before, its own memo untouched by the copy
    expect(legalDecisions(s)).toEqual(before);
    // a play listed for the settled state is refused on the copy (apply reads the copy's data)
    const r = apply(poor, play);
    expect(r.ok).toBe(false);
  });
});

describe("the random-fast agent", () => {
  it("draws only decisions that the full legal list holds", () => {
    const db = sampleDb();
    const rnd = makeRandom(99);
    let checked = 0;
    runGame(
      db,
      [sampleDecks.seed!, sampleDecks.vanilla!],
      11,
      [randomFastAgent(3), randomFastAgent(4)],
      {
        onStep: (s) => {
          if (s.pending.kind !== "priority") return;
          const listed = new Set(legalDecisions(s).map((d) => JSON.stringify(d)));
          for (let k = 0; k < 5; k++) {
            expect(listed.has(JSON.stringify(sampleDecision(s, rnd)))).toBe(true);
            checked++;
          }
        },
      },
    );
    expect(checked).toBeGreaterThan(50);
  });
  it("plays the same game for the same seed, and another for another seed", () => {
    const db = sampleDb();
    const play = (seed: number) =>
      runGame(db, [sampleDecks.seed!, sampleDecks.seed!], seed, [
        randomFastAgent(seed * 2 + 1),
        randomFastAgent(seed * 2 + 2),
      ]);
    const a = play(7);
    expect(a.error).toBeUndefined();
    expect(play(7).decisions).toEqual(a.decisions);
    expect(play(8).decisions).not.toEqual(a.decisions);
  });
});

/** Player 0 passes. */
function pass(s: GameState): GameState {
  const r = apply(s, { type: "pass", player: 0 });
  if (!r.ok) throw new Error(r.message);
  return r.state;
}

describe("the windows a card can be declared in (legal-priority.ts window masks)", () => {
  it("a character whose 〔自由登場〕 only a modifier gives is offered in the opponent's main phase", () => {
    const plain = char("P-15", "f", { cost: 0, ap: 30, dp: 30 });
    const board = () => onBoard([plain, spare], { p0: { hand: ["T-99"] }, p1: { hand: ["P-15"] } });
    // no card of the game prints or gives the keyword: player 1 has nothing to declare, and
    // player 0's pass ends the main phase
    const g = pass(board().state);
    expect(g.turnPlayer === 0 && g.step === "main").toBe(false);
    // the same board with a modifier giving it (built by hand: keywordOf reads a card's
    // modifiers wherever it is): player 1 may now enter the character
    const h = board();
    const f = h.id(1, "P-15");
    const s = pass({
      ...h.state,
      mods: [{ card: f, ap: 0, dp: 0, keyword: freeEntry(), until: "turn" }],
    });
    expect([s.turnPlayer, s.step, s.pending]).toEqual([0, "main", { kind: "priority", player: 1 }]);
    expect(legalDecisions(s)).toContainEqual({
      type: "play",
      player: 1,
      card: f,
      pay: [],
      area: "main",
    });
  });
});

describe("windows no card of the game can be declared in (legal-priority.ts noCardDeclarable)", () => {
  it("a card id of another game's view counts anew: its definition may be declared there", () => {
    // The same board twice, card for card, in two databases: player 1's hand card is a character
    // in the first (no card of that game can be declared in the opponent's main phase, so player
    // 0's pass ends it), an event of either player's main phase in the second.
    const board = (w: CardDef) =>
      onBoard([spare, w], { p0: { hand: ["T-99"] }, p1: { hand: ["W-1"] } });
    const plain = board(char("W-1", "w", { cost: 0 }));
    const g = pass(plain.state);
    expect(g.turnPlayer === 0 && g.step === "main").toBe(false);
    const either = board(eventCard("W-1", draw(1), { player: "both" }));
    expect(either.id(1, "W-1")).toBe(plain.id(1, "W-1"));
    const s = pass(either.state);
    expect([s.turnPlayer, s.step, s.pending]).toEqual([0, "main", { kind: "priority", player: 1 }]);
  });
});

describe("payer marks per game (costs.ts marksOf)", () => {
  it("a card id of another game's view is marked anew: its definition may differ", () => {
    // The same board twice, card for card, in two databases: the point card that would pay for
    // M-1 shares its color and title in the first, neither in the second (rule 5.2).
    const x = char("M-1", "x", { cost: 1, color: "red", title: "T1" });
    const board = (payer: CardDef) =>
      onBoard([x, payer], { p0: { hand: ["M-1"], points: ["M-2"] } });
    const plays = (g: ReturnType<typeof board>) => g.legal().filter((d) => d.type === "play");
    const red = board(char("M-2", "p", { color: "red", title: "T1" }));
    expect(plays(red)).toContainEqual(expect.objectContaining({ card: red.id(0, "M-1") }));
    const blue = board(char("M-2", "p", { color: "blue", title: "T2" }));
    expect(blue.id(0, "M-2")).toBe(red.id(0, "M-2"));
    expect(plays(blue)).toEqual([]);
  });
});
