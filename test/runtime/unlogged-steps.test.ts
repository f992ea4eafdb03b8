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
