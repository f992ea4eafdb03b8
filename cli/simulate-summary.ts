// The summary `memoria simulate` prints from a run's merged result, whichever way it was played
// (one process, threads, a queue): the same lines for the same totals.
import type { CardDb } from "../runtime/index.ts";
import type { RangeResult } from "../simulation/play-range.ts";
import type { RunSpec } from "../simulation/run-spec.ts";
import type { BaseTotal } from "../simulation/tallies/base.ts";
import type { UsageTotal } from "../simulation/tallies/text-usage.ts";
import { formatUsage, usageFrom } from "./text-usage.ts";

export function printSummary(
  spec: RunSpec,
  db: CardDb,
  result: RangeResult,
  secs: number,
  cpu: number,
): void {
  const { games, firstSeed: seed } = spec;
  const base = result.totals.base as BaseTotal;
  const pct = (n: number): string => `${((100 * n) / Math.max(1, games)).toFixed(1)}%`;
  console.log(`games:                 ${games} (seeds ${seed}..${seed + games - 1})`);
  console.log(
    `games per second:      ${(games / secs).toFixed(0)} (wall clock; ${(games / cpu).toFixed(0)} per CPU second)`,
  );
  console.log(`average turns:         ${(base.turns / Math.max(1, games)).toFixed(1)}`);
  console.log(`average decisions:     ${(base.decisions / Math.max(1, games)).toFixed(1)}`);
  console.log(
    `wins player 0 / 1:     ${pct(base.wins[0])} / ${pct(base.wins[1])}  draws ${pct(base.draws)}`,
  );
  console.log(
    `invariant violations:  ${result.violations}${spec.check === "every-step" ? " (checked after every step)" : " (checked on final states only)"}`,
  );
  console.log(`engine errors:         ${base.errors}`);
  if (spec.decks.length > 2)
    console.log(`decks:                 ${spec.decks.length} (paired in turn)`);
  const usage = result.totals["text-usage"] as UsageTotal | undefined;
  if (usage) console.log(formatUsage(usageFrom(db, spec.decks, usage), db));
}
