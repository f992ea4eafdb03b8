// Merging translated cards into one set file of cardtext/: hand-encoded cards (no pool mark) are
// never touched, a card the set's drafts/ file holds is never added, marked cards are replaced by
// their new translation, and every card ends in card-number order (a stable sort, so cards of one
// number keep their order). The result is formatted by the grammar's formatter, so writing the
// same cards twice gives the same text (idempotent).
import type { CardDecl, CardFile, FileItem, Span } from "../../grammar/ast.ts";
import { format } from "../../grammar/format.ts";
import { isMarked } from "./record.ts";

/** What happened to one card of the pool. */
export type Outcome =
  | "new"
  | "updated"
  | "unchanged"
  | "kept: hand-encoded"
  | "kept: in drafts/"
  | "kept: no longer translated"
  | "removed";

export interface MergeInput {
  /** The set file as parsed now, or undefined for a new set. */
  existing: CardFile | undefined;
  /** The title for a new file (the corpus setName). */
  title: string;
  /** The translated cards of the set that passed the check, by number. */
  candidates: ReadonlyMap<string, CardDecl>;
  /** Numbers the set's drafts/ file holds. */
  drafted: ReadonlySet<string>;
  /** Numbers a marked card may not have (another file has that card): such a card is removed. */
  banned: ReadonlySet<string>;
}

export interface Merged {
  file: CardFile;
  outcomes: Map<string, Outcome>;
}

/** `01-006a` → [1, 6, "a"]: numeric parts compare as numbers, so 01-010 follows 01-009. */
function numberKey(n: string): (string | number)[] {
  return n.split(/(\d+)/).map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

export function compareNumbers(a: string, b: string): number {
  const ka = numberKey(a);
  const kb = numberKey(b);
  for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
    const x = ka[i] ?? "";
    const y = kb[i] ?? "";
    if (x === y) continue;
    if (typeof x === "number" && typeof y === "number") return x - y;
    return String(x) < String(y) ? -1 : 1;
  }
  return 0;
}

/** A card as the formatter writes it: what comparing two versions of a card must compare. */
function written(card: CardDecl): string {
  return format({ kind: "CardFile", items: [card], span: NO_SPAN });
}

const NO_SPAN: Span = {
  file: "",
  start: { offset: 0, line: 1, column: 1 },
  end: { offset: 0, line: 1, column: 1 },
};

export function mergeSet(input: MergeInput): Merged {
  const outcomes = new Map<string, Outcome>();
  const items: FileItem[] = [];
  const cards: CardDecl[] = [];
  const seen = new Set<string>();
  for (const item of input.existing?.items ?? []) {
    if (item.kind !== "Card") {
      items.push(item);
      continue;
    }
    seen.add(item.number);
    const fresh = input.candidates.get(item.number);
    if (!isMarked(item)) {
      if (fresh) outcomes.set(item.number, "kept: hand-encoded");
      cards.push(item);
    } else if (input.banned.has(item.number)) {
      outcomes.set(item.number, "removed");
    } else if (!fresh) {
      outcomes.set(item.number, "kept: no longer translated");
      cards.push(item);
    } else {
      const same = written(fresh) === written(item);
      outcomes.set(item.number, same ? "unchanged" : "updated");
      cards.push(same ? item : fresh);
    }
  }
  for (const [number, card] of input.candidates) {
    if (seen.has(number)) continue;
    if (input.drafted.has(number)) {
      outcomes.set(number, "kept: in drafts/");
      continue;
    }
    outcomes.set(number, "new");
    cards.push(card);
  }
  if (items.length === 0) items.push({ kind: "TitleDirective", title: input.title, span: NO_SPAN });
  cards.sort((a, b) => compareNumbers(a.number, b.number));
  const file: CardFile = {
    kind: "CardFile",
    span: input.existing?.span ?? NO_SPAN,
    items: [...items, ...cards],
    ...(input.existing?.trailingComments
      ? { trailingComments: input.existing.trailingComments }
      : {}),
  };
  return { file, outcomes };
}
