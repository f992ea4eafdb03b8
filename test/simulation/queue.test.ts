// `memoria simulate --queue` and `memoria worker` on a real redis-server (loopback): the fault
// test of issue 19. Two workers plus a third killed (SIGKILL) in the middle of a range: the run's
// totals equal the one-process totals, no game is lost or counted twice, and the killed worker's
// range is retried exactly once. Also: no Redis, a clear error; without --queue, no bullmq/ioredis.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectRedis, QueueError } from "../../simulation/queue/connect.ts";
import { playOnQueue } from "../../simulation/queue/producer.ts";
import { coversRun } from "../../simulation/merge.ts";
import { sourceBundle } from "../../simulation/source-bundle.ts";
import { counted, GAMES, played } from "./fixture.ts";
import { redisBinary, startRedis, type RedisServer } from "./redis-server.ts";

const repo = resolve(import.meta.dirname, "../..");
const haveRedis = redisBinary();
if (!haveRedis)
  console.warn(
    "\n*** SKIPPING the queue tests: no redis-server binary (apt-get install -y redis-server) ***\n",
  );

/**
 * The `memoria` command for the workers: an esbuild bundle of cli/main.ts (built once per process,
 * simulation/source-bundle.ts). Through cli/bin.mjs each worker loaded its ~900 modules through tsx,
 * about 2 s of CPU before its first range; the bundle starts in under half of that. The worker's module
 * graph (the queue, the card database, generated/) finds no file through `import.meta`, so it runs
 * the same from the bundle's folder.
 */
const memoriaBundle = (): Promise<URL> =>
  sourceBundle(new URL("../../cli/main.ts", import.meta.url));

/**
 * A `memoria worker` process with a short lock, so a dead worker's range comes back quickly. A real
 * process: the test kills one (SIGKILL) mid-range, and a worker runs until it is stopped.
 */
function worker(bundle: URL, url: string): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(
    process.execPath,
    [
      fileURLToPath(bundle),
      "worker",
      ...["--queue", url, "--lock-ms", "4000", "--stalled-ms", "500"],
    ],
    { cwd: repo, stdio: ["ignore", "pipe", "inherit"] },
  );
  const ready = new Promise<void>((ok, fail) => {
    child.stdout!.on("data", (d: Buffer) => {
      if (d.toString().includes("waiting for ranges")) ok();
    });
    child.once("exit", (code) => fail(new Error(`worker exited ${code} before it was ready`)));
  });
  return { child, ready };
}

describe.skipIf(!haveRedis)(
  "simulate --queue with memoria worker (redis-server on loopback)",
  () => {
    let redis: RedisServer;
    let bundle: URL;
    const children: ChildProcess[] = [];
    beforeAll(async () => {
      [redis, bundle] = await Promise.all([startRedis(), memoriaBundle()]);
    });
    afterAll(() => {
      for (const c of children) c.kill("SIGKILL");
      redis?.stop();
    });

    it("two workers plus one killed mid-range: the one-process totals, nothing lost or doubled", async () => {
      const { spec, whole } = await played();
      const victim = worker(bundle, redis.url);
      children.push(victim.child);
      await victim.ready;
      const lines: string[] = [];
      let barGames = 0; // what a progress bar would have counted: once per range, retried or not
      const run = playOnQueue(
        spec,
        redis.url,
        3,
        (l) => lines.push(l),
        (g) => (barGames += g),
      );
      // Kill the victim (the only worker yet) while it holds a range it has started, not finished.
      const probe = await connectRedis(redis.url);
      let inFlight: string[] = [];
      while (inFlight.length === 0) {
        const [starts] = await probe.keys("memoria:run:*:starts");
        if (starts) {
          const results = starts.replace(/starts$/, "results");
          const [started, finished] = await Promise.all([
            probe.hkeys(starts),
            probe.hkeys(results),
          ]);
          if (started.some((f) => !finished.includes(f))) {
            victim.child.kill("SIGKILL");
            await new Promise((r) => victim.child.once("exit", r));
            const done = await probe.hkeys(results);
            inFlight = (await probe.hkeys(starts)).filter((f) => !done.includes(f));
          }
        }
        await new Promise((r) => setTimeout(r, 5));
      }
      probe.disconnect();
      const others = [worker(bundle, redis.url), worker(bundle, redis.url)];
      children.push(...others.map((w) => w.child));
      const { result, ranges, retried, retriedRanges } = await run;
      const games = (result.totals.base as { games: number }).games;
      console.log(
        `fault test: ${ranges} ranges, ${retried} retried, games lost ${GAMES - games} (of ${GAMES}), ` +
          `counted twice ${Math.max(0, games - GAMES)}; killed mid-range: ${inFlight.join(", ")}; ` +
          `retried: ${retriedRanges.join(", ")}`,
      );
      expect(inFlight.length).toBe(1);
      expect(retriedRanges).toEqual(inFlight);
      expect(retried).toBe(1);
      expect(games).toBe(GAMES);
      expect(barGames).toBe(GAMES);
      expect(coversRun(result, GAMES)).toBe(true);
      expect(counted(result)).toEqual(counted(whole));
      // The run's keys are gone once merged.
      const after = await connectRedis(redis.url);
      expect(await after.keys("memoria:run:*")).toEqual([]);
      after.disconnect();
    }, 600_000);
  },
);

