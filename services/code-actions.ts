// Quick fixes: every diagnostic whose message names a did-you-mean, or whose usual fix is a fixed
// edit (PM1102: close the literal), carries the edit in `data.replacement` (diagnostics.ts); the
// editor sends those diagnostics back with the request and each becomes one quick fix.
import type { CodeAction, LspDiagnostic } from "./types.ts";

export function quickFixes(uri: string, diagnostics: readonly LspDiagnostic[]): CodeAction[] {
  const out: CodeAction[] = [];
  for (const d of diagnostics) {
    const edit = d.data?.replacement;
    if (!edit) continue;
    const isInsert =
      edit.range.start.line === edit.range.end.line &&
      edit.range.start.character === edit.range.end.character;
    out.push({
      title: isInsert
        ? `Insert ${edit.newText} (${d.code})`
        : `Replace with ${edit.newText} (${d.code})`,
      kind: "quickfix",
      diagnostics: [d],
      isPreferred: true,
      edit: { changes: { [uri]: [edit] } },
    });
  }
  return out;
}
