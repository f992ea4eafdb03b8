// The coverage pane (issue 18: "the translator's and the engine's coverage per set, linking to
// the cards"): GET /api/coverage (cli/studio/coverage-api.ts), polled while a part is still
// computing (the server computes it once, on a thread). One row per set: the translator's figures
// over the corpus (`memoria translate --report`) beside the engine's over cardtext/ (`memoria
// coverage`); a set's row opens to its cards, each compiled or not, covered by a ruling or not,
// and a link that opens its card file at the card in the Cards pane.
import type { StudioCoverageAnswer } from "../../cli/studio/coverage-api.ts";
import type {
  CardCoverage,
  EngineCoverage,
  TranslatorCoverage,
  TranslatorSet,
} from "../../cli/studio/coverage-data.ts";

const esc = (s: string): string =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

const POLL_MS = 1000;

type EngineRow = EngineCoverage["sets"][number];

/** A corpus set (`AHB`) and a cardtext/ set (`ahb`) are one row: case folded. */
const key = (set: string): string => set.toLowerCase();

function pct(n: number | undefined, d: number): string {
  return n === undefined || d === 0 ? "—" : `${n} (${Math.round((100 * n) / d)}%)`;
}

function translatorCells(t: TranslatorSet | undefined): string {
  if (!t) return `<td colspan="5" class="none">not in the corpus</td>`;
  return [
    t.cardsWithText,
    pct(t.cardsComplete, t.cardsWithText),
    pct(t.cardsChecked, t.cardsWithText),
    pct(t.cardsRunnable, t.cardsWithText),
    pct(t.sentencesParsed, t.sentences),
  ]
    .map((c) => `<td>${c}</td>`)
    .join("");
}

function engineCells(e: EngineRow | undefined): string {
  if (!e) return `<td colspan="3" class="none">not in cardtext/</td>`;
  return [e.cards, pct(e.compiled, e.withAbility), pct(e.covered, e.compiled)]
    .map((c) => `<td>${c}</td>`)
    .join("");
}

function cardsHtml(cards: readonly CardCoverage[]): string {
  const items = cards.map(
    (c) =>
      `<li data-compiled="${c.compiled}" data-covered="${c.covered}"><a href="#" data-card="${esc(c.id)}" data-file="${esc(c.file)}" data-line="${c.line}">${esc(c.number)} 「${esc(c.name)}」</a> ${
        !c.withAbility ? "no ability" : c.compiled ? "compiled" : "not compiled"
      }${c.compiled ? (c.covered ? " · covered by a ruling" : " · no ruling") : ""}</li>`,
  );
  return `<ul class="coverage-cards">${items.join("")}</ul>`;
}

export class CoveragePane {
  private polling = false;

  constructor(
    private readonly root: HTMLElement,
    /** Open a card file of cardtext/ at a line, in the Cards pane. */
    private readonly openCard: (file: string, line: number) => void,
  ) {
    root.addEventListener("click", (e) => {
      const a = (e.target as HTMLElement).closest<HTMLAnchorElement>("a[data-file]");
      if (!a) return;
      e.preventDefault();
      this.openCard(a.dataset.file!, Number(a.dataset.line));
    });
  }

  /** Fetch the figures (the first call starts the server computing them) until both are in. */
  async show(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      for (;;) {
        const answer = (await (await fetch("/api/coverage")).json()) as StudioCoverageAnswer;
        this.render(answer);
        if (answer.engine.status !== "computing" && answer.translator.status !== "computing")
          return;
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    } finally {
      this.polling = false;
    }
  }

  private render(a: StudioCoverageAnswer): void {
    if (
      this.root.dataset.engine === a.engine.status &&
      this.root.dataset.translator === a.translator.status
    )
      return; // nothing new: keep the rows as the user opened them
    this.root.dataset.engine = a.engine.status;
    this.root.dataset.translator = a.translator.status;
    const status = (what: string, p: { status: string; error?: string }): string =>
      p.status === "computing"
        ? `${what}: computing…`
        : p.status === "failed"
          ? `${what}: failed (${p.error})`
          : "";
    const t: TranslatorCoverage | undefined =
      a.translator.status === "ready" ? a.translator.value : undefined;
    const e: EngineCoverage | undefined = a.engine.status === "ready" ? a.engine.value : undefined;
    this.root.querySelector("#coverage-status")!.textContent = [
      status("the translator's coverage", a.translator),
      status("the engine's coverage", a.engine),
      t
        ? `translator: ${t.cardsComplete} of ${t.cardsWithText} corpus cards with text translated (${t.files.join(", ")})`
        : "",
      e ? `engine: ${e.cards.length} cards in cardtext/` : "",
    ]
      .filter(Boolean)
      .join(" · ");
    const translatorSets = new Map((t?.sets ?? []).map((s) => [key(s.set), s]));
    const engineSets = new Map((e?.sets ?? []).map((s) => [key(s.set), s]));
    const cardsBySet = new Map<string, CardCoverage[]>();
    for (const c of e?.cards ?? [])
      cardsBySet.set(key(c.set), [...(cardsBySet.get(key(c.set)) ?? []), c]);
    const sets = [...new Set([...translatorSets.keys(), ...engineSets.keys()])].sort();
    const rows = sets.map((s) => {
      const tr = translatorSets.get(s);
      const cards = cardsBySet.get(s) ?? [];
      const name = tr?.name ? ` <small>${esc(tr.name)}</small>` : "";
      const list = cards.length
        ? `<details><summary>${cards.length} card(s)</summary>${cardsHtml(cards)}</details>`
        : "";
      return `<tr data-set="${esc(s)}"><th>${esc(tr?.set ?? engineSets.get(s)?.set ?? s)}${name}</th>${translatorCells(tr)}${engineCells(engineSets.get(s))}<td>${list}</td></tr>`;
    });
    this.root.querySelector("#coverage-table tbody")!.innerHTML = rows.join("");
  }
}
