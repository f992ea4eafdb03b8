// The diagnostics of one open card file: its parse diagnostics, then the checker's, run on that
// file alone with the symbol table of every card file of the workspace. The language server checks
// every file (it publishes them all); the studio shows one, and checking the whole cardtext/ on a
// header edit took seconds in the browser. The result is the same for the file: a file's
// diagnostics depend only on the file and the symbol table (compiler/cache/check-cache.ts runs
// the same checkWithSymbols for edited files; test/emit/check-cache.test.ts holds the two paths
// equal). The table is rebuilt per analysis (a few ms: names, traits and titles of every card).
import { buildSymbolTable } from "../../compiler/bind.ts";
import { checkWithSymbols } from "../../compiler/check.ts";
import type { Diagnostic } from "../../grammar/diagnostics.ts";
import type { Workspace } from "../../services/workspace.ts";

export function openFileDiagnostics(ws: Workspace, uri: string): Diagnostic[] {
  const file = ws.cardDocument(uri);
  if (!file) return [];
  const symbols = buildSymbolTable(ws.cardDocuments().map((f) => f.ast));
  const checked = checkWithSymbols([file.ast], symbols, { prior: file.parsed });
  return [...file.parsed, ...checked.filter((d) => d.span.file === uri)].sort(
    (a, b) => a.span.start.offset - b.span.start.offset,
  );
}
