// PM39xx — failures of the checker itself. A check that throws becomes this diagnostic so that one
// bug never hides every other diagnostic of the run (the pipeline never throws on input).
import { defineBand } from "./entry.ts";

export const internalDiagnostics = defineBand({
  internalError: {
    code: "PM3999",
    phase: "internal",
    severity: "error",
    rule: "language",
    message: "internal checker error in {check}: {error}",
    fix: "Report this as a bug in compiler/ with the card that triggers it.",
    summary: "A check threw an exception; the rest of the checks still ran.",
  },
});
