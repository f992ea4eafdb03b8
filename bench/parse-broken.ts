// Parse times of ~100 KB inputs, valid and half-typed (what an editor reparses on every
// keystroke): the median of several runs after a warm-up, per input. With `--ref <git ref>` the
// same inputs also run on that ref (extracted with `git archive` into a temp directory), the two
// alternating A B A B, and the ratio is printed with the machine load.
// Run: npx tsx bench/parse-broken.ts [--ref 8ae4c60] [--rounds 3]
import { execFileSync, spawnSync } from "node:child_process";
import {
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  realpathSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { benchInputs } from "./parse-broken-inputs.ts";

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const ref = option("--ref");
const rounds = Number(option("--rounds") ?? 3);
const here = resolve(import.meta.dirname, "..");
const load = (): string => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

const temp = mkdtempSync(join(tmpdir(), "parse-broken-"));
const inputs = benchInputs();
const inputsFile = join(temp, "inputs.json");
writeFileSync(inputsFile, JSON.stringify(inputs));

/** The ref's files (no git worktree: nothing is registered in the repository). */
function checkout(gitRef: string): string {
  const dir = join(temp, "ref");
  execFileSync("mkdir", ["-p", dir]);
  const tar = execFileSync("git", ["-C", here, "archive", gitRef], { maxBuffer: 1 << 30 });
  execFileSync("tar", ["-x", "-C", dir], { input: tar });
  symlinkSync(realpathSync(join(here, "node_modules")), join(dir, "node_modules"));
  return dir;
}

type Times = { ms: number; cpu: number; diagnostics: number }[];
function run(root: string): Times {
  const tsx = join(here, "node_modules", ".bin", "tsx");
  const child = spawnSync(tsx, [join(here, "bench", "parse-broken-run.ts"), root, inputsFile], {
    encoding: "utf8",
    maxBuffer: 1 << 26,
  });
  if (child.status !== 0) throw new Error(`bench child failed in ${root}:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split("\n").at(-1)!) as Times;
}

const middle = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  const refRoot = ref ? checkout(ref) : undefined;
  const loadBefore = load();
  const a: Times[] = [];
  const b: Times[] = [];
  for (let r = 0; r < rounds; r++) {
    a.push(run(here));
    if (refRoot) b.push(run(refRoot));
  }
  const pad = (s: string, n: number): string => s.padEnd(n);
  const head = ref
    ? `${pad("this checkout", 30)}${pad(ref, 30)}ratio (wall, cpu)`
    : "this checkout";
  console.log(`${pad("input", 34)}${pad("KB", 5)}${head}`);
  inputs.forEach((input, i) => {
    const side = (runs: Times[]): { ms: number; cpu: number; text: string } => {
      const ms = middle(runs.map((t) => t[i]!.ms));
      const cpu = middle(runs.map((t) => t[i]!.cpu));
      const d = runs[0]![i]!.diagnostics;
      return { ms, cpu, text: `${ms.toFixed(0)} ms, cpu ${cpu.toFixed(0)} (${d} diag)` };
    };
    const kb = Math.round(Buffer.byteLength(input.text, "utf8") / 1000);
    const mine = side(a);
    let line = `${pad(input.name, 34)}${pad(String(kb), 5)}${pad(mine.text, 30)}`;
    if (ref) {
      const old = side(b);
      line += `${pad(old.text, 30)}${(old.ms / mine.ms).toFixed(1)}×, ${(old.cpu / mine.cpu).toFixed(1)}×`;
    }
    console.log(line);
  });
  console.log(
    `median of ${rounds} round(s)${ref ? " alternating A B" : ""}, each the median of up to 5 runs after a warm-up (wall ms; cpu: ms of this process)`,
  );
  console.log(`load average (1/5/15 min): before ${loadBefore}, after ${load()}`);
} finally {
  rmSync(temp, { recursive: true, force: true });
}
