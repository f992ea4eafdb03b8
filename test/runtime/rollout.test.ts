// runtime/rollout.ts (issue 15, item 5, partial): a rollout changes one private copy in place and
// must end where stepping with `apply` (copy on write) ends, leaving its input unchanged.
// bench/digest-check.ts --rollout checks the same over thousands of seeds and the pool decks.
import { describe, expect, it } from "vitest";
import {
  createGame,
  digest,
  randomAgent,
  randomFastAgent,
  rollout,
  runGame,
  sampleDb,
  sampleDecks,
  type Agent,
  type GameState,
} from "../../runtime/index.ts";

const db = sampleDb();
const decks = [sampleDecks.seed!, sampleDecks.vanilla!] as const;
const agents = (seed: number, kind: (n: number) => Agent): [Agent, Agent] => [
  kind(seed * 2 + 1),
  kind(seed * 2 + 2),
];

function created(seed: number): GameState {
  const c = createGame({ cards: db, decks, seed });
  if (!c.ok) throw new Error(c.message);
  return c.state;
}

describe("rollout in place", () => {
  for (const [name, kind] of [
    ["random", randomAgent],
    ["random-fast", randomFastAgent],
  ] as const)
    it(`ends where apply ends, for 20 seeded games of ${name} agents`, () => {
      for (let seed = 1; seed <= 20; seed++) {
        const stepped = runGame(db, decks, seed, agents(seed, kind), { copyOnWrite: true });
        const start = created(seed);
        const before = digest(start);
        const rolled = rollout(start, agents(seed, kind));
        expect(rolled.error).toBeUndefined();
        expect(rolled.decisions).toBe(stepped.decisions.length);
        expect(digest(rolled.final)).toBe(digest(stepped.final));
        expect(digest(start)).toBe(before); // the input is a copy's source, never changed
      }
    });
  it("stops at the decision cap, from a mid-game state, without changing it", () => {
    let mid: GameState | null = null;
    runGame(db, decks, 4, agents(4, randomFastAgent), {
      onStep: (s) => void (s.turn === 5 && !mid ? (mid = s) : null),
    });
    const start = mid! as GameState;
    const before = digest(start);
    const capped = rollout(start, agents(9, randomFastAgent), 10);
    expect(capped.decisions).toBe(10);
    expect(capped.final.decisions).toBe(start.decisions + 10);
    expect(digest(start)).toBe(before);
  });
});
