// `memoria test --html FILE`: one self-contained page a judge can send (issue 16) — every ruling
// with its citations and outcome, the board as it was set up and as it ended drawn as a table
// (each side's counts, its support and main areas card by card), a failure's expected and actual,
// and the game log. No script, no external resource: it opens anywhere, offline.
import type { BoardSnapshot, TableCard, TableSide } from "../runtime/index.ts";
import type { FileResult } from "./index.ts";
import { summarise } from "./report-json.ts";
import { citationText, type RulingResult } from "./result.ts";

const esc = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const STYLE = `
body{font:14px/1.45 system-ui,"Hiragino Sans","Noto Sans JP",sans-serif;margin:2em;color:#222}
h1{font-size:1.4em}h2{font-size:1.1em;margin-top:2em;border-bottom:1px solid #ccc}
.ruling{border:1px solid #ddd;border-radius:6px;padding:.6em 1em;margin:1em 0}
.status{font-weight:bold;padding:0 .5em;border-radius:4px;color:#fff}
.passed .status{background:#2a7}.failed .status{background:#c33}.pending .status{background:#d90}
.cites{color:#555}.boards{display:flex;gap:2em;flex-wrap:wrap}
.board{border:1px solid #bbb;border-radius:6px;padding:.5em;min-width:22em}
.side{margin:.3em 0}.counts{color:#444;font-size:.9em}.area{display:flex;gap:.4em;flex-wrap:wrap;min-height:2.2em;align-items:center}
.area .label{width:4.5em;color:#777;font-size:.85em}
.card{border:1px solid #888;border-radius:4px;padding:.1em .4em;background:#fafafa}
.card.rested{background:#eee;color:#666;transform:rotate(-4deg)}
.card .stats{font-size:.85em;color:#333;margin-left:.3em}.card .with{font-size:.8em;color:#666}
.mid{border-top:2px dashed #bbb;margin:.3em 0}.failure{background:#fee;padding:.4em .8em;border-radius:4px}
pre{background:#f6f6f6;padding:.5em;overflow:auto;font-size:.85em}
`;

function cardHtml(c: TableCard): string {
  const stats = c.ap !== undefined ? `<span class="stats">${c.ap}/${c.dp}</span>` : "";
  const coins = c.coins ? ` <span class="with">${c.coins} coin(s)</span>` : "";
  const withs = c.attached
    ? ` <span class="with">+ ${c.attached.map((a) => `「${esc(a)}」`).join(" ")}</span>`
    : "";
  return `<span class="card${c.rested ? " rested" : ""}" title="${esc(c.number)}${c.rested ? " (rested)" : ""}">「${esc(c.name)}」${stats}${coins}${withs}</span>`;
}

function sideHtml(label: string, s: TableSide, mainFirst: boolean): string {
  const points = s.points
    .map((p) => `「${esc(p.name)}」${p.faceUp ? "" : " (face down)"}`)
    .join(", ");
  const counts = `<div class="counts"><b>${label}</b> · points ${s.points.length}${points ? ` (${points})` : ""} · hand ${s.hand} · deck ${s.deck} · trash ${s.trash}${s.removed ? ` · removed ${s.removed}` : ""}</div>`;
  const area = (name: string, cards: readonly TableCard[]): string =>
    `<div class="area"><span class="label">${name}</span>${cards.map(cardHtml).join("") || "—"}</div>`;
  const areas = [area("main", s.main), area("support", s.support)];
  return `<div class="side">${mainFirst ? [...areas, counts].join("") : [counts, ...areas.reverse()].join("")}</div>`;
}

export function boardHtml(b: BoardSnapshot, title: string): string {
  const when =
    b.phase === "over" ? "game over" : `turn ${b.turn} of ${"AB"[b.turnPlayer]}, ${b.phase} phase`;
  const waiting = b.waiting
    ? ` · waiting for ${"AB"[b.waiting.player]} (${esc(b.waiting.kind)})`
    : "";
  const stack = b.stack.length
    ? `<div class="counts">stack (top last): ${b.stack.map((i) => `「${esc(i.name)}」 (${esc(i.kind)}, ${"AB"[i.controller]})`).join(", ")}</div>`
    : "";
  const battle = b.battle
    ? `<div class="counts">battle: 「${esc(b.battle.approacher)}」 approaching${b.battle.blocker ? `, blocked by 「${esc(b.battle.blocker)}」` : ""}</div>`
    : "";
  return `<div class="board"><div><b>${title}</b> — ${when}${waiting}</div>${sideHtml("B", b.sides[1], false)}<div class="mid"></div>${sideHtml("A", b.sides[0], true)}${stack}${battle}</div>`;
}

function rulingHtml(file: string, r: RulingResult): string {
  const cites = r.ruling.cites.map(citationText).join(", ");
  const f = r.failure;
  const failure = f
    ? `<div class="failure">at ${esc(file)}:${f.line}:${f.column}: <code>${esc(f.source)}</code><br>expected: ${esc(f.expected)}<br>actual: ${esc(f.actual)}</div>`
    : "";
  const printed = (r.printed ?? [])
    .map(
      (p) => `<div class="cites">printed ${esc(p.number)} 「${esc(p.name)}」: ${esc(p.text)}</div>`,
    )
    .join("");
  const pending =
    r.status === "pending" ? `<div>pending: ${esc(r.ruling.pending ?? "")}</div>` : "";
  const boards = r.boards
    ? `<div class="boards">${boardHtml(r.boards.before, "before")}${boardHtml(r.boards.after, f ? "at the failure" : "after")}</div>`
    : "";
  const log = `<details><summary>game log (${r.log.length} lines)</summary><pre>${esc(r.log.join("\n"))}</pre></details>`;
  return `<div class="ruling ${r.status}"><span class="status">${r.status}</span> <b>${esc(r.ruling.name)}</b> <span class="cites">— ${esc(cites)} · ${esc(file)}:${r.ruling.span.start.line}</span>${printed}${pending}${failure}${boards}${log}</div>`;
}

export function rulingsHtml(files: readonly FileResult[], generated = new Date()): string {
  const s = summarise(files);
  const sections = files.map((f) => {
    const errors = f.diagnostics
      .filter((d) => d.severity === "error")
      .map(
        (d) =>
          `<div class="failure">${esc(`${f.file}:${d.span.start.line}:${d.span.start.column} ${d.code} ${d.message}`)}</div>`,
      )
      .join("");
    return `<h2>${esc(f.file)}</h2>${errors}${f.results.map((r) => rulingHtml(f.file, r)).join("\n")}`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>memoria rulings: ${s.passed} passed, ${s.failed} failed</title><style>${STYLE}</style></head>
<body><h1>memoria rulings</h1>
<p>${s.passed} passed, ${s.failed} failed, ${s.pending} pending, ${s.errors} file error(s) in ${s.files} file(s) — ${esc(generated.toISOString())}</p>
${sections.join("\n")}
</body></html>
`;
}
