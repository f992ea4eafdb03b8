// A card document's tokens (the grammar's own lexer), lexed once per text: hover, completion,
// definition, references and semantic tokens all read them.
import { tokenMatcher, type IToken } from "../grammar/chevrotain.ts";
import { lex } from "../grammar/lexer.ts";
import { NameLit, TitleLit, TraitLit } from "../grammar/tokens.ts";
import type { DocText } from "./text.ts";

export interface Lexed {
  tokens: IToken[];
  comments: IToken[];
}

const cache = new WeakMap<DocText, Lexed>();

export function lexed(doc: DocText): Lexed {
  let hit = cache.get(doc);
  if (!hit) {
    const { tokens, comments } = lex(doc.index);
    hit = { tokens, comments };
    cache.set(doc, hit);
  }
  return hit;
}

/** The token under `offset` (a cursor right after a token's last character still touches it). */
export function tokenAt(doc: DocText, offset: number): IToken | undefined {
  return lexed(doc).tokens.find(
    (t) => t.startOffset <= offset && offset <= t.startOffset + t.image.length,
  );
}

export type LiteralKind = "name" | "trait" | "title";

/** A 「name」, 【trait】 or 『title』 token: its kind and the text between its brackets. */
export function literalOf(t: IToken): { kind: LiteralKind; value: string } | undefined {
  const kind = tokenMatcher(t, NameLit)
    ? "name"
    : tokenMatcher(t, TraitLit)
      ? "trait"
      : tokenMatcher(t, TitleLit)
        ? "title"
        : undefined;
  if (!kind) return undefined;
  const closed = /[」】』]$/.test(t.image);
  return { kind, value: t.image.slice(1, closed ? -1 : undefined) };
}
