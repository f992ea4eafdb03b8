// The compiler's diagnostic catalogue: one table, unique codes banded by phase.
//   PM2xxx bind · PM30xx kinds · PM31xx–PM33xx well-formedness · PM35xx warnings · PM39xx internal
//   PM4xxx emit (catalogue/emit.ts, owned by compiler/lower and compiler/emit)
//   PM6xxx deck files (catalogue/deck.ts, reported by compiler/deck; PM60xx syntax from grammar/deck)
// The syntax band (PM1xxx) lives in grammar/diagnostics.ts, the ruling band (PM5xxx) in grammar/ruling.
import { bindingDiagnostics } from "./binding.ts";
import { deckDiagnostics } from "./deck.ts";
import { emitDiagnostics } from "./emit.ts";
import { groupDiagnostics } from "./groups.ts";
import { byCode, type CatalogueEntry } from "./entry.ts";
import { internalDiagnostics } from "./internal.ts";
import { kindDiagnostics } from "./kinds.ts";
import { warningDiagnostics } from "./warnings.ts";
import { wellFormedDiagnostics } from "./well-formed.ts";

export type { CatalogueEntry, PhaseName } from "./entry.ts";
export { byCode, didYouMean } from "./entry.ts";

/** Every diagnostic of the checker, addressed by a readable key: `diagnostics.unknownName`. */
export const diagnostics = {
  ...bindingDiagnostics,
  ...kindDiagnostics,
  ...wellFormedDiagnostics,
  ...groupDiagnostics,
  ...warningDiagnostics,
  ...internalDiagnostics,
};

export type DiagnosticKey = keyof typeof diagnostics;

/** The emit band as catalogue entries (its table has no `phase`; its keys may repeat ours). */
const emitEntries: CatalogueEntry[] = Object.values(emitDiagnostics).map((entry) => ({
  ...entry,
  phase: "emit",
}));

/**
 * The whole compiler catalogue as a list sorted by code (docs and tests iterate it). The deck
 * band is kept apart from `diagnostics` too: its keys may repeat the checker's.
 */
export const catalogue: readonly CatalogueEntry[] = [
  ...Object.values(diagnostics as Record<string, CatalogueEntry>),
  ...emitEntries,
  ...Object.values(deckDiagnostics),
].sort(byCode);
