// `--report-html`: the balance report as one self-contained page (inline style, inline script,
// SVG charts from svg.ts; no library, no network), drawn from the JSON report so both say the same.
// The card table sorts by any column (a click on its header; the script below, ours).
import type { BalanceReport, CardRow } from "./report.ts";
import { barChart, esc, intervalChart } from "./svg.ts";
import type { Interval } from "./wilson.ts";

const pct = (x: number | null): string => (x === null ? "–" : `${(x * 100).toFixed(1)}%`);
const mean = (x: number | null): string => (x === null ? "–" : x.toFixed(1));
const signed = (x: number | null): string =>
  x === null ? "–" : `${x > 0 ? "+" : ""}${(x * 100).toFixed(1)}`;
const withInterval = (i: Interval | null): string =>
  i === null ? "–" : `${pct(i.rate)} <small>(${pct(i.low)}–${pct(i.high)})</small>`;

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:2em;color:#222}
h1{font-size:1.5em}h2{font-size:1.2em;margin-top:2em}
table{border-collapse:collapse}td,th{padding:2px 8px;border-bottom:1px solid #ddd;text-align:right}
td.l,th.l{text-align:left}th{cursor:pointer;background:#f4f4f4;position:sticky;top:0}
small{color:#777}.bar{fill:#4a78b5}.axis{stroke:#444}.mid{stroke:#bbb;stroke-dasharray:4 3}
.whisker{stroke:#4a78b5;stroke-width:2}.dot{fill:#c0392b}svg text{font-size:11px;fill:#333}
.pos{color:#1e7b34}.neg{color:#b03a2e}`;

// Sorts the table whose header was clicked by that column's data-v (numbers numerically, empty last).
const SCRIPT = `for (const th of document.querySelectorAll("table.sortable th")) th.addEventListener("click", () => {
  const table = th.closest("table"), body = table.tBodies[0], col = th.cellIndex;
  const dir = th.dataset.dir === "asc" ? "desc" : "asc"; th.dataset.dir = dir;
  const key = (tr) => tr.cells[col].dataset.v ?? "";
  const rows = [...body.rows].sort((a, b) => {
    const x = key(a), y = key(b);
    if (x === "" || y === "") return (x === "") - (y === "");
    const nx = Number(x), ny = Number(y);
    const c = isNaN(nx) || isNaN(ny) ? x.localeCompare(y) : nx - ny;
    return dir === "asc" ? c : -c;
  });
  body.append(...rows);
});`;

const cell = (v: string | number | null, shown: string, left = false): string =>
  `<td${left ? ' class="l"' : ""} data-v="${v === null ? "" : esc(String(v))}">${shown}</td>`;
const deltaCell = (d: number | null): string =>
  cell(d, `<span class="${d === null ? "" : d >= 0 ? "pos" : "neg"}">${signed(d)}</span>`);

function cardRow(c: CardRow): string {
  const fired = c.texts.map((t) => `${t.text}:${t.fired}`).join(" ");
  const totalFired = c.texts.reduce((s, t) => s + t.fired, 0);
  return [
    "<tr>",
    cell(c.id, esc(c.id), true),
    cell(c.name, esc(c.name), true),
    cell(c.kind, esc(c.kind), true),
    cell(c.games, String(c.games)),
    cell(c.deckWinRate, pct(c.deckWinRate)),
    cell(c.playRate, pct(c.playRate)),
    cell(c.winRateWhenPlayed?.rate ?? null, withInterval(c.winRateWhenPlayed)),
    deltaCell(c.playedDelta),
    cell(c.drawRate, pct(c.drawRate)),
    cell(c.winRateWhenDrawn?.rate ?? null, withInterval(c.winRateWhenDrawn)),
    deltaCell(c.drawnDelta),
    cell(totalFired, esc(fired || "–"), true),
    "</tr>",
  ].join("");
}

const CARD_HEADERS = [
  ["card", "l"],
  ["name", "l"],
  ["kind", "l"],
  ["games", ""],
  ["deck win", ""],
  ["played", ""],
  ["win when played", ""],
  ["Δ played", ""],
  ["drawn", ""],
  ["win when drawn", ""],
  ["Δ drawn", ""],
  ["texts fired (text:times)", "l"],
] as const;

function cardTable(cards: readonly CardRow[]): string {
  const head = CARD_HEADERS.map(([h, c]) => `<th${c ? ` class="${c}"` : ""}>${esc(h)}</th>`).join(
    "",
  );
  return `<table class="sortable"><thead><tr>${head}</tr></thead><tbody>\n${cards.map(cardRow).join("\n")}\n</tbody></table>`;
}

function pairTable(r: BalanceReport): string {
  const name = (i: number): string => esc(r.run.decks[i]?.name ?? String(i));
  const rows = r.pairs.map((p) =>
    [
      "<tr>",
      cell(r.run.decks[p.a]?.name ?? p.a, name(p.a), true),
      cell(r.run.decks[p.b]?.name ?? p.b, name(p.b), true),
      cell(p.games, String(p.games)),
      cell(p.winsA, String(p.winsA)),
      cell(p.winsB, String(p.winsB)),
      cell(p.draws, String(p.draws)),
      cell(p.winRateA?.rate ?? null, withInterval(p.winRateA)),
      "</tr>",
    ].join(""),
  );
  const head = ["deck A", "deck B", "games", "A wins", "B wins", "draws", "A win rate (95%)"]
    .map((h, i) => `<th${i < 2 ? ' class="l"' : ""}>${h}</th>`)
    .join("");
  return `<table class="sortable"><thead><tr>${head}</tr></thead><tbody>\n${rows.join("\n")}\n</tbody></table>`;
}

export function reportHtml(r: BalanceReport): string {
  const fp = r.firstPlayer;
  const agents = r.run.agents.map(esc).join(" vs ");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>memoria balance report</title>
<style>${STYLE}</style></head><body>
<h1>Balance report</h1>
<p>${r.run.games} games, seeds ${r.run.firstSeed}..${r.run.firstSeed + r.run.games - 1}, ${agents}, ${r.run.decks.length} decks.
Finished: ${r.games.finished}; stopped early: ${r.games.unfinished}. Mean length ${mean(r.games.meanTurns)} turns, ${mean(r.games.meanDecisions)} decisions.</p>
<h2>First player</h2>
<p>The first player won ${fp.firstWins} of ${fp.games} finished games (${fp.draws} draws): ${withInterval(fp.winRate)}, 95% Wilson interval.</p>
<h2>Game length</h2>
${barChart(
  r.games.histogram.map((h) => ({ x: h.turns, y: h.games })),
  "turns",
  "games",
)}
<h2>Win rate per deck</h2>
${intervalChart(r.decks.map((d) => ({ label: d.name, interval: d.winRate })))}
<h2>Deck pairs</h2>
${pairTable(r)}
<h2>Cards</h2>
<p>Per card: its deck's win rate over the games it took part in; how often it was played and drawn
(docs/balance.md says what counts) and the win rate in those games, with the difference (Δ, points of
percentage) from its deck's. Click a header to sort.</p>
${cardTable(r.cards)}
<script>${SCRIPT}</script>
</body></html>
`;
}
