// Printing the diagnostics of loaded files, as text with code frames or as JSON.
import type { Diagnostic } from "../grammar/diagnostics.ts";
import {
  countBySeverity,
  diagnosticsAsJson,
  formatDiagnostic,
} from "../workspace/diagnostic-report.ts";
import type { LoadedFile } from "../workspace/load.ts";

export function printDiagnostics(
  files: readonly LoadedFile[],
  json: boolean,
): { errors: number; warnings: number } {
  const all: Diagnostic[] = files.flatMap((f) => f.diagnostics);
  if (json) {
    console.log(diagnosticsAsJson(all));
  } else {
    for (const file of files) {
      for (const d of file.diagnostics) console.error(formatDiagnostic(d, file.text) + "\n");
    }
  }
  return countBySeverity(all);
}
