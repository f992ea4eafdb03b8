// Mutations of real inputs: characters inserted, deleted, duplicated or replaced (drawn from the
// input's own characters and from the brackets, line breaks and punctuation the readers treat
// specially), lines deleted, duplicated or swapped, two inputs spliced, a truncation, and
// grammar-aware insertions of whole tokens (keywords, literals, numbers, punctuation).
import type { Rng } from "./core.ts";

export const SPECIALS = [
  ...'「」〔〕【】『』《》()[]{}:;,."\\/+-±▶↓。、\n\r\t \u3000',
  "\r\n",
  "//",
  "\u0000",
  "\uFEFF",
  "\u2028",
  "\u202E",
  "\uD800",
  "\uDFFF",
  "😀",
];

export interface Mutator {
  /** Characters of the inputs themselves. */
  chars: readonly string[];
  /** Whole tokens of the input's language. */
  tokens: readonly string[];
  /** Other inputs, for splices. */
  others: readonly string[];
}

/** The distinct characters of some texts (a sample, for speed). */
export function charsOf(texts: readonly string[]): string[] {
  const set = new Set<string>();
  for (const t of texts.slice(0, 400)) for (const ch of t.slice(0, 4000)) set.add(ch);
  return [...set];
}

function piece(rng: Rng, m: Mutator): string {
  const r = rng.int(10);
  if (r < 4) return rng.pick(SPECIALS);
  if (r < 7) return rng.pick(m.chars);
  const t = rng.pick(m.tokens);
  return rng.chance(0.5) ? ` ${t} ` : t;
}

function lineOp(t: string, rng: Rng): string {
  const lines = t.split("\n");
  const i = rng.int(lines.length);
  const j = rng.int(lines.length);
  const op = rng.int(3);
  if (op === 0) lines.splice(i, 1);
  else if (op === 1) lines.splice(i, 0, lines[i] ?? "");
  else [lines[i], lines[j]] = [lines[j] ?? "", lines[i] ?? ""];
  return lines.join("\n");
}

/** One mutation of `t`. */
export function mutateOnce(t: string, rng: Rng, m: Mutator): string {
  const at = rng.int(t.length + 1);
  switch (rng.int(9)) {
    case 0:
    case 1:
      return t.slice(0, at) + piece(rng, m) + t.slice(at);
    case 2:
      return t.slice(0, at) + t.slice(at + 1 + rng.int(rng.chance(0.8) ? 2 : 40));
    case 3:
      return (
        t.slice(0, at) + t.slice(at, at + 1 + rng.int(12)).repeat(1 + rng.int(3)) + t.slice(at)
      );
    case 4:
      return t.slice(0, at) + piece(rng, m) + t.slice(at + 1);
    case 5:
      return lineOp(t, rng);
    case 6: {
      const o = m.others.length > 0 ? rng.pick(m.others) : t;
      return t.slice(0, at) + o.slice(rng.int(o.length + 1));
    }
    case 7:
      return rng.chance(0.3) ? t.slice(0, at) : t;
    default:
      return t.slice(0, at) + rng.pick(m.tokens) + " " + t.slice(at);
  }
}

/** 1–6 mutations (or, once in 20, the input unchanged: the real inputs must pass too). */
export function mutate(t: string, rng: Rng, m: Mutator): string {
  if (rng.chance(0.05)) return t;
  let out = t;
  const n = 1 + rng.int(6);
  for (let i = 0; i < n; i++) out = mutateOnce(out, rng, m);
  return out;
}
