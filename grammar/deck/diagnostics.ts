// Syntax diagnostics of deck files (PM60xx). The whole PM6xxx catalogue, with the validation band,
// is compiler/catalogue/deck.ts; these live here because grammar/ may not depend on compiler/.
import type { DiagnosticDef } from "../diagnostics.ts";

export const deckSyntaxDiagnostics = {
  badLine: {
    code: "PM6001",
    severity: "error",
    message: 'expected "count number" or "number xcount", got "{found}"',
    fix: "Write one entry per line: a count, a card id or number, and optionally its 「name」.",
  },
  badCount: {
    code: "PM6002",
    severity: "error",
    message: "the count {count} is not a number of copies from 1 to 60",
    fix: "Write how many copies the deck holds (at most 4 of the same card, rule 2.1).",
  },
  unclosedName: {
    code: "PM6003",
    severity: "error",
    message: "the name check 「 is not closed on its line",
    fix: "Close the name with 」, or drop the name check.",
  },
  misplacedHeader: {
    code: "PM6004",
    severity: "error",
    message: '`deck "…"` must come once, before the first entry',
    fix: 'Keep one `deck "name"` line at the top of the file.',
  },
} as const satisfies Record<string, DiagnosticDef & { rule?: string }>;
