// The coverage report as a self-contained HTML page (for `memoria translate --coverage --html`).
import type { CorpusCard } from "./corpus.ts";
import type { Coverage } from "./coverage.ts";
import { printCards } from "./print.ts";
import { renderEn } from "./render/en.ts";

const esc = (s: string): string =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);
const pct = (a: number, b: number): string => (b === 0 ? "n/a" : `${((100 * a) / b).toFixed(1)}%`);

/** One row per card with text: its Japanese, its card-language translation, its English rendering. */
function cardRows(cards: readonly CorpusCard[]): string {
  return cards
    .filter((card) => card.translation.sentences.length > 0)
    .map((card) => {
      const status = card.translation.complete ? "complete" : "partial";
      const lang = printCards([
        { ...card, card: { ...card.card, title: undefined } as CorpusCard["card"] },
      ]).text;
      const en = renderEn(card.translation.abilities, card.card.cardKind);
      return `<tr class="${status}"><td>${esc(card.record.number)}<br>${esc(card.card.name)}<br>${status}</td><td lang="ja">${esc(card.record.text ?? "")}</td><td><pre>${esc(lang)}</pre></td><td>${esc(en).replace(/\n/g, "<br>")}</td></tr>`;
    })
    .join("\n");
}

export function coverageHtml(
  c: Coverage,
  title = "Translator coverage",
  cards: readonly CorpusCard[] = [],
): string {
  const row = (label: string, a: number, b: number): string =>
    `<tr><th>${esc(label)}</th><td>${a} / ${b}</td><td>${pct(a, b)}</td><td><meter min="0" max="${b}" value="${a}"></meter></td></tr>`;
  const top = c.top
    .map(
      (p) =>
        `<tr><td>${p.unlocks}</td><td>${p.cards}</td><td>${esc(p.example)}</td><td lang="ja">${esc(p.phrase)}</td></tr>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}td,th{padding:.3em .8em;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}pre{white-space:pre-wrap;margin:0}tr.partial td:first-child{color:#b00}</style>
</head><body>
<h1>${esc(title)}</h1>
<table>
${row("cards with text fully translated", c.cardsComplete, c.cardsWithText)}
${c.cardsChecked !== undefined ? row("… and passing memoria check", c.cardsChecked, c.cardsWithText) : ""}
${c.cardsCheckedLaterRules !== undefined ? row("… of which use a rule 7.11 construct (warned)", c.cardsCheckedLaterRules, c.cardsWithText) : ""}
${c.cardsRunnable !== undefined ? row("… of which the engine can run", c.cardsRunnable, c.cardsWithText) : ""}
${row("sentences parsed", c.sentencesParsed, c.sentences)}
${row("kanji consumed", c.kanjiConsumed, c.kanji)}
</table>
<h2>Unparsed templates by cards unlocked</h2>
<table><tr><th>unlocks</th><th>cards</th><th>example</th><th>template</th></tr>
${top}
</table>
${cards.length > 0 ? `<h2>Cards</h2>\n<table><tr><th>card</th><th>printed</th><th>card language</th><th>English</th></tr>\n${cardRows(cards)}\n</table>` : ""}
</body></html>
`;
}
