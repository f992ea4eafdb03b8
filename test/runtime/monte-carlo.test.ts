// The flat Monte Carlo agent (runtime/agents/monte-carlo.ts, issue 19): deterministic from its seed,
// never changes the state it is shown (its randomness is its own, not the game's), only ever
// returns a decision of the legal list, and beats the random player on a fixed set of games.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  digest,
  legalDecisions,
  monteCarloAgent,
  monteCarloOptionsFrom,
  randomFastAgent,
  rolloutValue,
  runGame,
  sampleDb,
  sampleDecks,
  type Agent,
  type Decision,
  type MonteCarloOptions,
} from "../../runtime/index.ts";

const db = sampleDb();
const mirror = [sampleDecks.vanilla!, sampleDecks.vanilla!] as const;
const mixed = [sampleDecks.seed!, sampleDecks.vanilla!] as const;
/** A small budget: these tests are about behaviour, not strength. */
const tiny: MonteCarloOptions = { rollouts: 1, maxCandidates: 3, rolloutDecisions: 40 };

describe("monte-carlo agent", () => {
  it("plays the same game from the same seeds, and leaves the state it is shown unchanged", () => {
    const play = (): Decision[] => {
      const mc = monteCarloAgent(7, tiny);
      const watched: Agent = {
        name: mc.name,
        decide(state, legal) {
          const before = digest(state);
          const d = mc.decide(state, legal);
          expect(digest(state)).toBe(before);
          return d;
        },
      };
      const rec = runGame(db, mixed, 11, [watched, randomFastAgent(3)], { maxDecisions: 120 });
      return rec.decisions;
    };
    const first = play();
    expect(first.length).toBeGreaterThan(20);
    expect(play()).toEqual(first);
  });

  it("takes the only legal decision without searching", () => {
    const mc = monteCarloAgent(1, tiny);
    const only: Decision = { type: "pass", player: 0 };
    // a state it cannot search from: a search would fail on it
    expect(mc.decide({} as never, [only])).toBe(only);
  });

  it("never returns a decision outside the legal list (fast-check over seeds)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const mc = monteCarloAgent(seed, tiny);
        const checked: Agent = {
          name: mc.name,
          decide(state, legal) {
            const d = mc.decide(state, legal);
            const key = JSON.stringify(d);
            expect(legalDecisions(state).some((l) => JSON.stringify(l) === key)).toBe(true);
            return d;
          },
        };
        const seats: [Agent, Agent] =
          seed % 2 ? [checked, randomFastAgent(seed)] : [randomFastAgent(seed), checked];
        const rec = runGame(db, mixed, seed, seats, { maxDecisions: 80 });
        // the only way to stop early here is the cap: no agent failure, no refused decision
        if (rec.error !== undefined) expect(rec.error).toMatch(/decision cap/);
      }),
      { numRuns: 6, seed: 19 },
    );
  });

  it("scores a rollout: win 1, loss 0, draw ½, an unfinished game by the points (rule 9.1)", () => {
    const rec = runGame(db, mixed, 5, [randomFastAgent(1), randomFastAgent(2)]);
    const w = rec.winner as 0 | 1;
    expect(rolloutValue(rec.final, w)).toBe(1);
    expect(rolloutValue(rec.final, (1 - w) as 0 | 1)).toBe(0);
    const cut = runGame(db, mixed, 5, [randomFastAgent(1), randomFastAgent(2)], {
      maxDecisions: 30,
    });
    const v = rolloutValue(cut.final, 0);
    const diff = cut.final.players[1].points.length - cut.final.players[0].points.length;
    expect(v).toBeCloseTo(0.5 + diff / 14);
  });

  it("beats the random player: at least 10 of 12 mirror games, seats alternated", () => {
    // 12 games of the vanilla deck against itself (no deck advantage), the search agent in seat 0
    // in even games and seat 1 in odd ones, game i on seed 1+i. If it were no better than its
    // opponent (p = 0.5 per game), 10 or more wins of 12 would happen with probability
    // (C(12,10) + C(12,11) + C(12,12)) / 2^12 = 79 / 4096 ≈ 1.9%. The games are fixed (seeded), so
    // the test does not flicker; measured: 11 of 12 with this budget (docs/balance.md has more).
    const budget: MonteCarloOptions = { rollouts: 2, maxCandidates: 4, rolloutDecisions: 200 };
    let wins = 0;
    for (let i = 0; i < 12; i++) {
      const seat = i % 2;
      const mc = monteCarloAgent(100 + i, budget);
      const rnd = randomFastAgent(200 + i);
      const rec = runGame(db, mirror, 1 + i, seat === 0 ? [mc, rnd] : [rnd, mc]);
      expect(rec.error).toBeUndefined();
      if (rec.winner === seat) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(10);
  }, 120_000);
});

describe("monteCarloOptionsFrom", () => {
  it("keeps the known budgets given as whole numbers of 1 or more, and nothing else", () => {
    expect(
      monteCarloOptionsFrom({ rollouts: 4, maxCandidates: 0, rolloutDecisions: "9", other: 1 }),
    ).toEqual({ rollouts: 4 });
    expect(monteCarloOptionsFrom({})).toEqual({});
  });
});
