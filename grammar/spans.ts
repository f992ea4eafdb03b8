// Offsets → line/column (1-based, UTF-16 columns) for one text, and span helpers. All positions in
// the AST and in diagnostics are computed here from offsets, so they always agree with the text.
// Line terminators are the lexer's: \n, \r\n and a lone \r.
import type { Position, Span } from "./ast.ts";

export class LineIndex {
  private readonly starts: number[] = [0];
  constructor(
    readonly text: string,
    readonly file: string,
  ) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) this.starts.push(i + 1);
      else if (c === 13) {
        if (text.charCodeAt(i + 1) === 10) i++;
        this.starts.push(i + 1);
      }
    }
  }

  /** The offset of a 1-based line and column (clamped to the text). */
  offsetAt(line: number, column: number): number {
    const start = this.starts[Math.max(0, Math.min(this.starts.length - 1, line - 1))]!;
    return Math.min(this.text.length, start + Math.max(0, column - 1));
  }

  position(offset: number): Position {
    const o = Number.isFinite(offset)
      ? Math.max(0, Math.min(this.text.length, Math.trunc(offset)))
      : this.text.length;
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= o) lo = mid;
      else hi = mid - 1;
    }
    return { offset: o, line: lo + 1, column: o - (this.starts[lo] ?? 0) + 1 };
  }

  /** Span of [start, end); invalid or reversed offsets are clamped into the text. */
  span(start: number, end: number): Span {
    const s = this.position(start);
    const e = this.position(Number.isFinite(end) ? Math.max(end, s.offset) : s.offset);
    return { file: this.file, start: s, end: e.offset < s.offset ? s : e };
  }

  /** 1-based line of an offset. */
  line(offset: number): number {
    return this.position(offset).line;
  }

  /** Offset of the end of the line holding `offset` (before its terminator). */
  lineEnd(offset: number): number {
    let e = Math.max(0, Math.min(offset, this.text.length));
    while (e < this.text.length && this.text[e] !== "\n" && this.text[e] !== "\r") e++;
    return e;
  }
}
