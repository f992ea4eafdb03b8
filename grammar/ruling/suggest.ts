// Did-you-mean for ruling words and card names (edit distance from the card grammar's helper).
import { editDistance } from "../suggest.ts";

export function closestMatch(word: string, candidates: Iterable<string>): string | undefined {
  const limit = [...word].length >= 4 ? Math.max(2, Math.floor([...word].length / 3)) : 1;
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = editDistance(word, c);
    if (d < bestD) {
      best = c;
      bestD = d;
    }
  }
  return best !== undefined && bestD <= limit && best !== word ? best : undefined;
}

export function didYouMean(
  word: string,
  candidates: Iterable<string>,
  quote: (s: string) => string = (s) => `\`${s}\``,
): string {
  const near = closestMatch(word, candidates);
  return near ? ` (did you mean ${quote(near)}?)` : "";
}
