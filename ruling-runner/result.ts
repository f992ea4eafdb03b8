// A ruling's outcome and how it is shown: status, and on failure the failing line, expected
// versus actual, and the game log up to the failure.
import type { Citation, Ruling } from "../grammar/ruling/index.ts";
import { snapshotText, type BoardSnapshot } from "../runtime/index.ts";
import type { TraceEntry } from "./trace.ts";

export interface Failure {
  line: number;
  column: number;
  /** The ruling line that failed. */
  source: string;
  expected: string;
  actual: string;
}

/** A card's printed text a ruling cites, quoted from the card database. */
export interface PrintedText {
  number: string;
  name: string;
  text: string;
}

export interface RulingResult {
  ruling: Ruling;
  status: "passed" | "failed" | "pending";
  failure?: Failure;
  /** A pending ruling that now passes: its `pending` line can go. */
  fixed?: boolean;
  log: string[];
  /** The printed texts it cites (`printed NN-NNN`). */
  printed?: PrintedText[];
  /** The board as set up and as it ended (runtime boardSnapshot), when the board could be built. */
  boards?: { before: BoardSnapshot; after: BoardSnapshot };
  /** With RunOptions.trace: the board, then every line of the script with its log and outcome. */
  trace?: TraceEntry[];
}

/** A citation as a judge writes it: `rule 8.4`, `R-A-1`, `card 01-046`. */
export const citationText = (c: Citation): string =>
  c.kind === "ruling" ? c.id : c.kind === "qa" ? `Q&A ${c.id}` : `${c.kind} ${c.id}`;

/** One ruling's result as text: status line, and on failure expected/actual and the log. */
export function formatResult(file: string, r: RulingResult, withLog = true): string {
  const cites = r.ruling.cites.map(citationText).join(", ");
  const head = `${r.status.toUpperCase()} ${file}:${r.ruling.span.start.line} "${r.ruling.name}" (${cites})`;
  const out = [head];
  // The printed texts it cites, quoted where the failure is read.
  if (r.status !== "passed")
    for (const p of r.printed ?? []) out.push(`  printed ${p.number} 「${p.name}」: ${p.text}`);
  if (r.status === "pending")
    out.push(
      `  pending: ${r.ruling.pending}${r.fixed ? " — it now passes: remove the `pending` line" : ""}`,
    );
  const f = r.failure;
  if (f) {
    out.push(
      `  at ${file}:${f.line}:${f.column}: ${f.source}`,
      `  expected: ${f.expected}`,
      `  actual:   ${f.actual}`,
    );
    if (withLog) {
      if (r.boards)
        out.push(
          "  board at the failure:",
          ...snapshotText(r.boards.after)
            .split("\n")
            .map((l) => `    ${l}`),
        );
      out.push("  game log up to the failure:", ...r.log.map((l) => `    ${l}`));
    }
  }
  return out.join("\n");
}
