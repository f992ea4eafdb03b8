// `npm run fuzz`: every path (or --path P, repeatable) for --runs N inputs or --seconds S each
// (default 20 s), seeded (--seed, default 1). Each path runs in a child process (child.ts) that is
// killed when one input runs past the path's budget: that input is a hang, and the run goes on
// from the next. Prints inputs, rate and a count per failure kind for each path; failures are
// shrunk and saved under fuzz/reproducers/<path>/. `--replay FILE` runs one saved reproducer
// (its path is its folder's name) and prints what it finds. Exit 1 when anything failed.
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { basename, dirname } from "node:path";
import { inputRng, KINDS, type FuzzPath, type Kind } from "./core.ts";
import { emptyCounts, REPRODUCERS, runOne, saveReproducer, type Report } from "./loop.ts";
import { PATHS, pathNamed } from "./paths/index.ts";

interface Options {
  paths: FuzzPath[];
  runs: number;
  seconds: number;
  seed: number;
}

const USAGE =
  "usage: npm run fuzz -- [--path P]… [--runs N | --seconds S] [--seed N] | --replay FILE";

function options(argv: string[]): Options | { replay: string } {
  const o: Options = { paths: [], runs: Infinity, seconds: Infinity, seed: 1 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    const n = Number(value);
    if (flag === "--replay" && value) return { replay: value };
    if (flag === "--path" && value) {
      for (const name of value.split(",")) {
        const p = pathNamed(name);
        if (!p) throw new Error(`no path ${name} (paths: ${PATHS.map((x) => x.name).join(", ")})`);
        o.paths.push(p);
      }
    } else if (flag === "--runs" && Number.isSafeInteger(n) && n > 0) o.runs = n;
    else if (flag === "--seconds" && n > 0) o.seconds = n;
    else if (flag === "--seed" && Number.isSafeInteger(n) && n >= 0 && n < 2 ** 32) o.seed = n;
    else throw new Error(`${flag ?? ""}: ${USAGE}`);
    i++;
  }
  if (o.paths.length === 0) o.paths = [...PATHS];
  if (o.runs === Infinity && o.seconds === Infinity) o.seconds = 20;
  return o;
}

/** Run `path` from input `from` in a child; resolves with the index that hung, if one did. */
function childRun(
  path: FuzzPath,
  o: Options,
  from: number,
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
      if (at !== undefined && Date.now() - since > path.budgetMs) {
        clearInterval(watch);
        child.kill("SIGKILL");
        resolve(at);
      }
    }, 100);
    child.on(
      "message",
      (m: { at?: number; kinds?: Kind[]; failures?: string[]; end?: boolean }) => {
        if (m.at !== undefined) {
          if (at !== undefined) report.inputs++;
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
    const to = o.runs === Infinity ? Number.MAX_SAFE_INTEGER : o.runs;
    child.send({ path: path.name, seed: o.seed, from, to, until, save: REPRODUCERS });
  });
}

async function fuzzPath(path: FuzzPath, o: Options): Promise<Report> {
  const report: Report = { inputs: 0, counts: emptyCounts(), failures: [], ms: 0 };
  const t0 = Date.now();
  const until = o.seconds === Infinity ? Number.MAX_SAFE_INTEGER : t0 + o.seconds * 1000;
  let from = 0;
  for (;;) {
    const hung = await childRun(path, o, from, until, report);
    if (hung === undefined) break;
    // the child was killed on input `hung`: it counts, and is saved as it is (not shrunk)
    report.inputs++;
    report.counts.hang++;
    const file = saveReproducer(path, "hang", path.generate(inputRng(o.seed, hung)));
    report.failures.push(`hang: past ${path.budgetMs} ms, killed (input ${hung}) → ${file}`);
    from = hung + 1;
    if (from >= o.runs || Date.now() >= until) break;
  }
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
  const path = pathNamed(basename(dirname(file)));
  if (!path) throw new Error(`${file}: not under fuzz/reproducers/<path>/`);
  await path.warm?.();
  const found = await runOne(path, readFileSync(file, "utf8"));
  for (const f of found) console.log(`${f.kind}: ${f.detail}`);
  console.log(
    found.length === 0 ? `${file}: no failure (fixed)` : `${file}: ${found.length} failure(s)`,
  );
  return found.length === 0 ? 0 : 1;
}

async function main(argv: string[]): Promise<number> {
  const o = options(argv);
  if ("replay" in o) return replay(o.replay);
  const rows: [FuzzPath, Report][] = [];
  for (const path of o.paths) {
    const r = await fuzzPath(path, o);
    rows.push([path, r]);
    console.log(`${path.name}: ${r.inputs} inputs in ${(r.ms / 1000).toFixed(1)} s`);
    for (const f of r.failures) console.log(`  ${f}`);
  }
  console.log(`\nseed ${o.seed}\n${table(rows)}`);
  return rows.some(([, r]) => KINDS.some((k) => r.counts[k] > 0)) ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : String(e));
    process.exitCode = 2;
  },
);
