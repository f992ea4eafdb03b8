// runGame plays its own copy of the game in place when nobody else sees a state while it is played
// (runner.ts playsInPlace): agents that keep no state (Agent.keepsNoState), no `onStep`, no events.
// The same games either way (test/runtime/digest-golden.test.ts, bench/digest-check.ts
// --copy-on-write); here: when it does and does not, and a refused decision's record.
import { describe, expect, it } from "vitest";
import {
  cloneState,
  createGame,
  digest,
  randomAgent,
  runGame,
  sampleDb,
  sampleDecks,
  type Agent,
  type Decision,
  type GameState,
  vanillaDeck,
} from "../../runtime/index.ts";

const db = sampleDb();
const decks = [sampleDecks.seed!, sampleDecks.vanilla!] as const;

/** A random agent that keeps every state it is given, with its digest then; flagged or not. */
function keeper(seed: number, keepsNoState: boolean) {
  const inner = randomAgent(seed);
  const kept: { state: GameState; then: string }[] = [];
  const agent: Agent = {
    name: `keeper(${seed})`,
    picksListed: true,
    keepsNoState,
    decide(state: GameState, legal: readonly Decision[]): Decision {
      kept.push({ state, then: digest(state) });
      return inner.decide(state, legal);
    },
  };
  return { agent, kept };
}

describe("cloneState, the copy runGame plays in place", () => {
  it("keeps the digest of a state whose players hold removed cards or coins", () => {
    const c = createGame({ cards: db, decks, seed: 5 });
    if (!c.ok) throw new Error(c.message);
    const s = cloneState(c.state);
    // as a step adds them to a player (after its other fields): a removed card, coins
    s.players[0].removed = [s.players[0].deck[0]!];
    s.players[1].coins = { 桜: 2 };
    expect(digest(cloneState(s))).toBe(digest(s));
    expect(JSON.stringify(cloneState(s))).toBe(JSON.stringify(s));
  });
});

describe("runGame in place", () => {
  it("copies at every step for an agent that may keep the states it is given", () => {
    const a = keeper(1, false);
    const b = keeper(2, false);
    const rec = runGame(db, decks, 7, [a.agent, b.agent]);
    expect(rec.error).toBeUndefined();
    const kept = [...a.kept, ...b.kept];
    expect(kept.length).toBe(rec.decisions.length);
    for (const k of kept) expect(digest(k.state)).toBe(k.then);
    expect(new Set(kept.map((k) => k.state)).size).toBe(kept.length);
  });

  it("copies at every step when onStep sees the states, even for agents that keep none", () => {
    const seen: { state: GameState; then: string }[] = [];
    const rec = runGame(db, decks, 7, [randomAgent(1), randomAgent(2)], {
      onStep: (state) => void seen.push({ state, then: digest(state) }),
    });
    expect(seen.length).toBe(rec.decisions.length + 1);
    for (const s of seen) expect(digest(s.state)).toBe(s.then);
  });

  it("plays one state object in place for agents that keep none, to the same end", () => {
    // (these agents break their word and keep the states, to show that they were written over)
    const a = keeper(1, true);
    const b = keeper(2, true);
    const rec = runGame(db, decks, 7, [a.agent, b.agent]);
    const copied = runGame(db, decks, 7, [keeper(1, true).agent, keeper(2, true).agent], {
      copyOnWrite: true,
    });
    const states = new Set([...a.kept, ...b.kept].map((k) => k.state));
    expect(states.size).toBe(1);
    expect(states.has(rec.final)).toBe(true);
    expect(a.kept.some((k) => digest(k.state) !== k.then)).toBe(true);
    expect(digest(rec.final)).toBe(digest(copied.final));
    expect(rec.decisions).toEqual(copied.decisions);
  });

  it("records the state before a refused decision, as copying on write does", () => {
    // both agents answer at random for 40 decisions, then play a card that is not in the hand
    const refusing = (): [Agent, Agent] => {
      let n = 0;
      const make = (seed: number): Agent => {
        const inner = randomAgent(seed);
        return {
          name: `refusing(${seed})`,
          keepsNoState: true,
          decide(state: GameState, legal: readonly Decision[]): Decision {
            if (n++ < 40) return inner.decide(state, legal);
            const p = state.pending.kind === "over" ? 0 : state.pending.player;
            const inDeck = state.cards.findIndex((c) => c.owner === p && c.zone === "deck");
            return { type: "play", player: p, card: inDeck, pay: [], area: "main" };
          },
        };
      };
      return [make(1), make(2)];
    };
    const inPlace = runGame(db, decks, 3, refusing());
    const copied = runGame(db, decks, 3, refusing(), { copyOnWrite: true });
    expect(inPlace.error).toBeDefined();
    expect(inPlace.error).toBe(copied.error);
    expect(inPlace.decisions.length).toBe(40);
    expect(inPlace.final.decisions).toBe(40);
    expect(digest(inPlace.final)).toBe(digest(copied.final));
  });

  it("records the state before a step that failed halfway, as copying on write does", () => {
    // R-732 (samples/faults.ts) enters and its text has no handler: the step that plays it has
    // paid, moved and triggered before the engine fails (engine/internal-error)
    const faulty = [...vanillaDeck.slice(0, -4), ...Array<string>(4).fill("R-732")];
    const pair = [faulty, faulty] as const;
    const failed = [];
    for (let seed = 1; seed <= 20; seed++) {
      const inPlace = runGame(db, pair, seed, [randomAgent(seed), randomAgent(seed + 100)]);
      if (!inPlace.error?.startsWith("engine/internal-error")) continue;
      const copied = runGame(db, pair, seed, [randomAgent(seed), randomAgent(seed + 100)], {
        copyOnWrite: true,
      });
      expect(inPlace.error).toBe(copied.error);
      expect(digest(inPlace.final)).toBe(digest(copied.final));
      expect(inPlace.final.decisions).toBe(inPlace.decisions.length);
      failed.push(seed);
    }
    expect(failed.length).toBeGreaterThan(0);
  });
});
