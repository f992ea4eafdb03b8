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

type Times = { ms: number; diagnostics: number }[];
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
  const head = ref ? `${pad("this checkout", 16)}${pad(ref, 16)}ratio` : "this checkout";
  console.log(`${pad("input", 36)}${pad("KB", 6)}${head}`);
  inputs.forEach((input, i) => {
    const ms = middle(a.map((t) => t[i]!.ms));
    const d = a[0]![i]!.diagnostics;
    let line = `${pad(input.name, 36)}${pad(String(Math.round(input.text.length / 1000)), 6)}`;
    line += pad(`${ms.toFixed(1)} ms (${d} diag)`, 22);
    if (ref) {
      const old = middle(b.map((t) => t[i]!.ms));
      line += pad(`${old.toFixed(1)} ms (${b[0]![i]!.diagnostics} diag)`, 24);
      line += `${(old / ms).toFixed(1)}× faster`;
    }
    console.log(line);
  });
  console.log(
    `median of ${rounds} round(s)${ref ? " alternating A B" : ""}, each the median of up to 5 runs after a warm-up`,
  );
  console.log(`load average (1/5/15 min): before ${loadBefore}, after ${load()}`);
} finally {
  rmSync(temp, { recursive: true, force: true });
}
