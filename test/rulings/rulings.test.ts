// Every ruling in rulings/ as one test, named by the ruling and its citations, so `npm test`
// covers them. A pending ruling (a known engine gap, `pending "reason"`) is reported as a todo,
// not a failure; a broken ruling file fails its own test with the diagnostics.
import { describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { formatDiagnostic } from "../../workspace/diagnostic-report.ts";
import { formatResult, runRulingFile } from "../../ruling-runner/index.ts";

const dir = join(import.meta.dirname, "../../rulings");
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".ruling"))
  .sort();

for (const name of files) {
  const path = join("rulings", name);
  const result = await runRulingFile(join(dir, name));
  describe(path, () => {
    it("has no diagnostics", () => {
      expect(result.diagnostics.map((d) => formatDiagnostic(d, result.text))).toEqual([]);
    });
    for (const r of result.results) {
      const cites = r.ruling.cites
        .map((c) =>
          c.kind === "rule" ? `rule ${c.id}` : c.kind === "card" ? `card ${c.id}` : c.id,
        )
        .join(", ");
      const title = `${r.ruling.name} [${cites}]`;
      if (r.status === "pending") it.todo(`${title} — pending: ${r.ruling.pending ?? ""}`);
      else
        it(title, () => {
          if (r.status === "failed") expect.fail(formatResult(path, r));
        });
    }
  });
}

it("runs at least 150 rulings", async () => {
  let n = 0;
  for (const name of files) n += (await runRulingFile(join(dir, name))).results.length;
  expect(n).toBeGreaterThanOrEqual(150);
});
