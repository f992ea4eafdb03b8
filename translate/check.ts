// The `check` hook of the coverage report: the translated cards are built into one CardFile and run
// through the checker (`compiler/checkFiles`); a card passes when no error points into it. The
// names, traits and titles of the whole corpus are declared, so a card naming another card of the
// corpus (or a card not in it) does not get a spurious unknown-name error. Kept out of
// translate/index.ts so the translator's API does not load the compiler.
import type { CardFile, FileItem, Span } from "../grammar/ast.ts";
import type { Diagnostic } from "../grammar/diagnostics.ts";
import { checkFiles, namesOf } from "../compiler/index.ts";
import type { CorpusCard } from "./corpus.ts";

export interface CheckedCorpus {
  /** Error diagnostics by card number (only cards with at least one). */
  errors: Map<string, Diagnostic[]>;
  /** True when the card's translated abilities raise no checker error. */
  passes(card: CorpusCard): boolean;
}

/** Which corpus card a diagnostic points into: ability spans are labelled `file#number`, card spans carry the corpus line. */
function ownerOf(d: Diagnostic, byLine: Map<string, CorpusCard>, byLabel: Map<string, CorpusCard>): CorpusCard | undefined {
  return byLabel.get(d.span.file) ?? byLine.get(`${d.span.file}:${d.span.start.line}`);
}

export function checkCorpus(cards: readonly CorpusCard[], file = "corpus"): CheckedCorpus {
  const span: Span = { file, start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } };
  const items: FileItem[] = [];
  let title: string | undefined;
  for (const c of cards) {
    if (c.card.title !== undefined && c.card.title !== title) {
      title = c.card.title;
      items.push({ kind: "TitleDirective", title, span });
    }
    items.push(c.card);
  }
  const ast: CardFile = { kind: "CardFile", items, span };
  const declared = {
    names: [...new Set(cards.flatMap((c) => namesOf(c.card)))],
    traits: [...new Set(cards.flatMap((c) => c.card.traits))],
    titles: [...new Set(cards.flatMap((c) => (c.card.title === undefined ? [] : [c.card.title])))],
  };
  const byLine = new Map(cards.map((c) => [`${c.card.span.file}:${c.card.span.start.line}`, c]));
  const byLabel = new Map<string, CorpusCard>();
  for (const c of cards) byLabel.set(`${c.card.span.file}#${c.record.number}`, c);
  const errors = new Map<string, Diagnostic[]>();
  const unattributed: Diagnostic[] = [];
  for (const d of checkFiles([ast], { declared })) {
    if (d.severity !== "error") continue;
    const owner = ownerOf(d, byLine, byLabel);
    if (!owner) {
      unattributed.push(d);
      continue;
    }
    const key = owner.card.number;
    errors.set(key, [...(errors.get(key) ?? []), d]);
  }
  // An error that points into no card cannot be blamed on one; it fails every card rather than none.
  return { errors, passes: (c) => unattributed.length === 0 && !errors.has(c.card.number) };
}
