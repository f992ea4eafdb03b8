// The studio's rulings API (issue 18, PARTIAL: the first cut of the rulings pane): the project's
// `.ruling` files, and one file run by the ruling runner with the board after every step. The
// runner calls `onState` with each state a ruling goes through (its board, then after each step);
// each ruling runs on a card database of its own, so the states are grouped by database, in run
// order, and the groups go to the results that had a board, in the same order. What is missing:
// the log is per ruling, not per step, and the expectations are not ticked one by one (only the
// first failure is known).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { boardSnapshot, type BoardSnapshot } from "../../runtime/index.ts";
import type { GameState } from "../../runtime/core/state.ts";
import { runRulingText } from "../../ruling-runner/index.ts";

export interface StudioRuling {
  name: string;
  line: number;
  status: "passed" | "failed" | "pending";
  failure?: { line: number; source: string; expected: string; actual: string };
  log: string[];
  /** The board as set up, then after each step. */
  steps: BoardSnapshot[];
}

export interface StudioRulingRun {
  file: string;
  diagnostics: { code: string; message: string; line: number }[];
  rulings: StudioRuling[];
}

/** `rulings/*.ruling`, relative to the root, sorted. */
export function rulingFiles(root: string): string[] {
  const dir = join(root, "rulings");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".ruling"))
    .sort()
    .map((f) => `rulings/${f}`);
}

/** Whether `file` names one of `rulingFiles(root)` (nothing else is run). */
export function isRulingFile(root: string, file: string): boolean {
  return /^rulings\/[^/\\]+\.ruling$/.test(file) && rulingFiles(root).includes(file);
}

export async function runForStudio(root: string, file: string): Promise<StudioRulingRun> {
  const text = readFileSync(join(root, file), "utf8");
  const groups = new Map<string, BoardSnapshot[]>();
  const onState = (state: GameState): void => {
    const snapshot = boardSnapshot(state);
    if (!snapshot) return;
    const group = groups.get(state.db);
    if (group) group.push(snapshot);
    else groups.set(state.db, [snapshot]);
  };
  const result = await runRulingText(file, text, { onState });
  const runs = [...groups.values()];
  let next = 0;
  return {
    file,
    diagnostics: result.diagnostics.map((d) => ({
      code: d.code,
      message: d.message,
      line: d.span.start.line,
    })),
    rulings: result.results.map((r) => {
      const steps = r.boards ? (runs[next++] ?? []) : [];
      const f = r.failure;
      return {
        name: r.ruling.name,
        line: r.ruling.span.start.line,
        status: r.status,
        ...(f
          ? { failure: { line: f.line, source: f.source, expected: f.expected, actual: f.actual } }
          : {}),
        log: r.log,
        steps,
      };
    }),
  };
}
