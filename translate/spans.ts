// Spans for translated nodes: the parser works on normalised text, the AST points into the text as
// printed (the span map of normalize.ts), with the 1-based line/column the rest of the tools use.
import type { Position, Span } from "../grammar/ast.ts";
import { originalRange, type Normalized } from "./normalize.ts";

/** A span from normalised offsets [s, e) (SpanMaker.make, or a wrapper that maps offsets first). */
export type SpanOf = (s: number, e: number) => Span;

export class SpanMaker {
  private readonly lineStarts: number[] = [0];

  constructor(
    readonly norm: Normalized,
    readonly file: string,
  ) {
    const t = norm.original;
    for (let i = 0; i < t.length; i++) if (t[i] === "\n") this.lineStarts.push(i + 1);
  }

  /** Span of the normalised range [start, end). */
  make(start: number, end: number): Span {
    const r = originalRange(this.norm, start, end);
    return { file: this.file, start: this.position(r.start), end: this.position(r.end) };
  }

  private position(offset: number): Position {
    let line = 0;
    while (line + 1 < this.lineStarts.length && this.lineStarts[line + 1]! <= offset) line++;
    return { offset, line: line + 1, column: offset - this.lineStarts[line]! + 1 };
  }
}
