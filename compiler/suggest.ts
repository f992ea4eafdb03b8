// "Did you mean …?" for names, traits and titles. Card names are Japanese, short (3–8 characters)
// and often mistyped by a dropped space or a wrong kana, so distances are counted on code points
// (not UTF-16 units: one kanji outside the BMP must cost one edit) and a transposition costs one
// (Damerau), the commonest slip when typing romanised input through an IME.

/** Optimal string alignment distance (restricted Damerau–Levenshtein) over code points. */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  // rows[i][j] = distance between s[0..i) and t[0..j)
  const rows: number[][] = [];
  for (let i = 0; i <= s.length; i++) rows.push(new Array<number>(t.length + 1).fill(0));
  const at = (i: number, j: number): number => rows[i]![j]!;
  for (let i = 0; i <= s.length; i++) rows[i]![0] = i;
  for (let j = 0; j <= t.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      rows[i]![j] = best;
    }
  }
  return at(s.length, t.length);
}

/** Spaces (ASCII and ideographic) and case do not distinguish names for suggestion purposes. */
function loose(text: string): string {
  return text
    .replace(/[\s\u3000・]/g, "")
    .normalize("NFKC")
    .toLowerCase();
}

/** A candidate's loose form and length in code points, kept: the same card names are measured
 * against every unknown word of every check (the language server checks on each rename). */
interface Measured {
  loose: string;
  length: number;
}
const measured = new Map<string, Measured>();
const MEASURED_KEPT = 50_000;

function measure(candidate: string): Measured {
  let m = measured.get(candidate);
  if (m === undefined) {
    if (measured.size >= MEASURED_KEPT) measured.clear();
    m = { loose: loose(candidate), length: [...candidate].length };
    measured.set(candidate, m);
  }
  return m;
}

/**
 * The candidate closest to `word`, or undefined when nothing is close enough. "Close enough" is at
 * most a third of the word's length in edits (at least 1): for a 4-character name one slip, for a
 * 7-character name two. A candidate equal to the word once spaces and width are ignored always wins.
 */
export function closestMatch(word: string, candidates: Iterable<string>): string | undefined {
  const target = loose(word);
  const length = [...word].length;
  const limit = Math.max(1, Math.floor(length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    const m = measure(candidate);
    let distance = 0;
    if (m.loose !== target) {
      // The edit distance is at least the difference in length: a candidate that cannot come
      // within the limit, or beat (or tie) the best so far, is not measured.
      if (Math.abs(m.length - length) > Math.min(limit, bestDistance)) continue;
      distance = editDistance(word, candidate);
    }
    // Ties go to the alphabetically first candidate so that messages are stable across runs.
    if (
      distance < bestDistance ||
      (distance === bestDistance && best !== undefined && candidate < best)
    ) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= limit ? best : undefined;
}
