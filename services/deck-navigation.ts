// Definition, references and completion in `.deck` files. An entry resolves to its card the way
// deck validation resolves it (compiler/deck), so a jump never lands on a card the checker would
// not take, and a card name's references list exactly the entries that put that card in a deck.
import type { DeckValidationOptions } from "../compiler/deck/index.ts";
import { deckEntryAt, deckIndex, siteOf, validatedDeck } from "./deck.ts";
import type { Completion } from "./completion.ts";
import { rangeOfSpan } from "./text.ts";
import { CompletionKind, type Location } from "./types.ts";
import { nameKey, type Workspace } from "./workspace.ts";

/** The card an entry names, at its declaration. */
export function deckDefinition(
  ws: Workspace,
  uri: string,
  offset: number,
  options: DeckValidationOptions,
): Location[] {
  const hit = deckEntryAt(ws, uri, offset, options);
  const site = hit && siteOf(ws, hit.card);
  return site ? [{ uri: site.uri, range: rangeOfSpan(site.card.nameSpan) }] : [];
}

/** The name of the card an entry names, for references asked from a deck. */
export function deckEntryName(
  ws: Workspace,
  uri: string,
  offset: number,
  options: DeckValidationOptions,
): string | undefined {
  return deckEntryAt(ws, uri, offset, options)?.card.name;
}

/** The entries of every deck in the workspace whose card bears the name with this key. */
export function deckEntriesNaming(
  ws: Workspace,
  key: string,
  options: DeckValidationOptions,
): Location[] {
  const out: Location[] = [];
  for (const deck of ws.documentsOf("deck"))
    for (const r of validatedDeck(ws, deck.uri, options)?.validation.resolved ?? [])
      if (nameKey(r.card.name) === key)
        out.push({ uri: deck.uri, range: rangeOfSpan(r.entry.refSpan) });
  return out;
}

/** `4 ahb/01-0|`: the reference being typed after a count (group 1), and where it starts. */
const TYPING_REF = /^(\s*\d+\s+)([^\s「]*)$/;
/** `4 ahb/01-002 「本|`: the name being typed after a reference. */
const TYPING_NAME = /^\s*\d+\s+(\S+)\s+(「[^」]*)?$/;

/**
 * After a count, every card of the workspace as `set/number 「name」` (the compiled id, which is
 * never ambiguous); after a reference, the name of the card it names (a check the validator
 * makes, PM6103). A bare number several cards share gets no name: the reference is ambiguous.
 */
export function completeDeck(ws: Workspace, uri: string, offset: number): Completion {
  const doc = ws.get(uri)?.doc;
  if (!doc) return { items: [] };
  const line = doc.lineAt(offset);
  const before = line.text.slice(0, offset - line.start);
  const cards = deckIndex(ws);
  const ref = TYPING_REF.exec(before);
  if (ref) {
    const start = line.start + ref[1]!.length;
    const items = [...cards.byId.values()].map((c) => ({
      label: `${c.id} 「${c.name}」`,
      kind: CompletionKind.Class,
      detail: c.title ? `『${c.title}』` : "card",
    }));
    return { items, replace: doc.range(start, offset) };
  }
  const named = TYPING_NAME.exec(before);
  const byNumber = named ? cards.byNumber.get(named[1]!) : undefined;
  const card =
    named && (cards.byId.get(named[1]!) ?? (byNumber?.length === 1 ? byNumber[0] : undefined));
  if (!named || !card) return { items: [] };
  const start = offset - (named[2]?.length ?? 0);
  return {
    items: [{ label: `「${card.name}」`, kind: CompletionKind.Class, detail: card.id }],
    replace: doc.range(start, offset),
  };
}
