// `parse(text, file)`: lex, split at card/title keywords, parse each item with the one parser,
// visit, attach comments. Never throws: any internal failure becomes PM1999.
import type { IToken, TokenType } from "chevrotain";
import type { CardFile, FileItem, TitleDirective } from "./ast.ts";
import {
  capDiagnostics,
  makeDiagnostic,
  syntaxDiagnostics as D,
  type Diagnostic,
} from "./diagnostics.ts";
import { lex } from "./lexer.ts";
import { cardParser } from "./parser.ts";
import { withoutStackTraces } from "./parser-errors.ts";
import { LineIndex } from "./spans.ts";
import { syntaxErrors } from "./syntax-errors.ts";
import { CardNumber, Identifier, K, LCurly, RCurly } from "./tokens.ts";
import { CardReader, item } from "./visitor.ts";
import { attachComments } from "./comments.ts";

export interface ParseResult {
  ast: CardFile;
  diagnostics: Diagnostic[];
}

/** At most this many diagnostics per file; the rest are summarised by PM1199. */
const MAX_DIAGNOSTICS = 200;

const cardStarts = new Set<TokenType>([K.Character, K.Event, K.Support, Identifier]);

/**
 * Item boundaries: `title`; a card kind (or a misspelt one) followed by a card number; and a card
 * kind that starts a line outside any `{ }` (a card whose number is malformed).
 */
export function splitItems(tokens: IToken[]): IToken[][] {
  const chunks: IToken[][] = [];
  let current: IToken[] = [];
  let depth = 0;
  let prevLine = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as IToken;
    const kind = t.tokenType;
    const line = t.startLine ?? 0;
    const boundary =
      kind === K.Title ||
      (cardStarts.has(kind) && tokens[i + 1]?.tokenType === CardNumber) ||
      (kind !== Identifier && cardStarts.has(kind) && depth <= 0 && line > prevLine);
    if (boundary && current.length > 0) {
      chunks.push(current);
      current = [];
      depth = 0;
    }
    if (kind === LCurly) depth++;
    else if (kind === RCurly) depth--;
    current.push(t);
    prevLine = t.endLine ?? line;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

// Tokens after which an ability cannot end, and tokens that cannot start one: a line that ends
// or starts with one of these continues the previous line.
const continues = new Set([
  "Colon",
  "Comma",
  "Semicolon",
  "And",
  "Or",
  "LParen",
  "Then",
  "Arrow",
  "Otherwise",
]);
const continuation = new Set([
  "Colon",
  "Comma",
  "Semicolon",
  "And",
  "Or",
  "RParen",
  "Then",
  "Arrow",
  "Otherwise",
  "Until",
  "For",
]);

/**
 * After the first error of a card, Chevrotain's recovery tends to cascade. Instead, each later
 * line of the card's body is parsed on its own and its first error reported, so every broken
 * ability gets exactly one diagnostic.
 */
function laterLineErrors(chunk: IToken[], firstLine: number, index: LineIndex): Diagnostic[] {
  const open = chunk.findIndex((t) => t.tokenType.name === "LCurly");
  if (open < 0) return [];
  const body = chunk.slice(open + 1);
  if (body.at(-1)?.tokenType.name === "RCurly") body.pop();
  const groups: IToken[][] = [];
  let line = -1;
  for (const t of body) {
    const l = index.line(t.startOffset);
    const prev = groups.at(-1);
    const last = prev?.at(-1);
    const joined =
      prev &&
      (l === line ||
        (last && continues.has(last.tokenType.name)) ||
        continuation.has(t.tokenType.name));
    if (joined && prev) prev.push(t);
    else groups.push([t]);
    line = l;
  }
  const out: Diagnostic[] = [];
  const parser = cardParser();
  for (const g of groups) {
    const start = g[0];
    if (!start || index.line(start.startOffset) <= firstLine) continue;
    parser.input = g;
    parser.bodyLine();
    if (parser.errors.length > 0) {
      out.push(...syntaxErrors(parser.errors.slice(0, 1), g, index, "line"));
    }
  }
  return out;
}

function emptyFile(index: LineIndex): CardFile {
  return { kind: "CardFile", items: [], span: index.span(0, index.text.length) };
}

export function parse(text: string, file: string): ParseResult {
  const safeText = typeof text === "string" ? text : String(text);
  let index: LineIndex;
  try {
    index = new LineIndex(safeText, file);
  } catch (e) {
    const zero = { offset: 0, line: 1, column: 1 };
    const span = { file, start: zero, end: zero };
    return {
      ast: { kind: "CardFile", items: [], span },
      diagnostics: [makeDiagnostic(D.internal, span, { detail: String(e) })],
    };
  }
  try {
    return withoutStackTraces(() => parseUnsafe(index));
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    return {
      ast: emptyFile(index),
      diagnostics: [makeDiagnostic(D.internal, index.span(0, 0), { detail })],
    };
  }
}

function parseUnsafe(index: LineIndex): ParseResult {
  const { tokens, comments, diagnostics } = lex(index);
  const parser = cardParser();
  const items: FileItem[] = [];
  for (const chunk of splitItems(tokens)) {
    try {
      parser.input = chunk;
      const cst = parser.item();
      if (parser.errors.length > 0) {
        const first = syntaxErrors(parser.errors.slice(0, 1), chunk, index);
        diagnostics.push(...first);
        diagnostics.push(...laterLineErrors(chunk, first[0]?.span.start.line ?? Infinity, index));
        continue;
      }
      const found: Diagnostic[] = [];
      items.push(item(new CardReader(index, found), cst));
      diagnostics.push(...found);
    } catch (e) {
      const first = chunk[0];
      const detail = e instanceof Error ? e.message : String(e);
      const at = first
        ? index.span(first.startOffset, first.startOffset + first.image.length)
        : index.span(0, 0);
      const what = first?.tokenType === K.Title ? "title" : "card";
      if (e instanceof RangeError) diagnostics.push(makeDiagnostic(D.tooDeep, at, { what }));
      else diagnostics.push(makeDiagnostic(D.internal, at, { detail }));
    }
  }
  parser.input = [];
  let directive: TitleDirective | undefined;
  for (const it of items) {
    if (it.kind === "TitleDirective") directive = it;
    else if (directive !== undefined) {
      it.title = directive.title;
      if (directive.also) it.alsoTitles = [...directive.also];
    }
  }
  const ast: CardFile = { kind: "CardFile", items, span: index.span(0, index.text.length) };
  attachComments(ast, comments, tokens, index);
  diagnostics.sort((a, b) => a.span.start.offset - b.span.start.offset);
  return { ast, diagnostics: capDiagnostics(diagnostics, MAX_DIAGNOSTICS, D.tooManyErrors) };
}
