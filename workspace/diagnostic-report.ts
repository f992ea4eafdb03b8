// How diagnostics are shown: `file:line:col`, the code and message, a code frame with a caret
// under the span, the usual fix; or the same as JSON for editors.
import type { Diagnostic } from "../grammar/diagnostics.ts";
import { displayWidth } from "./display-width.ts";

/** Control characters would garble the frame; show them as visible escapes instead. */
function visible(line: string): string {
  return line.replace(
    /[\u0000-\u0008\u000b-\u001f\u007f\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

export function codeFrame(text: string, diagnostic: Diagnostic): string {
  const lines = text.split(/\r\n|\r|\n/);
  const { start, end } = diagnostic.span;
  const lineText = lines[start.line - 1];
  if (lineText === undefined) return "";
  const gutter = String(start.line).length + 1;
  const pad = " ".repeat(gutter);
  const before = lineText.slice(0, Math.max(0, start.column - 1));
  const endColumn = end.line === start.line ? end.column : lineText.length + 1;
  const marked = lineText.slice(start.column - 1, Math.max(start.column - 1, endColumn - 1));
  const caretWidth = Math.max(1, displayWidth(visible(marked)));
  const out: string[] = [];
  const previous = lines[start.line - 2];
  if (previous !== undefined && previous.trim() !== "") {
    out.push(`${String(start.line - 1).padStart(gutter - 1)} | ${visible(previous)}`);
  }
  out.push(`${String(start.line).padStart(gutter - 1)} | ${visible(lineText)}`);
  out.push(`${pad}| ${" ".repeat(displayWidth(visible(before)))}${"^".repeat(caretWidth)}`);
  return out.join("\n");
}

export function formatDiagnostic(diagnostic: Diagnostic, text: string | undefined): string {
  const { file, start } = diagnostic.span;
  const head = `${file}:${start.line}:${start.column} - ${diagnostic.severity} ${diagnostic.code}: ${diagnostic.message}`;
  const parts = [head];
  if (text !== undefined) {
    const frame = codeFrame(text, diagnostic);
    if (frame) parts.push(frame);
  }
  for (const note of diagnostic.related ?? []) {
    parts.push(
      `  note: ${note.message} (${note.span.file}:${note.span.start.line}:${note.span.start.column})`,
    );
    if (text !== undefined && note.span.file === file) {
      const frame = codeFrame(text, { ...diagnostic, span: note.span });
      if (frame) parts.push(frame.replace(/^/gm, "  "));
    }
  }
  parts.push(`  fix: ${diagnostic.fix}`);
  return parts.join("\n");
}

/** One JSON object per diagnostic, the shape editors consume. */
export function diagnosticsAsJson(diagnostics: readonly Diagnostic[]): string {
  return JSON.stringify(diagnostics, null, 2);
}

export function countBySeverity(diagnostics: readonly Diagnostic[]): {
  errors: number;
  warnings: number;
} {
  let errors = 0;
  let warnings = 0;
  for (const d of diagnostics) {
    if (d.severity === "error") errors++;
    else warnings++;
  }
  return { errors, warnings };
}
