// What `memoria simulate` costs per game beyond the engine: the same games (same decks, seeds and
// agents) played through playRange (the CLI's path: RunSpec, pairing, tallies, invariant checks on
// final states as `--fast` does) and through a bare runGame loop, in alternating blocks in one
// process, so both see the same load. Prints games per CPU second of each and their ratio.
// Run: npx tsx bench/simulate-cli.ts [games] [samples|pool] [random|random-fast] [tally,tally…]
// (`samples` = `--decks vanilla seed`; `pool` = `--decks decks/pool --ignore-unimplemented`;
// tallies: none by default, as a plain `simulate`; `text-usage` is `--text-usage`.)
import { runGame } from "../runtime/index.ts";
import { agents } from "../simulation/agents.ts";
import { pairing } from "../simulation/pairing.ts";
import { playRange } from "../simulation/play-range.ts";
import type { RunSpec } from "../simulation/run-spec.ts";
import { cardDbFor, loadDecks } from "../cli/commands/simulate.ts";

const games = Number(process.argv[2] ?? 1000);
const suite = process.argv[3] ?? "samples";
const agent = process.argv[4] ?? "random-fast";
const tallies = (process.argv[5] ?? "").split(",").filter((t) => t !== "");
if (!Number.isInteger(games) || games < 1 || !["samples", "pool"].includes(suite)) {
  console.error(
    "usage: npx tsx bench/simulate-cli.ts [games] [samples|pool] [random|random-fast] [tallies]",
  );
  process.exit(2);
}
const decks = loadDecks(suite === "pool" ? ["decks/pool"] : []);
const db = await cardDbFor(decks);
const spec: RunSpec = {
  decks,
  firstSeed: 1,
  games,
  agents: [{ name: agent }, { name: agent }],
  ignoreUnimplemented: suite === "pool",
  check: "final",
  tallies,
};

/** The games of `spec` [from, to) without the CLI: the same decks, seeds and agents (play-range.ts). */
function bare(from: number, to: number): void {
  const make = agents[agent]!;
  for (let i = from; i < to; i++) {
    const [a, b] = pairing(i, decks.length);
    runGame(
      db,
      [decks[a]!, decks[b]!],
      spec.firstSeed + i,
      [make(spec.firstSeed * 7919 + i, {}), make(spec.firstSeed * 104729 + i, {})],
      { ignoreUnimplemented: spec.ignoreUnimplemented },
    );
  }
}

const cpu = (f: () => void): number => {
  const c0 = process.cpuUsage();
  f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1e6;
};

// Warm-up of both paths, then alternating blocks over the same games.
bare(0, Math.min(50, games));
playRange(spec, db, 0, Math.min(50, games));
const block = Math.max(1, Math.ceil(games / 4));
let tBare = 0;
let tCli = 0;
for (let from = 0; from < games; from += block) {
  const to = Math.min(games, from + block);
  tBare += cpu(() => bare(from, to));
  tCli += cpu(() => playRange(spec, db, from, to));
}
const label = `${suite} ${agent}${tallies.length ? ` +${tallies.join(",")}` : ""}`;
console.log(`simulate path, ${games} games, ${label} (per CPU second)`);
console.log(`runGame loop      ${(games / tBare).toFixed(0).padStart(6)} games/s`);
console.log(`playRange (CLI)   ${(games / tCli).toFixed(0).padStart(6)} games/s`);
console.log(`CLI cost per game ${(tCli / tBare).toFixed(2)}× the bare loop`);
