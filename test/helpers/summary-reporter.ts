// Adds one plain closing line, `tests: N passed, N failed[, N skipped]`, after vitest's own
// summary, so tools that read only a run's last line can count the tests.
import type { Reporter, TestModule } from "vitest/node";

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
      // A file that failed to load has no tests but is a failure all the same.
      if (module.state() === "failed" && [...module.children.allTests()].length === 0) failed++;
    }
    console.log(
      `\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`,
    );
  }
}
