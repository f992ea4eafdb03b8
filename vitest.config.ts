import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Property tests run many parses; give them room on a 2-core machine.
    testTimeout: 60_000,
  },
});
