// Translated cards printed in the card language: the grammar's formatter does the printing; this
// adds a `title` directive whenever the title changes and, on a partial card, one leading TODO
// comment per sentence that was not understood (its Japanese and the reason). The printed text
// stays in the card's `printed` field, so nothing of the card is lost.
import type { CardFile, FileItem, Span } from "../grammar/ast.ts";
import { format } from "../grammar/format.ts";
import type { CorpusCard } from "./corpus.ts";
import { todoLines } from "./todo.ts";

export interface Printed {
  text: string;
  /** Numbers of the cards with at least one sentence not understood. */
  partial: string[];
}

export function printCards(cards: CorpusCard[], file = "translated.cards"): Printed {
  const span: Span = {
    file,
    start: { offset: 0, line: 1, column: 1 },
    end: { offset: 0, line: 1, column: 1 },
  };
  const items: FileItem[] = [];
  const partial: string[] = [];
  let title: string | undefined;
  for (const c of cards) {
    if (c.card.title !== undefined && c.card.title !== title) {
      title = c.card.title;
      items.push({ kind: "TitleDirective", title, span });
    }
    const todo = todoLines(c.translation);
    if (todo.length > 0) partial.push(c.card.number);
    items.push(
      todo.length > 0
        ? {
            ...c.card,
            comments: {
              ...c.card.comments,
              leading: [...(c.card.comments?.leading ?? []), ...todo],
            },
          }
        : c.card,
    );
  }
  const ast: CardFile = { kind: "CardFile", items, span };
  return { text: format(ast), partial };
}
