// A small run of real cards shared by the simulation tests: three pool decks (so the pairing
// rotates), the sampling agent, text usage on (the tally with the most structure), and every
// game's single-game result, from which any split of the run can be merged without replaying.
import { loadDecks } from "../../cli/commands/simulate.ts";
import { cardDbFor } from "../../simulation/card-db.ts";
import { playRange, type RangeResult } from "../../simulation/play-range.ts";
import type { RunSpec } from "../../simulation/run-spec.ts";
import type { CardDb } from "../../runtime/index.ts";

export const GAMES = 18;

export function poolSpec(games = GAMES): RunSpec {
  return {
    decks: loadDecks([
      "decks/pool/pool-001.deck",
      "decks/pool/pool-002.deck",
      "decks/pool/pool-003.deck",
    ]),
    firstSeed: 11,
    games,
    agents: [{ name: "random-fast" }, { name: "random-fast" }],
    ignoreUnimplemented: true,
    check: "final",
    tallies: ["text-usage"],
  };
}

/** A result without its CPU time, the one figure that is measured rather than counted. */
export function counted(r: RangeResult): Omit<RangeResult, "cpuMicros"> {
  const { cpuMicros: _, ...rest } = r;
  return rest;
}

let cache: Promise<{ spec: RunSpec; db: CardDb; whole: RangeResult; single: RangeResult[] }>;

/** The run played once whole and once game by game (cached for the file). */
export function played() {
  cache ??= (async () => {
    const spec = poolSpec();
    const db = await cardDbFor(spec.decks);
    const whole = playRange(spec, db, 0, spec.games);
    const single = Array.from({ length: spec.games }, (_, i) => playRange(spec, db, i, i + 1));
    return { spec, db, whole, single };
  })();
  return cache;
}
