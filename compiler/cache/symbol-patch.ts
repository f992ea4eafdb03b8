// The symbol table kept between edits. An edit that leaves every card header as it was (the check
// cache's signature) leaves every key of the table as it was; only the AST objects of the edited
// files are new. Rebuilding the table from every file (and, with it, the did-you-mean answers
// cached per table in bind.ts) made a one-card edit grow with the pool (issue 15). Instead the
// edited files' old cards and title directives are swapped for their new objects in place, at
// the positions they held, so the table is the one buildSymbolTable would give — same keys, same
// order, the new objects (checks compare cards by identity: card-identity.ts).
import type { CardDecl, CardFile, TitleDirective } from "../../grammar/ast.ts";
import { identityOf, lookupKey, namesOf, sameCardKey, type SymbolTable } from "../bind.ts";

/** Replace `from` by `to` in the list under `key` (where buildSymbolTable put it). */
function swap<V>(map: ReadonlyMap<string, readonly V[]>, key: string, from: V, to: V): boolean {
  const list = map.get(key) as V[] | undefined;
  const at = list?.indexOf(from) ?? -1;
  if (at < 0) return false;
  list![at] = to;
  return true;
}

function swapCard(symbols: SymbolTable, from: CardDecl, to: CardDecl): boolean {
  for (const name of new Set(namesOf(from).map((n) => lookupKey("names", n))))
    if (!swap(symbols.names, name, from, to)) return false;
  for (const trait of new Set(from.traits))
    if (!swap(symbols.traits, trait, from, to)) return false;
  const identities = symbols.identities as Map<string, CardDecl>;
  if (identities.get(identityOf(from)) === from) identities.set(identityOf(to), to);
  return swap(symbols.printings, sameCardKey(from), from, to);
}

function swapTitle(symbols: SymbolTable, from: TitleDirective, to: TitleDirective): boolean {
  for (const title of [from.title, ...(from.also ?? [])])
    if (!swap(symbols.titles, lookupKey("titles", title), from, to)) return false;
  return true;
}

/**
 * Put each edited file's new items in place of its old ones. The caller guarantees the files'
 * headers are unchanged (same items, kinds and keys in the same order); false when an item does
 * not line up anyway — then the table is no longer trustworthy and must be built again.
 */
export function patchSymbols(
  symbols: SymbolTable,
  edits: readonly { before: CardFile; after: CardFile }[],
): boolean {
  for (const { before, after } of edits) {
    if (before.items.length !== after.items.length) return false;
    for (let i = 0; i < before.items.length; i++) {
      const from = before.items[i]!;
      const to = after.items[i]!;
      if (from === to) continue; // a card the edit did not touch (grammar/reparse.ts keeps it)
      if (from.kind !== to.kind) return false;
      const ok =
        from.kind === "TitleDirective"
          ? swapTitle(symbols, from, to as TitleDirective)
          : swapCard(symbols, from, to as CardDecl);
      if (!ok) return false;
    }
  }
  return true;
}
