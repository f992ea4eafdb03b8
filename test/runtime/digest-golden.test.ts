// The proof-harness golden (bench/digest-check.ts): 300 seeded random-vs-random games of the
// built-in sample decks must give the recorded combined digest (every final state and decision
// log). An engine optimisation must not move it; a deliberate change of the rules does, and is
// re-accepted as README's "Benchmarks" section says (run the harness, paste the new value here).
import { describe, expect, it } from "vitest";
import { gameSuites, suiteDigest } from "../../bench/digest-games.ts";

const GOLDEN = {
  random: "a04b153a0efd1f7d",
  // its own games (it samples differently); recorded when it was added, to keep it deterministic
  "random-fast": "948d2ac1c95e98b0",
} as const;

describe("same seeds, same games (the proof harness's golden)", () => {
  for (const agent of ["random", "random-fast"] as const)
    it(`300 sample-deck games of ${agent} agents give the recorded digest`, async () => {
      const [samples] = await gameSuites(["samples"]);
      const r = suiteDigest(samples!, 1, 300, agent);
      expect(r.errors).toBe(0);
      expect(r.digest).toBe(GOLDEN[agent]);
    });
  // runGame plays these games in place (runner.ts playsInPlace): copying at every step instead
  // must give the same games, or the two ways differ
  for (const agent of ["random", "random-fast"] as const)
    it(`the same 300 games of ${agent} agents copied on write at every step give it too`, async () => {
      const [samples] = await gameSuites(["samples"]);
      const r = suiteDigest(samples!, 1, 300, agent, true);
      expect(r.errors).toBe(0);
      expect(r.digest).toBe(GOLDEN[agent]);
    });
});
