// The one interface between the simulation runner (i19-scale) and the figures it collects
// (i19-report and others): a Tally turns finished games into a plain-JSON total that can be merged
// in any grouping and any order, so worker threads and queue machines can each total a seed range.
import type { CardDb } from "../runtime/index.ts";
import type { GameRecord } from "../runtime/runner.ts";

/** One finished game, as a tally sees it. */
export interface GameContext {
  db: CardDb;
  index: number; // game index i (seed = firstSeed + i)
  seed: number;
  deckIndex: readonly [number, number]; // indexes into the run's deck list (pairing)
  decks: readonly [readonly string[], readonly string[]];
  record: GameRecord; // events present only if some tally has needsEvents
}

/**
 * A figure accumulated over games. T must be plain JSON (workers post it, the queue stores it in
 * Redis), and merge must be associative and commutative, so that totals do not depend on how the
 * seeds were split or in which order parts arrive.
 */
export interface Tally<T> {
  readonly name: string;
  readonly needsEvents: boolean;
  empty(): T;
  add(total: T, game: GameContext): void; // mutates total
  merge(a: T, b: T): T; // pure
}
