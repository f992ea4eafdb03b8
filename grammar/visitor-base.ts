// Shared helpers of the CST→AST visitor: typed access to CST children, spans, number and literal
// values. A recovered CST may lack children; helpers return undefined and callers default.
import type { CstNode, IToken } from "chevrotain";
import type { Span } from "./ast.ts";
import { makeDiagnostic, syntaxDiagnostics as D, type Diagnostic } from "./diagnostics.ts";
import type { LineIndex } from "./spans.ts";

/** The largest number a card text may hold (PM1210 above it): rules numbers are small, and a
 * bigger one is a typo. The translator refuses a printed number above it (translate/parser). */
export const LARGEST_NUMBER = 1_000_000;

// A CST key holds either tokens (a token name) or nodes (a rule name), never both, so the
// helpers below index the children arrays directly instead of filtering them.
export function nodes(n: CstNode | undefined, name: string): CstNode[] {
  return (n?.children[name] ?? []) as CstNode[];
}
export function node(n: CstNode | undefined, name: string, i = 0): CstNode | undefined {
  const c = n?.children[name]?.[i];
  return c && !("image" in c) ? c : undefined;
}
export function toks(n: CstNode | undefined, name: string): IToken[] {
  return (n?.children[name] ?? []) as IToken[];
}
export function tok(n: CstNode | undefined, name: string, i = 0): IToken | undefined {
  const c = n?.children[name]?.[i];
  return c && "image" in c ? c : undefined;
}
export function has(n: CstNode | undefined, name: string): boolean {
  return (n?.children[name]?.length ?? 0) > 0;
}

/** Thrown only inside the visitor when a required child is missing; parse.ts catches it. */
export class MissingNode extends Error {}

export function need(n: CstNode | undefined, name: string, i = 0): CstNode {
  const c = node(n, name, i);
  if (!c) throw new MissingNode(`missing ${name}`);
  return c;
}
export function needTok(n: CstNode | undefined, name: string, i = 0): IToken {
  const t = tok(n, name, i);
  if (!t) throw new MissingNode(`missing ${name}`);
  return t;
}

const closing: Record<string, string> = { "「": "」", "【": "】", "『": "』", "〔": "〕" };

export class Ctx {
  constructor(
    readonly index: LineIndex,
    readonly diagnostics: Diagnostic[],
  ) {}

  span(n: CstNode | undefined): Span {
    const loc = n?.location;
    if (!loc || !Number.isFinite(loc.startOffset))
      return this.index.span(this.index.text.length, this.index.text.length);
    const end =
      loc.endOffset !== undefined && Number.isFinite(loc.endOffset)
        ? loc.endOffset + 1
        : loc.startOffset;
    return this.index.span(loc.startOffset, end);
  }

  tokSpan(t: IToken | undefined): Span {
    if (!t || !Number.isFinite(t.startOffset))
      return this.index.span(this.index.text.length, this.index.text.length);
    return this.index.span(t.startOffset, t.startOffset + t.image.length);
  }

  /** Span from the start of one token to the end of another (or a node). */
  spanFrom(start: IToken | undefined, end: CstNode | undefined): Span {
    const s = this.tokSpan(start);
    const e = this.span(end);
    return this.index.span(s.start.offset, Math.max(s.end.offset, e.end.offset));
  }

  int(t: IToken | undefined): number {
    if (!t) return 0;
    const digits = t.image.replace(/[^0-9]/g, "");
    const v = Number(digits);
    if (!Number.isSafeInteger(v) || v > LARGEST_NUMBER) {
      this.diagnostics.push(makeDiagnostic(D.badNumber, this.tokSpan(t), { text: t.image }));
      return 0;
    }
    return v;
  }

  /** A signed number `+2`, `-1`, `±0`, `10`. */
  signed(image: string, t: IToken): number {
    const v = this.int({ ...t, image });
    return image.startsWith("-") ? -v : v;
  }

  /** The text inside a bracket literal 「…」【…】『…』〔…〕 (an open one runs to the line end). */
  bracketText(t: IToken | undefined, what: string, example: string): string {
    if (!t) return "";
    const open = t.image[0] ?? "";
    const close = closing[open];
    const isOpen = t.tokenType.name.endsWith("Open");
    const inner = isOpen ? t.image.slice(1) : t.image.slice(1, -1);
    if (inner.trim() === "" && !isOpen && close) {
      this.diagnostics.push(
        makeDiagnostic(D.emptyLiteral, this.tokSpan(t), { what, text: t.image, example }),
      );
    }
    return inner;
  }

  /** The value of a "string" (JSON escapes); an open (unterminated) one runs to the line end. */
  string(t: IToken | undefined): string {
    if (!t) return "";
    const img = t.image;
    if (t.tokenType.name.endsWith("Open")) return img.slice(1);
    try {
      const v: unknown = JSON.parse(img);
      if (typeof v === "string") return v;
    } catch {
      const bad = /\\(?:u(?![0-9a-fA-F]{4})|[^"\\/bfnrtu])[^\\"]?/.exec(img);
      const detail = bad ? `\`${bad[0].slice(0, 2)}\`` : "a control character or a bad escape";
      this.diagnostics.push(makeDiagnostic(D.badEscape, this.tokSpan(t), { detail }));
    }
    return img.slice(1, -1);
  }
}
