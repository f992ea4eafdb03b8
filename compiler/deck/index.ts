// Deck validation (PM6xxx): a parsed deck file against the cards of cardtext/. See docs/decks.md.
export { deckDiagnostics } from "../catalogue/deck.ts";
export { indexCards, sameCardKey, type DeckCard, type DeckCardIndex } from "./cards.ts";
export {
  validateDeck,
  type DeckValidation,
  type DeckValidationOptions,
  type ResolvedEntry,
} from "./validate.ts";
