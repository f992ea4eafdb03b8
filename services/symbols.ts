// Document symbols of a card file: its title directives and its cards, each card with its
// abilities as children (first words of the ability's line as their name).
import { rangeOfSpan } from "./text.ts";
import { SymbolKind, type DocumentSymbol } from "./types.ts";
import type { Workspace } from "./workspace.ts";

export function documentSymbols(ws: Workspace, uri: string): DocumentSymbol[] {
  const file = ws.cardDocument(uri);
  if (!file) return [];
  return file.ast.items.map((item) => {
    const range = rangeOfSpan(item.span);
    if (item.kind === "TitleDirective")
      return {
        name: `title 『${item.title}』`,
        kind: SymbolKind.Namespace,
        range,
        selectionRange: range,
      };
    return {
      name: `${item.number} 「${item.name}」`,
      detail: `${item.cardKind}, ${item.color}, cost ${item.cost}`,
      kind: SymbolKind.Class,
      range,
      selectionRange: rangeOfSpan(item.nameSpan),
      children: item.abilities.map((a) => {
        const text = file.doc.text.slice(a.span.start.offset, a.span.end.offset).split(/\r?\n/)[0]!;
        const r = rangeOfSpan(a.span);
        return {
          name: text.length > 60 ? `${text.slice(0, 59)}…` : text,
          kind: SymbolKind.Method,
          range: r,
          selectionRange: r,
        };
      }),
    };
  });
}
