// Golden files for diagnostics: each broken input in diagnostics/*.cards is shown as the CLI shows
// it (file:line:col, code, message, source with a caret, fix) in the .errors.txt beside it.
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { loadCardFile } from "../../workspace/load.ts";
import { formatDiagnostic } from "../../workspace/diagnostic-report.ts";
import { expectGolden } from "../helpers/golden.ts";

const dir = join(import.meta.dirname, "diagnostics");
const inputs = readdirSync(dir)
  .filter((f) => f.endsWith(".cards"))
  .sort();

describe("diagnostic golden files", () => {
  it("has broken inputs to show", () => {
    expect(inputs.length).toBeGreaterThan(0);
  });

  for (const name of inputs) {
    it(name, () => {
      const path = join(dir, name);
      const loaded = loadCardFile(relative(process.cwd(), path));
      expect(
        loaded.diagnostics.length,
        `${name} is meant to be broken but has no diagnostics`,
      ).toBeGreaterThan(0);
      const shown =
        loaded.diagnostics.map((d) => formatDiagnostic(d, loaded.text)).join("\n\n") + "\n";
      expectGolden(path.replace(/\.cards$/, ".errors.txt"), shown);
    });
  }
});
