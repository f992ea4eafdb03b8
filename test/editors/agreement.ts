// The card grammar compared with the card lexer on one text: TextMate must start a token where
// the lexer starts one, give it the scope of the lexer's token type, colour the lexer's comments
// as comments, and mark invalid exactly the characters the lexer reports (PM1101 unknown
// characters; PM1102 unclosed brackets, by their opening character).
import { lex } from "../../grammar/lexer.ts";
import { LineIndex } from "../../grammar/spans.ts";
import { scopeOfToken } from "../../editors/vscode/scripts/card-grammar.ts";
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
  const reported = new Set<number>();
  for (const d of lexed.diagnostics) {
    const { start, end } = d.span;
    for (let o = start.offset; o < Math.max(end.offset, start.offset + 1); o++) reported.add(o);
  }
  const marked = new Set<number>();
  for (const t of tokens.filter(invalid)) {
    const end = last(t).includes("unterminated") ? t.start + 1 : t.end;
    for (let o = t.start; o < end; o++) marked.add(o);
  }
  const [r, m] = [sorted(reported), sorted(marked)];
  if (JSON.stringify(r) !== JSON.stringify(m))
    wrong.push(
      `${file}: the lexer reports ${JSON.stringify(r)}, the grammar marks ${JSON.stringify(m)}`,
    );
  return wrong;
}
