// GET /api/coverage: the coverage pane's figures (coverage-data.ts). The first request starts
// their computation on a worker thread (the translator's report alone takes about 15 s) and is
// answered at once with each part "computing"; the parts are cached per project root as they
// come in, and later requests get them. Computed once per server process: restart to recount.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { CORPUS_DIR } from "../../translate/corpus-file.ts";
import type { EngineCoverage, TranslatorCoverage } from "./coverage-data.ts";
import type { CoverageMessage } from "./coverage-thread.ts";

export type Part<T> =
  { status: "computing" } | { status: "ready"; value: T } | { status: "failed"; error: string };

export interface StudioCoverageAnswer {
  engine: Part<EngineCoverage>;
  translator: Part<TranslatorCoverage>;
}

const byRoot = new Map<string, StudioCoverageAnswer>();

/** tsx's ESM register API (its `import` export: `require.resolve` would give the CommonJS one). */
function tsxApiUrl(): string {
  const pkgPath = createRequire(import.meta.url).resolve("tsx/package.json");
  const pkg = JSON.parse(readFileSync(pkgPath, "utf8")) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return pathToFileURL(join(dirname(pkgPath), pkg.exports["./esm/api"]!.import.default)).href;
}

/**
 * The thread. From the TypeScript sources it registers tsx first: on Node 20 the main thread's
 * `register()` does not reach a worker's module loading. (Not a bundle, as simulation/threads.ts
 * uses: the coverage code finds the corpus and the project's files through `import.meta`.)
 */
function startThread(root: string, corpusDir: string): Worker {
  const workerData = { root, corpusDir };
  if (!import.meta.url.endsWith(".ts"))
    return new Worker(new URL("./coverage-thread.js", import.meta.url), { workerData });
  const entry = new URL("./coverage-thread.ts", import.meta.url).href;
  const boot = `import(${JSON.stringify(tsxApiUrl())}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

/** What is known of the project's coverage now; starts computing it on the first call. */
export function coverageAnswer(root: string, corpusDir: string = CORPUS_DIR): StudioCoverageAnswer {
  const known = byRoot.get(root);
  if (known) return known;
  const answer: StudioCoverageAnswer = {
    engine: { status: "computing" },
    translator: { status: "computing" },
  };
  byRoot.set(root, answer);
  const thread = startThread(root, corpusDir);
  thread.unref(); // a server that closes does not wait for it
  thread.on("message", (m: CoverageMessage) => {
    const part = m.ok ? { status: "ready", value: m.value } : { status: "failed", error: m.error };
    (answer as unknown as Record<string, unknown>)[m.part] = part;
  });
  const fail = (error: string): void => {
    for (const part of ["engine", "translator"] as const)
      if (answer[part].status === "computing") answer[part] = { status: "failed", error };
  };
  thread.on("error", (e) => fail(e.message));
  thread.on("exit", (code) => fail(`the coverage thread stopped (exit code ${code})`));
  return answer;
}
