// How strong the players are against each other (issue 19): a round robin of random, greedy and mc
// (the flat Monte Carlo agent), N games per pairing, printing each pairing's win rate with its 95%
// Wilson interval, draws and games stopped early, and the CPU time it took.
// Run: npx tsx bench/agents.ts [--games N] [--pairs random-greedy,random-mc,…] [--seed S]
//        [--mc-rollouts K] [--mc-games M] [--first J]
// Game j of a pairing (X, Y) is seed S+j on the built-in vanilla and seed decks; X sits in seat j
// mod 2 and holds deck ⌊j/2⌋ mod 2, so over every 4 games each agent plays each seat with each
// deck once: neither the first seat nor the stronger deck (vanilla wins ~75% between random
// players) favours a side. --mc-games caps the games of the pairings with mc (default: --games),
// which are ~100× slower than the others; the output says how many each pairing played. --first J
// plays games J… of the pairing instead of 0…: runs of consecutive slices (--first 0, 100, 200 …
// with --games 100) play exactly the games of one long run, so a slow pairing can be played in
// pieces (or on both cores at once) and its counts added.
import { parseArgs, intFlag } from "../cli/args.ts";
import { agentMaker, type AgentKind } from "../cli/agent-flag.ts";
import { runGame, sampleDb, sampleDecks, MC_DEFAULTS } from "../runtime/index.ts";
import { wilson } from "../simulation/report/wilson.ts";

const args = parseArgs(process.argv.slice(2), {
  values: ["games", "pairs", "seed", "mc-rollouts", "mc-games", "first"],
});
const games = intFlag(args, "games", 1000);
const mcGames = intFlag(args, "mc-games", games);
const seed = intFlag(args, "seed", 1);
const first = intFlag(args, "first", 0);
const rollouts = intFlag(args, "mc-rollouts", MC_DEFAULTS.rollouts);
const pairs = (args.values.get("pairs")?.at(-1) ?? "random-greedy,random-mc,greedy-mc")
  .split(",")
  .map((p) => p.split("-") as [AgentKind, AgentKind]);
const db = sampleDb();
const decks = [sampleDecks.vanilla!, sampleDecks.seed!] as const;
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

console.log(
  `agents round robin: decks vanilla/seed, seeds from ${seed}, mc ${rollouts} rollouts × ${MC_DEFAULTS.maxCandidates} candidates, rollouts cut at ${MC_DEFAULTS.rolloutDecisions} decisions`,
);
for (const [x, y] of pairs) {
  const n = x === "mc" || y === "mc" ? mcGames : games;
  const makeX = agentMaker(x, rollouts);
  const makeY = agentMaker(y, rollouts);
  let wins = 0;
  let draws = 0;
  let early = 0;
  const c0 = process.cpuUsage();
  for (let j = first; j < first + n; j++) {
    const seat = j % 2;
    const deck = Math.floor(j / 2) % 2;
    const ax = makeX(seed * 7919 + j);
    const ay = makeY(seed * 104729 + j);
    const pair = seat === 0 ? [decks[deck]!, decks[1 - deck]!] : [decks[1 - deck]!, decks[deck]!];
    const rec = runGame(
      db,
      pair as [string[], string[]],
      seed + j,
      seat === 0 ? [ax, ay] : [ay, ax],
    );
    if (rec.winner === null) early++;
    else if (rec.winner === "draw") draws++;
    else if (rec.winner === seat) wins++;
  }
  const cu = process.cpuUsage(c0);
  const finished = n - early;
  const w = wilson(wins, finished);
  console.log(
    `${`${x} vs ${y}`.padEnd(18)} ${String(n).padStart(5)} games${first ? ` (from game ${first})` : ""}: ${x} wins ${wins}, ${w ? `${pct(w.rate)} (95% ${pct(w.low)}–${pct(w.high)})` : "–"}, draws ${draws}, stopped early ${early}, ${((cu.user + cu.system) / 1e6).toFixed(1)} CPU s`,
  );
}
