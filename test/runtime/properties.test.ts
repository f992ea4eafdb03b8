// Property tests over random seeds and random agents (fast-check): the invariants hold after every
// step, every game ends, replaying the decision list gives the same digest at every step, and a
// state survives a JSON round trip unchanged in behaviour.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  apply,
  checkInvariants,
  digest,
  greedyAgent,
  legalDecisions,
  randomAgent,
  replay,
  runGame,
  sampleDb,
  sampleDecks,
  type GameState,
} from "../../runtime/index.ts";

const db = sampleDb();
const decks = [
  [sampleDecks.vanilla!, sampleDecks.vanilla!],
  [sampleDecks.seed!, sampleDecks.seed!],
  [sampleDecks.vanilla!, sampleDecks.seed!],
] as const;

describe("the invariant checker", () => {
  it("reports broken states (so the property tests are not vacuous)", () => {
    const rec = runGame(db, decks[0], 1, [randomAgent(1), randomAgent(2)]);
    const s = replay(db, decks[0], 1, rec.decisions.slice(0, 30)).at(-1)!;
    expect(checkInvariants(s)).toEqual([]);
    const lost = structuredClone(s);
    lost.players[0].deck.pop();
    expect(checkInvariants(lost).join()).toMatch(/is nowhere/);
    const six = structuredClone(s);
    six.players[0].main = [
      ...six.players[0].main,
      ...six.players[0].deck.splice(0, 6 - six.players[0].main.length),
    ];
    for (const id of six.players[0].main) six.cards[id]!.zone = "main";
    expect(checkInvariants(six).join()).toMatch(/characters in the main area|two copies/);
    const stale = structuredClone(s);
    stale.mods.push({ card: stale.players[0].deck[0]!, ap: 10, dp: 0, until: "turn" });
    expect(checkInvariants(stale).join()).toMatch(/not on the field/);
  });
});

describe("properties of random games", () => {
  it("after every step: 60 cards per player, one zone each; <= 5 in a main area; one copy per field; AP/DP = printed + coins + modifiers; points = pile", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2 }),
        (seed, which) => {
          const rec = runGame(db, decks[which]!, seed, [randomAgent(seed), randomAgent(seed + 1)], {
            onStep: (s) => {
              const v = checkInvariants(s);
              if (v.length) throw new Error(`seed ${seed}: ${v.join("; ")}`);
            },
          });
          expect(rec.error).toBeUndefined();
        },
      ),
      { numRuns: 60 },
    );
  });

  it("every game ends (a winner or a draw) well within the decision cap", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2 }),
        (seed, which) => {
          const rec = runGame(
            db,
            decks[which]!,
            seed,
            [randomAgent(seed * 3), randomAgent(seed * 3 + 1)],
            { maxDecisions: 5000 },
          );
          expect(rec.error).toBeUndefined();
          expect(rec.winner).not.toBeNull();
          expect(rec.final.pending.kind).toBe("over");
        },
      ),
      { numRuns: 80 },
    );
  });

  it("replaying seed + decision list reproduces the same digest at every step", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2 }),
        (seed, which) => {
          const digests: string[] = [];
          const rec = runGame(db, decks[which]!, seed, [randomAgent(seed + 7), greedyAgent()], {
            onStep: (s) => digests.push(digest(s)),
          });
          const states = replay(db, decks[which]!, seed, rec.decisions);
          expect(states.map(digest)).toEqual(digests);
        },
      ),
      { numRuns: 25 },
    );
  });

  it("a state round-tripped through JSON behaves identically", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const rec = runGame(db, decks[2], seed, [randomAgent(seed), randomAgent(seed + 1)]);
        const replayed = replay(
          db,
          decks[2],
          seed,
          rec.decisions.slice(0, Math.floor(rec.decisions.length / 2)),
        );
        const mid = replayed[replayed.length - 1]!;
        const copy = JSON.parse(JSON.stringify(mid)) as GameState;
        expect(copy).toEqual(mid);
        expect(legalDecisions(copy)).toEqual(legalDecisions(mid));
        for (const d of legalDecisions(mid).slice(0, 5)) {
          const a = apply(mid, d);
          const b = apply(copy, d);
          expect(a.ok && b.ok && digest(a.state) === digest(b.state)).toBe(true);
        }
      }),
      { numRuns: 20 },
    );
  });

  it("legality and the validator agree: every listed decision is accepted by apply", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2 }),
        (seed, which) => {
          runGame(db, decks[which]!, seed, [randomAgent(seed), randomAgent(seed + 5)], {
            onStep: (s) => {
              for (const d of legalDecisions(s)) {
                const r = apply(s, d);
                if (!r.ok)
                  throw new Error(
                    `listed but rejected: ${JSON.stringify(d)}: ${r.reason} ${r.message}`,
                  );
              }
            },
          });
        },
      ),
      { numRuns: 15 },
    );
  });

  it("apply never mutates its input, accepted or rejected", () => {
    const rec = runGame(db, decks[1], 42, [randomAgent(1), randomAgent(2)]);
    const states = replay(db, decks[1], 42, rec.decisions);
    for (let i = 0; i < rec.decisions.length; i += 7) {
      const s = states[i]!;
      const before = JSON.stringify(s);
      apply(s, rec.decisions[i]!);
      apply(s, { type: "pass", player: 1 });
      apply(s, { type: "play", player: 0, card: 9999, pay: [] });
      expect(JSON.stringify(s)).toBe(before);
      expect(checkInvariants(s)).toEqual([]);
    }
  });
});
