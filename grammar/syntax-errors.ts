// Chevrotain's recognition exceptions → coded diagnostics (PM12xx). A misspelt keyword (an
// Identifier token where the grammar wanted something else) gets a did-you-mean.
import { tokenLabel, type IRecognitionException, type IToken } from "./chevrotain.ts";
import { makeDiagnostic, syntaxDiagnostics as D, type Diagnostic } from "./diagnostics.ts";
import type { LineIndex } from "./spans.ts";
import { suggestKeyword } from "./suggest.ts";

function shown(t: IToken): string {
  const img = t.image.length > 30 ? `${t.image.slice(0, 30)}…` : t.image;
  return `\`${img}\``;
}

/** Hints for the usual slips, keyed by the token found. */
const hints: Record<string, string> = {
  then: " (join two sentences with `; then`)",
  ",": " (join two sentences with `;`)",
  ".": " (join two sentences with `;`; abilities need no terminator)",
  if: " (join two sentences with `; if you do,` or start a new ability on a new line)",
};

/** Chevrotain's "EOF" / a closing brace mean: this ability is complete. */
function readable(expected: string): string {
  return expected === "EOF" || expected === "`}`"
    ? "the end of the ability (a new ability or `}`)"
    : expected.replace(/\bEOF\b/g, "the end of the ability");
}

/** Diagnostics for one parsed item (a card or a title); `chunk` holds its tokens. */
export function syntaxErrors(
  errors: IRecognitionException[],
  chunk: IToken[],
  index: LineIndex,
  /** `item`: a whole card or title; `line`: one line of a card body checked on its own. */
  context: "item" | "line" = "item",
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<number>();
  // Recovery can cascade: after the first error, report further ones only on other lines.
  const lines = new Set<number>();
  const first = chunk[0];
  const last = chunk[chunk.length - 1];
  const what =
    context === "line" ? "ability" : first && /^title$/.test(first.image) ? "title" : "card";
  for (const e of errors) {
    const t = e.token;
    const atEnd = !t || t.tokenType?.name === "EOF" || !Number.isFinite(t.startOffset);
    const offset = atEnd ? (last ? last.startOffset : index.text.length) : t.startOffset;
    const line = index.line(offset);
    if (seen.has(offset) || lines.has(line)) continue;
    seen.add(offset);
    lines.add(line);
    // A line checked on its own ends where its abilities end: two or more tokens after them are
    // "expected the end of the ability" (PM1202 with its hint), one is extra input (PM1205) — the
    // diagnostics Chevrotain's error recovery gave before it was turned off (parser-errors.ts).
    const lineEnd =
      context === "line" &&
      e.name === "NotAllInputParsedException" &&
      t.startOffset !== last?.startOffset;
    const expected = readable(lineEnd ? "EOF" : e.message || "more text");
    if (atEnd) {
      const span = last
        ? index.span(last.startOffset, last.startOffset + last.image.length)
        : index.span(offset, offset);
      const nextStart = last ? last.startOffset + last.image.length : index.text.length;
      const where =
        context === "line"
          ? "the end of the line"
          : index.text.slice(nextStart).trim() === ""
            ? "the end of the file"
            : "the next card";
      out.push(makeDiagnostic(D.unexpectedEnd, span, { expected, where, what }));
      continue;
    }
    // A choice between alternatives fails at its first token even when the culprit is a later
    // one (LL(k)): look a few tokens ahead for a misspelt word before blaming the first.
    const at = chunk.findIndex((x) => x.startOffset === t.startOffset);
    if (e.name === "NoViableAltException" && at >= 0 && t.tokenType.name !== "Identifier") {
      const ahead = chunk.slice(at, at + 4).find((x) => x.tokenType.name === "Identifier");
      if (ahead) {
        const s = suggestKeyword(ahead.image);
        const aspan = index.span(ahead.startOffset, ahead.startOffset + ahead.image.length);
        out.push(
          makeDiagnostic(D.unknownWord, aspan, {
            word: ahead.image,
            suggestion: s ? `; did you mean \`${s}\`?` : "",
          }),
        );
        continue;
      }
    }
    const span = index.span(t.startOffset, t.startOffset + t.image.length);
    if (t.tokenType.name === "Identifier") {
      const s = suggestKeyword(t.image);
      out.push(
        makeDiagnostic(D.unknownWord, span, {
          word: t.image,
          suggestion: s ? `; did you mean \`${s}\`?` : "",
        }),
      );
    } else if (e.name === "NotAllInputParsedException" && !lineEnd) {
      out.push(makeDiagnostic(D.extraInput, span, { found: shown(t), what }));
    } else if (
      e.name === "NoViableAltException" &&
      e.context?.ruleStack?.length === 1 &&
      e.context.ruleStack[0] === "item"
    ) {
      out.push(makeDiagnostic(D.notACard, span, { found: shown(t) }));
    } else {
      // When the first token was itself acceptable, the problem lies a little further on.
      const later = expected.includes(tokenLabel(t.tokenType));
      const phrase =
        e.name === "NoViableAltException" && at >= 0 && later ? chunk.slice(at, at + 3) : [t];
      const found =
        phrase.length > 1 ? shown({ ...t, image: phrase.map((x) => x.image).join(" ") }) : shown(t);
      out.push(
        makeDiagnostic(D.unexpected, span, {
          expected,
          found,
          hint: expected.startsWith("the end of the ability") ? (hints[t.image] ?? "") : "",
        }),
      );
    }
  }
  return out;
}
