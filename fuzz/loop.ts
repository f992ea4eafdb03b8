// Running inputs of one path in this process: each input generated from (seed, index), run and
// timed (a run past the path's budget is a hang), a failure shrunk and saved as a reproducer.
// The runner (run.ts) does this in a child process it can kill, to catch a run that never ends;
// the smoke test calls it directly.
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { errorLine, inputRng, KINDS, type Finding, type FuzzPath, type Kind } from "./core.ts";
import { shrink } from "./shrink.ts";

export const REPRODUCERS = join(import.meta.dirname, "reproducers");

/** One input through the path: its findings, a throw as an exception, a slow run as a hang. */
export async function runOne(path: FuzzPath, input: string): Promise<Finding[]> {
  const t0 = performance.now();
  let found: Finding[];
  try {
    found = await path.run(input, path.budgetMs);
  } catch (e) {
    found = [{ kind: "exception", detail: errorLine(e) }];
  }
  const ms = performance.now() - t0;
  if (ms > path.budgetMs)
    found.push({ kind: "hang", detail: `past ${path.budgetMs} ms: ${Math.round(ms)} ms` });
  return found;
}

/** Save a reproducer: fuzz/reproducers/<path>/<kind>-<hash>.<ext>; its file name. */
export function saveReproducer(
  path: FuzzPath,
  kind: Kind,
  input: string,
  dir = REPRODUCERS,
): string {
  const hash = createHash("sha1").update(input).digest("hex").slice(0, 10);
  const folder = join(dir, path.name);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${kind}-${hash}.${path.ext}`);
  writeFileSync(file, input);
  return file;
}

export interface Report {
  inputs: number;
  counts: Record<Kind, number>;
  /** One line per distinct failure: kind, detail, reproducer file. */
  failures: string[];
  ms: number;
}

export const emptyCounts = (): Record<Kind, number> =>
  Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;

export interface LoopOptions {
  seed: number;
  from: number;
  /** Stop after this index (exclusive) or at this time (Date.now()), whichever first. */
  to: number;
  until: number;
  /** Where reproducers go (none are written when undefined). */
  save?: string;
  /** Told before each input starts (the runner's hang watch). */
  onStart?: (index: number) => void;
  /** Told after an input with findings: their kinds, and the failures it saved. */
  onFound?: (kinds: Kind[], failures: string[]) => void;
}

/**
 * Run inputs `from`…; count findings by kind (one per kind and input); shrink and save the first
 * input of each distinct failure (kind and first word of the detail).
 */
export async function loop(path: FuzzPath, o: LoopOptions): Promise<Report> {
  const t0 = Date.now();
  const report: Report = { inputs: 0, counts: emptyCounts(), failures: [], ms: 0 };
  const seen = new Set<string>();
  await path.warm?.();
  for (let i = o.from; i < o.to && Date.now() < o.until; i++) {
    o.onStart?.(i);
    const input = path.generate(inputRng(o.seed, i));
    const found = await runOne(path, input);
    report.inputs++;
    const kinds = [...new Set(found.map((f) => f.kind))];
    for (const kind of kinds) report.counts[kind]++;
    const saved = report.failures.length;
    for (const f of found) {
      const key = `${f.kind} ${f.detail.split(" ")[0]}`;
      if (seen.has(key)) continue;
      seen.add(key);
      o.onStart?.(i); // shrinking is bounded (8 s): the hang watch starts again
      const small = f.kind === "hang" ? input : await shrink(input, f, (s) => runOne(path, s));
      const file = o.save === undefined ? "" : ` → ${saveReproducer(path, f.kind, small, o.save)}`;
      report.failures.push(`${f.kind}: ${f.detail} (input ${i})${file}`);
    }
    if (kinds.length > 0) o.onFound?.(kinds, report.failures.slice(saved));
  }
  report.ms = Date.now() - t0;
  return report;
}
