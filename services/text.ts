// Positions between the project's spans (offsets, 1-based lines and UTF-16 columns) and the LSP's
// 0-based line/character pairs, for one document text. The project's columns are UTF-16 code units
// too (grammar/spans.ts), so a span maps to a range without looking at the text.
import type { Span } from "../grammar/ast.ts";
import { LineIndex } from "../grammar/spans.ts";
import type { LspPosition, LspRange } from "./types.ts";

export function rangeOfSpan(span: Span): LspRange {
  return {
    start: { line: span.start.line - 1, character: span.start.column - 1 },
    end: { line: span.end.line - 1, character: span.end.column - 1 },
  };
}

/** A document's text with its line index, for offset ↔ position conversions. */
export class DocText {
  readonly index: LineIndex;
  constructor(
    readonly text: string,
    readonly file: string,
  ) {
    this.index = new LineIndex(text, file);
  }

  offsetAt(p: LspPosition): number {
    return this.index.offsetAt(p.line + 1, p.character + 1);
  }

  positionAt(offset: number): LspPosition {
    const p = this.index.position(offset);
    return { line: p.line - 1, character: p.column - 1 };
  }

  range(start: number, end: number): LspRange {
    return { start: this.positionAt(start), end: this.positionAt(end) };
  }

  /** The whole text, as the range a full-document edit replaces. */
  get whole(): LspRange {
    return this.range(0, this.text.length);
  }

  /** The line holding `offset`, with the offset its text starts at. */
  lineAt(offset: number): { start: number; text: string } {
    const end = this.index.lineEnd(offset);
    let start = offset;
    while (start > 0 && this.text[start - 1] !== "\n" && this.text[start - 1] !== "\r") start--;
    return { start, text: this.text.slice(start, end) };
  }
}
