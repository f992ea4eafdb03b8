// Random games with a deck built from the printed-card primitives (look/rest, restrictions with a
// duration and `against`, set/reset AP/DP, exile, swap, negate, opponent choices): the invariants
// hold after every step, every listed decision is accepted, and replay reproduces the game.
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
  type TargetSpec,
  type TimingPlayer,
} from "../../runtime/index.ts";
import { char, eventCard } from "./helpers.ts";

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

describe("random games over the printed-card primitives", () => {
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
