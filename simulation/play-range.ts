// Playing games [from, to) of a run (game i: seed firstSeed + i) into a RangeResult: every tally's
// total, plus the invariant violations and CPU time, which no game record holds. The unit of work
// of every way to run a simulation: in-process, one per worker thread, one per queue job.
import {
  checkInvariants,
  runGame,
  type Agent,
  type CardDb,
  type GameState,
} from "../runtime/index.ts";
import { agents } from "./agents.ts";
import { pairing } from "./pairing.ts";
import { RunSpecError, tallyNames, type RunSpec } from "./run-spec.ts";
import { tallies } from "./tallies.ts";
import type { GameContext, Tally } from "./tally.ts";

/** An engine error or an invariant violation, with its game's seed (printed to stderr). */
export interface Note {
  seed: number;
  kind: "error" | "violation";
  text: string;
}

export interface RangeResult {
  /** The game-index ranges [from, to) this result covers: sorted, disjoint, adjacent ones joined. */
  ranges: [number, number][];
  /** Tally name → its total over those games. */
  totals: Record<string, unknown>;
  violations: number;
  /** CPU time of the process while it played (whole microseconds, so sums are exact). */
  cpuMicros: number;
  /** The first notes of each kind by seed (merge.ts keeps NOTES_KEPT); empty when streamed. */
  notes: Note[];
}

export interface RangeHooks {
  /** Each note as it happens; notes given here are not kept in the result. */
  onNote?(note: Note): void;
  /** Each game that stopped on an error or broke an invariant (`--write-rulings`). */
  onFailure?(game: GameContext): void;
  /** Each game once counted (a progress bar). */
  onGame?(game: GameContext): void;
}

/** Play games [from, to) of `spec` (indexes, not seeds) with the run's card database `db`. */
export function playRange(
  spec: RunSpec,
  db: CardDb,
  from: number,
  to: number,
  hooks: RangeHooks = {},
): RangeResult {
  if (!(
    Number.isSafeInteger(from) &&
    Number.isSafeInteger(to) &&
    0 <= from &&
    from <= to &&
    to <= spec.games
  ))
    throw new RunSpecError(`games [${from}, ${to}) are not a range of this run's ${spec.games}`);
  const c0 = process.cpuUsage();
  const used = tallyNames(spec).map((n) => tallies[n]!);
  const totals = used.map((t) => t.empty());
  const notes: Note[] = [];
  const note = hooks.onNote ?? ((n: Note) => notes.push(n));
  const keepEvents = used.some((t) => t.needsEvents);
  const [agentA, agentB] = spec.agents.map(
    (a) => (seed: number) => agents[a.name]!(seed, a.options ?? {}),
  ) as [(seed: number) => Agent, (seed: number) => Agent];
  let violations = 0;
  for (let i = from; i < to; i++) {
    const seed = spec.firstSeed + i;
    const count = (state: GameState): number => {
      const problems = checkInvariants(state);
      for (const p of problems)
        note({ seed, kind: "violation", text: `invariant violated (turn ${state.turn}): ${p}` });
      return problems.length;
    };
    let broken = 0;
    const [a, b] = pairing(i, spec.decks.length);
    const decks = [spec.decks[a]!, spec.decks[b]!] as const;
    const record = runGame(
      db,
      decks,
      seed,
      [agentA(spec.firstSeed * 7919 + i), agentB(spec.firstSeed * 104729 + i)],
      {
        ignoreUnimplemented: spec.ignoreUnimplemented,
        keepEvents,
        ...(spec.check === "every-step" ? { onStep: (s) => (broken += count(s)) } : {}),
      },
    );
    if (record.error !== undefined) note({ seed, kind: "error", text: record.error });
    if (spec.check === "final") broken += count(record.final);
    violations += broken;
    const game: GameContext = { db, index: i, seed, deckIndex: [a, b], decks, record };
    used.forEach((t: Tally<unknown>, k) => t.add(totals[k], game));
    if (record.error !== undefined || broken > 0) hooks.onFailure?.(game);
    hooks.onGame?.(game);
  }
  const cu = process.cpuUsage(c0);
  const covered: [number, number][] = to > from ? [[from, to]] : [];
  return {
    ranges: covered,
    totals: Object.fromEntries(used.map((t, k) => [t.name, totals[k]])),
    violations,
    cpuMicros: cu.user + cu.system,
    notes,
  };
}
