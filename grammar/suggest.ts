// Did-you-mean: the closest keyword to a misspelt word, by edit distance.
import { keywordWords } from "./tokens.ts";

export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0] ?? 0;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j] ?? 0;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      prev[j] = Math.min(up + 1, (prev[j - 1] ?? 0) + 1, diag + cost);
      diag = up;
    }
  }
  return prev[b.length] ?? 0;
}

/** The keyword closest to `word`, if close enough to be a likely typo. */
export function suggestKeyword(
  word: string,
  candidates: readonly string[] = keywordWords,
): string | undefined {
  const w = word.toLowerCase();
  if (w.length < 2 || w.length > 40) return undefined;
  const limit = w.length <= 4 ? 1 : w.length <= 8 ? 2 : 3;
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    if (Math.abs(c.length - w.length) > limit) continue;
    const d = editDistance(w, c);
    if (d < bestD || (d === bestD && best !== undefined && c.length < best.length)) {
      best = c;
      bestD = d;
    }
  }
  return best !== undefined && bestD <= limit && best !== word ? best : undefined;
}
