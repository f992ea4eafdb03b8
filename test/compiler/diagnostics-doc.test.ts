import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { renderDiagnosticsDoc } from "../../compiler/diagnostics-doc.ts";
import { DIAGNOSTICS_DOC } from "../../compiler/gen-diagnostics-doc.ts";

it("docs/diagnostics.md is generated from the current catalogues (run `npx tsx compiler/gen-diagnostics-doc.ts`)", () => {
  expect(readFileSync(DIAGNOSTICS_DOC, "utf8")).toBe(renderDiagnosticsDoc());
});
