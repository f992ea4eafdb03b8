// PM6xxx — deck files. PM60xx is syntax (grammar/deck, re-exported here so the band has one
// catalogue); PM61xx names a card; PM62xx is rule 2.1 / 7.11 legality. Codes are stable: tests,
// docs/decks.md and editors refer to them. `rule` is the rules-digest number each one enforces.
import type { DiagnosticDef } from "../../grammar/diagnostics.ts";
import { deckSyntaxDiagnostics } from "../../grammar/deck/diagnostics.ts";

export type DeckDiagnosticDef = DiagnosticDef & { rule: string };

export const deckDiagnostics = {
  ...{
    badLine: { ...deckSyntaxDiagnostics.badLine, rule: "deck format" },
    badCount: { ...deckSyntaxDiagnostics.badCount, rule: "2.1" },
    unclosedName: { ...deckSyntaxDiagnostics.unclosedName, rule: "deck format" },
    misplacedHeader: { ...deckSyntaxDiagnostics.misplacedHeader, rule: "deck format" },
  },
  unknownCard: {
    code: "PM6101",
    severity: "error",
    rule: "deck format",
    message: "no card in cardtext/ has the id or number `{ref}`{hint}",
    fix: "Write a compiled id such as `ahb/01-002` (set/number) or a number that exists in cardtext/.",
  },
  ambiguousNumber: {
    code: "PM6102",
    severity: "error",
    rule: "1.3",
    message: "the number `{ref}` belongs to several cards: {ids}",
    fix: "Write the compiled id (set/number) of the card you mean.",
  },
  nameMismatch: {
    code: "PM6103",
    severity: "error",
    rule: "deck format",
    message: "`{ref}` is 「{actual}」, not 「{written}」",
    fix: "Correct the card reference or the name check; the name must be the printed name.",
  },
  wrongSize: {
    code: "PM6201",
    severity: "error",
    rule: "2.1",
    message: "a deck has exactly 60 cards; this one has {count} ({diff})",
    fix: "Add or remove cards until the counts add up to 60.",
  },
  tooManyCopies: {
    code: "PM6202",
    severity: "error",
    rule: "2.1, 1.3",
    message:
      "{total} copies of {number} 「{name}」 of 『{title}』 (at most 4; variant letters are the same card); this line adds {count}",
    fix: "Keep at most 4 copies of one card across all its lines and variants.",
  },
  notPlayable: {
    code: "PM6203",
    severity: "error",
    rule: "7.11, language",
    message: "{id} 「{name}」 cannot be played yet: {reason}",
    fix: "Choose another card, or finish its encoding in cardtext/ and compile it.",
  },
  unimplementedKeyword: {
    code: "PM6204",
    severity: "warning",
    rule: "7.11",
    message:
      "{id} 「{name}」 has 〔{keyword}〕, whose rules are not implemented: the engine refuses this deck unless told to ignore them",
    fix: "Replace the card, or play with --ignore-unimplemented knowing the keyword does nothing.",
  },
} as const satisfies Record<string, DeckDiagnosticDef>;

export type DeckDiagnosticName = keyof typeof deckDiagnostics;
