// Comparing ASTs "modulo spans": the round trip and the golden files look at meaning, not at
// where in the text a node came from. Keys are sorted so that equal trees print equally.
const SPAN_KEYS = new Set(["span", "nSpan", "nameSpan"]);

export function withoutSpans<T>(node: T): T {
  return strip(node) as T;
}

function strip(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(strip);
  if (v === null || typeof v !== "object") return v;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(v).sort()) {
    const value = (v as Record<string, unknown>)[key];
    if (!SPAN_KEYS.has(key) && value !== undefined) out[key] = strip(value);
  }
  return out;
}

/** One-line JSON of a tree without spans: the compact form of the golden files. */
export function compactJson(node: unknown): string {
  return JSON.stringify(withoutSpans(node));
}

/** Without spans and without comments (a card file's `//` notes on an ability are not its meaning). */
export function withoutSpansOrComments<T>(node: T): T {
  return stripComments(withoutSpans(node)) as T;
}

function stripComments(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(stripComments);
  if (v === null || typeof v !== "object") return v;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(v))
    if (key !== "comments") out[key] = stripComments(value);
  return out;
}

/** Two nodes say the same thing: equal modulo spans and comments (the renderers' test for "the same target"). */
export function sameMeaning(a: unknown, b: unknown): boolean {
  return JSON.stringify(withoutSpansOrComments(a)) === JSON.stringify(withoutSpansOrComments(b));
}

const FOLDED_KEYS = new Set(["name", "alternatives", "title"]);

/**
 * Names and titles with full-width forms folded (NFKC), the way the checker and the engine compare
 * them (compiler/bind.ts lookupKey, runtime/cards/database.ts nameKey / sameTitle): the card files
 * write 『ガールズ＆パンツァー』 as the card list prints it, the translator folds every printed text
 * to 『ガールズ&パンツァー』 — one title. Spaces are not folded: 『咲-Saki-全国編』 is still told
 * from 『咲-Saki- 全国編』.
 */
export function withWidthsFolded<T>(node: T): T {
  return fold(node, "") as T;
}

function fold(v: unknown, key: string): unknown {
  if (typeof v === "string") return FOLDED_KEYS.has(key) ? v.normalize("NFKC") : v;
  if (Array.isArray(v)) return v.map((x) => fold(x, key));
  if (v === null || typeof v !== "object") return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) out[k] = fold(x, k);
  return out;
}
