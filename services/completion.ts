// Completion in a card file from the grammar's state at the cursor: the tokens of the item (card
// or title directive) before the cursor go to Chevrotain's computeContentAssist on the one card
// parser, and each token type it expects next becomes items — a keyword its word, 「name」 the
// workspace's card names, 【trait】 its traits, 『title』 its titles, a color the five colors.
// When the item before the cursor does not parse (an earlier broken line), the tokens of the
// cursor's line are completed as a body line instead, the way parse.ts re-reads later lines.
import type { IToken, TokenType } from "chevrotain";
import { cardParser } from "../grammar/parser.ts";
import { CardNumber, ColorTok, K, NameLit, TitleLit, TraitLit } from "../grammar/tokens.ts";
import { lexed } from "./card-tokens.ts";
import { CompletionKind, type CompletionItem, type LspRange } from "./types.ts";
import type { Workspace } from "./workspace.ts";

const COLORS = ["red", "blue", "yellow", "green", "purple"];
const CARD_KINDS = new Set<TokenType>([K.Character, K.Event, K.Support]);

/** Where the item (card or title directive) holding the cursor starts, as parse.ts splits items. */
function itemStart(tokens: readonly IToken[]): number {
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i]!;
    if (t.tokenType === K.Title) return i;
    if (CARD_KINDS.has(t.tokenType) && tokens[i + 1]?.tokenType === CardNumber) return i;
  }
  return 0;
}

function expectedAfter(before: readonly IToken[], lineStart: number): TokenType[] {
  const parser = cardParser();
  const from = itemStart(before);
  let paths = parser.computeContentAssist("item", before.slice(from));
  if (paths.length === 0) {
    const onLine = before.filter((t) => t.startOffset >= lineStart);
    paths = parser.computeContentAssist("bodyLine", onLine);
  }
  return [...new Set(paths.map((p) => p.nextTokenType))];
}

function itemsFor(type: TokenType, ws: Workspace): CompletionItem[] {
  const index = ws.cardIndex();
  if (type === NameLit)
    return [...new Set(index.all.map((s) => s.card.name))].map((name) => ({
      label: `「${name}」`,
      kind: CompletionKind.Class,
      detail: "card name",
    }));
  if (type === TraitLit)
    return [...index.traits.keys()].map((t) => ({
      label: `【${t}】`,
      kind: CompletionKind.EnumMember,
      detail: "trait",
    }));
  if (type === TitleLit)
    return [...new Set(index.all.flatMap((s) => (s.card.title ? [s.card.title] : [])))].map(
      (t) => ({
        label: `『${t}』`,
        kind: CompletionKind.Module,
        detail: "title",
      }),
    );
  if (type === ColorTok)
    return COLORS.map((c) => ({ label: c, kind: CompletionKind.Constant, detail: "color" }));
  // Keywords and punctuation are labelled with their spelling in backquotes (grammar/keywords.ts).
  const label = /^`(.+)`$/.exec(type.LABEL ?? "")?.[1];
  return label ? [{ label, kind: CompletionKind.Keyword, detail: "keyword" }] : [];
}

export interface Completion {
  items: CompletionItem[];
  /** The text being typed (a word or an open literal) that a chosen item replaces. */
  replace?: LspRange;
}

/**
 * The items expected at `offset` of lexed card-language text (offsets in that text): the token
 * being typed (a word, or a literal whose closing bracket is not typed yet) is not context but
 * the prefix a chosen item replaces; a finished symbol (`[`, `/`, `」`) is context.
 */
export function completeTokens(
  ws: Workspace,
  tokens: readonly IToken[],
  offset: number,
  lineStart: number,
): { items: CompletionItem[]; typingFrom?: number } {
  const typing = tokens.find(
    (t) =>
      t.startOffset < offset &&
      offset <= t.startOffset + t.image.length &&
      (/^[A-Za-z]/.test(t.image) ||
        t.tokenType.name.endsWith("Open") ||
        offset < t.startOffset + t.image.length),
  );
  const before = tokens.filter((t) => t.startOffset + t.image.length <= offset && t !== typing);
  const expected = expectedAfter(before, lineStart);
  const seen = new Set<string>();
  const items = expected
    .flatMap((t) => itemsFor(t, ws))
    .filter((i) => !seen.has(i.label) && seen.add(i.label));
  return typing ? { items, typingFrom: typing.startOffset } : { items };
}

export function completeCards(ws: Workspace, uri: string, offset: number): Completion {
  const file = ws.cardDocument(uri);
  if (!file) return { items: [] };
  const { doc } = file;
  const { items, typingFrom } = completeTokens(
    ws,
    lexed(doc).tokens,
    offset,
    doc.lineAt(offset).start,
  );
  return typingFrom === undefined ? { items } : { items, replace: doc.range(typingFrom, offset) };
}
