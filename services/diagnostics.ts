// The project's diagnostics as LSP diagnostics: range, severity, stable code with a link to its
// row of docs/diagnostics.md, the related places, and — in `data` — the usual fix and, when the
// message carries a did-you-mean, the edit that applies it (code-actions.ts turns it into a fix).
import type { Diagnostic } from "../grammar/diagnostics.ts";
import { rangeOfSpan, type DocText } from "./text.ts";
import type { LspDiagnostic, LspRange } from "./types.ts";

/** Where a code is documented; lsp/ passes the project's docs/diagnostics.md as a file: URI. */
export type DocsLink = (code: string) => string | undefined;

/** The replacement a did-you-mean names: `did you mean 「X」?`, `… `X`?`, `… 【X】?`, `… rule 6.1?`. */
const SUGGESTION =
  /did you mean (「[^」]+」|【[^】]+】|『[^』]+』|`[^`]+`|"[^"]+"|rule \d+\.\d+)\??/;
const BRACKETED = /「[^」]*」|【[^】]*】|『[^』]*』/;

/**
 * The edit a did-you-mean stands for, inside the diagnostic's span: a bracketed suggestion replaces
 * the first literal with the same brackets in the span (the unknown 「name」 of `named 「name」`);
 * a bare word (`draw`, `rule 6.1`) replaces the span, which is the misspelt word or citation.
 */
export function suggestionEdit(
  d: Diagnostic,
  doc: DocText,
): { range: LspRange; newText: string } | undefined {
  const found = SUGGESTION.exec(d.message)?.[1];
  if (!found) return undefined;
  const start = d.span.start.offset;
  const spanText = doc.text.slice(start, d.span.end.offset);
  if (!BRACKETED.test(found)) {
    const word = /^[`"]/.test(found) ? found.slice(1, -1) : found;
    return /[\n\r]/.test(spanText) || spanText.length === 0
      ? undefined
      : { range: rangeOfSpan(d.span), newText: word };
  }
  const open = found[0]!;
  const literal = new RegExp(BRACKETED.source, "g");
  for (let m = literal.exec(spanText); m; m = literal.exec(spanText))
    if (m[0].startsWith(open))
      return { range: doc.range(start + m.index, start + m.index + m[0].length), newText: found };
  return undefined;
}

const CLOSERS: Record<string, string> = {
  "「": "」",
  "【": "】",
  "『": "』",
  '"': '"',
  "〔": "〕",
};

/** PM1102 (a literal never closed): its usual fix is an edit, the closer at the end of the line. */
function closerEdit(d: Diagnostic, doc: DocText): { range: LspRange; newText: string } | undefined {
  if (d.code !== "PM1102") return undefined;
  const close = CLOSERS[doc.text[d.span.start.offset] ?? ""];
  const at = d.related?.[0]?.span.start.offset;
  return close && at !== undefined ? { range: doc.range(at, at), newText: close } : undefined;
}

export function toLspDiagnostic(d: Diagnostic, doc: DocText, docs?: DocsLink): LspDiagnostic {
  const href = docs?.(d.code);
  const replacement = suggestionEdit(d, doc) ?? closerEdit(d, doc);
  return {
    range: rangeOfSpan(d.span),
    severity: d.severity === "error" ? 1 : 2,
    code: d.code,
    ...(href ? { codeDescription: { href } } : {}),
    source: "memoria",
    message: d.message,
    ...(d.related?.length
      ? {
          relatedInformation: d.related.map((r) => ({
            location: { uri: r.span.file || doc.file, range: rangeOfSpan(r.span) },
            message: r.message,
          })),
        }
      : {}),
    data: { fix: d.fix, ...(replacement ? { replacement } : {}) },
  };
}
