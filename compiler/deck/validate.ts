// Deck validation: resolve each entry to a card of cardtext/, then check rule 2.1 (exactly 60,
// at most 4 of the same card — rule 1.3) and playability (todo, rule 7.11). Every problem is a
// PM61xx/PM62xx diagnostic with the span of the line at fault; nothing throws.
import { makeDiagnostic, type Diagnostic } from "../../grammar/diagnostics.ts";
import type { Span } from "../../grammar/ast.ts";
import type { DeckEntry, DeckFile } from "../../grammar/deck/ast.ts";
import { closestMatch } from "../suggest.ts";
import { sameCardKey, type DeckCard, type DeckCardIndex } from "./cards.ts";
import { deckDiagnostics as D } from "../catalogue/deck.ts";

const DECK_SIZE = 60;
const MAX_COPIES = 4;

export interface DeckValidationOptions {
  /** Whether the emitter produced the card (generated/<set>/<stem>.ts); absent: trust `todo`. */
  isCompiled?: (id: string) => boolean;
}

export interface ResolvedEntry {
  entry: DeckEntry;
  card: DeckCard;
}

export interface DeckValidation {
  diagnostics: Diagnostic[];
  /** The entries that name a card, in file order. */
  resolved: ResolvedEntry[];
  /** Card ids, one per copy: what the engine's createGame takes. */
  cards: string[];
}

export function validateDeck(
  deck: DeckFile,
  index: DeckCardIndex,
  options: DeckValidationOptions = {},
): DeckValidation {
  const diagnostics: Diagnostic[] = [];
  const resolved: ResolvedEntry[] = [];
  for (const entry of deck.entries) {
    const card = resolve(entry, index, diagnostics);
    if (!card) continue;
    resolved.push({ entry, card });
    if (entry.name && entry.name.value !== card.name)
      diagnostics.push(
        makeDiagnostic(D.nameMismatch, entry.name.span, {
          ref: entry.ref,
          actual: card.name,
          written: entry.name.value,
        }),
      );
    playability(entry, card, options, diagnostics);
  }
  sizeCheck(deck, diagnostics);
  copiesCheck(resolved, diagnostics);
  diagnostics.sort((a, b) => a.span.start.offset - b.span.start.offset);
  const cards = resolved.flatMap(({ entry, card }) => Array<string>(entry.count).fill(card.id));
  return { diagnostics, resolved, cards };
}

function resolve(entry: DeckEntry, index: DeckCardIndex, out: Diagnostic[]): DeckCard | undefined {
  const byId = index.byId.get(entry.ref);
  if (byId) return byId;
  const byNumber = entry.ref.includes("/") ? undefined : index.byNumber.get(entry.ref);
  if (byNumber?.length === 1) return byNumber[0];
  if (byNumber && byNumber.length > 1) {
    const ids = byNumber.map((c) => `${c.id} 「${c.name}」`).join(", ");
    out.push(makeDiagnostic(D.ambiguousNumber, entry.refSpan, { ref: entry.ref, ids }));
    return undefined;
  }
  const guess = closestMatch(
    entry.ref,
    entry.ref.includes("/") ? index.byId.keys() : [...index.byId.keys(), ...index.byNumber.keys()],
  );
  const hint = guess ? ` — did you mean \`${guess}\`?` : "";
  out.push(makeDiagnostic(D.unknownCard, entry.refSpan, { ref: entry.ref, hint }));
  return undefined;
}

function playability(
  entry: DeckEntry,
  card: DeckCard,
  options: DeckValidationOptions,
  out: Diagnostic[],
): void {
  const params = { id: card.id, name: card.name };
  if (card.todo)
    out.push(
      makeDiagnostic(D.notPlayable, entry.refSpan, {
        ...params,
        reason: "a text is still a `todo`, so it was not compiled",
      }),
    );
  else if (options.isCompiled && !options.isCompiled(card.id))
    out.push(
      makeDiagnostic(D.notPlayable, entry.refSpan, {
        ...params,
        reason: "the emitter does not compile it yet (no generated/ module)",
      }),
    );
  if (card.unimplemented !== undefined)
    out.push(
      makeDiagnostic(D.unimplementedKeyword, entry.refSpan, {
        ...params,
        keyword: card.unimplemented,
      }),
    );
}

/** Rule 2.1: every entry counts, resolved or not, so the figure matches what the author wrote. */
function sizeCheck(deck: DeckFile, out: Diagnostic[]): void {
  const count = deck.entries.reduce((n, e) => n + e.count, 0);
  if (count === DECK_SIZE) return;
  const diff = count < DECK_SIZE ? `${DECK_SIZE - count} short` : `${count - DECK_SIZE} too many`;
  const span: Span = deck.header?.span ?? deck.lastLine ?? deck.span;
  out.push(makeDiagnostic(D.wrongSize, span, { count, diff }));
}

/** Rule 2.1 + 1.3: copies add up across lines and variant numbers; each contributing line is told. */
function copiesCheck(resolved: readonly ResolvedEntry[], out: Diagnostic[]): void {
  const groups = new Map<string, ResolvedEntry[]>();
  for (const r of resolved) {
    const key = sameCardKey(r.card);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  for (const group of groups.values()) {
    const total = group.reduce((n, r) => n + r.entry.count, 0);
    if (total <= MAX_COPIES) continue;
    for (const { entry, card } of group)
      out.push(
        makeDiagnostic(D.tooManyCopies, entry.span, {
          total,
          number: card.number.replace(/[a-z]+$/i, ""),
          name: card.name,
          title: card.title,
          count: entry.count,
        }),
      );
  }
}
