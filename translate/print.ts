// Translated cards printed in the card language: the grammar's formatter does the printing; this
// adds a `title` directive whenever the title changes and, on a partial card, one leading TODO
// comment per sentence that was not understood (its Japanese and the reason). The printed text
// stays in the card's `printed` field, so nothing of the card is lost.
import { format } from "../grammar/format.ts";
import { cardFile, type CorpusCard } from "./corpus.ts";
import { todoLines } from "./todo.ts";

export interface Printed {
  text: string;
  /** Numbers of the cards with at least one sentence not understood. */
  partial: string[];
}

export function printCards(cards: CorpusCard[], file = "translated.cards"): Printed {
  const partial: string[] = [];
  const ast = cardFile(cards, file, (c) => {
    const todo = todoLines(c.translation);
    if (todo.length === 0) return c.card;
    partial.push(c.card.number);
    const leading = [...(c.card.comments?.leading ?? []), ...todo];
    return { ...c.card, comments: { ...c.card.comments, leading } };
  });
  return { text: format(ast), partial };
}
