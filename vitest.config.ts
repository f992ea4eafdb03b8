import { configDefaults, defineConfig } from "vitest/config";
import ResetsLastSequencer from "./test/helpers/resets-last-sequencer.ts";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The package test builds, packs and installs (minutes): its own step, npm run test:package.
    // The studio's browser tests drive Chromium on the built page: npm run test:studio.
    exclude: [...configDefaults.exclude, "test/package/**", "test/studio/**"],
    // Test files share each worker's module graph instead of re-importing it per file (issue 15:
    // import took 216–272 s of a run, 68 s without isolation). Files keep no state between them that
    // another reads: module singletons are caches (the parsers, the card databases), process.chdir
    // and vi.doMock are undone in the file that makes them.
    isolate: false,
    // …so the files that empty the shared graph (vi.resetModules) run after all the others.
    sequence: { sequencer: ResetsLastSequencer },
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache, keyed by each
    // file's content and the configuration): a repeated run transforms only the files that changed
    // (vitest's transform figure ~9 s → ~4 s). A clean clone (CI) transforms everything once.
    experimental: { fsModuleCache: true },
    // The worker's garbage collector on its own thread, not on helpers beside it: the same collections
    // for less CPU in all (issue 15: ~7% of the worker's, alternating runs of test/runtime,
    // test/translate and test/emit: 83.0 and 81.6 s against 91.1 and 87.5 s), on a 2-core machine
    // whose other core runs the tests' child processes.
    execArgv: ["--single-threaded-gc"],
    reporters: ["default", "./test/helpers/summary-reporter.ts"],
    // A ceiling that stops a hang, never a speed check (issue 14: tests never fail on timing). On a
    // shared 2-core machine under load, a test that spawns the CLI a few times (each start-up pays
    // tsx and the parser's construction) or formats every module of the pool takes minutes.
    testTimeout: 300_000,
  },
});
