// Lists of picks: 「「A」1枚と「B」1枚を抜き出し」 (OGR 01-112, MMDK 03-052) — one card of each
// name, taken together. The card language says it with the cards chosen together: `2 「A」 or 「B」
// with different names` (the `together` filter, runtime/rules/groups.ts). One of each of k names is
// exactly k cards of those names of which no two share a name, so the reading is faithful; a list
// with a count other than 1 (「A」2枚と「B」1枚) is not — the caller refuses it (the language lacks it).
import type { Filter, QuerySelector } from "../../grammar/ast.ts";

/** The one query for a list of picks, or undefined when the list is not one card of each name. */
export function pickList(picks: readonly QuerySelector[]): QuerySelector | undefined {
  const [first] = picks;
  if (!first) return undefined;
  const names: string[] = [];
  for (const q of picks) {
    if (q.noun.kind !== "name" || q.noun.alternatives) return undefined;
    if (q.quantity?.kind !== "exactly" || q.quantity.n !== 1) return undefined;
    if (q.owner || q.zone || q.amongIt) return undefined;
    names.push(q.noun.name);
  }
  // 〔コンビ〕を持たない「A」1枚と「B」1枚: the filters printed once, before the list, are the first
  // query's and hold for every pick; a later pick with filters of its own is not one list
  if (picks.slice(1).some((q) => q.filters.length > 0)) return undefined;
  if (new Set(names).size !== names.length) return undefined;
  const [name, ...alternatives] = names;
  const together: Filter = { kind: "together", relation: "differentNames", span: first.span };
  return {
    ...first,
    quantity: { kind: "exactly", n: names.length },
    noun: { ...first.noun, kind: "name", name: name!, alternatives },
    filters: [...first.filters, together],
    span: { ...first.span, end: picks[picks.length - 1]!.span.end },
  } as QuerySelector;
}
