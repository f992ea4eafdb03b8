// What the references to an earlier choice name (`it`, `that character`): shared by the checker
// (PM3004 / PM3021), lowering (compiler/lower/choices.ts) and the translator (translate/references.ts),
// so the three agree on which earlier step a reference speaks of.
import type { Selector } from "./ast.ts";

/**
 * Whether a selector that chooses cards chooses characters: a character noun (`1 of your
 * characters`, `up to 2 of the opponent's rested characters`), or cards among `it` when `it` is
 * characters (`choose 2 characters …; then the opponent must choose 1 card among it`, KMK 01-053).
 * Its chosen cards are what a later `that character` (そのキャラ) names. A name (「X」) or `card`
 * does not: it may be any kind.
 */
export function choosesCharacters(s: Selector, itIsCharacters: boolean): boolean {
  if (s.kind !== "Query") return false;
  return s.noun.kind === "character" || (s.amongIt === true && itIsCharacters);
}

/** `it` or `that character`: the reference's own words, for messages and renderings. */
export function referenceWords(s: Extract<Selector, { kind: "It" }>): string {
  return s.character ? "that character" : "it";
}
