// Re-parsing a card file after an edit inside one card: only that card's text is parsed again and
// spliced into the previous tree; the items after it keep their objects when the edit moved no
// offset, or are copied with their spans shifted when it did. Parsing a 100-card file was most of
// a one-card edit's cost (issue 15). Anything this cannot prove local — an edit outside every
// card or across two, a file that had or now has diagnostics, a chunk that no longer parses to
// exactly one card — is parsed whole, so the result is always what `parse(text, file)` returns
// (test/grammar/reparse.test.ts compares both on random edits).
import type { CardDecl, CardFile, FileItem, Position, Span } from "./ast.ts";
import { parse, type ParseResult } from "./parse.ts";

/** A file's text and what parsing it gave. */
export interface Parsed {
  text: string;
  result: ParseResult;
}

/** `parse(text, file)`, re-using `before` (the same file's last text and parse) where it can. */
export function reparse(before: Parsed | undefined, text: string, file: string): ParseResult {
  if (before === undefined) return parse(text, file);
  if (before.text === text && before.result.ast.span.file === file) return before.result;
  return spliced(before, text, file) ?? parse(text, file);
}

const isPosition = (v: unknown): v is Position =>
  typeof v === "object" && v !== null && typeof (v as Position).offset === "number";

const isSpan = (v: unknown): v is Span =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as Span).file === "string" &&
  isPosition((v as Span).start) &&
  isPosition((v as Span).end);

/** A deep copy of plain AST data with every position moved by `move` (spans are new objects). */
function shifted<T>(node: T, move: (p: Position) => Position): T {
  if (Array.isArray(node)) return node.map((n: unknown) => shifted(n, move)) as T;
  if (typeof node !== "object" || node === null) return node;
  if (isSpan(node)) return { ...node, start: move(node.start), end: move(node.end) } as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = shifted(v, move);
  return out as T;
}

/** Where the texts differ: the old text's [from, oldTo) became the new text's [from, newTo). */
function changedRange(a: string, b: string): { from: number; oldTo: number; newTo: number } {
  const max = Math.min(a.length, b.length);
  let from = 0;
  while (from < max && a.charCodeAt(from) === b.charCodeAt(from)) from++;
  let tail = 0;
  while (
    tail < max - from &&
    a.charCodeAt(a.length - 1 - tail) === b.charCodeAt(b.length - 1 - tail)
  )
    tail++;
  return { from, oldTo: a.length - tail, newTo: b.length - tail };
}

/** Line breaks in `text` as the lexer counts them (\n, \r\n, a lone \r). */
function lineBreaks(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) n++;
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10 && i + 1 < to) i++;
      n++;
    }
  }
  return n;
}

/** The end of the line holding `offset` (before its terminator). */
function lineEnd(text: string, offset: number): number {
  let e = offset;
  while (e < text.length && text[e] !== "\n" && text[e] !== "\r") e++;
  return e;
}

/** The edited card parsed alone, spliced into the previous tree; undefined when not provably the same. */
function spliced(before: Parsed, text: string, file: string): ParseResult | undefined {
  const { result } = before;
  const old = before.text;
  // A file with diagnostics is parsed whole: their count, order and cap are file-wide.
  if (result.diagnostics.length > 0 || result.ast.span.file !== file) return undefined;
  if (old.length !== result.ast.span.end.offset) return undefined;
  const { from, oldTo, newTo } = changedRange(old, text);
  const items = result.ast.items;
  const k = items.findIndex(
    (it) => it.span.start.offset <= from && oldTo <= it.span.end.offset && it.kind === "Card",
  );
  if (k < 0) return undefined;
  const card = items[k] as CardDecl;
  const next = items[k + 1];
  // A comment after the card's closing line belongs to it; the next item must start on a later line.
  if (next && next.span.start.line <= card.span.end.line) return undefined;
  const delta = newTo - oldTo;
  const start = card.span.start;
  const chunkEnd = lineEnd(text, card.span.end.offset + delta);
  // The old card's line (after its end, up to the line break) is unchanged text: the edit ends
  // inside the card. That rest of the line is parsed with it (a trailing comment).
  const chunk = text.slice(start.offset, chunkEnd);
  const alone = parse(chunk, file);
  if (alone.diagnostics.length > 0 || alone.ast.items.length !== 1) return undefined;
  const fresh = alone.ast.items[0]!;
  if (fresh.kind !== "Card" || alone.ast.trailingComments !== undefined) return undefined;
  const placed = shifted(fresh, (p) => ({
    offset: p.offset + start.offset,
    line: p.line + start.line - 1,
    column: p.line === 1 ? p.column + start.column - 1 : p.column,
  }));
  // What the whole-file parse adds: the title directive above, then comments before the card.
  const { comments, ...rest } = placed;
  const card2: CardDecl = rest;
  if (card.title !== undefined) card2.title = card.title;
  if (card.alsoTitles !== undefined) card2.alsoTitles = [...card.alsoTitles];
  const leading = card.comments?.leading;
  if (leading !== undefined) card2.comments = { leading, ...comments };
  else if (comments !== undefined) card2.comments = comments;
  const lines =
    lineBreaks(text, start.offset, chunkEnd) -
    lineBreaks(old, start.offset, lineEnd(old, card.span.end.offset));
  const move = (p: Position): Position => ({
    ...p,
    offset: p.offset + delta,
    line: p.line + lines,
  });
  const after: FileItem[] =
    delta === 0 && lines === 0 ? items.slice(k + 1) : shifted(items.slice(k + 1), move);
  const ast: CardFile = {
    kind: "CardFile",
    items: [...items.slice(0, k), card2, ...after],
    span: { ...result.ast.span, end: endOf(text, result.ast.span.end, delta, lines) },
  };
  if (result.ast.trailingComments !== undefined)
    ast.trailingComments = [...result.ast.trailingComments];
  return { ast, diagnostics: [] };
}

/** The file's end position after the edit (the column changes only when the edit is on the last line). */
function endOf(text: string, end: Position, delta: number, lines: number): Position {
  const offset = end.offset + delta;
  let lineStart = offset;
  while (lineStart > 0 && text[lineStart - 1] !== "\n" && text[lineStart - 1] !== "\r") lineStart--;
  return { offset, line: end.line + lines, column: offset - lineStart + 1 };
}
