import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The package test builds, packs and installs (minutes): its own step, npm run test:package.
    // The studio's browser tests drive Chromium on the built page: npm run test:studio.
    exclude: [...configDefaults.exclude, "test/package/**", "test/studio/**"],
    reporters: ["default", "./test/helpers/summary-reporter.ts"],
    // A ceiling that stops a hang, never a speed check (issue 14: tests never fail on timing). On a
    // shared 2-core machine under load, a test that spawns the CLI a few times (each start-up pays
    // tsx and the parser's construction) or formats every module of the pool takes minutes.
    testTimeout: 300_000,
  },
});
