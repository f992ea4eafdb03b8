// PM6xxx — deck files. PM60xx is syntax (grammar/deck, given a phase and a summary here so the
// band has one catalogue); PM61xx names a card; PM62xx is rule 2.1 / 7.11 legality. Codes are
// stable: tests, docs/decks.md and editors refer to them. Reported by compiler/deck/validate.ts.
import { deckSyntaxDiagnostics as syntax } from "../../grammar/deck/diagnostics.ts";
import { defineBand } from "./entry.ts";

export const deckDiagnostics = defineBand({
  badLine: {
    ...syntax.badLine,
    phase: "deck",
    rule: "language",
    summary: "A line is not `count card [「name」]`: one entry per line.",
  },
  badCount: {
    ...syntax.badCount,
    phase: "deck",
    rule: "2.1",
    summary: "A count of 0 or over 60 copies.",
  },
  unclosedName: {
    ...syntax.unclosedName,
    phase: "deck",
    rule: "language",
    summary: "The 「 of a name check is not closed on its line.",
  },
  misplacedHeader: {
    ...syntax.misplacedHeader,
    phase: "deck",
    rule: "language",
    summary: 'A `deck "…"` header after an entry, or twice.',
  },
  unknownCard: {
    code: "PM6101",
    phase: "deck",
    severity: "error",
    rule: "language",
    message: "no card in cardtext/ has the id or number `{ref}`{hint}",
    fix: "Write a compiled id such as `ahb/01-002` (set/number) or a number that exists in cardtext/.",
    summary: "No card has this id or number (with a did-you-mean on ids and numbers).",
  },
  ambiguousNumber: {
    code: "PM6102",
    phase: "deck",
    severity: "error",
    rule: "1.3",
    message: "the number `{ref}` belongs to several cards: {ids}",
    fix: "Write the compiled id (set/number) of the card you mean.",
    summary: "A bare number several cards share; the message lists their ids and names.",
  },
  nameMismatch: {
    code: "PM6103",
    phase: "deck",
    severity: "error",
    rule: "language",
    message: "`{ref}` is 「{actual}」, not 「{written}」",
    fix: "Correct the card reference or the name check; the name must be the printed name.",
    summary: "The name check differs from the card's printed name.",
  },
  wrongSize: {
    code: "PM6201",
    phase: "deck",
    severity: "error",
    rule: "2.1",
    message: "a deck has exactly 60 cards; this one has {count} ({diff})",
    fix: "Add or remove cards until the counts add up to 60.",
    summary: "Not exactly 60 cards; reported at the header, else at the last line.",
  },
  tooManyCopies: {
    code: "PM6202",
    phase: "deck",
    severity: "error",
    rule: "2.1, 1.3",
    message:
      "{total} copies of {number} 「{name}」 of 『{title}』 (at most 4; variant letters are the same card); this line adds {count}",
    fix: "Keep at most 4 copies of one card across all its lines and variants.",
    summary:
      "More than 4 of the same card (same title and number; a variant letter is the same card), counted across lines and reported at each line that adds some.",
  },
  notPlayable: {
    code: "PM6203",
    phase: "deck",
    severity: "error",
    rule: "7.11, language",
    message: "{id} 「{name}」 cannot be played yet: {reason}",
    fix: "Choose another card, or finish its encoding in cardtext/ and compile it.",
    summary:
      "A card that cannot be played yet: a text is a `todo`, or no generated/ module exists.",
  },
  unimplementedKeyword: {
    code: "PM6204",
    phase: "deck",
    severity: "warning",
    rule: "7.11",
    message:
      "{id} 「{name}」 has 〔{keyword}〕, whose rules are not implemented: the engine refuses this deck unless told to ignore them",
    fix: "Replace the card, or play with --ignore-unimplemented knowing the keyword does nothing.",
    summary:
      "A card with a rule 7.11 keyword: the engine refuses the deck unless told to ignore such keywords.",
  },
});
