// `memoria worker --queue redis://HOST:PORT`: takes range jobs from the queue, plays them, stores
// each result under its range's key (HSET: a retry overwrites, never adds). A worker killed
// mid-range holds the job's lock until it expires; BullMQ's stalled check (run by the other
// workers) then puts the job back, and another worker plays the range again from its start.
import { cardDbFor, loadCompiledSets } from "../card-db.ts";
import { emptyResult, mergeResults } from "../merge.ts";
import { playRange, type RangeResult } from "../play-range.ts";
import { parseRunSpec, type RunSpec } from "../run-spec.ts";
import type { CardDb } from "../../runtime/index.ts";
import { connectRedis } from "./connect.ts";
import {
  QUEUE_NAME,
  rangeField,
  resultsKey,
  RUN_TTL_SECONDS,
  specKey,
  startsKey,
  type RangeJob,
} from "./keys.ts";

export interface WorkerOptions {
  /** How long a job's lock lasts without renewal (BullMQ lockDuration; default 30 s). */
  lockMs?: number;
  /** How often the stalled-job check runs (BullMQ stalledInterval; default 30 s). */
  stalledMs?: number;
  /** Called after each range this worker stored. */
  onRange?(job: RangeJob, result: RangeResult): void;
}

export interface QueueWorker {
  close(): Promise<void>;
}

/**
 * Play a range one game at a time, giving the event loop a turn after each: BullMQ renews the
 * job's lock on a timer, and a range played in one piece (minutes, perhaps) would lose it.
 */
async function playSliced(spec: RunSpec, db: CardDb, from: number, to: number) {
  let result = emptyResult();
  for (let i = from; i < to; i++) {
    result = mergeResults(result, playRange(spec, db, i, i + 1));
    await new Promise((r) => setImmediate(r));
  }
  return result;
}

export async function startQueueWorker(
  url: string,
  opts: WorkerOptions = {},
): Promise<QueueWorker> {
  const { Worker } = await import("bullmq");
  const redis = await connectRedis(url);
  // Loading the compiled sets blocks for seconds: done before the first job's lock is taken.
  await loadCompiledSets().catch(() => undefined);
  const runs = new Map<string, Promise<{ spec: RunSpec; db: CardDb }>>();
  const load = (run: string) => {
    let loaded = runs.get(run);
    if (!loaded) {
      loaded = redis.get(specKey(run)).then(async (text) => {
        if (text === null) throw new Error(`run ${run}: no spec on Redis (finished or expired)`);
        const spec = parseRunSpec(JSON.parse(text));
        return { spec, db: await cardDbFor(spec.decks) };
      });
      loaded.catch(() => runs.delete(run));
      runs.set(run, loaded);
    }
    return loaded;
  };
  const workerConnection = redis.duplicate();
  const worker = new Worker<RangeJob>(
    QUEUE_NAME,
    async (job) => {
      const { run, from, to } = job.data;
      const { spec, db } = await load(run);
      const field = rangeField(from, to);
      await redis.hincrby(startsKey(run), field, 1);
      await redis.expire(startsKey(run), RUN_TTL_SECONDS);
      const result = await playSliced(spec, db, from, to);
      await redis.hset(resultsKey(run), field, JSON.stringify(result));
      await redis.expire(resultsKey(run), RUN_TTL_SECONDS);
      opts.onRange?.(job.data, result);
    },
    {
      connection: workerConnection,
      concurrency: 1,
      ...(opts.lockMs !== undefined ? { lockDuration: opts.lockMs } : {}),
      ...(opts.stalledMs !== undefined ? { stalledInterval: opts.stalledMs } : {}),
      maxStalledCount: 5,
    },
  );
  worker.on("error", (e) => console.error(`worker: ${e.message}`));
  await worker.waitUntilReady();
  return {
    async close() {
      await worker.close();
      workerConnection.disconnect(); // BullMQ closes only the connections it made itself
      redis.disconnect();
    },
  };
}
