// The report's tallies over a stream of games, in one process (`memoria simulate --report-json`
// without workers; a worker or queue run merges the same totals with each tally's `merge`).
import type { GameContext } from "../tally.ts";
import { tallies } from "../tallies.ts";
import { REPORT_TALLIES, type ReportTotals } from "./report.ts";

export interface ReportCollector {
  add(game: GameContext): void;
  totals(): ReportTotals;
}

export function reportCollector(): ReportCollector {
  const parts = REPORT_TALLIES.map((name) => {
    const t = tallies[name]!;
    return { name, tally: t, total: t.empty() };
  });
  return {
    add(game) {
      for (const p of parts) p.tally.add(p.total, game);
    },
    totals: () =>
      Object.fromEntries(parts.map((p) => [p.name, p.total])) as unknown as ReportTotals,
  };
}

/** Whether a report run needs the games' event logs (none of its tallies does today). */
export const reportNeedsEvents = (): boolean => REPORT_TALLIES.some((n) => tallies[n]!.needsEvents);
