// Integration: random games with decks drawn from every compiled card set (generated/), the cards
// the compiler emits against this API. Invariants hold after every step and no game errs.
import { describe, expect, it } from "vitest";
import {
  checkInvariants,
  defineCardDb,
  randomAgent,
  runGame,
  sameCardKey,
  type CardDef,
} from "../../runtime/index.ts";
import { makeRandom } from "../../runtime/core/prng.ts";

const compiled = await import("../../generated/index.ts").then(
  (m: { allCards?: readonly CardDef[] }) => m.allCards ?? [],
  () => [] as readonly CardDef[],
);

describe.skipIf(compiled.length < 30)("compiled card sets in the engine", () => {
  const db = defineCardDb("compiled-cards-test", compiled);
  const playable = compiled.filter(
    (c) => !(c.keywords ?? []).some((k) => k.kw === "unimplemented"),
  );

  function randomDeck(seed: number): string[] {
    const rnd = makeRandom(seed);
    const seen = new Set<string>();
    const picks: string[] = [];
    while (picks.length < 15) {
      const c = playable[Math.floor(rnd() * playable.length)]!;
      if (seen.has(sameCardKey(c))) continue;
      seen.add(sameCardKey(c));
      picks.push(c.id ?? c.number);
    }
    return picks.flatMap((k) => [k, k, k, k]);
  }

  it("rule 10.1 and rule 9.1 with compiled cards: 40 random games end, with no invariant violation and no engine error", () => {
    for (let g = 0; g < 40; g++) {
      const rec = runGame(
        db,
        [randomDeck(g * 2), randomDeck(g * 2 + 1)],
        g,
        [randomAgent(g), randomAgent(g + 1)],
        {
          maxDecisions: 5000,
          onStep: (s) => {
            const v = checkInvariants(s);
            if (v.length) throw new Error(`game ${g}: ${v.join("; ")}`);
          },
        },
      );
      expect(rec.error).toBeUndefined();
      expect(rec.winner).not.toBeNull();
    }
  });
});
