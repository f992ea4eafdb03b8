// The per-card rulings of rulings/cards/ (test/rulings/rulings.test.ts reads only the top level of
// rulings/): every file is free of diagnostics and every ruling passes or is a known engine gap.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../workspace/diagnostic-report.ts";
import { formatResult, runRulingFile } from "../../ruling-runner/index.ts";

const dir = join(import.meta.dirname, "../../rulings/cards");
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".ruling"))
  .sort();

for (const name of files) {
  const path = join("rulings/cards", name);
  const result = await runRulingFile(join(dir, name));
  describe(path, () => {
    it("has no diagnostics", () => {
      expect(result.diagnostics.map((d) => formatDiagnostic(d, result.text))).toEqual([]);
    });
    for (const r of result.results) {
      const title = `${r.ruling.name} [${r.ruling.cites.map((c) => c.id).join(", ")}]`;
      if (r.status === "pending") it.todo(`${title} — pending: ${r.ruling.pending ?? ""}`);
      else
        it(title, () => {
          if (r.status === "failed") expect.fail(formatResult(path, r));
        });
    }
  });
}
