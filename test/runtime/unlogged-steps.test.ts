// runGame builds a step's events only when it keeps them (apply.ts applyUnlogged, ctx.ts
// keepsEvents): the games must not depend on it. The same seeds with and without `keepEvents` give
// the same decisions and final states, and the kept log is the one apply returns step by step.
import { describe, expect, it } from "vitest";
import {
  apply,
  createGame,
  digest,
  randomAgent,
  runGame,
  sampleDb,
  sampleDecks,
  type Agent,
  type GameEvent,
} from "../../runtime/index.ts";

const db = sampleDb();
const decks = [sampleDecks.seed!, sampleDecks.vanilla!] as const;

describe("events built only when kept", () => {
  it("the same games with and without keepEvents", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const agents = () => [randomAgent(seed * 2 + 1), randomAgent(seed * 2 + 2)] as const;
      const kept = runGame(db, decks, seed, agents(), { keepEvents: true });
      const unkept = runGame(db, decks, seed, agents());
      expect(unkept.decisions).toEqual(kept.decisions);
      expect(digest(unkept.final)).toBe(digest(kept.final));
      expect(unkept.events).toEqual([]);
      // the kept log is apply's, step by step
      const created = createGame({ cards: db, decks, seed });
      if (!created.ok) throw new Error(created.message);
      const events: GameEvent[] = [...created.events];
      let state = created.state;
      for (const d of kept.decisions) {
        const r = apply(state, d);
        if (!r.ok) throw new Error(r.message);
        events.push(...r.events);
        state = r.state;
      }
      expect(kept.events).toEqual(events);
      expect(kept.events.some((e) => e.ev === "pass")).toBe(true);
    }
  });
});

// runGame applies a decision an agent that `picksListed` took from the legal list without checking
// it again (apply.ts applyListed): only the very objects of the list. A changed copy is checked.
describe("a listed decision is not checked again", () => {
  it("a decision that is not one of the list's objects is checked", () => {
    const cheat: Agent = {
      name: "cheat",
      picksListed: true,
      decide(_state, legal) {
        const play = legal.find((d) => d.type === "play" && d.pay.length > 0);
        // the same play paid with nothing: not one of the list's objects, and illegal (rule 5.1)
        return play?.type === "play" ? { ...play, pay: [] } : legal[legal.length - 1]!;
      },
    };
    const rec = runGame(db, decks, 7, [cheat, cheat]);
    expect(rec.error).toMatch(/^cost\//);
    // the agents' own picks: the same game as apply checking each one
    const listed = runGame(db, decks, 7, [randomAgent(15), randomAgent(16)]);
    const checked = runGame(db, decks, 7, [unmarked(randomAgent(15)), unmarked(randomAgent(16))]);
    expect(listed.decisions).toEqual(checked.decisions);
    expect(digest(listed.final)).toBe(digest(checked.final));
  });
});

/** The agent without the `picksListed` mark: runGame checks each of its decisions. */
function unmarked(a: Agent): Agent {
  return { name: a.name, decide: (s, legal) => a.decide(s, legal) };
}
