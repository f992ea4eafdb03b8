// A ruling's run step by step (RunOptions.trace; the studio's rulings pane, issue 18): for the
// board as set up and every line of the script, what the log gained while it ran, the board after
// a step, and each expectation's outcome: met, not met (expected and actual), or not reached (an
// earlier step failed). The plain run stops at the first failure; a traced run also checks the
// expectations after a failed one (an expectation changes nothing, so the later ones still say
// something), and stops only where a step cannot be carried out.
import type { Expect, Ruling, Step } from "../grammar/ruling/index.ts";
import { boardSnapshot, type BoardSnapshot, type GameState } from "../runtime/index.ts";

export type TraceOutcome =
  | { status: "met" }
  | { status: "not met"; expected: string; actual: string }
  | { status: "not reached" };

export interface TraceEntry {
  /** `board`: the board as the ruling sets it up (or `new game`); else a script line. */
  kind: "board" | "step" | "expect";
  line: number;
  /** The ruling line, trimmed. */
  source: string;
  /** The log lines this entry produced (a step's events, its automatic passes, a rejection). */
  log: string[];
  /** After the board was set up or the step was carried out (none for an expectation). */
  board?: BoardSnapshot;
  /** An expectation's outcome; a step's when it failed or was not reached (else it was carried out). */
  outcome?: TraceOutcome;
}

/** Records the entries as the run goes; `entries()` fills in what was never reached. */
export class Tracer {
  private readonly byItem = new Map<Step | Expect, TraceEntry>();
  private head: TraceEntry;
  private from = 0;

  constructor(
    private readonly ruling: Ruling,
    private readonly src: (line: number) => string,
    private readonly log: readonly string[],
  ) {
    const line =
      ruling.body[0]?.kind === "NewGame" ? ruling.body[0].span.start.line : ruling.span.start.line;
    this.head = { kind: "board", line, source: src(line), log: [] };
  }

  /** The board is set up: what the log holds so far is its entry's. */
  boardBuilt(state: GameState): void {
    this.head.log = this.log.slice(0);
    const board = boardSnapshot(state);
    if (board) this.head.board = board;
    this.from = this.log.length;
  }

  /** The item at `i` starts running: the log from here on is its own. */
  begin(): void {
    this.from = this.log.length;
  }

  /** The item ran: a step carried out (its board), or an expectation met. */
  done(item: Step | Expect, state?: GameState): void {
    const entry = this.entry(item);
    entry.log = this.log.slice(this.from);
    if (item.kind === "Expect") entry.outcome ??= { status: "met" };
    else if (state) {
      const board = boardSnapshot(state);
      if (board) entry.board = board;
    }
    this.from = this.log.length;
  }

  /** The item failed (an expectation not met, a step not carried out, the setup refused). */
  failed(
    item: Step | Expect | undefined,
    expected: string,
    actual: string,
    state?: GameState,
  ): void {
    const entry = item ? this.entry(item) : this.head;
    if (entry.log.length === 0) entry.log = this.log.slice(this.from);
    entry.outcome = { status: "not met", expected, actual };
    if (state && item?.kind !== "Expect" && !entry.board) {
      const board = boardSnapshot(state);
      if (board) entry.board = board;
    }
  }

  entries(): TraceEntry[] {
    const out = [this.head];
    for (const item of this.ruling.body) {
      if (item.kind === "NewGame") continue; // its entry is the head
      out.push(
        this.byItem.get(item) ?? {
          ...this.blank(item),
          outcome: { status: "not reached" },
        },
      );
    }
    return out;
  }

  private entry(item: Step | Expect): TraceEntry {
    if (item.kind === "NewGame") return this.head;
    let entry = this.byItem.get(item);
    if (!entry) this.byItem.set(item, (entry = this.blank(item)));
    return entry;
  }

  private blank(item: Step | Expect): TraceEntry {
    const line = item.span.start.line;
    return {
      kind: item.kind === "Expect" ? "expect" : "step",
      line,
      source: this.src(line),
      log: [],
    };
  }
}
