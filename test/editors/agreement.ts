// A grammar compared with its lexer on one text: TextMate must start a token where the lexer
// starts one, give it the scope of the lexer's token kind, and mark invalid exactly the characters
// the lexer reports (unknown characters; unclosed brackets, by their opening character).
import type { Diagnostic } from "../../grammar/diagnostics.ts";
import { lex } from "../../grammar/lexer.ts";
import { cutTextBlocks } from "../../grammar/ruling/card-texts.ts";
import { rulingDiagnostics } from "../../grammar/ruling/diagnostics.ts";
import { lex as lexRuling } from "../../grammar/ruling/lexer.ts";
import { LineIndex } from "../../grammar/spans.ts";
import { scopeOfToken } from "../../editors/vscode/scripts/card-grammar.ts";
import { scopeOfKind } from "../../editors/vscode/scripts/ruling-grammar.ts";
import { tokenAt, tokenize, type ScopedToken } from "./textmate.ts";

export const last = (t: ScopedToken | undefined): string => t?.scopes.at(-1) ?? "(no token)";
export const invalid = (t: ScopedToken): boolean => t.scopes.some((s) => s.startsWith("invalid"));

/** `file@offset line N "text" scope`, for a mismatch report. */
export const where = (file: string, t: ScopedToken | undefined, offset: number): string =>
  `${file}@${offset} line ${t?.line} ${JSON.stringify(t?.text)} ${last(t)}`;

const sorted = (s: Set<number>): number[] => [...s].sort((a, b) => a - b);

/** Every disagreement between the card lexer and the card grammar on `text` (none: `[]`). */
export async function cardMismatches(file: string, text: string): Promise<string[]> {
  const tokens = await tokenize("source.memoria-cards", text);
  const lexed = lex(new LineIndex(text, file));
  const wrong: string[] = [];
  for (const t of lexed.tokens) {
    const tm = tokenAt(tokens, t.startOffset);
    // Inside `[main/own]` the words are scoped as the timing's parts.
    if (tm?.scopes.includes("meta.timing.memoria-cards")) continue;
    if (tm?.start !== t.startOffset || last(tm) !== scopeOfToken(t.tokenType))
      wrong.push(`${where(file, tm, t.startOffset)}, lexer: ${t.tokenType.name} ${t.image}`);
  }
  for (const c of lexed.comments) {
    const tm = tokenAt(tokens, c.startOffset);
    if (last(tm) !== "comment.line.double-slash.memoria-cards")
      wrong.push(`${where(file, tm, c.startOffset)}, lexer: a comment`);
  }
  wrong.push(...invalidMismatches(file, tokens, lexed.diagnostics, () => false));
  return wrong;
}

/**
 * The characters the lexer reports against those the grammar marks invalid. A diagnostic counts
 * its whole span, except one that `onlyStart` picks (an unclosed bracket: its opening).
 */
function invalidMismatches(
  file: string,
  tokens: ScopedToken[],
  diagnostics: Diagnostic[],
  onlyStart: (d: Diagnostic) => boolean,
): string[] {
  const reported = new Set<number>();
  for (const d of diagnostics) {
    const { start, end } = d.span;
    const to = onlyStart(d) ? start.offset + 1 : Math.max(end.offset, start.offset + 1);
    for (let o = start.offset; o < to; o++) reported.add(o);
  }
  const marked = new Set<number>();
  for (const t of tokens.filter(invalid)) {
    const end = last(t).includes("unterminated") ? t.start + 1 : t.end;
    for (let o = t.start; o < end; o++) marked.add(o);
  }
  const [r, m] = [sorted(reported), sorted(marked)];
  if (JSON.stringify(r) === JSON.stringify(m)) return [];
  return [
    `${file}: the lexer reports ${JSON.stringify(r)}, the grammar marks ${JSON.stringify(m)}`,
  ];
}

/**
 * Every disagreement between the ruling lexer and the ruling grammar on `text`. A word may be a
 * keyword or a plain word (the grammar knows the parser's words, the lexer does not); the texts of
 * `card … { … }` are blanked for the lexer, as the parser does.
 */
export async function rulingMismatches(file: string, text: string): Promise<string[]> {
  const tokens = await tokenize("source.memoria-ruling", text);
  const cut = cutTextBlocks(text);
  const { lines, diagnostics } = lexRuling(file, cut.text);
  const wrong: string[] = [];
  for (const t of lines.flatMap((l) => l.tokens)) {
    const tm = tokenAt(tokens, t.offset);
    const scope = last(tm);
    const ok =
      t.kind === "word"
        ? /^(keyword|support|storage|variable)\./.test(scope) && tm?.end === t.offset + t.length
        : scope === scopeOfKind(t.kind);
    if (tm?.start !== t.offset || !ok) wrong.push(`${where(file, tm, t.offset)}, lexer: ${t.kind}`);
  }
  const unclosed = rulingDiagnostics.unterminated.code;
  wrong.push(
    ...invalidMismatches(
      file,
      tokens,
      [...cut.diagnostics, ...diagnostics],
      (d) => d.code === unclosed,
    ),
  );
  return wrong;
}
