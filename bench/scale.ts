// Scale benchmark (issue 19): games per second of `simulate --workers 1` against `--workers 2`
// (alternating runs, so a machine whose load changes treats both alike), and of the queue with two
// local `memoria worker` processes against `--workers 2`. Prints wall-clock games/s, games per CPU
// second and the ratios. The queue part starts its own redis-server (skipped if there is none).
// Run: npx tsx bench/scale.ts [--games N] [--rounds R] [--decks DIR|files…] [--agent random|random-fast]
// Thread start-up (each thread loads the engine and the compiled sets) is inside the --workers
// timings; queue workers are started before the clock, as on machines that serve many runs.
import { spawn, type ChildProcess } from "node:child_process";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { intFlag, parseArgs } from "../cli/args.ts";
import { median } from "./compare/figures.ts";
import { loadDecks } from "../cli/commands/simulate.ts";
import { cardDbFor } from "../simulation/card-db.ts";
import type { RunSpec } from "../simulation/run-spec.ts";
import { playOnThreads } from "../simulation/threads.ts";
import { playOnQueue } from "../simulation/queue/producer.ts";
import { redisBinary, startRedis } from "../test/simulation/redis-server.ts";

const args = parseArgs(process.argv.slice(2), {
  values: ["games", "rounds", "decks", "agent"],
  booleans: ["no-queue"],
});
const games = intFlag(args, "games", 4000);
const rounds = intFlag(args, "rounds", 2);
const agent = args.values.get("agent")?.at(-1) ?? "random-fast";
const decks = loadDecks(args.values.get("decks") ?? ["decks"]);
const spec: RunSpec = {
  decks,
  firstSeed: 1,
  games,
  agents: [{ name: agent }, { name: agent }],
  ignoreUnimplemented: true,
  check: "final",
  tallies: [],
};
await cardDbFor(decks); // the compiled sets, loaded before any clock starts

interface Figure {
  wall: number;
  cpu: number;
  /** Games per second once every thread is up: from every thread's first range to the end. */
  steady?: number;
  /** Games per CPU second (all threads) over the same stretch: the cost of a game, start-up aside. */
  steadyCpu?: number;
}
const rate = (f: Figure): string =>
  `${(games / f.wall).toFixed(1).padStart(7)} games/s wall, ${(games / f.cpu).toFixed(1).padStart(7)} per CPU second` +
  (f.steady !== undefined
    ? `; after start-up ${f.steady.toFixed(1).padStart(7)} games/s wall, ${f.steadyCpu!.toFixed(1).padStart(7)} per CPU second`
    : "");

async function threads(n: number): Promise<Figure> {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let ready: { at: number; done: number; cpu: NodeJS.CpuUsage } | undefined;
  let done = 0;
  const up = new Set<number>();
  await playOnThreads(spec, n, undefined, (r, thread) => {
    done += r.ranges.reduce((sum, [f, t]) => sum + t - f, 0);
    up.add(thread);
    if (!ready && up.size === n) ready = { at: performance.now(), done, cpu: process.cpuUsage() };
  });
  const end = performance.now();
  const cu = process.cpuUsage(c0);
  if (!ready) return { wall: (end - t0) / 1000, cpu: (cu.user + cu.system) / 1e6 };
  const after = process.cpuUsage(ready.cpu);
  return {
    wall: (end - t0) / 1000,
    cpu: (cu.user + cu.system) / 1e6,
    steady: ((games - ready.done) * 1000) / (end - ready.at),
    steadyCpu: ((games - ready.done) * 1e6) / (after.user + after.system),
  };
}

console.log(
  `scale bench: ${games} games per run, ${decks.length} decks, ${agent} vs ${agent}, ${rounds} round(s); load average ${loadavg()[0]!.toFixed(1)}`,
);
const one: Figure[] = [];
const two: Figure[] = [];
for (let r = 0; r < rounds; r++) {
  one.push(await threads(1));
  console.log(`--workers 1           ${rate(one.at(-1)!)}`);
  two.push(await threads(2));
  console.log(`--workers 2           ${rate(two.at(-1)!)}`);
}
const speedUp = median(one.map((f, k) => f.wall / two[k]!.wall));
const steadyUp = median(one.map((f, k) => (two[k]!.steady ?? NaN) / (f.steady ?? NaN)));
console.log(
  `speed-up of --workers 2 over 1 (median of rounds): ${speedUp.toFixed(2)}x wall clock, ${steadyUp.toFixed(2)}x after start-up`,
);

if (args.booleans.has("no-queue")) process.exit(0);
if (!redisBinary()) {
  console.log("*** queue part skipped: no redis-server (apt-get install -y redis-server) ***");
  process.exit(0);
}
const redis = await startRedis();
const workers: ChildProcess[] = [];
try {
  const ready: Promise<void>[] = [];
  for (let k = 0; k < 2; k++) {
    const child = spawn(process.execPath, ["cli/bin.mjs", "worker", "--queue", redis.url], {
      cwd: resolve(import.meta.dirname, ".."),
      stdio: ["ignore", "pipe", "inherit"],
    });
    workers.push(child);
    ready.push(
      new Promise((ok) =>
        child.stdout!.on("data", (d: Buffer) => d.toString().includes("waiting") && ok()),
      ),
    );
  }
  await Promise.all(ready);
  const ratios: number[] = [];
  const steadyRatios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    const run = await playOnQueue(spec, redis.url, undefined, () => {});
    const q: Figure = { wall: (performance.now() - t0) / 1000, cpu: run.result.cpuMicros / 1e6 };
    console.log(`queue, 2 workers      ${rate(q)}  (${run.ranges} ranges, ${run.retried} retried)`);
    const t = await threads(2);
    console.log(`--workers 2           ${rate(t)}`);
    ratios.push(t.wall / q.wall);
    steadyRatios.push(games / q.wall / (t.steady ?? NaN));
    console.log(
      `  this round: the queue at ${(100 * steadyRatios.at(-1)!).toFixed(0)}% of --workers 2 after start-up`,
    );
  }
  console.log(
    `queue with 2 local workers vs --workers 2 (games/s, median of rounds): ${(100 * median(ratios)).toFixed(0)}% of the wall-clock rate, ${(100 * median(steadyRatios)).toFixed(0)}% of the rate after start-up`,
  );
} finally {
  // Redis stops only after the workers have closed their connections: a worker whose server
  // vanishes first prints a connection error for every retry of its shutdown.
  await Promise.all(workers.map(stopWorker));
  redis.stop();
}

/** SIGTERM, then the exit (SIGKILL after 10 s: a bench must end). */
function stopWorker(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(kill);
      done();
    });
    child.kill("SIGTERM");
  });
}
