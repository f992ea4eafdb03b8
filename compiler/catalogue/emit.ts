// PM4xxx — the emit band: what lowering (compiler/lower/) and emitting (compiler/emit/) report.
// Kept without a `phase` field; catalogue/index.ts adds phase "emit" when it merges the band into
// the one catalogue (docs/diagnostics.md).
import type { DiagnosticDef } from "../../grammar/diagnostics.ts";

export interface EmitCatalogueEntry extends DiagnosticDef {
  summary: string;
  rule: string;
}

export const emitDiagnostics = {
  notSupported: {
    code: "PM4001",
    severity: "error",
    message: "not supported by the engine yet: {what}",
    fix: "Leave the card out of compiled sets (or write the sentence as a `todo`) until runtime/ gains this; see docs/compiler.md, engine gaps.",
    summary:
      "The card language can say this, but runtime/cards/definition.ts has no way to express it, so the card is not compiled.",
    rule: "language",
  },
  internalError: {
    code: "PM4999",
    severity: "error",
    message: "internal emitter error: {error}",
    fix: "Report this as a bug in compiler/emit or compiler/lower with the card that triggers it.",
    summary:
      "Lowering or emitting threw; the card was not written and the other cards still compiled.",
    rule: "language",
  },
} as const satisfies Record<string, EmitCatalogueEntry>;
