// Test files share one module graph per worker (vitest.config.ts: `isolate: false`). A file that
// calls `vi.resetModules()` empties that graph for every file after it: each then imports the
// engine, the parsers and the compiled cards again and warms them up again (issue 15: two such
// files made the worker load the graph three times over). Those files run last, in vitest's own
// order otherwise, so the graph they empty is one nobody reads again.
import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const RESETS = /\bvi\.resetModules\(/;

function resetsModules(spec: TestSpecification): boolean {
  return RESETS.test(readFileSync(spec.moduleId, "utf8"));
}

export default class ResetsLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = sorted.filter(resetsModules);
    return [...sorted.filter((f) => !last.includes(f)), ...last];
  }
}
