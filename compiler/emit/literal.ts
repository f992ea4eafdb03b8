// Safe literals and comments: no string from a card file can end its literal or comment early.
// JSON.stringify escapes quotes, backslashes and control characters; we also escape U+2028/U+2029
// (line terminators to some tools), every lone surrogate (not valid UTF-8 on disk) and every
// non-ASCII character that is not printable text we want to keep readable. Because the literal is
// double-quoted JSON, backticks and `${` are plain characters inside it, and `*/` cannot end a
// line comment. Comments are built from sanitised text: one line, no lone surrogates.

/** Lone surrogates (a high not followed by a low, or a low not preceded by a high). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Characters JSON.stringify leaves raw that some readers treat as line breaks or hide. */
const RISKY = /[\u2028\u2029\u0085\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

const hex = (ch: string) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** A TypeScript string literal whose value is exactly `s`. */
export function stringLiteral(s: string): string {
  return JSON.stringify(s).replace(LONE_SURROGATE, hex).replace(RISKY, hex);
}

/** A property key: bare when it is a plain identifier, else a safe string literal. */
export function propertyKey(k: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(k) ? k : stringLiteral(k);
}

/** Text safe inside a `//` comment: one line, no lone surrogates, no `*​/`, no bidi overrides. */
export function commentText(s: string): string {
  return s
    .replace(/\r\n|[\r\n\u2028\u2029\u0085\v\f]/g, " ")
    .replace(LONE_SURROGATE, "\uFFFD")
    .replace(/[\u0000-\u001F\u007F\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, "\uFFFD")
    .replace(/\*\//g, "*\u2215");
}
