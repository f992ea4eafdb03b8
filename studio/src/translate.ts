// The translate pane's work: pasted printed Japanese → the card language (a placeholder card
// holding the abilities, with a TODO comment and an in-place `todo "…"` per sentence not read),
// its English and canonical Japanese renderings, and the pasted text with the unread sentences
// marked — what `memoria translate` prints and `--html` shows, for one text.
import { highlightUnread } from "../../translate/coverage-html.ts";
import { printCards, textCard } from "../../translate/print.ts";
import { renderEn } from "../../translate/render/en.ts";
import { renderJa } from "../../translate/render/ja.ts";
import type { Translated } from "./protocol.ts";

function rendered(f: () => string): string {
  try {
    return f();
  } catch (e) {
    return `(cannot render: ${e instanceof Error ? e.message : String(e)})`;
  }
}

export function translatePasted(text: string): Translated {
  const start = performance.now();
  const card = textCard(text, "pasted.cards");
  const { abilities, sentences, complete } = card.translation;
  return {
    cards: printCards([card], "pasted.cards").text,
    english: rendered(() => renderEn(abilities)),
    japanese: rendered(() => renderJa(abilities)),
    highlighted: highlightUnread(text, sentences),
    complete,
    unread: sentences.filter((s) => !s.ok).length,
    ms: performance.now() - start,
  };
}
