// Definition and completion in `.ruling` files. A card a ruling names (「name」, a number or a
// database id, on the board or in a step) is one of the ruling's own ad-hoc cards, else one of the
// file's, when one matches — the scopes the runner resolves in first (ruling-runner/resolve.ts) —
// else a card of the workspace's card files (not with `cards samples`: those are the engine's
// built-in samples). Completion inside an open 「 offers both kinds of names; inside a card's texts
// (`card … {` … `}`), the card grammar's completion (ruling-block-completion.ts).
import type { CardDecl, CardRef, RulingFile } from "../grammar/ruling/ast.ts";
import { parseRuling } from "../grammar/ruling/index.ts";
import type { Completion } from "./completion.ts";
import { deckIndex, siteOf } from "./deck.ts";
import { cardsFor } from "./hover-cards.ts";
import { completeInCardBlock } from "./ruling-block-completion.ts";
import { rangeOfSpan } from "./text.ts";
import { CompletionKind, type Location } from "./types.ts";
import { nameKey, type Workspace } from "./workspace.ts";

function isCardRef(x: unknown): x is CardRef {
  const r = x as CardRef;
  return typeof r === "object" && r !== null && typeof r.text === "string" && !!r.span && !!r.by;
}

/**
 * The card reference whose span holds `offset`. The AST is searched generically (every object
 * shaped like a CardRef) so that a step kind added to the ruling language is covered without a
 * walker to keep in step with it; a card's own texts (card-language ASTs) are skipped.
 */
function refAt(ast: RulingFile, offset: number): CardRef | undefined {
  let found: CardRef | undefined;
  const visit = (x: unknown): void => {
    if (found || typeof x !== "object" || x === null) return;
    if (isCardRef(x) && x.span.start.offset <= offset && offset <= x.span.end.offset) {
      found = x;
      return;
    }
    for (const [key, value] of Object.entries(x)) if (key !== "texts") visit(value);
  };
  visit(ast);
  return found;
}

function adHocCards(ast: RulingFile): CardDecl[] {
  return [...ast.cards, ...ast.rulings.flatMap((r) => r.cards)];
}

/** The ad-hoc cards a reference at `offset` sees, innermost scope first, as the runner resolves. */
function scopesAt(ast: RulingFile, offset: number): CardDecl[][] {
  // A ruling's span is its header line: its body runs to the next ruling's header.
  const ruling = ast.rulings.filter((r) => r.span.start.offset <= offset).at(-1);
  return ruling ? [ruling.cards, ast.cards] : [ast.cards];
}

function matches(card: CardDecl, ref: CardRef): boolean {
  if (ref.by === "name") return nameKey(card.name) === nameKey(ref.text);
  return ref.by === "number" && card.number === ref.text;
}

export function rulingDefinition(ws: Workspace, uri: string, offset: number): Location[] {
  const doc = ws.get(uri)?.doc;
  if (!doc) return [];
  const { ast } = parseRuling(uri, doc.text);
  const ref = refAt(ast, offset);
  if (!ref) return [];
  for (const scope of scopesAt(ast, offset)) {
    const own = scope.filter((c) => matches(c, ref));
    if (own.length > 0) return own.map((c) => ({ uri, range: rangeOfSpan(c.span) }));
  }
  // `cards samples`: the rest are the engine's built-in sample cards, not the workspace's.
  if (ast.database?.base === "samples") return [];
  if (ref.by === "name")
    return cardsFor(ws, "name", ref.text).map((s) => ({
      uri: s.uri,
      range: rangeOfSpan(s.card.nameSpan),
    }));
  const index = deckIndex(ws);
  const cards = ref.by === "id" ? [index.byId.get(ref.text)] : (index.byNumber.get(ref.text) ?? []);
  return cards.flatMap((c) => {
    const site = c && siteOf(ws, c);
    return site ? [{ uri: site.uri, range: rangeOfSpan(site.card.nameSpan) }] : [];
  });
}

/** Inside an open 「: the file's ad-hoc card names, then the workspace's, each once. */
export function completeRuling(ws: Workspace, uri: string, offset: number): Completion {
  const doc = ws.get(uri)?.doc;
  if (!doc) return { items: [] };
  const inBlock = completeInCardBlock(ws, doc, offset);
  if (inBlock) return inBlock;
  const line = doc.lineAt(offset);
  const before = line.text.slice(0, offset - line.start);
  const open = before.lastIndexOf("「");
  if (open < 0 || before.lastIndexOf("」") > open) return { items: [] };
  const { ast } = parseRuling(uri, doc.text);
  const names = [
    ...adHocCards(ast).map((c) => ({ name: c.name, detail: `card ${c.number} of this file` })),
    ...ws.cardIndex().all.map((s) => ({ name: s.card.name, detail: "card name" })),
  ];
  const seen = new Set<string>();
  const items = names
    .filter((n) => !seen.has(n.name) && seen.add(n.name))
    .map((n) => ({ label: `「${n.name}」`, kind: CompletionKind.Class, detail: n.detail }));
  return { items, replace: doc.range(line.start + open, offset) };
}
