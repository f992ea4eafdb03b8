// Delta debugging (Zeller's ddmin, complement removal): drop chunks of items while the test still
// holds, refining the chunks down to single items, so that at the end no single item can be
// dropped — unless the budget of test runs ran out first (then the result is smaller, not minimal).

export interface Shrunk<T> {
  items: T[];
  runs: number;
  /** The budget ran out before every single item was tried: the result may not be minimal. */
  exhausted: boolean;
}

export async function ddmin<T>(
  start: readonly T[],
  holds: (kept: readonly T[]) => Promise<boolean>,
  budget: number,
): Promise<Shrunk<T>> {
  let items = [...start];
  let runs = 0;
  let n = 2;
  while (items.length > 0) {
    const size = Math.ceil(items.length / n);
    let dropped = false;
    for (let from = 0; from < items.length; from += size) {
      if (runs >= budget) return { items, runs, exhausted: true };
      const kept = [...items.slice(0, from), ...items.slice(from + size)];
      runs++;
      if (await holds(kept)) {
        items = kept;
        n = Math.max(n - 1, 2);
        dropped = true;
        break;
      }
    }
    if (dropped) continue;
    if (size === 1) break; // every single item was tried
    n = Math.min(n * 2, items.length);
  }
  return { items, runs, exhausted: false };
}
