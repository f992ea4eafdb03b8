// `memoria simulate --queue redis://HOST:PORT`: the run's spec goes to Redis once, its games go
// into the queue as seed ranges (one BullMQ job each), `memoria worker` processes on any number of
// machines play them and store each range's result under its own key; this side waits until every
// range has a result, then merges them (merge.ts refuses a game counted twice) and cleans up.
import { randomUUID } from "node:crypto";
import { coversRun, emptyResult, mergeResults, splitRanges } from "../merge.ts";
import type { RangeResult } from "../play-range.ts";
import type { RunSpec } from "../run-spec.ts";
import { connectRedis, QueueError } from "./connect.ts";
import {
  jobId,
  QUEUE_NAME,
  rangeField,
  resultsKey,
  RUN_TTL_SECONDS,
  specKey,
  startsKey,
  type RangeJob,
} from "./keys.ts";

export interface QueueRunResult {
  result: RangeResult;
  ranges: number;
  /** Ranges a worker started more than once (a worker stopped or lost its lock mid-range). */
  retried: number;
  /** Those ranges, as `from-to`. */
  retriedRanges: string[];
}

/** Games per job when not given: jobs of a few seconds, enough of them to spread over machines. */
export function defaultJobSize(games: number): number {
  return Math.max(1, Math.min(500, Math.ceil(games / 64)));
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * Play the run through the queue at `url`; resolves once every range's result is in. `progress`
 * gets a line every 10 s (ranges done, workers connected); `gamesDone` the games of each range
 * whose result came in (a progress bar's tick), once per range.
 */
export async function playOnQueue(
  spec: RunSpec,
  url: string,
  size = defaultJobSize(spec.games),
  progress: (line: string) => void = (line) => console.error(line),
  gamesDone: (games: number) => void = () => {},
): Promise<QueueRunResult> {
  const { Queue } = await import("bullmq");
  const redis = await connectRedis(url);
  const run = randomUUID();
  const queueConnection = redis.duplicate();
  const queue = new Queue<RangeJob>(QUEUE_NAME, { connection: queueConnection });
  try {
    await redis.set(specKey(run), JSON.stringify(spec), "EX", RUN_TTL_SECONDS);
    const ranges = splitRanges(spec.games, size);
    await queue.addBulk(
      ranges.map(([from, to]) => {
        const data: RangeJob = { run, from, to };
        const opts = {
          jobId: jobId(data),
          attempts: 3,
          removeOnComplete: true,
          removeOnFail: 1000,
        };
        return { name: "range", data, opts };
      }),
    );
    const stored = await waitForRanges(redis, queue, run, ranges.length, progress, gamesDone);
    let result = emptyResult();
    for (const text of Object.values(stored)) result = mergeResults(result, JSON.parse(text));
    if (!coversRun(result, spec.games))
      throw new QueueError(`the results cover ${JSON.stringify(result.ranges)}, not the run`);
    const starts = Object.entries(await redis.hgetall(startsKey(run)));
    const retriedRanges = starts.filter(([, n]) => Number(n) > 1).map(([field]) => field);
    return { result, ranges: ranges.length, retried: retriedRanges.length, retriedRanges };
  } finally {
    await redis.del(specKey(run), resultsKey(run), startsKey(run)).catch(() => 0);
    await queue.close();
    queueConnection.disconnect(); // BullMQ closes only the connections it made itself
    redis.disconnect();
  }
}

/** Poll until `count` results are stored; a job that failed for good stops the run. */
async function waitForRanges(
  redis: import("ioredis").Redis,
  queue: import("bullmq").Queue<RangeJob>,
  run: string,
  count: number,
  progress: (line: string) => void,
  gamesDone: (games: number) => void,
): Promise<Record<string, string>> {
  let last = Date.now();
  const counted = new Set<string>();
  for (let polls = 0; ; polls++) {
    const done = await redis.hlen(resultsKey(run));
    if (done > counted.size) countNewRanges(await redis.hkeys(resultsKey(run)), counted, gamesDone);
    if (done >= count) return redis.hgetall(resultsKey(run));
    if (polls % 10 === 0) {
      const failed = (await queue.getJobs(["failed"], 0, 1000)).find((j) => j.data.run === run);
      if (failed)
        throw new QueueError(
          `range ${rangeField(failed.data.from, failed.data.to)} failed: ${failed.failedReason}`,
        );
    }
    if (Date.now() - last > 10_000) {
      last = Date.now();
      const workers = (await queue.getWorkers()).length;
      progress(`queue: ${done} of ${count} ranges done, ${workers} worker(s) connected`);
    }
    await sleep(100);
  }
}

/** Report the games of each range field (`from-to`) not seen before, and remember it. */
function countNewRanges(
  fields: readonly string[],
  counted: Set<string>,
  gamesDone: (games: number) => void,
): void {
  for (const field of fields) {
    if (counted.has(field)) continue;
    counted.add(field);
    const [from, to] = field.split("-").map(Number);
    gamesDone(to! - from!);
  }
}
