// Golden files: compare output with a committed file; `UPDATE_GOLDEN=1` (npm run golden:accept)
// rewrites them instead, so accepting a reviewed change is one command.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { expect } from "vitest";

export const updatingGolden = process.env.UPDATE_GOLDEN === "1";

export function expectGolden(path: string, actual: string): void {
  if (updatingGolden) {
    writeFileSync(path, actual);
    return;
  }
  if (!existsSync(path)) {
    throw new Error(`missing golden file ${path}: run \`npm run golden:accept\` and review it`);
  }
  expect(actual, `golden file ${path} differs; review, then run \`npm run golden:accept\``).toBe(
    readFileSync(path, "utf8"),
  );
}
