// Side-by-side benchmarks: run one bench script on this working tree and on a git ref, alternately
// (A B A B …) in one run, and print each figure's medians and their ratio. A shared, noisy machine
// moves absolute figures by 2–4×; runs that alternate see the same load, so the ratio survives.
// Run: npx tsx bench/compare.ts --ref 857935b [--rounds 4] [--build] [--this-script] [--] bench/translate.ts [args…]
// --build runs `npm run build` in both trees first, for a bench of the built package
// (bench/startup.ts); a ref without a build script is left as it is.
// --this-script runs this tree's copy of the script in the ref's checkout too (a bench that measures
// whatever tree it runs in, like bench/startup.ts, when the ref's copy lacks a case or an option).
// A TypeScript script runs through tsx; a JavaScript one (.js, .mjs) on plain Node.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { compareRuns, labelOf, median, readFigures, type FigureLine } from "./compare/figures.ts";

const USAGE =
  "usage: npx tsx bench/compare.ts --ref REF [--rounds N] [--build] [--this-script] [--] SCRIPT [ARGS…]";

/**
 * A refused run (bad arguments, a missing script) or a bench that failed: thrown, not exited, so the
 * ref's checkout is still removed and a caller in the same process (test/bench) reads the status.
 */
class CompareFailed extends Error {
  constructor(
    message: string,
    readonly status = 1,
  ) {
    super(message);
  }
}

function fail(message: string, status = 1): never {
  throw new CompareFailed(message, status);
}

interface Options {
  ref: string;
  rounds: number;
  build: boolean;
  thisScript: boolean;
  command: string[];
}

function parseArgs(argv: string[]): Options {
  let ref: string | undefined;
  let rounds = 4;
  let build = false;
  let thisScript = false;
  let k = 0;
  for (; k < argv.length; k++) {
    const a = argv[k]!;
    if (a === "--") {
      k++;
      break;
    } else if (a === "--ref") ref = argv[++k];
    else if (a === "--rounds") {
      rounds = Number(argv[++k]);
      if (!Number.isInteger(rounds) || rounds < 1 || rounds > 100)
        fail(`--rounds takes a whole number from 1 to 100\n${USAGE}`, 2);
    } else if (a === "--build") build = true;
    else if (a === "--this-script") thisScript = true;
    else if (a.startsWith("--")) fail(`unknown option ${a}\n${USAGE}`, 2);
    else break;
  }
  const command = argv.slice(k);
  if (ref === undefined || command.length === 0) fail(USAGE, 2);
  return { ref, rounds, build, thisScript, command };
}

function git(args: string[], cwd: string): string {
  const r = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (r.status !== 0) fail(`git ${args.join(" ")}: ${r.stderr.trim()}`);
  return r.stdout.trim();
}

/** A detached checkout of `ref` beside the repository, sharing its node_modules. */
function checkout(root: string, ref: string): { dir: string; sha: string; remove(): void } {
  const sha = git(["rev-parse", "--short", `${ref}^{commit}`], root);
  const dir = mkdtempSync(join(tmpdir(), `memoria-compare-${sha}-`));
  rmSync(dir, { recursive: true });
  git(["worktree", "add", "--detach", "--quiet", dir, sha], root);
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  return { dir, sha, remove: () => void git(["worktree", "remove", "--force", dir], root) };
}

interface Run {
  figures: FigureLine[];
  load: number;
}

/** `npm run build` in `dir` when its package has a build script (a ref before issue 15 has none). */
function build(dir: string): void {
  const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  if (pkg.scripts?.["build"] === undefined) return;
  const r = spawnSync("npm", ["run", "build"], { cwd: dir, encoding: "utf8" });
  if (r.status !== 0)
    throw new CompareFailed(`npm run build failed in ${dir}:\n${r.stdout}${r.stderr}`);
}

/** tsx for a TypeScript script; none for JavaScript, which would pay tsx's start-up for nothing. */
const loaderFor = (script: string): string[] => (/\.m?js$/.test(script) ? [] : ["--import", "tsx"]);

function runOnce(cwd: string, command: string[]): Run {
  const load = Number(readFileSync("/proc/loadavg", "utf8").split(" ")[0]);
  const started = performance.now();
  const r = spawnSync(process.execPath, [...loaderFor(command[0]!), ...command], {
    cwd,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const wall = performance.now() - started;
  if (r.status !== 0)
    throw new CompareFailed(`${command.join(" ")} failed in ${cwd}:\n${r.stderr}`);
  return {
    figures: [
      ...readFigures(r.stdout),
      { shape: "whole run, wall: # ms", values: [Math.round(wall)] },
    ],
    load,
  };
}

function format(x: number): string {
  return Math.abs(x) >= 100
    ? Math.round(x).toLocaleString("en-US")
    : String(Number(x.toPrecision(3)));
}

function compare(argv: string[]): void {
  const options = parseArgs(argv);
  const { ref, rounds, command } = options;
  const root = git(["rev-parse", "--show-toplevel"], process.cwd());
  const script = command[0]!;
  if (!existsSync(resolve(root, script))) fail(`${script} does not exist in this tree`);
  const base = checkout(root, ref);
  // Named, so a caller (test/bench/compare.test.ts) can tell its checkout from another run's.
  console.error(`${ref} (${base.sha}) checked out at ${base.dir}`);
  try {
    if (options.thisScript) {
      copyFileSync(resolve(root, script), join(base.dir, script));
      console.error(`--this-script: running this tree's ${script} at ${ref} (${base.sha}) too`);
    } else if (!existsSync(join(base.dir, script))) {
      // A bench newer than the ref (bench/startup.ts) measures whatever tree it runs in: it is
      // copied into the ref's checkout. One that imports this tree's modules fails there, loudly.
      copyFileSync(resolve(root, script), join(base.dir, script));
      console.error(`${script} does not exist at ${ref} (${base.sha}): running this tree's copy`);
    }
    if (options.build) {
      process.stderr.write("building both trees…\n");
      build(root);
      build(base.dir);
    }
    const ours: Run[] = [];
    const theirs: Run[] = [];
    for (let round = 1; round <= rounds; round++) {
      process.stderr.write(`round ${round}/${rounds}…\r`);
      ours.push(runOnce(root, command));
      theirs.push(runOnce(base.dir, command));
    }
    const loads = [...ours, ...theirs].map((r) => r.load);
    console.log(
      `${command.join(" ")}: this tree against ${ref} (${base.sha}), ${rounds} rounds alternating, ` +
        `load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${readCores()} cores`,
    );
    console.log("ratio = this tree / ref (medians); [#] marks the figure compared");
    const rows = compareRuns(
      ours.map((r) => r.figures),
      theirs.map((r) => r.figures),
    ).map((c) => {
      const a = median(c.ours);
      const b = median(c.theirs);
      return [labelOf(c), format(a), format(b), b === 0 ? "–" : `${(a / b).toFixed(2)}×`];
    });
    const header = ["figure", "this tree", ref, "ratio"];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    for (const row of [header, ...rows])
      console.log(
        row
          .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
          .join("  "),
      );
  } finally {
    base.remove();
  }
}

function readCores(): number {
  return readFileSync("/proc/cpuinfo", "utf8")
    .split("\n")
    .filter((l) => l.startsWith("processor")).length;
}

/** `bench/compare.ts ...argv` from the current directory's repository; its exit status. */
export function runCompare(argv: string[]): number {
  try {
    compare(argv);
    return 0;
  } catch (error) {
    if (!(error instanceof CompareFailed)) throw error;
    console.error(error.message);
    return error.status;
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1])
  process.exitCode = runCompare(process.argv.slice(2));
