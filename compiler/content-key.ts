// A node as text without where it was written: two nodes with equal keys mean the same thing.
// Used to find repeated texts, the same trigger written twice, the same counted selector.

const POSITIONAL_KEYS: ReadonlySet<string> = new Set([
  "span",
  "nameSpan",
  "nSpan",
  "comments",
  "trailingComments",
]);

export function contentKey(node: unknown): string {
  return JSON.stringify(node, (key, value: unknown) =>
    POSITIONAL_KEYS.has(key) ? undefined : value,
  );
}
