// Property tests over random seeds and random agents (fast-check): the invariants hold after every
// step, every game ends, replaying the decision list gives the same digest at every step, and a
// state survives a JSON round trip unchanged in behaviour. The same over a deck built from the
// primitives of printed texts (look/rest, restrictions with a duration and `against`, set/reset
// AP/DP, exile, swap, negate, opponent choices), on fixed seeds.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  apply,
  cards,
  checkInvariants,
  choose,
  chooseNow,
  chosen,
  defineCardDb,
  digest,
  exile,
  greedyAgent,
  legalDecisions,
  moveRest,
  moveTo,
  negate,
  on,
  opponentCharacters,
  randomAgent,
  replay,
  resetStats,
  restrict,
  runGame,
  sampleDb,
  sampleDecks,
  search,
  seq,
  setStats,
  swapHandPoint,
  target,
  trash,
  triggered,
  yourMain,
  type CardDef,
  type Effect,
  type GameState,
  type TargetSpec,
  type TimingPlayer,
} from "../../runtime/index.ts";
import { char, eventCard } from "./helpers.ts";

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

describe("random games over the printed-card primitives", () => {
  const ev = (
    number: string,
    effect: Effect,
    targets?: TargetSpec[],
    player: TimingPlayer = "own",
  ): CardDef => eventCard(number, effect, { ...(targets ? { targets } : {}), player, cost: 1 });
  const opp = [choose(1, opponentCharacters())];
  const mine = [choose(1, yourMain())];

  const pool: CardDef[] = [
    char("C-1", "c1", { cost: 0, ap: 10, dp: 10 }),
    char("C-2", "c2", { cost: 1, ap: 20, dp: 20 }),
    char("C-3", "c3", { cost: 1, ap: 30, dp: 10 }),
    char("C-4", "c4", { cost: 2, ap: 30, dp: 30 }),
    char("C-5", "c5", { cost: 2, ap: 20, dp: 40 }),
    char("C-6", "c6", { cost: 3, ap: 50, dp: 40 }),
    char("P-1", "looker", {
      abilities: [
        triggered(
          on("enters"),
          seq(
            search({ player: "you", look: 3, take: 1, upTo: true, as: "t", reveal: true }),
            moveTo(chosen("t"), "hand"),
            moveRest("t", "deckBottom", "chosen"),
          ),
        ),
      ],
    }),
    ev("P-2", seq(restrict(target(0), "cannotLeave"), trash(target(0))), mine),
    ev("P-3", resetStats(target(0), "ap"), opp, "both"),
    ev("P-4", setStats(target(0), { ap: 10, dp: 10 }), opp),
    ev("P-5", seq(exile(target(0)), moveTo(cards("you", "removed"), "hand")), opp),
    ev(
      "P-6",
      seq(
        chooseNow(choose(1, cards("you", "hand")), "h"),
        chooseNow(choose(1, cards("you", "points")), "p"),
        swapHandPoint(chosen("h"), chosen("p")),
      ),
    ),
    ev("P-7", negate("any", "opponent"), undefined, "interrupt"),
    ev(
      "P-8",
      seq(chooseNow(choose(1, cards("opponent", "hand")), "d", "opponent"), trash(chosen("d"))),
    ),
    ev("P-9", restrict(target(0), "cannotBlock", "turn", { cost: { op: ">=", n: 1 } }), opp),
  ];
  const db = defineCardDb("printed-primitives-random", pool);
  const deck = pool.flatMap((c) => [c.number, c.number, c.number, c.number]);
  const decks = [deck, deck] as const;

  it("invariants after every step, every listed decision accepted, replay gives the same digests", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const rec = runGame(db, decks, seed, [randomAgent(seed), randomAgent(seed + 99)], {
        onStep: (s) => {
          const v = checkInvariants(s);
          if (v.length) throw new Error(`seed ${seed}: ${v.join("; ")}`);
          if (s.pending.kind === "over") return;
          for (const d of legalDecisions(s)) {
            const r = apply(s, d);
            if (!r.ok)
              throw new Error(`seed ${seed}: listed ${JSON.stringify(d)} rejected: ${r.reason}`);
          }
        },
      });
      expect(rec.error).toBeUndefined();
      expect(rec.winner).not.toBeNull();
      const states = replay(db, decks, seed, rec.decisions);
      expect(digest(states.at(-1)!)).toBe(digest(rec.final));
    }
  });
});
