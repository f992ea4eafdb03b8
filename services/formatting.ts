// Formatting a card file: the formatter's canonical form (grammar/format.ts) as one edit of the
// whole text. A file with a syntax error is not formatted (the formatter prints the AST, and a
// broken card is not in it: formatting would delete it).
import { format } from "../grammar/format.ts";
import type { TextEdit } from "./types.ts";
import type { Workspace } from "./workspace.ts";

export function formatCards(ws: Workspace, uri: string): TextEdit[] {
  const file = ws.cardDocument(uri);
  if (!file || file.parsed.some((d) => d.severity === "error")) return [];
  const text = format(file.ast);
  return text === file.doc.text ? [] : [{ range: file.doc.whole, newText: text }];
}
