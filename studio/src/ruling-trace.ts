// A traced ruling in the rulings pane (ruling-runner/trace.ts): its script, each line marked where
// it sits (✓ an expectation met, ✗ not met or a step that failed, · not reached, ▸ a step carried
// out), and the steps the pane walks through: the board as set up, then each line that left a
// board, each with the lines up to the next (the expectations read on that board).
import type { TraceEntry } from "../../cli/studio/rulings-api.ts";

const esc = (s: string): string =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/** The pane's steps: for each entry with a board, the indexes of its entries (it and what follows). */
export function stepsOf(trace: readonly TraceEntry[]): number[][] {
  const steps: number[][] = [];
  trace.forEach((e, i) => {
    if (e.board || steps.length === 0) steps.push([i]);
    else steps.at(-1)!.push(i);
  });
  return steps;
}

/** `met`, `not-met`, `not-reached`, or `done` (a step carried out, the board set up). */
export function outcomeClass(e: TraceEntry): string {
  return e.outcome ? e.outcome.status.replace(" ", "-") : "done";
}

const MARK: Record<string, string> = { met: "✓", "not-met": "✗", "not-reached": "·", done: "▸" };

/** The script as a list: one item per entry, its mark, its line, and what was expected when not met. */
export function scriptHtml(trace: readonly TraceEntry[]): string {
  return trace
    .map((e, i) => {
      const o = outcomeClass(e);
      const why =
        e.outcome?.status === "not met"
          ? `<div class="why">expected: ${esc(e.outcome.expected)}<br>actual: ${esc(e.outcome.actual)}</div>`
          : "";
      return `<li data-entry="${i}" data-kind="${e.kind}" data-outcome="${o}"><span class="mark">${MARK[o]}</span> <span class="line">${e.line}</span> ${esc(e.source)}${why}</li>`;
    })
    .join("");
}

/** The log lines of a step's entries, each entry's lines under its script line. */
export function stepLog(trace: readonly TraceEntry[], entries: readonly number[]): string {
  return entries
    .flatMap((i) => {
      const e = trace[i]!;
      return [`${e.line}: ${e.source}`, ...e.log.map((l) => `  ${l}`)];
    })
    .join("\n");
}
