// Shared by the deck tests: a legal 60-card base deck and a way to check a variant of it against
// the real cardtext/ (the cards decks are built from), returning the PM6xxx codes found.
import { parseDeck } from "../../grammar/deck/index.ts";
import { validateDeck } from "../../compiler/deck/index.ts";
import { cardtextCards, isCompiled } from "../../workspace/deckfile.ts";
import type { Diagnostic } from "../../grammar/diagnostics.ts";

/** 15 compiled cards × 4 = 60: legal (rule 2.1), nothing todo, no rule 7.11 keyword. */
export const BASE = [
  "tkr/01-012",
  "tkr/01-049",
  "tkr/01-088",
  "tkr/01-099",
  "wkg/01-031",
  "wkg/01-057",
  "wkg/01-079",
  "sekn/01-006",
  "ermg/01-097",
  "ermg/01-048",
  "hsf/01-057",
  "hsf/01-111",
  "ng/01-040",
  "yryr/01-085",
  "yryr/01-116",
].map((id) => `4 ${id}`);

/** The base deck with its first `lines.length` lines replaced, plus optional extra lines. */
export function variant(first: readonly string[], extra: readonly string[] = []): string {
  return [...first, ...BASE.slice(first.length), ...extra].join("\n") + "\n";
}

export function diagnose(text: string, file = "t.deck"): Diagnostic[] {
  const { ast, diagnostics } = parseDeck(text, file);
  return [...diagnostics, ...validateDeck(ast, cardtextCards(), { isCompiled }).diagnostics];
}

export function codes(text: string): string[] {
  return diagnose(text).map((d) => d.code);
}
