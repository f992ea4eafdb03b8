// Comparing ASTs modulo source positions: what "the same AST" means for the format round trip.
const positionKeys = new Set(["span", "nameSpan", "nSpan"]);

/** A deep copy without spans (and without `comments` / `trailingComments` if asked). */
export function stripSpans<T>(value: T, options: { comments?: boolean } = {}): T {
  const drop = (k: string) =>
    positionKeys.has(k) ||
    (options.comments === false && (k === "comments" || k === "trailingComments"));
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) if (!drop(k) && x !== undefined) out[k] = walk(x);
      return out;
    }
    return v;
  };
  return walk(value) as T;
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => deepEqual(x, b[i]));
  }
  if (a && b && typeof a === "object" && typeof b === "object") {
    const ka = Object.keys(a).sort();
    const kb = Object.keys(b).sort();
    if (ka.length !== kb.length || ka.some((k, i) => k !== kb[i])) return false;
    return ka.every((k) =>
      deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    );
  }
  return false;
}

/** Equal ASTs, ignoring spans; comments are compared unless `comments: false`. */
export function astEqual(a: unknown, b: unknown, options: { comments?: boolean } = {}): boolean {
  return deepEqual(stripSpans(a, options), stripSpans(b, options));
}
