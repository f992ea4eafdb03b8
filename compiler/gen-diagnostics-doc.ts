// Writes docs/diagnostics.md from the catalogues. Run: npx tsx compiler/gen-diagnostics-doc.ts
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderDiagnosticsDoc } from "./diagnostics-doc.ts";

export const DIAGNOSTICS_DOC = fileURLToPath(new URL("../docs/diagnostics.md", import.meta.url));

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(DIAGNOSTICS_DOC, renderDiagnosticsDoc());
  console.log(`wrote ${DIAGNOSTICS_DOC}`);
}
