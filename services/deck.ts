// `.deck` files: diagnostics (syntax PM60xx, then validation PM61xx/62xx against the workspace's
// card files, rule 2.1) and hover on an entry (the card it names).
import type { Diagnostic } from "../grammar/diagnostics.ts";
import { parseDeck } from "../grammar/deck/index.ts";
import {
  indexCards,
  validateDeck,
  type DeckCard,
  type DeckCardIndex,
  type DeckValidationOptions,
  type ResolvedEntry,
} from "../compiler/deck/index.ts";
import { renderEn } from "../translate/render/en.ts";
import { cardLine } from "./hover-cards.ts";
import { rangeOfSpan } from "./text.ts";
import type { Hover } from "./types.ts";
import type { CardIndex, CardSite, Workspace } from "./workspace.ts";

const deckIndexes = new WeakMap<CardIndex, DeckCardIndex>();

/** The cards a deck may name: every card file of the workspace (rebuilt when one changes). */
export function deckIndex(ws: Workspace): DeckCardIndex {
  const cards = ws.cardIndex();
  let index = deckIndexes.get(cards);
  if (!index) {
    index = indexCards(ws.cardDocuments().map((f) => ({ file: f.uri, ast: f.ast })));
    deckIndexes.set(cards, index);
  }
  return index;
}

/** A deck document parsed and validated against the workspace's cards (undefined: not open). */
export function validatedDeck(ws: Workspace, uri: string, options: DeckValidationOptions) {
  const doc = ws.get(uri)?.doc;
  if (!doc) return undefined;
  const { ast, diagnostics } = parseDeck(doc.text, uri);
  return { doc, diagnostics, validation: validateDeck(ast, deckIndex(ws), options) };
}

export function deckDiagnostics(
  ws: Workspace,
  uri: string,
  options: DeckValidationOptions,
): Diagnostic[] {
  const v = validatedDeck(ws, uri, options);
  if (!v) return [];
  return [...v.diagnostics, ...v.validation.diagnostics].sort(
    (a, b) => a.span.start.offset - b.span.start.offset,
  );
}

export function hoverDeck(
  ws: Workspace,
  uri: string,
  offset: number,
  options: DeckValidationOptions,
): Hover | undefined {
  const hit = deckEntryAt(ws, uri, offset, options);
  if (!hit) return undefined;
  const site = siteOf(ws, hit.card);
  const lines = [`**${hit.card.id}**`];
  if (site) {
    lines.push(cardLine(site));
    if (site.card.abilities.length > 0) lines.push(renderEnSafe(site));
    if (site.card.printed) lines.push(`**Printed:** ${site.card.printed}`);
  }
  if (hit.card.todo) lines.push("_a text still has a `todo`: the card is not compiled_");
  return {
    contents: { kind: "markdown", value: lines.join("\n\n") },
    range: rangeOfSpan(hit.entry.span),
  };
}

/** The resolved entry whose line holds `offset`, if the deck is open and the entry names a card. */
export function deckEntryAt(
  ws: Workspace,
  uri: string,
  offset: number,
  options: DeckValidationOptions,
): ResolvedEntry | undefined {
  return validatedDeck(ws, uri, options)?.validation.resolved.find(
    (r) => r.entry.span.start.offset <= offset && offset <= r.entry.span.end.offset,
  );
}

/** Where a deck's card is declared in the workspace's card files. */
export function siteOf(ws: Workspace, card: DeckCard): CardSite | undefined {
  return ws
    .cardIndex()
    .all.find(
      (s) =>
        s.card.number === card.number &&
        (s.card.title ?? "") === card.title &&
        s.card.name === card.name,
    );
}

function renderEnSafe(site: { card: Parameters<typeof cardLine>[0]["card"] }): string {
  try {
    return `**English:** ${renderEn(site.card.abilities, site.card.cardKind)}`;
  } catch {
    return "";
  }
}
