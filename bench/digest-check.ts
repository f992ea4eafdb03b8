// Proof harness for engine optimisations: plays N seeded random-vs-random games and prints ONE
// combined digest of every game's final-state digest and decision log. An optimisation that must
// not change any game (indexes, caches) must leave this value identical for the same arguments.
// Run: npx tsx bench/digest-check.ts [--games N] [--seed S] [--suite samples|pool|both]
//                                     [--agent random|random-fast] [--rollout] [--copy-on-write]
// --rollout: instead, count the games where runtime/rollout.ts (in place) ends elsewhere than
// runGame (copy on write). --copy-on-write: runGame copies at every step (RunOptions.copyOnWrite)
// where it would play in place (runner.ts playsInPlace): the same digest, or the two ways differ.
// The games themselves live in bench/digest-games.ts (shared with test/runtime/digest-golden.test.ts).
import {
  gameSuites,
  rolloutMismatches,
  suiteDigest,
  type AgentKind,
  type Suite,
} from "./digest-games.ts";

function flag(name: string, fallback: string): string {
  const k = process.argv.indexOf(`--${name}`);
  return k >= 0 && process.argv[k + 1] !== undefined ? process.argv[k + 1]! : fallback;
}

const games = Number(flag("games", "1000"));
const seed = Number(flag("seed", "1"));
const suiteArg = flag("suite", "both");
const agent = flag("agent", "random") as AgentKind;
if (!Number.isInteger(games) || games < 1 || !Number.isInteger(seed)) {
  console.error(
    "usage: npx tsx bench/digest-check.ts [--games N] [--seed S] [--suite samples|pool|both] [--agent random|random-fast] [--rollout] [--copy-on-write]",
  );
  process.exit(2);
}
const wanted: Suite[] = suiteArg === "both" ? ["samples", "pool"] : [suiteArg as Suite];
const suites = await gameSuites(wanted);
const c0 = process.cpuUsage();
for (const s of suites) {
  if (process.argv.includes("--rollout")) {
    // runtime/rollout.ts (in place) against runGame (copy on write): the same final states?
    const bad = rolloutMismatches(s, seed, games, agent);
    console.log(
      `${s.name.padEnd(8)} ${agent} seeds ${seed}..${seed + games - 1}: rollout differs in ${bad.length} games${bad.length ? ` (seeds ${bad.slice(0, 10).join(", ")}…)` : ""}`,
    );
    continue;
  }
  const r = suiteDigest(s, seed, games, agent, process.argv.includes("--copy-on-write"));
  console.log(
    `${s.name.padEnd(8)} ${agent} seeds ${seed}..${seed + games - 1}: digest ${r.digest}  (${r.decisions} decisions, ${r.errors} stopped early)`,
  );
}
const cu = process.cpuUsage(c0);
console.log(`cpu ${((cu.user + cu.system) / 1e6).toFixed(1)} s`);
