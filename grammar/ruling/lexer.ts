// Lexing a ruling file line by line: a line is a statement, and literals never span lines, so an
// unclosed bracket is reported on its own line and the next line lexes normally.
import type { Diagnostic } from "../diagnostics.ts";
import { makeDiagnostic } from "../diagnostics.ts";
import { rulingDiagnostics as D } from "./diagnostics.ts";
import { brackets, type Token } from "./tokens.ts";
import { scanToken } from "./token-scanner.ts";
import type { Span } from "./ast.ts";

export interface Line {
  tokens: Token[];
  line: number;
  /** Offset of the line's first character in the file. */
  offset: number;
  text: string;
}

export function spanOf(
  file: string,
  line: number,
  column: number,
  offset: number,
  length: number,
): Span {
  return {
    file,
    start: { offset, line, column },
    end: { offset: offset + length, line, column: column + length },
  };
}

export function tokenSpan(file: string, t: Token): Span {
  return spanOf(file, t.line, t.column, t.offset, t.length);
}

/** Each bracket's entry by its opening character (the first entry, should two share one). */
const bracketOf = new Map<string, (typeof brackets)[number]>();
for (const b of brackets) if (!bracketOf.has(b.open)) bracketOf.set(b.open, b);

/**
 * Where a run of characters no token starts at ends: at a blank, a bracket, a comment or a
 * character where a token matches. One PM5001 per run, as the card lexer reports them (PM1101):
 * a line of pasted printed text is a few errors, not one per character.
 */
function unknownRunEnd(lineText: string, start: number): number {
  let pos = start;
  do pos += lineText.codePointAt(pos)! > 0xffff ? 2 : 1;
  while (
    pos < lineText.length &&
    !" \t\u3000".includes(lineText[pos]!) &&
    !bracketOf.has(lineText[pos]!) &&
    !lineText.startsWith("//", pos) &&
    scanToken(lineText, pos) === null
  );
  return pos;
}

/** Tokens of every non-blank line; comments (`//` to the end of the line) are dropped. */
export function lex(file: string, text: string): { lines: Line[]; diagnostics: Diagnostic[] } {
  const lines: Line[] = [];
  const diagnostics: Diagnostic[] = [];
  // The card lexer's line terminators (grammar/spans.ts): \n, \r\n and a lone \r, so a file saved
  // with old Mac line endings has its lines, and line numbers agree with the code frame.
  const terminator = /\r\n|\r|\n/g;
  let lineNo = 0;
  for (let offset = 0; offset <= text.length;) {
    terminator.lastIndex = offset;
    const end = terminator.exec(text);
    const lineText = text.slice(offset, end ? end.index : text.length);
    const next = end ? end.index + end[0].length : text.length + 1;
    lineNo++;
    const tokens: Token[] = [];
    let pos = 0;
    // (a plain loop: it runs once per character of every ruling file, issue 15)
    while (pos < lineText.length) {
      const ch = lineText[pos]!;
      if (ch === " " || ch === "\t" || ch === "\u3000") {
        pos++;
        continue;
      }
      if (ch === "/" && lineText.startsWith("//", pos)) break;
      let kind: Token["kind"];
      let value: string;
      let length: number;
      const b = bracketOf.get(ch);
      if (b !== undefined) {
        const end = lineText.indexOf(b.close, pos + 1);
        if (end < 0) {
          diagnostics.push(
            makeDiagnostic(
              D.unterminated,
              spanOf(file, lineNo, pos + 1, offset + pos, lineText.length - pos),
              { open: b.open, close: b.close },
            ),
          );
          break;
        }
        kind = b.kind;
        value = lineText.slice(pos + 1, end);
        length = end + 1 - pos;
      } else {
        const token = scanToken(lineText, pos);
        if (token === null) {
          const end = unknownRunEnd(lineText, pos);
          const run = lineText.slice(pos, end);
          diagnostics.push(
            makeDiagnostic(
              D.unknownCharacter,
              spanOf(file, lineNo, pos + 1, offset + pos, end - pos),
              {
                text: run.length > 20 ? `${run.slice(0, 20)}…` : run,
                plural: [...run].length > 1 ? "s" : "",
              },
            ),
          );
          pos = end;
          continue;
        }
        kind = token.kind;
        value = token.text;
        length = value.length;
      }
      tokens.push({ kind, value, line: lineNo, column: pos + 1, offset: offset + pos, length });
      pos += length;
    }
    if (tokens.length > 0) lines.push({ tokens, line: lineNo, offset, text: lineText });
    offset = next;
  }
  return { lines, diagnostics };
}
