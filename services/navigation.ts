// Go to definition and find references for card names: a 「name」 anywhere in a card file goes to
// the cards that bear it (a combi card's halves included, rule 7.6); its references are every
// 「name」 of every card file in the workspace that names the same card, headers included, and
// every deck entry that resolves to a card bearing it (services/deck-navigation.ts).
import { literalOf, lexed, tokenAt } from "./card-tokens.ts";
import { deckEntriesNaming } from "./deck-navigation.ts";
import { cardsFor } from "./hover-cards.ts";
import { rangeOfSpan } from "./text.ts";
import type { Location } from "./types.ts";
import { nameKey, type Workspace } from "./workspace.ts";
import type { DeckValidationOptions } from "../compiler/deck/index.ts";

function nameUnder(ws: Workspace, uri: string, offset: number): string | undefined {
  const file = ws.cardDocument(uri);
  const token = file && tokenAt(file.doc, offset);
  const literal = token && literalOf(token);
  return literal?.kind === "name" ? literal.value : undefined;
}

/** Where the cards bearing `name` are declared. */
export function definitionsOfName(ws: Workspace, name: string): Location[] {
  return cardsFor(ws, "name", name).map((s) => ({
    uri: s.uri,
    range: rangeOfSpan(s.card.nameSpan),
  }));
}

export function definition(ws: Workspace, uri: string, offset: number): Location[] {
  const name = nameUnder(ws, uri, offset);
  return name === undefined ? [] : definitionsOfName(ws, name);
}

/** Every place that names the cards bearing `name`: card files, then deck entries. */
export function referencesOfName(
  ws: Workspace,
  name: string,
  includeDeclaration: boolean,
  deckOptions: DeckValidationOptions,
): Location[] {
  const key = nameKey(name);
  const declared = new Set(
    cardsFor(ws, "name", name).map((s) => `${s.uri}\u0000${s.card.nameSpan.start.offset}`),
  );
  const out: Location[] = [];
  for (const file of ws.cardDocuments())
    for (const t of lexed(file.doc).tokens) {
      const literal = literalOf(t);
      if (literal?.kind !== "name" || nameKey(literal.value) !== key) continue;
      if (!includeDeclaration && declared.has(`${file.uri}\u0000${t.startOffset}`)) continue;
      out.push({
        uri: file.uri,
        range: file.doc.range(t.startOffset, t.startOffset + t.image.length),
      });
    }
  return [...out, ...deckEntriesNaming(ws, key, deckOptions)];
}

export function references(
  ws: Workspace,
  uri: string,
  offset: number,
  includeDeclaration: boolean,
  deckOptions: DeckValidationOptions,
): Location[] {
  const name = nameUnder(ws, uri, offset);
  return name === undefined ? [] : referencesOfName(ws, name, includeDeclaration, deckOptions);
}
