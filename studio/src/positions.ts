// LSP positions (0-based line, UTF-16 character) ⇄ CodeMirror offsets (UTF-16 too), clamped to
// the document so that a position computed on an older text never throws.
import type { Text } from "@codemirror/state";
import type { LspPosition } from "./protocol.ts";

export function toOffset(doc: Text, p: LspPosition): number {
  const line = doc.line(Math.min(Math.max(p.line + 1, 1), doc.lines));
  return Math.min(line.from + Math.max(p.character, 0), line.to);
}

export function toPosition(doc: Text, offset: number): LspPosition {
  const line = doc.lineAt(Math.min(Math.max(offset, 0), doc.length));
  return { line: line.number - 1, character: offset - line.from };
}
