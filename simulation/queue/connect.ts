// One ioredis connection to the queue's Redis, loaded lazily (only `--queue` and `memoria worker`
// import ioredis). BullMQ needs maxRetriesPerRequest null on its connections; a first PING with a
// time limit turns "nothing listens there" into a clear error instead of endless retries.
import type { Redis } from "ioredis";
import { QueueError } from "./errors.ts";

export { QueueError };

export async function connectRedis(url: string, timeoutMs = 10_000): Promise<Redis> {
  let RedisClass: typeof Redis;
  try {
    const mod = (await import("ioredis")) as { Redis?: typeof Redis; default?: unknown };
    RedisClass = mod.Redis ?? (mod.default as typeof Redis);
  } catch {
    throw new QueueError("--queue needs the packages bullmq and ioredis: npm i bullmq ioredis");
  }
  const client = new RedisClass(url, { maxRetriesPerRequest: null, lazyConnect: true });
  let lastError = "";
  client.on("error", (e: Error) => (lastError = e.message)); // else ioredis prints each retry
  const timer = new Promise<never>((_, reject) =>
    setTimeout(
      () =>
        reject(new QueueError(`cannot reach Redis at ${url}${lastError ? `: ${lastError}` : ""}`)),
      timeoutMs,
    ).unref(),
  );
  try {
    await Promise.race([client.connect().then(() => client.ping()), timer]);
  } catch (e) {
    client.disconnect();
    if (e instanceof QueueError) throw e;
    throw new QueueError(`cannot reach Redis at ${url}: ${lastError || (e as Error).message}`);
  }
  return client;
}
