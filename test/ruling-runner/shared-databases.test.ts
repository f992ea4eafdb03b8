// Shared card databases (ruling-runner/databases.ts, issue 15) carry nothing from one ruling to
// the next: every ruling file gives the same results whether it runs after all the files before it
// or after all the files after it, each order in a fresh module graph (its own engine registry and
// caches); and a shared database is unchanged, to the last card definition and effect id, by
// running every ruling of the repository against it.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { baseCards } from "../../ruling-runner/cards.ts";
import { baseDb } from "../../ruling-runner/databases.ts";
import { runRulingFile, type FileResult } from "../../ruling-runner/index.ts";
import { cardDbFingerprint as fingerprint } from "../helpers/card-db-fingerprint.ts";

const root = join(import.meta.dirname, "../../rulings");
const files = readdirSync(root, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith(".ruling"))
  .sort();

/** What a file's run shows, without the parsed rulings (new objects on every parse). */
function outcome(r: FileResult): unknown {
  return {
    diagnostics: r.diagnostics.map((d) => [d.code, d.message, d.span.start.offset]),
    results: r.results.map(({ ruling, ...shown }) => ({ name: ruling.name, ...shown })),
  };
}

/** Every file's outcome, the files run in `order` in a fresh module graph. */
async function runInOrder(order: readonly string[]): Promise<Map<string, unknown>> {
  vi.resetModules();
  const fresh = (await import("../../ruling-runner/index.ts")) as {
    runRulingFile: typeof runRulingFile;
  };
  const out = new Map<string, unknown>();
  for (const f of order) out.set(f, outcome(await fresh.runRulingFile(join(root, f))));
  return out;
}

describe("shared card databases", () => {
  it("give every ruling file the same results after the files before it as after those after it", async () => {
    const forward = await runInOrder(files);
    const backward = await runInOrder([...files].reverse());
    expect(forward.size).toBeGreaterThan(100);
    for (const f of files) expect(backward.get(f), f).toEqual(forward.get(f));
  });

  it("are shared, and unchanged by running every ruling against them", async () => {
    const samples = (await baseCards("samples"))!;
    const db = baseDb(samples);
    expect(baseDb(samples)).toBe(db);
    const before = fingerprint(db);
    let passed = 0;
    for (const f of files)
      passed += (await runRulingFile(join(root, f))).results.filter(
        (r) => r.status === "passed",
      ).length;
    expect(passed).toBeGreaterThan(800);
    // The samples' rulings ran on this very database (they declare no card of their own).
    expect(baseDb(samples)).toBe(db);
    expect(fingerprint(db)).toBe(before);
  });
});
