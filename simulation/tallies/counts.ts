// Merging plain-JSON counters: sums, key by key. Addition is associative and commutative, so a
// tally built on these merges the same whatever the split of its games or the order of its parts.

export type Counts = Record<string, number>;

/** a + b, key by key (a key missing on one side counts 0). Pure. */
export function addCounts<T extends Counts>(a: T, b: T): T {
  const out: Counts = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = (out[k] ?? 0) + v;
  return out as T;
}

/** Merge two records of counters, key by key, with `addCounts` on keys both have. Pure. */
export function addNested<T extends Counts>(
  a: Readonly<Record<string, T>>,
  b: Readonly<Record<string, T>>,
): Record<string, T> {
  const out: Record<string, T> = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = out[k] ? addCounts(out[k]!, v) : { ...v };
  return out;
}

/** total[key] += n (a fresh counter starts at 0). */
export function bump(total: Counts, key: string, n = 1): void {
  total[key] = (total[key] ?? 0) + n;
}
