// A cursor over one line's tokens. Parse errors inside a line are thrown as LineError and turned
// into one diagnostic per line by the parser (so a bad line never hides the lines after it).
import type { Diagnostic } from "../diagnostics.ts";
import { makeDiagnostic } from "../diagnostics.ts";
import { closestMatch } from "./suggest.ts";
import type { CardRef, Player, Span } from "./ast.ts";
import { rulingDiagnostics as D } from "./diagnostics.ts";
import { spanOf, tokenSpan, type Line } from "./lexer.ts";
import { describe, type Token, type TokenKind } from "./tokens.ts";

export class LineError extends Error {
  constructor(public diagnostic: Diagnostic) {
    super(diagnostic.message);
  }
}

export class Cursor {
  pos = 0;
  constructor(
    public file: string,
    public line: Line,
  ) {}
  get tokens(): Token[] {
    return this.line.tokens;
  }
  peek(k = 0): Token | undefined {
    return this.tokens[this.pos + k];
  }
  done(): boolean {
    return this.pos >= this.tokens.length;
  }
  next(): Token | undefined {
    return this.tokens[this.pos++];
  }
  /** Span of a token, or just past the end of the line for a missing one. */
  spanAt(t: Token | undefined): Span {
    if (t) return tokenSpan(this.file, t);
    const col = this.line.text.length + 1;
    return spanOf(this.file, this.line.line, col, this.line.offset + this.line.text.length, 0);
  }
  /** Span from token index `from` to the last consumed token. */
  spanFrom(from: number): Span {
    const a = this.tokens[from] ?? this.tokens[this.tokens.length - 1]!;
    const b = this.tokens[Math.max(from, this.pos - 1)] ?? a;
    const start = tokenSpan(this.file, a).start;
    const end = tokenSpan(this.file, b).end;
    return { file: this.file, start, end };
  }
  fail(expected: string): never {
    const t = this.peek();
    throw new LineError(
      makeDiagnostic(D.unexpected, this.spanAt(t), { expected, found: describe(t) }),
    );
  }
  isWord(...words: string[]): boolean {
    const t = this.peek();
    return t?.kind === "word" && words.includes(t.value);
  }
  isKind(kind: TokenKind, k = 0): boolean {
    return this.peek(k)?.kind === kind;
  }
  isPunct(p: string): boolean {
    const t = this.peek();
    return t?.kind === "punct" && t.value === p;
  }
  /** Consume the word if present. */
  eat(...words: string[]): boolean {
    if (!this.isWord(...words)) return false;
    this.pos++;
    return true;
  }
  eatPunct(p: string): boolean {
    if (!this.isPunct(p)) return false;
    this.pos++;
    return true;
  }
  word(...words: string[]): string {
    const t = this.peek();
    if (t?.kind === "word" && words.includes(t.value)) {
      this.pos++;
      return t.value;
    }
    return this.fail(words.map((w) => `\`${w}\``).join(" or "));
  }
  /** A word from a fixed vocabulary, with a "did you mean" diagnostic of the given kind. */
  oneOf<T extends string>(vocab: readonly T[], def: (typeof D)[keyof typeof D], label: string): T {
    const t = this.peek();
    if (t?.kind === "word" && (vocab as readonly string[]).includes(t.value)) {
      this.pos++;
      return t.value as T;
    }
    if (t?.kind !== "word") return this.fail(label);
    const near = closestMatch(t.value, vocab);
    throw new LineError(
      makeDiagnostic(def, this.spanAt(t), {
        word: t.value,
        suggestion: near ? ` (did you mean \`${near}\`?)` : "",
      }),
    );
  }
  int(what = "a number"): number {
    const t = this.peek();
    if (t?.kind === "number") {
      this.pos++;
      return Number(t.value);
    }
    return this.fail(what);
  }
  literal(kind: TokenKind, label: string): string {
    const t = this.peek();
    if (t?.kind === kind) {
      this.pos++;
      return t.value;
    }
    return this.fail(label);
  }
  player(): Player {
    const t = this.peek();
    if (t?.kind === "word" && (t.value === "A" || t.value === "B")) {
      this.pos++;
      return t.value === "A" ? 0 : 1;
    }
    return this.fail("a player `A` or `B`");
  }
  isCardRef(): boolean {
    if (this.isKind("name") || this.isKind("cardNo") || this.isKind("cardId")) return true;
    return this.isWord("A", "B") && this.isKind("poss", 1);
  }
  /** `「name」`, `01-046`, or either after `A's` / `B's`. */
  cardRef(): CardRef {
    const from = this.pos;
    let owner: Player | undefined;
    if (this.isWord("A", "B") && this.isKind("poss", 1)) {
      owner = this.player();
      this.pos++;
    }
    const t = this.peek();
    if (t?.kind === "name" || t?.kind === "cardNo" || t?.kind === "cardId") {
      this.pos++;
      return {
        by: t.kind === "name" ? "name" : t.kind === "cardId" ? "id" : "number",
        text: t.value,
        ...(owner !== undefined ? { owner } : {}),
        span: this.spanFrom(from),
      };
    }
    return this.fail("a card (「name」 or a card number)");
  }
  /** Card references separated by `,` or `and`. */
  cardList(): CardRef[] {
    const out = [this.cardRef()];
    while (this.eatPunct(",") || this.eat("and")) out.push(this.cardRef());
    return out;
  }
  /** Card references separated by `and` only (inside a board entry, `,` separates entries). */
  cardRefsAnd(): CardRef[] {
    const out = [this.cardRef()];
    while (this.eat("and")) out.push(this.cardRef());
    return out;
  }
  /** Target lists: `「X」 and 「Y」; 「Z」` (a `;` starts the next target list). */
  targetLists(): CardRef[][] {
    const out = [this.cardList()];
    while (this.eatPunct(";")) out.push(this.cardList());
    return out;
  }
  end(): void {
    if (!this.done()) this.fail("the end of the line");
  }
}
