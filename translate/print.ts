// Translated cards printed in the card language: the grammar's formatter does the printing; this
// adds a `title` directive whenever the title changes and, on a partial card, one leading TODO
// comment per sentence that was not understood (its Japanese and the reason). The printed text
// stays in the card's `printed` field, so nothing of the card is lost. `cliOutput` is the whole of
// what `memoria translate` prints, so a test can parse exactly that.
import type { CardDecl, Span } from "../grammar/ast.ts";
import { format } from "../grammar/format.ts";
import { cardFile, type CorpusCard } from "./corpus.ts";
import { renderEn } from "./render/en.ts";
import { commentLines, todoLines } from "./todo.ts";
import { translateText } from "./translate.ts";

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

/**
 * What `memoria translate` prints: the cards and, with `rendering` (one bare text, not a corpus),
 * the English rendering of the first card's abilities as `//` lines after it.
 */
export function cliOutput(cards: CorpusCard[], rendering: boolean): string {
  const text = printCards(cards).text;
  const abilities = cards[0]?.translation.abilities ?? [];
  if (!rendering || abilities.length === 0) return text;
  return `${text}${commentLines(renderEn(abilities))
    .map((l) => `// ${l}`)
    .join("\n")}\n`;
}

/** A bare text becomes one card with placeholder data (number 00-000, name 「?」): only its abilities matter. */
export function textCard(text: string, file: string): CorpusCard {
  const span: Span = {
    file,
    start: { offset: 0, line: 1, column: 1 },
    end: { offset: 0, line: 1, column: 1 },
  };
  const translation = translateText(text, file);
  const card: CardDecl = {
    kind: "Card",
    cardKind: "character",
    number: "00-000",
    name: "?",
    nameSpan: span,
    color: "red",
    cost: 0,
    source: 0,
    traits: [],
    abilities: translation.abilities,
    printed: text,
    span,
  };
  return {
    line: 1,
    record: { number: "00-000", name: "?", type: "キャラクター", color: "赤", text },
    card,
    translation,
  };
}
