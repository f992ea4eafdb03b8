// The AST of a deck file (`.deck`): plain data with spans, so deck diagnostics point at the exact
// entry, like card files. Produced by `parseDeck` (./parse.ts); checked by compiler/deck/.
import type { Span } from "../ast.ts";

export interface DeckFile {
  kind: "DeckFile";
  file: string;
  span: Span;
  /** `deck "name"`: optional, at most once, before the first entry. */
  header?: { name: string; span: Span };
  entries: DeckEntry[];
  /** The last non-blank line: where a whole-deck problem (size) points when there is no header. */
  lastLine?: Span;
}

/** `4 ahb/01-002 「本間 芽衣子」`: a count, a card reference, and optionally the name as a check. */
export interface DeckEntry {
  kind: "DeckEntry";
  span: Span;
  count: number;
  countSpan: Span;
  /** A compiled id (`ahb/01-002`, `rulebook-examples/01-001_2`) or a bare number (`01-002`). */
  ref: string;
  refSpan: Span;
  /** The name written after the reference, which must match the card's printed name. */
  name?: { value: string; span: Span };
}
