import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    reporters: ["default", "./test/helpers/summary-reporter.ts"],
    // Property tests run many parses and games; give them room on a 2-core machine.
    testTimeout: 60_000,
  },
});
