// Shared card databases (ruling-runner/databases.ts, issue 15) carry nothing from one ruling to
// the next: every ruling file gives the same results whether it runs after all the files before it
// or after all the files after it — forward in the worker's own module graph, as the test files
// before this one left its engine, registry and caches (test/helpers/resets-last-sequencer.ts
// runs this file among the last), backward in a fresh graph that has seen nothing; and a shared
// database is unchanged, to the last card definition and effect id, by running every ruling of the
// repository against it.
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

/** A run of every file in `order`. */
interface OrderedRun {
  outcomes: Map<string, unknown>;
  passed: number;
  /** The samples' shared database, before the run, after it, and as the runner gives it after. */
  samples: { before: string; after: string; sameObject: boolean };
}

/**
 * Every file in `order`, in the worker's module graph as it is, or (`fresh`) in a new one: its own
 * registry, caches and databases. The worker's graph is warm (its functions compiled and
 * optimised): a run there costs about half a fresh one.
 */
async function runInOrder(order: readonly string[], fresh: boolean): Promise<OrderedRun> {
  if (fresh) vi.resetModules();
  const runner = (await import("../../ruling-runner/index.ts")) as {
    runRulingFile: typeof runRulingFile;
  };
  // the same graph's cards and databases: the ones the runs below use
  const cards = (await import("../../ruling-runner/cards.ts")) as { baseCards: typeof baseCards };
  const databases = (await import("../../ruling-runner/databases.ts")) as {
    baseDb: typeof baseDb;
  };
  const samples = (await cards.baseCards("samples"))!;
  const db = databases.baseDb(samples);
  const before = fingerprint(db);
  const outcomes = new Map<string, unknown>();
  let passed = 0;
  for (const f of order) {
    const r = await runner.runRulingFile(join(root, f));
    outcomes.set(f, outcome(r));
    passed += r.results.filter((x) => x.status === "passed").length;
  }
  const samplesDb = {
    before,
    after: fingerprint(db),
    sameObject: databases.baseDb(samples) === db,
  };
  return { outcomes, passed, samples: samplesDb };
}

// Both tests read the forward run: every ruling file run once more would be ~2 s of CPU.
let forwardRun: Promise<OrderedRun> | undefined;
const forward = () => (forwardRun ??= runInOrder(files, false));

describe("shared card databases", () => {
  it("give every ruling file the same results after the files before it as after those after it", async () => {
    const { outcomes } = await forward();
    const backward = (await runInOrder([...files].reverse(), true)).outcomes;
    expect(outcomes.size).toBeGreaterThan(100);
    for (const f of files) expect(backward.get(f), f).toEqual(outcomes.get(f));
  });

  it("are shared, and unchanged by running every ruling against them", async () => {
    const { passed, samples } = await forward();
    expect(passed).toBeGreaterThan(800);
    // The samples' rulings ran on this very database (they declare no card of their own).
    expect(samples.sameObject).toBe(true);
    expect(samples.after).toBe(samples.before);
  });

  it("are one object per base", async () => {
    const samples = (await baseCards("samples"))!;
    expect(baseDb(samples)).toBe(baseDb(samples));
  });
});