describe("the queue's failure modes and laziness", () => {
  it("no Redis at the address: a QueueError saying so, not a hang", async () => {
    const { spec } = await played();
    await expect(playOnQueue(spec, "redis://127.0.0.1:1", 3)).rejects.toThrow(QueueError);
    await expect(playOnQueue(spec, "redis://127.0.0.1:1", 3)).rejects.toThrow(/cannot reach Redis/);
  });

  it("without --queue, simulate imports neither bullmq nor ioredis (with it, both)", () => {
    // A module hook in a child process records every resolution of either package. One process
    // runs both commands in turn (each start through tsx costs ~2 s of CPU): what the first run
    // resolved is printed before the second starts, so the first line is the run without --queue.
    const dir = mkdtempSync(join(tmpdir(), "memoria-lazy-"));
    const script = join(dir, "lazy.mjs");
    writeFileSync(
      script,
      [
        'import { register } from "node:module";',
        'import { MessageChannel } from "node:worker_threads";',
        "const { port1, port2 } = new MessageChannel();",
        "const seen = [];",
        'port1.on("message", (s) => seen.push(s));',
        "port1.unref();",
        "const hook = `let port; export function initialize(d) { port = d.port; } export async function resolve(s, c, n) { if (/^(bullmq|ioredis)(\\\\/|$)/.test(s)) port.postMessage(s); return n(s, c); }`;",
        'register("data:text/javascript," + encodeURIComponent(hook), { data: { port: port2 }, transferList: [port2] });',
        "(await import(process.argv[2])).register();",
        "const { main } = await import(process.argv[3]);",
        "for (const argv of JSON.parse(process.argv[4])) {",
        "  await main(argv);",
        "  await new Promise((r) => setTimeout(r, 200));",
        '  console.log("LOADED " + JSON.stringify([...new Set(seen)].sort()));',
        "}",
      ].join("\n"),
    );
    const tsx = pathToFileURL(join(repo, "node_modules/tsx/dist/esm/api/index.mjs")).href;
    const main = pathToFileURL(join(repo, "cli/main.ts")).href;
    const runs = [
      ["simulate", "--games", "1"],
      ["simulate", "--games", "1", "--queue", "redis://127.0.0.1:1"],
    ];
    const r = spawnSync(process.execPath, [script, tsx, main, JSON.stringify(runs)], {
      cwd: repo,
      encoding: "utf8",
    });
    const lines = r.stdout.split("\n").filter((l) => l.startsWith("LOADED "));
    expect(lines, r.stderr).toEqual(["LOADED []", 'LOADED ["bullmq","ioredis"]']);
  });
});
