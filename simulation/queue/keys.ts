// The names a simulation run uses on Redis, shared by `memoria simulate --queue` (the producer)
// and `memoria worker` (the consumers). One BullMQ queue carries every run's jobs; each job names
// its run, whose spec and results live under the run's own keys.

/** The BullMQ queue every `memoria worker` listens on. */
export const QUEUE_NAME = "memoria-simulate";

/** A job: play games [from, to) of the run `run` (its spec is at specKey(run)). */
export interface RangeJob {
  run: string;
  from: number;
  to: number;
}

/** The run's RunSpec, as JSON. */
export const specKey = (run: string): string => `memoria:run:${run}:spec`;
/**
 * Hash: range field → its RangeResult as JSON. A range's result is written with HSET under its
 * own field: a retried range overwrites its first result (the same games, the same totals), so
 * nothing is counted twice, and the producer merges once every field is present.
 */
export const resultsKey = (run: string): string => `memoria:run:${run}:results`;
/** Hash: range field → how many times a worker started it (more than 1: retried). */
export const startsKey = (run: string): string => `memoria:run:${run}:starts`;

export const rangeField = (from: number, to: number): string => `${from}-${to}`;

/** BullMQ job ids may not hold ":"; the id makes adding the same range twice a no-op. */
export const jobId = (job: RangeJob): string => `${job.run}-${job.from}-${job.to}`;

/** Keys of a run expire after this long, so an abandoned run does not stay on Redis forever. */
export const RUN_TTL_SECONDS = 7 * 24 * 3600;

/** A queue URL: redis://HOST:PORT (or rediss://, with a password or a db number). */
export function checkQueueUrl(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `"${text}" is not a URL (redis://HOST:PORT)`;
  }
  if (url.protocol !== "redis:" && url.protocol !== "rediss:")
    return `"${text}": the queue is on Redis, redis://HOST:PORT`;
  if (!url.hostname) return `"${text}": no host (redis://HOST:PORT)`;
  return undefined;
}
