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
    severity: "warning",
    message: "the file is empty: it defines no cards",
    fix: "Add a `title 『…』` line and at least one card, or delete the file.",
  },
  tooLarge: {
    code: "PM1003",
    severity: "error",
    message: "the file is {size} bytes, over the limit of {limit} bytes",
    fix: "Split the set into several .cards files (one per set or part of a set).",
  },
} as const satisfies Record<string, DiagnosticDef>;
