// Diagnostics: the data every phase reports (never thrown), and the catalogue of the syntax band.
// Codes are stable and banded by phase: PM1xxx input and syntax (this file), PM2xxx binding,
// PM3xxx type and well-formedness checks, PM4xxx emit (those live in compiler/ and extend this).
import type { Span } from "./ast.ts";

export type Severity = "error" | "warning";

export interface Diagnostic {
  code: string;
  severity: Severity;
  message: string;
  span: Span;
  /** The usual fix, in one sentence. */
  fix: string;
  /** Other places worth showing, e.g. where an unterminated bracket opened. */
  related?: { message: string; span: Span }[];
}

export interface DiagnosticDef {
  code: string;
  severity: Severity;
  /** Message template; `{name}` placeholders are filled from the params. */
  message: string;
  fix: string;
}

/** Fill `{name}` placeholders. Unknown placeholders stay visible rather than vanish. */
export function fillTemplate(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

export function makeDiagnostic(
  def: DiagnosticDef,
  span: Span,
  params: Record<string, string | number> = {},
  related?: Diagnostic["related"],
): Diagnostic {
  return {
    code: def.code,
    severity: def.severity,
    message: fillTemplate(def.message, params),
    span,
    fix: fillTemplate(def.fix, params),
    ...(related ? { related } : {}),
  };
}

/**
 * At most `max` diagnostics of a file — when there are more, the first `max` by position, then one
 * `tooMany` ("{count} more not shown") at the last one kept: a file that is not what the parser
 * reads (pasted prose, a binary) gets a screenful, not thousands.
 */
export function capDiagnostics(
  diagnostics: Diagnostic[],
  max: number,
  tooMany: DiagnosticDef,
): Diagnostic[] {
  if (diagnostics.length <= max) return diagnostics;
  diagnostics.sort((a, b) => a.span.start.offset - b.span.start.offset);
  const rest = diagnostics.length - max;
  const last = diagnostics[max - 1]!;
  diagnostics.length = max;
  diagnostics.push(makeDiagnostic(tooMany, last.span, { count: rest }));
  return diagnostics;
}

/** The input band (PM10xx): problems with the file before any token is read. */
export const inputDiagnostics = {
  notUtf8: {
    code: "PM1001",
    severity: "error",
    message: "the file is not valid UTF-8 (first bad byte at offset {offset})",
    fix: "Save the file as UTF-8; card files hold Japanese text and must be UTF-8.",
  },
  empty: {
    code: "PM1002",
    severity: "error",
    message: "the file defines no cards: checking it would check nothing",
    fix: "Add a `title 『…』` line and at least one card, or delete the file.",
  },
  tooLarge: {
    code: "PM1003",
    severity: "error",
    message: "{what} is {size} bytes, over the limit of {limit} bytes",
    fix: "One limit for every input file and text argument: split it (a set per .cards file, a few rulings per .ruling file).",
  },
  unreadable: {
    code: "PM1004",
    severity: "error",
    message: "the file cannot be read: {reason}",
    fix: "Check that the path is a regular file you may read (permissions, a device or /proc file).",
  },
  noProjectRoot: {
    code: "PM1005",
    severity: "error",
    message: "no project root: neither {dir} nor a folder above it holds a cardtext/ folder",
    fix: "Run memoria inside a project (the folder holding cardtext/, or any folder below it), or name the files or folders to read.",
  },
} as const satisfies Record<string, DiagnosticDef>;

/** The syntax band: PM11xx lexing, PM12xx parsing, PM1999 internal. Reported by `parse`. */
export const syntaxDiagnostics = {
  unknownCharacter: {
    code: "PM1101",
    severity: "error",
    message: "unknown character{plural} `{text}`",
    fix: 'Japanese text goes inside 「name」, 【trait】, 『title』 or a "string"; remove stray symbols.',
  },
  unterminated: {
    code: "PM1102",
    severity: "error",
    message: "this {open} is never closed: {what} runs to the end of the line",
    fix: "Add the closing {close} on the same line (literals cannot span lines).",
  },
  badEscape: {
    code: "PM1103",
    severity: "error",
    message: "invalid escape in string: {detail}",
    fix: 'Use JSON escapes only: \\" \\\\ \\n \\t \\uXXXX.',
  },
  emptyLiteral: {
    code: "PM1104",
    severity: "error",
    message: "empty {what} {text}",
    fix: "Write the {what} between the brackets, e.g. {example}.",
  },
  tooManyErrors: {
    code: "PM1199",
    severity: "error",
    message: "too many errors; {count} more not shown",
    fix: "Fix the errors above first; the file may not be a card file at all.",
  },
  unknownWord: {
    code: "PM1201",
    severity: "error",
    message: "unknown word `{word}`{suggestion}",
    fix: "Check the spelling; every word of the language is listed in docs/language.md.",
  },
  unexpected: {
    code: "PM1202",
    severity: "error",
    message: "expected {expected} but found {found}{hint}",
    fix: "Compare the line with its canonical form in docs/language.md; a word or symbol is missing or extra.",
  },
  unexpectedEnd: {
    code: "PM1203",
    severity: "error",
    message: "the {what} is not finished: expected {expected} before {where}",
    fix: "Finish what is missing: a body `{ … }` needs its closing `}`, a trigger its `:` and effect.",
  },
  notACard: {
    code: "PM1204",
    severity: "error",
    message: "expected a card (`character`, `event`, `support`) or `title`, but found {found}",
    fix: "Start each card with its kind and number, e.g. `character 01-001 「名前」 red cost 1 source 1`.",
  },
  extraInput: {
    code: "PM1205",
    severity: "error",
    message: "unexpected {found} after the end of the {what}",
    fix: "Put abilities inside the card's `{ … }` body, or remove the stray text.",
  },
  missingField: {
    code: "PM1206",
    severity: "error",
    message: "card {number} has no `{field}`",
    fix: "Add `{field} N` to the card header, e.g. `{example}`.",
  },
  apWithoutDp: {
    code: "PM1207",
    severity: "error",
    message: "card {number} has `{has}` but no `{missing}`",
    fix: "Write both `ap N dp N` (a character with stats) or neither (a support character).",
  },
  duplicateField: {
    code: "PM1208",
    severity: "error",
    message: "`{field}` is given twice on card {number}",
    fix: "Keep one `{field}`.",
  },
  missingColor: {
    code: "PM1209",
    severity: "error",
    message: "card {number} has no color",
    fix: "Add one of `red blue yellow green purple` after the name.",
  },
  badNumber: {
    code: "PM1210",
    severity: "error",
    message: "the number {text} is too large",
    fix: "Card numbers in the rules are small; check for a typo.",
  },
  statsOnNonCharacter: {
    code: "PM1211",
    severity: "error",
    message: "{kind} cards have no ap/dp",
    fix: "Remove `ap N dp N`, or make the card a `character`.",
  },
  tooDeep: {
    code: "PM1212",
    severity: "error",
    message: "this {what} is nested too deeply to read",
    fix: "Real card texts need a few levels of parentheses at most; remove the extra ones.",
  },
  deckWithoutPosition: {
    code: "PM1213",
    severity: "error",
    message: "a card put into a deck goes on its top or its bottom",
    fix: "Write `on the top of its owner's deck` or `on the bottom of its owner's deck` (デッキの上に / デッキの下に).",
  },
  internal: {
    code: "PM1999",
    severity: "error",
    message: "internal parser error: {detail}",
    fix: "This is a bug in memoria's parser; please report it with the file.",
  },
} as const satisfies Record<string, DiagnosticDef>;
