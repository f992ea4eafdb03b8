// Writes docs/diagnostics.md from the catalogues. Run: npx tsx compiler/gen-diagnostics-doc.ts
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderDiagnosticsDoc } from "./diagnostics-doc.ts";
import { formatMarkdown } from "./emit/format.ts";

export const DIAGNOSTICS_DOC = fileURLToPath(new URL("../docs/diagnostics.md", import.meta.url));

/** The document as committed: rendered from the catalogues, then formatted as prettier does. */
export async function diagnosticsDoc(): Promise<string> {
  return formatMarkdown(renderDiagnosticsDoc());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(DIAGNOSTICS_DOC, await diagnosticsDoc());
  console.log(`wrote ${DIAGNOSTICS_DOC}`);
}
