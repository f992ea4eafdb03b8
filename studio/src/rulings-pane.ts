// The rulings pane (issue 18, PARTIAL): pick a `.ruling` file of the project, run it on the studio
// server (/api/ruling: the ruling runner, with the board after each step), and step through each
// ruling's boards beside its log and outcome. Not yet: editing the ruling here, the log cut per
// step, each expectation ticked or crossed (the runner reports the first failure only).
import type { StudioRuling, StudioRulingRun } from "../../cli/studio/rulings-api.ts";
import { boardHtml } from "./board-view.ts";

export class RulingsPane {
  private run: StudioRulingRun | undefined;
  private ruling: StudioRuling | undefined;
  private step = 0;
  private readonly $ = (id: string) => this.root.querySelector<HTMLElement>(`#${id}`)!;

  constructor(private readonly root: HTMLElement) {
    this.$("ruling-run").addEventListener("click", () => void this.load());
    this.$("ruling-prev").addEventListener("click", () => this.show(this.step - 1));
    this.$("ruling-next").addEventListener("click", () => this.show(this.step + 1));
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

  private async load(): Promise<void> {
    const file = (this.$("ruling-file") as HTMLSelectElement).value;
    this.$("ruling-status").textContent = `running ${file}…`;
    const response = await fetch(`/api/ruling?file=${encodeURIComponent(file)}`);
    if (!response.ok) {
      this.$("ruling-status").textContent = await response.text();
      return;
    }
    this.run = (await response.json()) as StudioRulingRun;
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
    if (this.run.rulings.length) this.choose(0);
  }

  private choose(i: number): void {
    this.ruling = this.run?.rulings[i];
    for (const [j, li] of [...this.$("ruling-list").children].entries())
      li.classList.toggle("chosen", j === i);
    const r = this.ruling;
    this.$("ruling-log").textContent = r
      ? [
          ...(r.failure
            ? [
                `line ${r.failure.line}: ${r.failure.source}`,
                `expected: ${r.failure.expected}`,
                `actual:   ${r.failure.actual}`,
                "",
              ]
            : []),
          ...r.log,
        ].join("\n")
      : "";
    this.show(0);
  }

  private show(step: number): void {
    const steps = this.ruling?.steps ?? [];
    this.step = Math.max(0, Math.min(step, steps.length - 1));
    const board = steps[this.step];
    this.$("ruling-board").innerHTML = board
      ? boardHtml(board)
      : "<p>no board (the ruling did not run)</p>";
    this.$("ruling-step").textContent = steps.length
      ? `step ${this.step} of ${steps.length - 1}`
      : "";
    this.$("ruling-board").dataset.step = String(this.step);
  }
}
