import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { DIAGNOSTICS_DOC, diagnosticsDoc } from "../../compiler/gen-diagnostics-doc.ts";

it("docs/diagnostics.md is generated from the current catalogues (run `npx tsx compiler/gen-diagnostics-doc.ts`)", async () => {
  expect(readFileSync(DIAGNOSTICS_DOC, "utf8")).toBe(await diagnosticsDoc());
});
