// The Wilson score interval for a binomial proportion (Wilson 1927): unlike the normal
// approximation p ± z·√(p(1−p)/n) it stays inside [0, 1] and is sensible for small n and rates near
// 0 or 1, which a card played in a handful of games has. 95%: z = 1.959964.

export interface Interval {
  rate: number;
  low: number;
  high: number;
}

export const Z95 = 1.959964;

/** `successes` of `n` trials: the rate and its Wilson interval; null when n is 0 (no rate). */
export function wilson(successes: number, n: number, z = Z95): Interval | null {
  if (n <= 0) return null;
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // clamp the last ulp: the interval always contains p (p = 0 or 1 gives an end at exactly p)
  return {
    rate: p,
    low: Math.max(0, Math.min(p, centre - half)),
    high: Math.min(1, Math.max(p, centre + half)),
  };
}
