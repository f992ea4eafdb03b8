// The studio page: the editor with the card view beside it, and the translate pane, over one
// language worker. `window.studio` exposes the figures the bench and the browser tests read:
// when the first diagnostics were shown (ms after navigation start) and the last keystroke's
// round trip.
import { CardPane } from "./card-pane.ts";
import { WorkerClient } from "./client.ts";
import { CardEditor, diagnosticLine } from "./editor.ts";
import type { Analysis, StudioFigures } from "./protocol.ts";
import { SCRATCH_TEXT, SCRATCH_URI } from "./sample.ts";
import { RulingsPane } from "./rulings-pane.ts";
import { CoveragePane } from "./coverage-pane.ts";
import { attachSave } from "./save-file.ts";
import { PlayPane } from "./play-pane.ts";
import { TranslatePane } from "./translate-pane.ts";
import "./style.css";

declare global {
  interface Window {
    studio: StudioFigures;
  }
}

const figures: StudioFigures = {};
window.studio = figures;

const $ = <T extends HTMLElement = HTMLElement>(selector: string): T =>
  document.querySelector<T>(selector)!;

const client = new WorkerClient(
  new Worker(new URL("./worker.ts", import.meta.url), { type: "module" }),
);
const translator = new WorkerClient(
  new Worker(new URL("./translate-worker.ts", import.meta.url), { type: "module" }),
);
const cards = new CardPane($("#card-pane"), client);
let cursorLine = 1;

function showDiagnostics(a: Analysis, roundTripMs: number): void {
  const now = performance.now();
  figures.firstDiagnostics ??= now;
  if (a.depth === "full" && figures.firstFullDiagnostics === undefined) {
    figures.firstFullDiagnostics = now;
    // Now that the editor is checked, let the translator build its parser (seconds of CPU).
    const started = performance.now();
    void translator.request({ kind: "warm" }).then(() => {
      figures.translatorWarmMs = performance.now() - started;
    });
  }
  figures.last = { version: a.version, depth: a.depth, roundTripMs, workerMs: a.ms };
  const list = $("#diagnostics");
  list.replaceChildren(
    ...a.diagnostics.map((d) => {
      const li = document.createElement("li");
      li.dataset.code = d.code;
      li.className = `severity-${d.severity}`;
      li.textContent = diagnosticLine(d);
      return li;
    }),
  );
  list.dataset.version = String(a.version);
  list.dataset.depth = a.depth;
  $("#diagnostics-status").textContent =
    `${a.diagnostics.length} diagnostic(s), ${a.depth === "full" ? "parse and check" : "syntax only (loading the card files)"}; ` +
    `${roundTripMs.toFixed(1)} ms (worker ${a.ms.toFixed(1)} ms)`;
  void cards.update(a.uri, cursorLine);
}

const editor = new CardEditor($("#editor"), client, {
  analysed: showDiagnostics,
  cursor(line) {
    if (line === cursorLine) return;
    cursorLine = line;
    cards.follow(line);
  },
});
editor.open(SCRATCH_URI, SCRATCH_TEXT);

const files = $<HTMLSelectElement>("#file-select");
files.addEventListener("change", async () => {
  const uri = files.value;
  const text = uri === SCRATCH_URI ? SCRATCH_TEXT : await client.request({ kind: "text", uri });
  editor.open(uri, text ?? "");
});

client.onWorkspace((w) => {
  figures.workspace = { files: w.files.length, ms: w.ms, ...(w.error ? { error: w.error } : {}) };
  $("#workspace-status").textContent = w.error
    ? `card files not loaded (${w.error}): names resolve within the open file only`
    : `${w.files.length} card files loaded in ${w.ms.toFixed(0)} ms`;
  for (const path of w.files) {
    const option = document.createElement("option");
    option.value = option.textContent = path;
    files.append(option);
  }
  editor.refresh();
});

new TranslatePane($("#translate-pane"), translator);

const rulings = new RulingsPane($("#rulings-pane"));
const play = new PlayPane($("#play-pane"));

attachSave($<HTMLButtonElement>("#file-save"), $("#save-status"), editor);

/** A card file of cardtext/ opened at a line, in the Cards pane (the coverage pane's links). */
async function openCard(uri: string, line: number): Promise<void> {
  $<HTMLButtonElement>("[data-tab=cards]").click();
  const text = await client.request({ kind: "text", uri });
  files.value = uri;
  editor.open(uri, text ?? "");
  editor.goto(line);
}
const coverage = new CoveragePane($("#coverage-pane"), (uri, line) => void openCard(uri, line));

for (const tab of document.querySelectorAll<HTMLButtonElement>("[data-tab]"))
  tab.addEventListener("click", () => {
    if (tab.dataset.tab === "rulings") void rulings.list();
    if (tab.dataset.tab === "coverage") void coverage.show();
    if (tab.dataset.tab === "play") void play.list();
    for (const t of document.querySelectorAll<HTMLElement>("[data-tab]"))
      t.classList.toggle("active", t === tab);
    for (const pane of document.querySelectorAll<HTMLElement>("[data-pane]"))
      pane.hidden = pane.dataset.pane !== tab.dataset.tab;
  });
