// Every tally a RunSpec may name, by name (a worker rebuilds the run's tallies from their names).
// Helpers add their own entries, one line each.
import type { Tally } from "./tally.ts";
import { baseTally } from "./tallies/base.ts";
import { textUsageTally } from "./tallies/text-usage.ts";

export const tallies: Record<string, Tally<unknown>> = {
  base: baseTally as Tally<unknown>,
  "text-usage": textUsageTally as Tally<unknown>,
};
