// The child of bench/parse-broken.ts: parses the inputs of a JSON file with the parser of one
// checkout (argv[2], a repository root) and prints one JSON line of median times. A child per
// checkout and round keeps the two parsers (and their JITs) apart.
// Run: npx tsx bench/parse-broken-run.ts <root> <inputs.json>
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BenchInput } from "./parse-broken-inputs.ts";

type Parse = (text: string, file: string) => { diagnostics: unknown[] };

const [root, inputsFile] = process.argv.slice(2);
if (!root || !inputsFile) throw new Error("usage: parse-broken-run.ts <root> <inputs.json>");
const url = pathToFileURL(join(root, "grammar", "index.ts")).href;
const { parse } = (await import(url)) as { parse: Parse };
const inputs = JSON.parse(readFileSync(inputsFile, "utf8")) as BenchInput[];

/** One parse: wall time, and this process's CPU time (less inflated by other processes' load). */
function timed(text: string): { ms: number; cpu: number } {
  const cpu = process.cpuUsage();
  const started = performance.now();
  parse(text, "bench.cards");
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { ms, cpu: (used.user + used.system) / 1000 };
}

const middle = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** At most 5 runs, fewer when one run is slow (a budget of 2 s per input after the warm-up). */
function median(text: string): { ms: number; cpu: number; diagnostics: number } {
  const warm = performance.now();
  const result = parse(text, "bench.cards");
  const first = performance.now() - warm;
  const runs: { ms: number; cpu: number }[] = [];
  let spent = 0;
  while (runs.length < 5 && (runs.length === 0 || spent + first < 2000)) {
    const run = timed(text);
    runs.push(run);
    spent += run.ms;
  }
  return {
    ms: middle(runs.map((r) => r.ms)),
    cpu: middle(runs.map((r) => r.cpu)),
    diagnostics: result.diagnostics.length,
  };
}

parse("title 『warm-up』\n", "warmup.cards");
console.log(JSON.stringify(inputs.map((i) => median(i.text))));
