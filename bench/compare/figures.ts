// The figures a bench prints, read back from its output so that two trees can be compared: every
// number on a line, keyed by the line with its numbers blanked ("translate (median of #): # ms").
// Pure functions; bench/compare.ts runs the benches.

/** One line's numbers, in order, under the line's shape. */
export interface FigureLine {
  shape: string;
  values: number[];
}

const NUMBER = /-?\d[\d,]*(?:\.\d+)?/g;

/** The lines of a bench's output that carry numbers. */
export function readFigures(output: string): FigureLine[] {
  const lines: FigureLine[] = [];
  for (const raw of output.split(/\r?\n/)) {
    const line = raw.trim();
    const values = [...line.matchAll(NUMBER)].map((m) => Number(m[0].replace(/,/g, "")));
    if (values.length === 0) continue;
    // spaces collapsed: a number padded to a width ("   975 games/s", "  1316 games/s") is one
    // line whatever its digits (bench/simulate.ts lost the line that crossed 1,000 on one side)
    lines.push({ shape: line.replace(NUMBER, "#").replace(/\s+/g, " "), values });
  }
  return lines;
}

export function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** One compared figure: the `slot`-th number of the line `shape`, over every run of each side. */
export interface Comparison {
  shape: string;
  slot: number;
  ours: number[];
  theirs: number[];
}

/**
 * The figures both sides printed on lines of the same shape (the first such line of a run), leaving
 * out the numbers that never vary (sizes, run counts): only what was measured is compared.
 */
export function compareRuns(
  ours: readonly FigureLine[][],
  theirs: readonly FigureLine[][],
): Comparison[] {
  const byShape = (runs: readonly FigureLine[][]): Map<string, number[][]> => {
    const out = new Map<string, number[][]>();
    for (const run of runs) {
      const seen = new Set<string>();
      for (const line of run) {
        if (seen.has(line.shape)) continue;
        seen.add(line.shape);
        out.set(line.shape, [...(out.get(line.shape) ?? []), line.values]);
      }
    }
    return out;
  };
  const a = byShape(ours);
  const b = byShape(theirs);
  const comparisons: Comparison[] = [];
  for (const [shape, aRuns] of a) {
    const bRuns = b.get(shape);
    if (!bRuns) continue;
    const slots = Math.min(...[...aRuns, ...bRuns].map((v) => v.length));
    for (let slot = 0; slot < slots; slot++) {
      const aValues = aRuns.map((v) => v[slot]!);
      const bValues = bRuns.map((v) => v[slot]!);
      const all = [...aValues, ...bValues];
      if (all.every((x) => x === all[0])) continue;
      comparisons.push({ shape, slot, ours: aValues, theirs: bValues });
    }
  }
  return comparisons;
}

/** The shape with the compared number shown as `[#]` and the others as `#`. */
export function labelOf(c: Comparison): string {
  let k = -1;
  return c.shape.replace(/#/g, () => (++k === c.slot ? "[#]" : "#"));
}
