// How long V8's optimising compiler (Turbofan) goes on working while bench/simulate.ts measures: for
// each warm-up length, the seed-deck line's compilations that finish while its games are timed, and
// the compiler's time on them. A figure taken while the compiler still works measures the warm-up,
// not the engine, and the compiler's work is about the same per game in any tree, so it weighs most
// on the fastest tree (it runs on a helper thread, which `process.cpuUsage` counts).
// Run: npx tsx bench/jit-settle.ts [games] [warm-up…]   (default: 2000 games; 200 1000 5000)
// It runs itself in a child Node with --trace-opt (V8 prints each compilation on stdout) and reads
// that output; runs in any tree (`bench/compare.ts --this-script`, one warm-up per run: the compare
// keys figures by a line's shape, and every warm-up prints the same one), as it needs only runGame.
// One file (compare copies only the script into the ref's checkout); the trace reading is exported
// for test/bench/jit-settle.test.ts, and the run happens only when this file is the one Node runs.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const CHILD = "--child";

/** Printed by the child before its timed games, and (with the timed CPU in ms) after them. */
export const MEASURING = "MEASURING";
export const MEASURED = "MEASURED";

// "[completed compiling 0x… <JSFunction f (sfi = 0x…)> (target TURBOFAN) - took 0.01, 6.77, 0.04 ms]"
// (an on-stack replacement adds "OSR" before " - took"): preparing, compiling (the part a helper
// thread does), finalising.
const COMPLETED = /^\[completed compiling .* took ([\d.]+), ([\d.]+), ([\d.]+) ms\]$/;

export interface Settle {
  /** Compilations completed while the games were timed. */
  compilations: number;
  /** Their three phases' time, summed. */
  compileMs: number;
  /** The CPU time of the timed games, as the child measured it. */
  cpuMs: number;
}

/** The compilations between the markers, or null when the child did not reach its second marker. */
export function readSettle(stdout: string): Settle | null {
  let measuring = false;
  let compilations = 0;
  let compileMs = 0;
  for (const line of stdout.split("\n")) {
    if (line === MEASURING) measuring = true;
    else if (line.startsWith(`${MEASURED} `)) {
      const cpuMs = Number(line.slice(MEASURED.length + 1));
      return measuring && Number.isFinite(cpuMs) ? { compilations, compileMs, cpuMs } : null;
    } else if (measuring) {
      const m = COMPLETED.exec(line);
      if (m) {
        compilations++;
        compileMs += Number(m[1]) + Number(m[2]) + Number(m[3]);
      }
    }
  }
  return null;
}

/** The child: `warmup` seed games, then `games` timed ones between two markers. */
async function child(games: number, warmup: number): Promise<void> {
  const { randomAgent, runGame, sampleDb, sampleDecks } = await import("../runtime/index.ts");
  const db = sampleDb();
  const deck = sampleDecks.seed!;
  for (let i = 0; i < warmup; i++)
    runGame(db, [deck, deck], 10_000 + i, [randomAgent(i), randomAgent(i + 1)]);
  console.log(MEASURING);
  const c0 = process.cpuUsage();
  for (let i = 0; i < games; i++)
    runGame(db, [deck, deck], i, [randomAgent(i * 2 + 1), randomAgent(i * 2 + 2)]);
  const cu = process.cpuUsage(c0);
  console.log(`${MEASURED} ${(cu.user + cu.system) / 1000}`);
}

function parent(games: number, warmups: number[]): void {
  const self = fileURLToPath(import.meta.url);
  console.log(
    `seed vs seed, random agents, ${games} games timed after each warm-up (Turbofan's work while timed)`,
  );
  for (const warmup of warmups) {
    const r = spawnSync(
      process.execPath,
      ["--import", "tsx", "--trace-opt", self, CHILD, String(games), String(warmup)],
      { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
    );
    const settle = r.status === 0 ? readSettle(r.stdout) : null;
    if (!settle) {
      console.error(`the child run failed (warm-up ${warmup}):\n${r.stderr}`);
      process.exit(1);
    }
    const share = (100 * settle.compileMs) / settle.cpuMs;
    console.log(
      `after ${warmup} warm-up games: ${settle.compilations} compilations, ${settle.compileMs.toFixed(0)} ms of compiling ` +
        `= ${share.toFixed(1)} % of the timed CPU; ${((games * 1000) / settle.cpuMs).toFixed(0)} games per CPU second`,
    );
  }
}

/** Child or parent, from the command line. */
async function main(args: string[]): Promise<void> {
  if (args[0] === CHILD) return child(Number(args[1]), Number(args[2]));
  const [games = 2000, ...rest] = args.map(Number);
  const warmups = rest.length > 0 ? rest : [200, 1000, 5000];
  if (games < 1 || ![games, ...warmups].every((n) => Number.isInteger(n) && n >= 0)) {
    console.error("usage: npx tsx bench/jit-settle.ts [games] [warm-up…]");
    process.exit(2);
  }
  parent(games, warmups);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
