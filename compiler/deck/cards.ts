// The cards a deck may name: every card of the checked card files, keyed by its compiled id
// (`<set>/<stem>`, the emitter's own naming so ids match generated/) and by its printed number.
import type { CardDecl, CardFile } from "../../grammar/ast.ts";
import { unitsOf } from "../emit/units.ts";

export interface DeckCard {
  id: string;
  set: string;
  number: string;
  name: string;
  title: string;
  /** A text still has a `todo` sentence, so the emitter skipped the card. */
  todo: boolean;
  /** The first rule 7.11 keyword the card has (〔カードキャプター〕, 〔突破30〕 …), if any. */
  unimplemented?: string;
}

export interface DeckCardIndex {
  byId: Map<string, DeckCard>;
  byNumber: Map<string, DeckCard[]>;
}

export function indexCards(files: readonly { file: string; ast: CardFile }[]): DeckCardIndex {
  const byId = new Map<string, DeckCard>();
  const byNumber = new Map<string, DeckCard[]>();
  for (const { file, ast } of files) {
    for (const unit of unitsOf(file, ast)) {
      const card = deckCard(unit.id, unit.set, unit.card);
      byId.set(card.id, card);
      byNumber.set(card.number, [...(byNumber.get(card.number) ?? []), card]);
    }
  }
  return { byId, byNumber };
}

function deckCard(id: string, set: string, c: CardDecl): DeckCard {
  // A Todo can sit deep inside an effect tree; the serialised AST finds it without a walker
  // that would have to follow every effect kind the language grows.
  const todo = JSON.stringify(c.abilities).includes('"kind":"Todo"');
  const kw = c.abilities.find((a) => a.kind === "Keyword" && a.keyword === "unimplemented");
  const unimplemented =
    kw?.kind === "Keyword" && kw.keyword === "unimplemented" ? kw.name : undefined;
  return {
    id,
    set,
    number: c.number,
    name: c.name,
    title: c.title ?? "",
    todo,
    ...(unimplemented !== undefined ? { unimplemented } : {}),
  };
}

/** Rule 1.3: same title and same number, ignoring a variant letter (the runtime's sameCardKey). */
export function sameCardKey(card: DeckCard): string {
  return `${card.title}|${card.number.replace(/[a-z]+$/i, "")}`;
}
