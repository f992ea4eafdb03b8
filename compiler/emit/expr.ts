// The expressions a generated module is made of, read back from the printer's text. The emitter's
// entries (compiler/steps/*) print strings (`p.call(...)`, `{ do: "nothing" }`, …), so the layout
// step (layout.ts) cannot see their structure unless it reads it again: this is a reader for the
// small subset of TypeScript the printer writes — string, number, `-number`, identifiers, calls of
// an identifier, object literals (`key: value`, `...spread`), array literals, and `//` comments on
// their own line before an array item or an object property. Anything else (a template literal, a
// member access, an arrow function, a comment elsewhere) gives `undefined`, and that module is
// formatted by prettier instead (format.ts), so an unforeseen shape costs time, never a wrong text.

/** A `//` comment on its own line before an item or property, as written (without the newline). */
export type Comments = readonly string[];

export type Expr =
  | { kind: "string"; raw: string }
  | { kind: "number"; raw: string }
  | { kind: "negative"; argument: Expr }
  | { kind: "literal"; text: "true" | "false" | "null" }
  | { kind: "identifier"; name: string }
  | { kind: "call"; callee: string; args: Expr[] }
  /** `newlineAfterBrace`: prettier keeps such an object expanded (objectWrap "preserve"). */
  | { kind: "object"; properties: Property[]; newlineAfterBrace: boolean }
  | { kind: "array"; items: Item[] };

export interface Property {
  comments: Comments;
  /** The key as written (bare identifier or a string literal); undefined for `...spread`. */
  key?: string;
  value: Expr;
}

export interface Item {
  comments: Comments;
  value: Expr;
}

/** Thrown inside the reader for text outside the subset; caught by `readExpr`. */
class Outside extends Error {}

const IDENTIFIER = /[A-Za-z_$][A-Za-z0-9_$]*/y;
const NUMBER = /\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const STRING = /"(?:[^"\\\n\r]|\\.)*"/y;

class Reader {
  pos = 0;
  constructor(readonly text: string) {}

  fail(): never {
    throw new Outside();
  }

  /** Skips spaces and newlines. */
  blank(): void {
    const t = this.text;
    while (this.pos < t.length) {
      const c = t.charCodeAt(this.pos);
      if (c === 32 || c === 10 || c === 9 || c === 13) this.pos++;
      else break;
    }
  }

  /** Skips spaces and newlines; refuses a comment (comments are read only where they may stand). */
  space(): void {
    this.blank();
    if (this.text.startsWith("//", this.pos)) this.fail();
  }

  /** Own-line `//` comments (and the space around them) before an item or a property. */
  comments(): Comments {
    const out: string[] = [];
    const t = this.text;
    for (;;) {
      this.blank();
      if (!t.startsWith("//", this.pos)) return out;
      // Own line: only spaces between the previous newline and the comment.
      const lineStart = t.lastIndexOf("\n", this.pos - 1) + 1;
      if (t.slice(lineStart, this.pos).trim() !== "") this.fail();
      let end = t.indexOf("\n", this.pos);
      if (end < 0) end = t.length;
      out.push(t.slice(this.pos, end));
      this.pos = end;
    }
  }

  peek(): string {
    this.space();
    return this.text[this.pos] ?? "";
  }

  eat(token: string): boolean {
    this.space();
    if (!this.text.startsWith(token, this.pos)) return false;
    this.pos += token.length;
    return true;
  }

  expect(token: string): void {
    if (!this.eat(token)) this.fail();
  }

  match(pattern: RegExp): string | undefined {
    this.space();
    pattern.lastIndex = this.pos;
    const m = pattern.exec(this.text);
    if (!m) return undefined;
    this.pos += m[0].length;
    return m[0];
  }

  expr(): Expr {
    const c = this.peek();
    if (c === '"') return { kind: "string", raw: this.match(STRING) ?? this.fail() };
    if (c === "-") {
      this.pos++;
      const raw = this.match(NUMBER) ?? this.fail();
      return { kind: "negative", argument: { kind: "number", raw } };
    }
    if (c >= "0" && c <= "9") return { kind: "number", raw: this.match(NUMBER)! };
    if (c === "{") return this.object();
    if (c === "[") return this.array();
    const name = this.match(IDENTIFIER) ?? this.fail();
    if (name === "true" || name === "false" || name === "null")
      return { kind: "literal", text: name };
    if (!this.eat("(")) return { kind: "identifier", name };
    const args: Expr[] = [];
    while (!this.eat(")")) {
      args.push(this.expr());
      if (!this.eat(",") && this.peek() !== ")") this.fail();
    }
    return { kind: "call", callee: name, args };
  }

  object(): Expr {
    this.expect("{");
    const open = this.pos;
    const properties: Property[] = [];
    let newlineAfterBrace = false;
    for (;;) {
      const comments = this.comments();
      // Where prettier looks: from the brace to the first property (its comments are before it).
      if (properties.length === 0)
        newlineAfterBrace = this.text.slice(open, this.pos).includes("\n");
      if (this.eat("}")) {
        if (comments.length > 0) this.fail(); // a dangling comment
        break;
      }
      if (this.eat("...")) properties.push({ comments, value: this.expr() });
      else {
        const key = this.match(STRING) ?? this.match(IDENTIFIER) ?? this.fail();
        // prettier unquotes a key that is an ES5 identifier, Unicode letters included: only
        // ASCII keys are read here, whose rule (expr-doc.ts propertyKey) is simple.
        if (!/^[\x20-\x7E]*$/.test(key)) this.fail();
        this.expect(":");
        properties.push({ comments, key, value: this.expr() });
      }
      if (!this.eat(",") && this.peek() !== "}") this.fail();
    }
    return { kind: "object", properties, newlineAfterBrace };
  }

  array(): Expr {
    this.expect("[");
    const items: Item[] = [];
    for (;;) {
      const comments = this.comments();
      if (this.eat("]")) {
        if (comments.length > 0) this.fail();
        break;
      }
      items.push({ comments, value: this.expr() });
      if (!this.eat(",") && this.peek() !== "]") this.fail();
    }
    return { kind: "array", items };
  }
}

/** The expression `text` holds, or undefined when it is outside the subset this reader knows. */
export function readExpr(text: string): Expr | undefined {
  const reader = new Reader(text);
  try {
    const e = reader.expr();
    return reader.peek() === "" ? e : undefined;
  } catch (error) {
    if (error instanceof Outside) return undefined;
    throw error;
  }
}
