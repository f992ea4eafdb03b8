// `memoria simulate --workers N`: the run's games split into ranges, played on N worker threads
// (node:worker_threads; each thread loads the card database once), the ranges' results merged as
// they come. A thread takes the next range when it finishes one, so a slow range does not hold the
// others up; the totals do not depend on which thread played what (merge.ts).
import { Worker } from "node:worker_threads";
import { emptyResult, mergeResults, splitRanges } from "./merge.ts";
import type { RangeResult } from "./play-range.ts";
import type { RunSpec } from "./run-spec.ts";

/** What the main thread sends a worker: a range to play. */
export interface RangeRequest {
  from: number;
  to: number;
}
/** What a worker answers: the range's result, or why it failed. */
export type RangeReply = { ok: true; result: RangeResult } | { ok: false; error: string };

/**
 * The script a worker thread runs: from the built package (dist/), tsc's JavaScript beside this
 * module; from the TypeScript sources (tsx, vitest), a bundle of them (source-bundle.ts) — on Node
 * 20 neither the main thread's `register()` nor `--import tsx` reaches a worker's module loading,
 * and registering tsx inside each thread made every thread load ~900 modules through its loader.
 */
async function workerScript(): Promise<URL> {
  if (!import.meta.url.endsWith(".ts")) return new URL("./thread-worker.js", import.meta.url);
  const { sourceBundle } = await import("./source-bundle.ts");
  return sourceBundle(new URL("./thread-worker.ts", import.meta.url));
}

/** Games per range when not given: enough ranges to balance the threads, not so many to cost. */
export function defaultRangeSize(games: number, parts: number): number {
  return Math.max(1, Math.min(2000, Math.ceil(games / (parts * 8))));
}

/** Play the whole run on `threads` worker threads; resolves to the merged result. */
export async function playOnThreads(
  spec: RunSpec,
  threads: number,
  rangeSize = defaultRangeSize(spec.games, threads),
  onRange?: (done: RangeResult, thread: number) => void,
): Promise<RangeResult> {
  const script = await workerScript();
  const todo = splitRanges(spec.games, rangeSize).reverse();
  const workers: Worker[] = [];
  let total = emptyResult();
  let busy = 0;
  return new Promise<RangeResult>((resolve, reject) => {
    let stopped = false;
    const stop = (error?: Error): void => {
      if (stopped) return;
      stopped = true;
      for (const w of workers) void w.terminate();
      if (error) reject(error);
      else resolve(total);
    };
    const next = (w: Worker): void => {
      const range = todo.pop();
      if (!range) {
        if (busy === 0) stop();
        return;
      }
      busy++;
      w.postMessage({ from: range[0], to: range[1] } satisfies RangeRequest);
    };
    for (let k = 0; k < Math.max(1, Math.min(threads, todo.length)); k++) {
      const w = new Worker(script, { workerData: spec });
      workers.push(w);
      w.on("message", (reply: RangeReply) => {
        busy--;
        if (!reply.ok) return stop(new Error(reply.error));
        total = mergeResults(total, reply.result);
        onRange?.(reply.result, k);
        next(w);
      });
      w.on("error", (e) => stop(e));
      // A thread that ends on its own (process.exit in a module, out of memory) would leave its
      // range unplayed and the run waiting forever.
      w.on("exit", (code) => stop(new Error(`a worker thread stopped (exit code ${code})`)));
      next(w);
    }
    if (todo.length === 0 && busy === 0) stop();
  });
}
