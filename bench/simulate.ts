// Engine benchmark (one core): full random-vs-random games per second with the built-in vanilla
// and seed decks, decisions per second, and the cost of cloning a mid-game state.
// Run: npx tsx bench/simulate.ts [games] [random|random-fast] [--warmup N] [--bundled]
// Each line first plays N games (default 5,000) so that the figure is the engine's steady state,
// not V8's optimising compiler still at work: after 200 games (the warm-up until 2026-12-05) the
// compiler still spent ~0.3–0.4 s in the next 2,000 seed games of either tree — a quarter of this
// tree's measured CPU, 7 % of 857935b's — and ~0.07 s after 5,000 (`npx tsx bench/jit-settle.ts`).
// To compare with an older tree, run this script there too (`bench/compare.ts --this-script`): a
// tree without the in-place rollout or the random-fast agent skips that line or refuses that agent.
// --bundled runs it as the package ships the engine (scripts/bundle-cli.ts: one ES module, no
// keepNames) on plain Node: tsx's transform costs each tree differently (it wraps every named
// local function in a `__name` call, which issue 15 took off this tree's hot paths).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { GameState } from "../runtime/index.ts";

const USAGE =
  "usage: npx tsx bench/simulate.ts [games] [random|random-fast] [--warmup N] [--bundled]";

interface Options {
  games: number;
  agentKind: string;
  warmup: number;
  bundled: boolean;
}

