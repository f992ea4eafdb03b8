// Semantic tokens of a card file, from the grammar's lexer: keywords, 「names」 (string), 【traits】
// (type), 『titles』 (namespace), 〔keyword boxes〕 (macro), numbers, colors (enumMember),
// punctuation (operator) and comments, in the LSP's relative encoding.
import { tokenMatcher, type IToken } from "../grammar/chevrotain.ts";
import {
  CardNumber,
  ColorTok,
  CostBox,
  KeywordLit,
  NameLit,
  NumberLit,
  SignedNumber,
  Stat,
  StringLit,
  TitleLit,
  TraitLit,
} from "../grammar/tokens.ts";
import { lexed } from "./card-tokens.ts";
import type { Workspace } from "./workspace.ts";

export const SEMANTIC_LEGEND = {
  tokenTypes: [
    "keyword",
    "string",
    "type",
    "namespace",
    "macro",
    "number",
    "enumMember",
    "operator",
    "comment",
  ],
  tokenModifiers: [] as string[],
};

const type = (name: string): number => SEMANTIC_LEGEND.tokenTypes.indexOf(name);

const BY_CATEGORY: [Parameters<typeof tokenMatcher>[1], string][] = [
  [NameLit, "string"],
  [StringLit, "string"],
  [TraitLit, "type"],
  [TitleLit, "namespace"],
  [KeywordLit, "macro"],
  [ColorTok, "enumMember"],
  [CardNumber, "number"],
  [Stat, "number"],
  [SignedNumber, "number"],
  [NumberLit, "number"],
  [CostBox, "number"],
];

function typeOf(t: IToken): number | undefined {
  for (const [category, name] of BY_CATEGORY) if (tokenMatcher(t, category)) return type(name);
  const label = t.tokenType.LABEL ?? "";
  if (/^`[a-z]/i.test(label)) return type("keyword");
  if (label.startsWith("`")) return type("operator");
  return undefined; // Identifier: a word the language does not know (already a diagnostic)
}

/** The LSP's `data` array: per token, deltaLine, deltaStart, length, type, modifiers. */
export function semanticTokens(ws: Workspace, uri: string): number[] {
  const file = ws.cardDocument(uri);
  if (!file) return [];
  const { tokens, comments } = lexed(file.doc);
  const isComment = new Set(comments);
  const all = [...tokens, ...comments].sort((a, b) => a.startOffset - b.startOffset);
  const data: number[] = [];
  let line = 0;
  let char = 0;
  for (const t of all) {
    const kind = isComment.has(t) ? type("comment") : typeOf(t);
    if (kind === undefined) continue;
    const at = file.doc.positionAt(t.startOffset);
    data.push(
      at.line - line,
      at.line === line ? at.character - char : at.character,
      t.image.length,
      kind,
      0,
    );
    line = at.line;
    char = at.character;
  }
  return data;
}
