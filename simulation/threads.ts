// `memoria simulate --workers N`: the run's games split into ranges, played on N worker threads
// (node:worker_threads; each thread loads the card database once), the ranges' results merged as
// they come. A thread takes the next range when it finishes one, so a slow range does not hold the
// others up; the totals do not depend on which thread played what (merge.ts).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
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

/** tsx's ESM register API (its `import` export: `require.resolve` would give the CommonJS one). */
export function tsxApiUrl(): string {
  const pkgPath = createRequire(import.meta.url).resolve("tsx/package.json");
  const pkg = JSON.parse(readFileSync(pkgPath, "utf8")) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return pathToFileURL(join(dirname(pkgPath), pkg.exports["./esm/api"]!.import.default)).href;
}

/**
 * The worker to start. From the built package (dist/) it is plain JavaScript. From the TypeScript
 * sources (tsx, vitest) the thread needs tsx's loader, and on Node 20 neither the main thread's
 * `register()` nor `--import tsx` in the worker's execArgv reaches a worker's module loading: a
 * small bootstrap registers tsx inside the thread, then imports the worker module (as bin.mjs does).
 */
function startWorker(spec: RunSpec): Worker {
  const fromSources = import.meta.url.endsWith(".ts");
  if (!fromSources)
    return new Worker(new URL("./thread-worker.js", import.meta.url), { workerData: spec });
  const tsx = tsxApiUrl();
  const entry = new URL("./thread-worker.ts", import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(boot, { eval: true, workerData: spec });
}

/** Games per range when not given: enough ranges to balance the threads, not so many to cost. */
export function defaultRangeSize(games: number, parts: number): number {
  return Math.max(1, Math.min(2000, Math.ceil(games / (parts * 8))));
}

/** Play the whole run on `threads` worker threads; resolves to the merged result. */
export function playOnThreads(
  spec: RunSpec,
  threads: number,
  rangeSize = defaultRangeSize(spec.games, threads),
  onRange?: (done: RangeResult, thread: number) => void,
): Promise<RangeResult> {
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
      const w = startWorker(spec);
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
