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
  for (const [key, value] of Object.entries(v)) if (key !== "comments") out[key] = stripComments(value);
  return out;
}
