// Deck files (`.deck`): parse into an AST with spans; never throws. See docs/decks.md.
export { parseDeck, type DeckParseResult } from "./parse.ts";
export { deckSyntaxDiagnostics } from "./diagnostics.ts";
export type { DeckEntry, DeckFile } from "./ast.ts";
