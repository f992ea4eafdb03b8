// Span checks shared by the paths: a span lies inside the input and its line/column agree with
// its offset (lines end at \n, \r\n or a lone \r, as every reader of the project counts them).
import type { Diagnostic } from "../grammar/diagnostics.ts";
import type { Finding } from "./core.ts";

interface Pos {
  offset: number;
  line: number;
  column: number;
}
interface SpanLike {
  start: Pos;
  end: Pos;
}

export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\n" || (c === "\r" && text[i + 1] !== "\n")) starts.push(i + 1);
  }
  return starts;
}

function position(starts: readonly number[], offset: number): { line: number; column: number } {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - starts[lo]! + 1 };
}

/** The problem with one span, if any. */
export function spanProblem(
  text: string,
  starts: readonly number[],
  s: SpanLike,
): string | undefined {
  const { start, end } = s;
  if (!(start.offset >= 0 && start.offset <= end.offset && end.offset <= text.length))
    return `offsets ${start.offset}..${end.offset} outside 0..${text.length}`;
  for (const p of [start, end]) {
    const want = position(starts, p.offset);
    if (want.line !== p.line || want.column !== p.column)
      return `offset ${p.offset} is ${want.line}:${want.column}, not ${p.line}:${p.column}`;
  }
  return undefined;
}

/** Span findings for diagnostics of `text` (those of other files are skipped). */
export function diagnosticSpans(text: string, file: string, ds: readonly Diagnostic[]): Finding[] {
  const starts = lineStarts(text);
  const out: Finding[] = [];
  for (const d of ds) {
    for (const s of [d.span, ...(d.related ?? []).map((r) => r.span)]) {
      if (s.file !== file) continue;
      const p = spanProblem(text, starts, s);
      if (p) out.push({ kind: "span", detail: `${d.code} ${p}` });
    }
  }
  return out.slice(0, 1);
}

/** Span findings for every span, nameSpan or nSpan of an AST. */
export function astSpans(text: string, ast: unknown): Finding[] {
  const starts = lineStarts(text);
  let found: Finding | undefined;
  const walk = (v: unknown): void => {
    if (found) return;
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) {
        if ((k === "span" || k === "nameSpan" || k === "nSpan") && x && typeof x === "object") {
          const p = spanProblem(text, starts, x as SpanLike);
          if (p) found = { kind: "span", detail: `AST ${k} ${p}` };
        } else walk(x);
      }
    }
  };
  walk(ast);
  return found ? [found] : [];
}
