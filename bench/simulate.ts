// Engine benchmark (one core): full random-vs-random games per second with the built-in vanilla
// and seed decks, decisions per second, and the cost of cloning a mid-game state.
// Run: npx tsx bench/simulate.ts [games] [random|random-fast]
// The agent kind is the second argument (not a flag) so that `bench/compare.ts` can run this on an
// older tree, which ignores it: the same lines then compare random-fast here with random there.
import {
  cloneState,
  createGame,
  rollout,
  randomAgent,
  randomFastAgent,
  runGame,
  sampleDb,
  sampleDecks,
  type GameState,
} from "../runtime/index.ts";

const games = Number(process.argv[2] ?? 2000);
const agentKind = process.argv[3] ?? "random";
if (agentKind !== "random" && agentKind !== "random-fast") {
  console.error("usage: npx tsx bench/simulate.ts [games] [random|random-fast]");
  process.exit(2);
}
const agent = agentKind === "random" ? randomAgent : randomFastAgent;
const db = sampleDb();

function bench(
  label: string,
  a: readonly string[],
  b: readonly string[],
): { mid: GameState | null } {
  // Warm up the JIT so the figure is the steady state.
  for (let i = 0; i < 200; i++) runGame(db, [a, b], 10_000 + i, [agent(i), agent(i + 1)]);
  let decisions = 0;
  let turns = 0;
  let mid: GameState | null = null;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  for (let i = 0; i < games; i++) {
    const rec = runGame(db, [a, b], i, [agent(i * 2 + 1), agent(i * 2 + 2)], {
      ...(i === 0
        ? { onStep: (s: GameState) => void (s.turn === 8 && !mid ? (mid = s) : null) }
        : {}),
    });
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
  return { mid };
}

console.log(
  `memoria engine benchmark: ${games} games per line, ${agentKind} vs ${agentKind}, one core`,
);
const v = bench("vanilla vs vanilla", sampleDecks.vanilla!, sampleDecks.vanilla!);
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
// up like the runGame lines (200 rollouts of other seeds first): without it the figure mixed the
// JIT's start into the rate (about half the steady rate under tsx).
{
  const warm = seedStarts(10_000, 200);
  for (let i = 0; i < warm.length; i++) rollout(warm[i]!, [agent(i), agent(i + 1)]);
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

const mid = v.mid as GameState | null;
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
