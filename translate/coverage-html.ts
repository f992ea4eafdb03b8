// The coverage report as a self-contained HTML page (for `memoria translate --report --html`): the
// figures, the per-set table, every unparsed template ranked by the cards it would unlock, and each
// card with its set, its printed Japanese (the sentences not read highlighted, with the reason),
// its card-language translation and its English rendering. A "partial only" checkbox and a set
// selector filter the cards; the script and style are inline (no network).
import { cardKey, type CorpusCard } from "./corpus.ts";
import { setOf, type Coverage } from "./coverage.ts";
import { printCards } from "./print.ts";
import { renderEn } from "./render/en.ts";
import type { SentenceReport } from "./translate.ts";

const esc = (s: string): string =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);
const pct = (a: number, b: number): string => (b === 0 ? "n/a" : `${((100 * a) / b).toFixed(1)}%`);

/** The anchor of a card's row: its set and number (numbers repeat across sets). */
export const cardAnchor = (key: string): string => `card-${key.replace(/[^A-Za-z0-9_-]+/g, "_")}`;

/**
 * The printed text, escaped, with each sentence the translator did not read wrapped in
 * `<mark class="unread" title="reason">` (the sentence spans are offsets into the printed text).
 */
export function highlightUnread(text: string, sentences: readonly SentenceReport[]): string {
  const unread = sentences
    .filter((s) => !s.ok && s.end > s.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  let out = "";
  let at = 0;
  for (const s of unread) {
    if (s.start < at || s.end > text.length) continue; // overlapping or out of range: not marked
    out += esc(text.slice(at, s.start));
    out += `<mark class="unread" title="${esc(s.reason ?? "not understood")}">${esc(text.slice(s.start, s.end))}</mark>`;
    at = s.end;
  }
  return out + esc(text.slice(at));
}

/** One row per card with text: its set and number, its Japanese, its card-language translation, its English rendering. */
function cardRows(cards: readonly CorpusCard[]): string {
  const seen = new Map<string, number>();
  return cards
    .filter((card) => card.translation.sentences.length > 0)
    .map((card) => {
      const status = card.translation.complete ? "complete" : "partial";
      const { set, name } = setOf(card);
      const key = cardKey(card.record);
      const n = seen.get(key) ?? 0;
      seen.set(key, n + 1);
      const id = cardAnchor(key) + (n > 0 ? `-${n + 1}` : "");
      const lang = printCards([
        { ...card, card: { ...card.card, title: undefined } as CorpusCard["card"] },
      ]).text;
      const en = renderEn(card.translation.abilities, card.card.cardKind);
      const reasons = card.translation.sentences
        .filter((s) => !s.ok)
        .map(
          (s) =>
            `<li><span lang="ja">「${esc(s.text)}」</span> — ${esc(s.reason ?? "not understood")}</li>`,
        )
        .join("");
      return `<tr id="${id}" class="${status}" data-set="${esc(set)}"><td><span class="set" title="${esc(name)}">${esc(set)}</span> ${esc(card.record.number)}<br>${esc(card.card.name)}<br><span class="set-name" lang="ja">${esc(name)}</span><br>${status}</td><td lang="ja">${highlightUnread(card.record.text ?? "", card.translation.sentences)}${reasons ? `<ul class="reasons">${reasons}</ul>` : ""}</td><td><pre>${esc(lang)}</pre></td><td>${esc(en).replace(/\n/g, "<br>")}</td></tr>`;
    })
    .join("\n");
}

function setRows(c: Coverage): string {
  const cell = (a: number | undefined, b: number): string =>
    a === undefined ? "<td>-</td>" : `<td>${a}</td><td>${pct(a, b)}</td>`;
  return c.sets
    .map(
      (s) =>
        `<tr><td>${esc(s.set)}</td><td lang="ja">${esc(s.name)}</td><td>${s.cardsWithText}</td>${cell(s.cardsComplete, s.cardsWithText)}${cell(s.cardsChecked, s.cardsWithText)}${cell(s.cardsRunnable, s.cardsWithText)}<td>${s.sentencesParsed} / ${s.sentences}</td><td>${pct(s.sentencesParsed, s.sentences)}</td></tr>`,
    )
    .join("\n");
}

/** Show only partial cards, and only one set's: a class on the body (CSS) and a row attribute. */
const SCRIPT = `(function () {
  var only = document.getElementById("partial-only");
  var set = document.getElementById("set-filter");
  function apply() {
    document.body.classList.toggle("partial-only", only.checked);
    var rows = document.querySelectorAll("#cards tr[data-set]");
    for (var i = 0; i < rows.length; i++) {
      rows[i].hidden = set.value !== "" && rows[i].getAttribute("data-set") !== set.value;
    }
  }
  only.addEventListener("change", apply);
  set.addEventListener("change", apply);
  apply();
})();`;

export function coverageHtml(
  c: Coverage,
  title = "Translator coverage",
  cards: readonly CorpusCard[] = [],
): string {
  const row = (label: string, a: number, b: number): string =>
    `<tr><th>${esc(label)}</th><td>${a} / ${b}</td><td>${pct(a, b)}</td><td><meter min="0" max="${b}" value="${a}"></meter></td></tr>`;
  // every template, not the text report's first 15; with cards, the example links to its row
  const linked = cards.length > 0;
  const templates = c.unparsed
    .map(
      (p, i) =>
        `<tr><td>${i + 1}</td><td>${p.unlocks}</td><td>${p.cards}</td><td>${linked ? `<a href="#${cardAnchor(p.exampleKey)}">${esc(p.exampleKey)}</a>` : esc(p.exampleKey)}</td><td lang="ja">${esc(p.phrase)}</td></tr>`,
    )
    .join("\n");
  const partial = cards.filter((x) => !x.translation.complete).length;
  const setOptions = c.sets
    .map((s) => `<option value="${esc(s.set)}">${esc(s.set)} ${esc(s.name)}</option>`)
    .join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}td,th{padding:.3em .8em;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}pre{white-space:pre-wrap;margin:0}tr.partial td:first-child{color:#b00}mark.unread{background:#fdd;color:#900;text-decoration:underline wavy #b00}ul.reasons{margin:.4em 0 0;padding-left:1.2em;font-size:.9em;color:#900}.set{font-weight:bold}.set-name{font-size:.85em;color:#555}body.partial-only tr.complete{display:none}.filters{margin:1em 0}</style>
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
<h2>Per set (${c.sets.length})</h2>
<table id="sets"><tr><th>set</th><th>name</th><th>cards with text</th><th colspan="2">fully translated</th><th colspan="2">passing check</th><th colspan="2">engine can run</th><th colspan="2">sentences parsed</th></tr>
${setRows(c)}
</table>
<h2>Unparsed templates by cards unlocked (${c.unparsed.length})</h2>
<p>Every template over the whole corpus, ranked by the cards translating it would complete, then by the cards it occurs in, then by the template.</p>
<table id="templates"><tr><th>#</th><th>unlocks</th><th>cards</th><th>example</th><th>template</th></tr>
${templates}
</table>
${
  linked
    ? `<h2>Cards (${cards.filter((x) => x.translation.sentences.length > 0).length}, ${partial} partial)</h2>
<div class="filters"><label><input type="checkbox" id="partial-only"> partial only</label>
<label>set <select id="set-filter"><option value="">all</option>${setOptions}</select></label></div>
<table id="cards"><tr><th>card</th><th>printed</th><th>card language</th><th>English</th></tr>
${cardRows(cards)}
</table>
<script>
${SCRIPT}
</script>`
    : ""
}
</body></html>
`;
}
