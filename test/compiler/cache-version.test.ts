// The per-card compile cache is keyed by a hash of the compiler's sources (VERSIONED_FOLDERS).
// Every module the emitter reaches through its imports must be in one of those folders, or a
// change there (a lowering table in compiler/steps/, a diagnostic message) would replay a stale
// module or refusal from .cache/compile.json.
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { expect, it } from "vitest";
import { VERSIONED_FOLDERS } from "../../compiler/cache/card-cache.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const IMPORT = /^\s*(?:import|export)\s[^;]*?from\s+"(\.{1,2}\/[^"]+)"/gms;

/** Files reachable from `start` through relative imports (type-only ones included). */
function reachable(start: string): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, "utf8").matchAll(IMPORT))
      todo.push(resolve(dirname(file), m[1]!));
  }
  return seen;
}

it("every module the emitter imports is hashed into the cache version", () => {
  const files = [...reachable(join(ROOT, "compiler/emit/write.ts"))].map((f) => relative(ROOT, f));
  // runtime/ is imported for types only (the layer rule), which do not change emitted text.
  const unversioned = files.filter(
    (f) => !f.startsWith("runtime/") && !VERSIONED_FOLDERS.some((d) => f.startsWith(`${d}/`)),
  );
  expect(files.length).toBeGreaterThan(30);
  expect(files.some((f) => f.startsWith("compiler/steps/"))).toBe(true);
  expect(unversioned).toEqual([]);
});
