// The coverage report as a self-contained HTML page (for `memoria translate --coverage --html`).
import type { Coverage } from "./coverage.ts";

const esc = (s: string): string => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);
const pct = (a: number, b: number): string => (b === 0 ? "n/a" : `${((100 * a) / b).toFixed(1)}%`);

export function coverageHtml(c: Coverage, title = "Translator coverage"): string {
  const row = (label: string, a: number, b: number): string =>
    `<tr><th>${esc(label)}</th><td>${a} / ${b}</td><td>${pct(a, b)}</td><td><meter min="0" max="${b}" value="${a}"></meter></td></tr>`;
  const top = c.top
    .map((p) => `<tr><td>${p.unlocks}</td><td>${p.cards}</td><td>${esc(p.example)}</td><td lang="ja">${esc(p.phrase)}</td></tr>`)
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}td,th{padding:.3em .8em;border-bottom:1px solid #ddd;text-align:left}</style>
</head><body>
<h1>${esc(title)}</h1>
<table>
${row("cards with text fully translated", c.cardsComplete, c.cardsWithText)}
${c.cardsChecked !== undefined ? row("… and passing memoria check", c.cardsChecked, c.cardsWithText) : ""}
${row("sentences parsed", c.sentencesParsed, c.sentences)}
${row("kanji consumed", c.kanjiConsumed, c.kanji)}
</table>
<h2>Unparsed templates by cards unlocked</h2>
<table><tr><th>unlocks</th><th>cards</th><th>example</th><th>template</th></tr>
${top}
</table>
</body></html>
`;
}
