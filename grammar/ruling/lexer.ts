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
    scan: while (pos < lineText.length) {
      const ch = lineText[pos]!;
      if (ch === " " || ch === "\t" || ch === "\u3000") {
        pos++;
        continue;
      }
      if (lineText.startsWith("//", pos)) break;
      const at = (kind: Token["kind"], value: string, length: number): void => {
        tokens.push({ kind, value, line: lineNo, column: pos + 1, offset: offset + pos, length });
        pos += length;
      };
      for (const b of brackets) {
        if (ch !== b.open) continue;
        const end = lineText.indexOf(b.close, pos + 1);
        if (end < 0) {
          diagnostics.push(
            makeDiagnostic(
              D.unterminated,
              spanOf(file, lineNo, pos + 1, offset + pos, lineText.length - pos),
              { open: b.open, close: b.close },
            ),
          );
          break scan;
        }
        at(b.kind, lineText.slice(pos + 1, end), end + 1 - pos);
        continue scan;
      }
      const token = scanToken(lineText, pos);
      if (token) {
        at(token.kind, token.text, token.text.length);
        continue;
      }
      const cp = String.fromCodePoint(lineText.codePointAt(pos)!);
      diagnostics.push(
        makeDiagnostic(D.unknownCharacter, spanOf(file, lineNo, pos + 1, offset + pos, cp.length), {
          text: cp,
        }),
      );
      pos += cp.length;
    }
    if (tokens.length > 0) lines.push({ tokens, line: lineNo, offset, text: lineText });
    offset = next;
  }
  return { lines, diagnostics };
}
