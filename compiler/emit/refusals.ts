// Which cards are refused: every error (parse or check) inside a card's span refuses that card;
// an error outside every card (a stray token between cards) refuses none.
import type { Span } from "../../grammar/ast.ts";
import type { Diagnostic } from "../../grammar/diagnostics.ts";
import type { CardUnit } from "./units.ts";

function inside(span: Span, outer: Span): boolean {
  return (
    span.file === outer.file &&
    span.start.offset >= outer.start.offset &&
    span.end.offset <= outer.end.offset
  );
}

/** Errors inside each card's span (parse, check). Errors outside every card refuse none. */
export function errorsByCard(
  units: readonly CardUnit[],
  all: readonly Diagnostic[],
): Map<CardUnit, Diagnostic[]> {
  // Units of a file are in source order: find the card around an error by binary search.
  const byFile = new Map<string, CardUnit[]>();
  for (const u of units) {
    const list = byFile.get(u.card.span.file);
    if (list) list.push(u);
    else byFile.set(u.card.span.file, [u]);
  }
  const out = new Map<CardUnit, Diagnostic[]>();
  for (const d of all) {
    if (d.severity !== "error") continue;
    const list = byFile.get(d.span.file);
    if (!list) continue;
    let lo = 0;
    let hi = list.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (list[mid]!.card.span.start.offset <= d.span.start.offset) lo = mid;
      else hi = mid - 1;
    }
    const unit = list[lo];
    if (!unit || !inside(d.span, unit.card.span)) continue;
    const errors = out.get(unit);
    if (errors) errors.push(d);
    else out.set(unit, [d]);
  }
  return out;
}
