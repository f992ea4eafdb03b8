// The studio's browser tests alone (npm run test:studio, which builds the page first): they drive
// Debian's Chromium, so they run as their own CI step rather than inside `npm test`.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: new URL("../..", import.meta.url).pathname,
    include: ["test/studio/**/*.test.ts"],
    reporters: ["default", "./test/helpers/summary-reporter.ts"],
    // One browser for the file; the page's first check of the workspace takes seconds on a
    // shared machine. A ceiling against hangs, not a speed check (docs/studio.md has the figures).
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