function parseArgs(argv: string[]): Options {
  const positional: string[] = [];
  let warmup = 5000;
  let bundled = false;
  for (let k = 0; k < argv.length; k++) {
    if (argv[k] === "--warmup") warmup = Number(argv[++k]);
    else if (argv[k] === "--bundled") bundled = true;
    else positional.push(argv[k]!);
  }
  const games = Number(positional[0] ?? 2000);
  const agentKind = positional[1] ?? "random";
  const whole = (n: number, min: number): boolean => Number.isInteger(n) && n >= min;
  if (!whole(games, 1) || !whole(warmup, 0) || positional.length > 2) fail(USAGE);
  if (agentKind !== "random" && agentKind !== "random-fast") fail(USAGE);
  return { games, agentKind, warmup, bundled };
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** --bundled: this script bundled (the tree it is in) and run on Node with the other arguments. */
async function runBundled(args: string[]): Promise<number> {
  // (imported here, and left out of the bundle: the bundle never runs this)
  const { buildSync } = await import("esbuild");
  const dir = mkdtempSync(join(tmpdir(), "memoria-simulate-"));
  try {
    const outfile = join(dir, "simulate.mjs");
    buildSync({
      entryPoints: [fileURLToPath(import.meta.url)],
      outfile,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      keepNames: false,
      external: ["esbuild"],
      logLevel: "error",
    });
    return spawnSync(process.execPath, [outfile, ...args], { stdio: "inherit" }).status ?? 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const { games, agentKind, warmup, bundled } = parseArgs(process.argv.slice(2));
if (bundled) process.exit(await runBundled(process.argv.slice(2).filter((a) => a !== "--bundled")));
// (imported once it is known to run here: a --bundled run's parent has no games to play)
const runtime = await import("../runtime/index.ts");
const { cloneState, createGame, runGame, randomAgent, sampleDb, sampleDecks } = runtime;
// (absent from a tree older than issue 15: see the file comment)
const { rollout, randomFastAgent } = runtime as Partial<typeof runtime>;
if (agentKind === "random-fast" && !randomFastAgent) fail("this tree has no random-fast agent");
const agent = agentKind === "random" ? randomAgent : randomFastAgent!;
const db = sampleDb();

function bench(label: string, a: readonly string[], b: readonly string[]): void {
  // Warm up the JIT so the figure is the steady state (the file comment).
  for (let i = 0; i < warmup; i++) runGame(db, [a, b], 10_000 + i, [agent(i), agent(i + 1)]);
  let decisions = 0;
  let turns = 0;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  for (let i = 0; i < games; i++) {
    const rec = runGame(db, [a, b], i, [agent(i * 2 + 1), agent(i * 2 + 2)]);
    decisions += rec.decisions.length;
    turns += rec.turns;
  }
  const wall = (performance.now() - t0) / 1000;
  const cu = process.cpuUsage(c0);
  // CPU time of this process: the single-core figure even when the machine is shared.
  const cpu = (cu.user + cu.system) / 1e6;
  console.log(
    `${label.padEnd(18)} ${(games / cpu).toFixed(0).padStart(6)} games/s  ${(decisions / cpu).toFixed(0).padStart(7)} decisions/s  ` +
      `${(turns / games).toFixed(1)} turns/game  ${(decisions / games).toFixed(1)} decisions/game  (per CPU second; wall clock ${(games / wall).toFixed(0)} games/s)`,
  );
}

console.log(
  `memoria engine benchmark: ${games} games per line after ${warmup} warm-up games, ${agentKind} vs ${agentKind}, one core`,
);
bench("vanilla vs vanilla", sampleDecks.vanilla!, sampleDecks.vanilla!);
bench("seed vs seed", sampleDecks.seed!, sampleDecks.seed!);
bench("vanilla vs seed", sampleDecks.vanilla!, sampleDecks.seed!);

/** Seed-vs-seed starting states for the rollout line, of seeds `from` .. `from + n - 1`. */
function seedStarts(from: number, n: number): GameState[] {
  const starts: GameState[] = [];
  for (let i = from; i < from + n; i++) {
    const c = createGame({ cards: db, decks: [sampleDecks.seed!, sampleDecks.seed!], seed: i });
    if (c.ok) starts.push(c.state);
  }
  return starts;
}

// The same seed-deck games as in-place rollouts (runtime/rollout.ts): no per-step copies. Warmed
// up like the runGame lines (rollouts of other seeds first): without it the figure mixed the JIT's
// start into the rate (about half the steady rate under tsx).
if (rollout) {
  // (one start at a time: thousands made up front would sit in the heap while the line is timed)
  for (let i = 0; i < warmup; i++)
    for (const start of seedStarts(10_000 + i, 1)) rollout(start, [agent(i), agent(i + 1)]);
  const starts = seedStarts(0, games);
  const c0 = process.cpuUsage();
  let decisions = 0;
  for (let i = 0; i < starts.length; i++)
    decisions += rollout(starts[i]!, [agent(i * 2 + 1), agent(i * 2 + 2)]).decisions;
  const cu = process.cpuUsage(c0);
  const cpu = (cu.user + cu.system) / 1e6;
  console.log(
    `rollout seed/seed ${(starts.length / cpu).toFixed(0).padStart(6)} games/s  ${(decisions / cpu).toFixed(0).padStart(7)} decisions/s  (in place, per CPU second)`,
  );
}

// A state of turn 8 of the vanilla line's game 0, played again untimed: with `onStep` runGame
// copies at every step (runner.ts playsInPlace), and one such game among the timed ones made V8
// drop and compile again the code the others run in place — ~0.2 s of a line's CPU (2026-12-05).
let caught: GameState | null = null;
runGame(db, [sampleDecks.vanilla!, sampleDecks.vanilla!], 0, [agent(1), agent(2)], {
  onStep: (s: GameState) => void (s.turn === 8 && !caught ? (caught = s) : null),
});
// (assigned in the callback: TypeScript would read `caught` as still null)
const mid = caught as GameState | null;
if (mid) {
  const n = 100_000;
  let t0 = performance.now();
  let sink = 0;
  for (let i = 0; i < n; i++) sink += cloneState(mid).cards.length;
  const cloneUs = ((performance.now() - t0) * 1000) / n;
  t0 = performance.now();
  for (let i = 0; i < 2000; i++) sink += (structuredClone(mid) as GameState).cards.length;
  const scUs = ((performance.now() - t0) * 1000) / 2000;
  console.log(
    `clone of a mid-game state (turn ${mid.turn}): ${cloneUs.toFixed(2)} µs (structuredClone: ${scUs.toFixed(1)} µs) [${sink > 0 ? "ok" : ""}]`,
  );
}
