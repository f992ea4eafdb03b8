// The shape of one catalogue entry: a grammar DiagnosticDef plus what the docs need.
import type { DiagnosticDef } from "../../grammar/diagnostics.ts";

/**
 * The checker's phases, in the order they run (see compiler/phases.ts and docs/checker.md),
 * "emit" for the PM4xxx band of compiler/lower and compiler/emit (catalogue/emit.ts), and "deck"
 * for the PM6xxx band of deck files (catalogue/deck.ts).
 */
export type PhaseName = "bind" | "kinds" | "wellFormed" | "warnings" | "internal" | "emit" | "deck";

export interface CatalogueEntry extends DiagnosticDef {
  /** The phase that reports it; its code band follows from the phase. */
  phase: PhaseName;
  /** One line for docs/diagnostics.md: what is caught and why it matters to a player or author. */
  summary: string;
  /** The rules-digest rules the check enforces (e.g. "7.7", "2.1, 1.3"), or "language" for rules of the DSL itself. */
  rule: string;
  /** The parser's code for the same mistake: when the parser already reported it at the same place, this one is dropped. */
  sameAs?: string;
}

/** Keeps each band file's literal keys while checking every value is a full entry. */
export function defineBand<T extends Record<string, CatalogueEntry>>(band: T): T {
  return band;
}

/** `; did you mean 「X」?` — the optional tail of an unknown-name message. */
export function didYouMean(open: string, suggestion: string | undefined, close: string): string {
  return suggestion === undefined ? "" : `; did you mean ${open}${suggestion}${close}?`;
}

/**
 * Codes in order. Codes are ASCII (`PM3301`), so plain comparison is the order localeCompare
 * gave — without waking ICU's collator, which cost ~100 ms of every command's start (issue 15).
 */
export function byCode(a: { code: string }, b: { code: string }): number {
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}
