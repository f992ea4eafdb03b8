// The package test alone (npm run test:package): a build, `npm pack` and an install take minutes
// on a shared machine, so it runs as its own CI step rather than inside `npm test`.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: new URL("../..", import.meta.url).pathname,
    include: ["test/package/**/*.test.ts"],
    reporters: ["default", "./test/helpers/summary-reporter.ts"],
    testTimeout: 300_000,
  },
});
