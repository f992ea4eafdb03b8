// The rulings pane (issue 18): pick a `.ruling` file of the project, run it on the studio server
// (/api/ruling: the ruling runner, traced), and step through each ruling: the board after each
// step, beside the log that step produced and the script with each expectation ticked or crossed
// where it sits (ruling-trace.ts). The text can be edited in the page and the edit run (a POST:
// the server runs it without writing the file).
import type { StudioRuling, StudioRulingRun } from "../../cli/studio/rulings-api.ts";
import { outcomeClass, scriptHtml, stepLog, stepsOf } from "./ruling-trace.ts";
import { boardHtml } from "./board-view.ts";

export class RulingsPane {
  private run: StudioRulingRun | undefined;
  private ruling: StudioRuling | undefined;
  /** The chosen ruling's steps: entry indexes of its trace, one group per board. */
  private steps: number[][] = [];
  private step = 0;
  private runs = 0;
  private readonly $ = (id: string) => this.root.querySelector<HTMLElement>(`#${id}`)!;

  constructor(private readonly root: HTMLElement) {
    this.$("ruling-run").addEventListener("click", () => void this.load());
    this.$("ruling-run-edited").addEventListener("click", () => void this.load(true));
    this.$("ruling-prev").addEventListener("click", () => this.show(this.step - 1));
    this.$("ruling-next").addEventListener("click", () => this.show(this.step + 1));
    this.$("ruling-script").addEventListener("click", (e) => {
      const li = (e.target as HTMLElement).closest<HTMLElement>("li[data-entry]");
      if (!li) return;
      const entry = Number(li.dataset.entry);
      this.show(this.steps.findIndex((s) => s.includes(entry)));
    });
  }

  /** Fill the file list (once, when the pane is first shown). */
  async list(): Promise<void> {
    const select = this.$("ruling-file") as HTMLSelectElement;
    if (select.options.length > 0) return;
    const { files } = (await (await fetch("/api/rulings")).json()) as { files: string[] };
    select.replaceChildren(
      ...files.map((f) => {
        const o = document.createElement("option");
        o.value = o.textContent = f;
        return o;
      }),
    );
  }

  /** Run the chosen file as it is on disk, or (`edited`) the text in the page under its name. */
  private async load(edited = false): Promise<void> {
    const file = (this.$("ruling-file") as HTMLSelectElement).value;
    const text = (this.$("ruling-text") as HTMLTextAreaElement).value;
    this.$("ruling-status").textContent = `running ${file}${edited ? " (edited)" : ""}…`;
    const response = edited
      ? await fetch("/api/ruling", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ file, text }),
        })
      : await fetch(`/api/ruling?file=${encodeURIComponent(file)}`);
    if (!response.ok) {
      const body = await response.text();
      this.$("ruling-status").textContent = body.startsWith("{")
        ? String((JSON.parse(body) as { error?: string }).error)
        : body;
      return;
    }
    this.run = (await response.json()) as StudioRulingRun;
    if (!edited) (this.$("ruling-text") as HTMLTextAreaElement).value = this.run.text;
    const list = this.$("ruling-list");
    list.replaceChildren(
      ...this.run.rulings.map((r, i) => {
        const li = document.createElement("li");
        li.dataset.status = r.status;
        li.textContent = `${r.status === "passed" ? "✓" : r.status === "pending" ? "…" : "✗"} ${r.name}`;
        li.addEventListener("click", () => this.choose(i));
        return li;
      }),
    );
    const failed = this.run.rulings.filter((r) => r.status === "failed").length;
    this.$("ruling-status").textContent =
      `${this.run.rulings.length} ruling(s), ${failed} failed` +
      (this.run.diagnostics.length
        ? `; ${this.run.diagnostics.map((d) => `${d.code} line ${d.line}: ${d.message}`).join("; ")}`
        : "");
    this.root.dataset.ran = file;
    this.root.dataset.runs = String(++this.runs);
    const firstFailed = this.run.rulings.findIndex((r) => r.status === "failed");
    if (this.run.rulings.length) this.choose(edited && firstFailed >= 0 ? firstFailed : 0);
  }

  private choose(i: number): void {
    this.ruling = this.run?.rulings[i];
    for (const [j, li] of [...this.$("ruling-list").children].entries())
      li.classList.toggle("chosen", j === i);
    const r = this.ruling;
    this.$("ruling-failure").textContent = r?.failure
      ? `line ${r.failure.line}: ${r.failure.source}\nexpected: ${r.failure.expected}\nactual:   ${r.failure.actual}`
      : "";
    const trace = r?.trace ?? [];
    this.steps = stepsOf(trace);
    this.$("ruling-script").innerHTML = scriptHtml(trace);
    this.show(0);
  }

  /** Draw step `step`: its board, its log, its lines marked current in the script. */
  private show(step: number): void {
    const started = performance.now();
    const trace = this.ruling?.trace ?? [];
    this.step = Math.max(0, Math.min(step, this.steps.length - 1));
    const entries = this.steps[this.step] ?? [];
    const board = entries.length ? trace[entries[0]!]!.board : undefined;
    this.$("ruling-board").innerHTML = board
      ? boardHtml(board)
      : "<p>no board (the ruling did not run)</p>";
    this.$("ruling-step").textContent = this.steps.length
      ? `step ${this.step} of ${this.steps.length - 1}`
      : "";
    this.$("ruling-board").dataset.step = String(this.step);
    this.$("ruling-log").textContent = stepLog(trace, entries);
    for (const li of this.$("ruling-script").querySelectorAll<HTMLElement>("li[data-entry]"))
      li.classList.toggle("current", entries.includes(Number(li.dataset.entry)));
    const first = entries.length ? trace[entries[0]!] : undefined;
    this.$("ruling-board").dataset.outcome = first ? outcomeClass(first) : "";
    // The figure the bench reads: a step drawn, layout included (the board's height is read).
    void this.$("ruling-board").offsetHeight;
    (window.studio.rulingStepsMs ??= []).push(performance.now() - started);
  }
}
