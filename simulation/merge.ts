// Merging RangeResults: tally by tally with each tally's own merge, counts summed, ranges joined.
// Every step is associative and commutative, so the run's totals do not depend on how its games
// were split or in which order the parts arrived. A game counted twice is an error, never a sum.
import type { Note, RangeResult } from "./play-range.ts";
import { tallies } from "./tallies.ts";

/** How many notes of each kind a merged result keeps: the ones with the smallest seeds. */
export const NOTES_KEPT = 20;

/** Two parts that both cover some game: merging them would count it twice. */
export class OverlapError extends Error {}

export function emptyResult(): RangeResult {
  return { ranges: [], totals: {}, violations: 0, cpuMicros: 0, notes: [] };
}

function joinRanges(a: readonly [number, number][], b: readonly [number, number][]) {
  const all = [...a, ...b].filter(([f, t]) => t > f).sort((x, y) => x[0] - y[0]);
  const out: [number, number][] = [];
  for (const [f, t] of all) {
    const last = out.at(-1);
    if (last && f < last[1])
      throw new OverlapError(`games [${f}, ${Math.min(t, last[1])}) would be counted twice`);
    if (last && f === last[1]) last[1] = t;
    else out.push([f, t]);
  }
  return out;
}

const compareNotes = (x: Note, y: Note): number =>
  x.seed - y.seed ||
  (x.kind < y.kind ? -1 : x.kind > y.kind ? 1 : 0) ||
  (x.text < y.text ? -1 : x.text > y.text ? 1 : 0);

/** The NOTES_KEPT first notes of each kind, in (seed, kind, text) order. */
function keepNotes(notes: readonly Note[]): Note[] {
  const seen = { error: 0, violation: 0 };
  return [...notes].sort(compareNotes).filter((n) => seen[n.kind]++ < NOTES_KEPT);
}

function mergeTotals(a: Record<string, unknown>, b: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const name of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    const tally = tallies[name];
    if (!tally) throw new Error(`no tally named "${name}" (simulation/tallies.ts)`);
    const x = Object.hasOwn(a, name) ? a[name] : tally.empty();
    const y = Object.hasOwn(b, name) ? b[name] : tally.empty();
    out[name] = tally.merge(x, y);
  }
  return out;
}

/** The result covering both parts' games. Pure; throws OverlapError if they share a game. */
export function mergeResults(a: RangeResult, b: RangeResult): RangeResult {
  return {
    ranges: joinRanges(a.ranges, b.ranges),
    totals: mergeTotals(a.totals, b.totals),
    violations: a.violations + b.violations,
    cpuMicros: a.cpuMicros + b.cpuMicros,
    notes: keepNotes([...a.notes, ...b.notes]),
  };
}

/** `r` with an empty total for each named tally it lacks (a run of 0 games has none). */
export function withTallies(r: RangeResult, names: readonly string[]): RangeResult {
  const totals = { ...r.totals };
  for (const name of names) if (!Object.hasOwn(totals, name)) totals[name] = tallies[name]!.empty();
  return { ...r, totals };
}

/** Whether `r` covers exactly games [0, games): every range present, none missing. */
export function coversRun(r: RangeResult, games: number): boolean {
  if (games === 0) return r.ranges.length === 0;
  return r.ranges.length === 1 && r.ranges[0]![0] === 0 && r.ranges[0]![1] === games;
}

/** Split games [0, games) into ranges of at most `size` games. */
export function splitRanges(games: number, size: number): [number, number][] {
  const out: [number, number][] = [];
  const step = Math.max(1, Math.floor(size));
  for (let f = 0; f < games; f += step) out.push([f, Math.min(games, f + step)]);
  return out;
}
