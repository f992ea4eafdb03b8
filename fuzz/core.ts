// What every fuzz path shares: the failure kinds counted (issue 14), a finding, the shape of a
// path (generate an input from a seeded generator, run it, say what went wrong) and the generator.

/** The failure kinds, in the order the table prints them. */
export const KINDS = [
  "exception", // a throw, a stack trace, a crash or an exit code that is not 0, 1 or 2
  "hang", // one input ran past the path's time budget (2 s; the spawned CLI: 60 s, paths/cli.ts)
  "span", // a diagnostic or AST span outside the input, or a line/column that disagrees
  "silent", // a run that checked nothing, or accepted bad input, and reported success
  "unparsable", // output the project itself cannot read back (format, translate, emit)
  "wrong", // output that reads back but means something else (format changed the AST)
] as const;
export type Kind = (typeof KINDS)[number];

export interface Finding {
  kind: Kind;
  /** One line: what went wrong (a code, an error message); the shrinker keeps its first word. */
  detail: string;
}

export interface FuzzPath {
  name: string;
  /** File extension of a reproducer (without the dot). */
  ext: string;
  /** Time one input may take before it counts as a hang (ms). */
  budgetMs: number;
  /** Input number i of a run: built from `rng` only, so a seed and an index replay it. */
  generate(rng: Rng): string;
  /** Load what the first run would load (card sets, the parser), so that is not timed as a hang. */
  warm?(): Promise<void>;
  /**
   * Run one input; the findings (none: fine). A throw is caught by the runner (exception). A path
   * that waits on a child process stops it at `budgetMs` (Infinity: never).
   */
  run(input: string, budgetMs: number): Finding[] | Promise<Finding[]>;
}

/** A small seeded generator (mulberry32): the same seed gives the same inputs on every machine. */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * Math.max(0, n));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** The generator of input `index` of a run seeded `seed`. */
export const inputRng = (seed: number, index: number): Rng =>
  new Rng((Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(index + 1, 0xc2b2ae35)) >>> 0);

/** The first line of an error, without the stack. */
export function errorLine(e: unknown): string {
  const text = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return text.split("\n")[0]!.slice(0, 200);
}
