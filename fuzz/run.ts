// `npm run fuzz`: every path (or --path P, repeatable) for --runs N inputs or --seconds S each
// (default 20 s), seeded (--seed, default 1), in --jobs J child processes (default 1; each takes
// its own range of input numbers). A child (child.ts) times each input: one past the path's
// budget (2 s) is a hang. A child still on one input at 10 times the budget is killed — an
// endless run — and that input is a hang too; the run goes on from the next in a new child (which
// pays the start-up again, so a measured hang does not kill). Prints inputs, rate and a count per failure kind for each path; failures are
// shrunk and saved under fuzz/reproducers/<path>/. `--replay FILE` runs one saved reproducer
// (its path is its folder's name) and prints what it finds. Exit 1 when anything failed.
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { basename, dirname } from "node:path";
import { inputRng, KINDS, type FuzzPath, type Kind } from "./core.ts";
import { emptyCounts, REPRODUCERS, runOne, saveReproducer, type Report } from "./loop.ts";
import { loadPath, PATH_NAMES } from "./paths/index.ts";

interface Options {
  paths: FuzzPath[];
  runs: number;
  seconds: number;
  seed: number;
  jobs: number;
}

/** A child still on one input after this many budgets is killed. */
const KILL_AFTER = 10;

const USAGE =
  "usage: npm run fuzz -- [--path P]… [--runs N] [--seconds S] [--seed N] [--jobs J] | --replay FILE";

async function options(argv: string[]): Promise<Options | { replay: string }> {
  const o: Options = { paths: [], runs: Infinity, seconds: Infinity, seed: 1, jobs: 1 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    const n = Number(value);
    if (flag === "--replay" && value) return { replay: value };
    if (flag === "--path" && value) {
      for (const name of value.split(",")) o.paths.push(await loadPath(name));
    } else if (flag === "--runs" && Number.isSafeInteger(n) && n > 0) o.runs = n;
    else if (flag === "--seconds" && n > 0) o.seconds = n;
    else if (flag === "--seed" && Number.isSafeInteger(n) && n >= 0 && n < 2 ** 32) o.seed = n;
    else if (flag === "--jobs" && Number.isSafeInteger(n) && n > 0 && n <= 16) o.jobs = n;
    else throw new Error(`${flag ?? ""}: ${USAGE}`);
    i++;
  }
  if (o.paths.length === 0) for (const name of PATH_NAMES) o.paths.push(await loadPath(name));
  if (o.runs === Infinity && o.seconds === Infinity) o.seconds = 20;
  return o;
}

/** Run `path`'s inputs from…to in a child; resolves with the index it was killed on, if it was. */
function childRun(
  path: FuzzPath,
  o: Options,
  [from, to]: [number, number],
  until: number,
  report: Report,
): Promise<number | undefined> {
  return new Promise((resolve) => {
    const child = fork(new URL("./child.ts", import.meta.url), [], {
      execArgv: ["--import", "tsx"],
    });
    let at: number | undefined;
    let since = 0;
    const watch = setInterval(() => {
      if (at !== undefined && Date.now() - since > KILL_AFTER * path.budgetMs) {
        clearInterval(watch);
        child.kill("SIGKILL");
        resolve(at);
      }
    }, 100);
    child.on(
      "message",
      (m: { at?: number; kinds?: Kind[]; failures?: string[]; end?: boolean }) => {
        if (m.at !== undefined) {
          // the same index again: the child is shrinking that input (the clock restarts)
          if (at !== undefined && m.at !== at) report.inputs++;
          [at, since] = [m.at, Date.now()];
        }
        for (const k of m.kinds ?? []) report.counts[k]++;
        report.failures.push(...(m.failures ?? []));
        if (m.end) {
          if (at !== undefined) report.inputs++;
          at = undefined;
        }
      },
    );
    child.on("exit", (code) => {
      clearInterval(watch);
      // the child died on input `at` (an error outside the path's own catch, out of memory, …)
      if (code !== 0 && code !== null && at !== undefined) {
        report.inputs++;
        report.counts.exception++;
        report.failures.push(`exception: the fuzz child exited with ${code} (input ${at})`);
      }
      resolve(undefined);
    });
    child.send({ path: path.name, seed: o.seed, from, to, until, save: REPRODUCERS });
  });
}

/** One job: inputs from…to, in as many children as it takes (a new one after each kill). */
async function job(
  path: FuzzPath,
  o: Options,
  range: [number, number],
  until: number,
  report: Report,
) {
  let [from, to] = range;
  while (from < to && Date.now() < until) {
    const killed = await childRun(path, o, [from, to], until, report);
    if (killed === undefined) break;
    // killed on input `killed`: it counts as a hang and is saved as it is (not shrunk)
    report.inputs++;
    report.counts.hang++;
    const file = saveReproducer(path, "hang", path.generate(inputRng(o.seed, killed)));
    report.failures.push(
      `hang: killed after ${KILL_AFTER * path.budgetMs} ms (input ${killed}) → ${file}`,
    );
    from = killed + 1;
  }
}

async function fuzzPath(path: FuzzPath, o: Options): Promise<Report> {
  const report: Report = { inputs: 0, counts: emptyCounts(), failures: [], ms: 0 };
  const t0 = Date.now();
  const until = o.seconds === Infinity ? Number.MAX_SAFE_INTEGER : t0 + o.seconds * 1000;
  // job k takes the k-th of `jobs` equal ranges of input numbers (with --seconds only: 1e9 each)
  const stride = o.runs === Infinity ? 1e9 : Math.ceil(o.runs / o.jobs);
  const end = o.runs === Infinity ? o.jobs * 1e9 : o.runs;
  const jobs = Array.from({ length: o.jobs }, (_, k) =>
    job(path, o, [k * stride, Math.min(end, (k + 1) * stride)], until, report),
  );
  await Promise.all(jobs);
  report.ms = Date.now() - t0;
  return report;
}

function table(rows: [FuzzPath, Report][]): string {
  const head = ["path", "inputs", "inputs/s", ...KINDS];
  const lines = rows.map(([p, r]) => [
    p.name,
    String(r.inputs),
    (r.inputs / Math.max(0.001, r.ms / 1000)).toFixed(1),
    ...KINDS.map((k) => String(r.counts[k])),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  return [head, ...lines].map((l) => l.map((c, i) => c.padStart(widths[i]!)).join("  ")).join("\n");
}

async function replay(file: string): Promise<number> {
  const path = await loadPath(basename(dirname(file)));
  await path.warm?.();
  const found = await runOne(path, readFileSync(file, "utf8"));
  for (const f of found) console.log(`${f.kind}: ${f.detail}`);
  console.log(
    found.length === 0 ? `${file}: no failure (fixed)` : `${file}: ${found.length} failure(s)`,
  );
  return found.length === 0 ? 0 : 1;
}

async function main(argv: string[]): Promise<number> {
  const o = await options(argv);
  if ("replay" in o) return replay(o.replay);
  const rows: [FuzzPath, Report][] = [];
  for (const path of o.paths) {
    const r = await fuzzPath(path, o);
    rows.push([path, r]);
    console.log(`${path.name}: ${r.inputs} inputs in ${(r.ms / 1000).toFixed(1)} s`);
    for (const f of r.failures) console.log(`  ${f}`);
  }
  console.log(`\nseed ${o.seed}, ${o.jobs} job(s)\n${table(rows)}`);
  return rows.some(([, r]) => KINDS.some((k) => r.counts[k] > 0)) ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : String(e));
    process.exitCode = 2;
  },
);
