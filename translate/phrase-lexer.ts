// The translator's lexer. It gives exactly the tokens Chevrotain's Lexer gives over `allTokens`
// (translate/tokens.ts): at each place the first token type in that order that matches, Space
// skipped. It finds them faster: Chevrotain tried the ~450 types one by one at every character,
// because the catch-all `Other` (and the kanji ranges of NamedCoin) rule out its first-character
// table. That was ~0.8 ms a sentence, most of a short sentence's translation.
// Here the patterns (Space, then the bracketed and numeric forms) are still tried in order; a
// phrase is then found in a trie of the literals, the longest one that matches (the literals are
// sorted longest first, so the first that matches is the longest); `Other` takes one character
// when nothing does. test/translate/phrase-lexer.test.ts compares it with Chevrotain's Lexer on
// every corpus text and on random ones.
import type { IToken, TokenType } from "chevrotain";
import { Lexer } from "../grammar/chevrotain.ts";
import { allTokens } from "./tokens.ts";

interface TrieNode {
  /** By UTF-16 code unit, as the patterns match. */
  next: Map<number, TrieNode>;
  /** The token type of the literal that ends here (the first in `allTokens` with this text). */
  type?: TokenType;
}

interface PhraseLexer {
  /** Token types with a RegExp pattern, in order, each as a sticky copy, and whether it is skipped. */
  patterns: { type: TokenType; sticky: RegExp; skipped: boolean }[];
  literals: TrieNode;
  other: TokenType;
}

let built: PhraseLexer | undefined;

/** Each type of `allTokens` after the patterns must be a literal or the last one, `Other`. */
function build(): PhraseLexer {
  const patterns: PhraseLexer["patterns"] = [];
  const literals: TrieNode = { next: new Map() };
  let other: TokenType | undefined;
  for (const type of allTokens) {
    const pattern = type.PATTERN;
    if (pattern === Lexer.NA) continue; // a category (Until): never lexed itself
    if (typeof pattern === "string") {
      if (other !== undefined) throw new Error(`${type.name} after the catch-all`);
      let node = literals;
      for (let i = 0; i < pattern.length; i++) {
        const unit = pattern.charCodeAt(i);
        let child = node.next.get(unit);
        if (!child) node.next.set(unit, (child = { next: new Map() }));
        node = child;
      }
      node.type ??= type;
    } else if (pattern instanceof RegExp) {
      if (literals.next.size > 0 || other !== undefined) {
        // a pattern after the phrases can only be the catch-all, which must match one character
        if (type.name !== "Other" || pattern.source !== "[^]")
          throw new Error(`${type.name}: order`);
        other = type;
      } else
        patterns.push({
          type,
          sticky: new RegExp(pattern.source, `${pattern.flags.replace(/[gy]/g, "")}y`),
          skipped: type.GROUP === Lexer.SKIPPED,
        });
    } else throw new Error(`${type.name}: a pattern this lexer does not know`);
  }
  if (other === undefined) throw new Error("no catch-all token");
  return { patterns, literals, other };
}

/** The longest literal at `at`: its type and length, or undefined. */
function longestLiteral(root: TrieNode, text: string, at: number): [TokenType, number] | undefined {
  let node: TrieNode | undefined = root;
  let found: [TokenType, number] | undefined;
  for (let i = at; i < text.length; i++) {
    node = node.next.get(text.charCodeAt(i));
    if (node === undefined) break;
    if (node.type) found = [node.type, i + 1 - at];
  }
  return found;
}

/** A token as Chevrotain makes it with `positionTracking: "onlyOffset"`: no end, line or column. */
function token(type: TokenType, text: string, start: number, length: number): IToken {
  return {
    image: text.slice(start, start + length),
    startOffset: start,
    tokenTypeIdx: type.tokenTypeIdx!,
    tokenType: type,
  } as IToken;
}

/** The tokens of `text`, as Chevrotain's Lexer over `allTokens` gives them (offsets only). */
export function tokenizeJa(text: string): { tokens: IToken[] } {
  const lexer = (built ??= build());
  const tokens: IToken[] = [];
  let at = 0;
  next: while (at < text.length) {
    for (const p of lexer.patterns) {
      p.sticky.lastIndex = at;
      const m = p.sticky.exec(text);
      // (an empty match never happens: no pattern can match nothing, which Chevrotain refuses too)
      if (m === null || m[0].length === 0) continue;
      if (!p.skipped) tokens.push(token(p.type, text, at, m[0].length));
      at += m[0].length;
      continue next;
    }
    const literal = longestLiteral(lexer.literals, text, at);
    const [type, length] = literal ?? [lexer.other, 1];
    tokens.push(token(type, text, at, length));
    at += length;
  }
  return { tokens };
}
