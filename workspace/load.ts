// Reads and parses card files: the shared first step of parse, fmt, check and compile.
import { reparse, type Parsed } from "../grammar/reparse.ts";
import type { CardFile } from "../grammar/ast.ts";
import { inputDiagnostics, makeDiagnostic, type Diagnostic } from "../grammar/diagnostics.ts";
import { collectFiles } from "./files.ts";
import { readSource } from "./source.ts";

export const CARD_EXTENSIONS = [".cards"] as const;

export interface LoadedFile {
  file: string;
  text?: string;
  ast?: CardFile;
  diagnostics: Diagnostic[];
}

/** A loaded file as reparse's starting point: only a clean parse can be spliced into. */
function parsedOf(previous: LoadedFile | undefined): Parsed | undefined {
  if (previous?.text === undefined || !previous.ast || previous.diagnostics.length > 0)
    return undefined;
  return { text: previous.text, result: { ast: previous.ast, diagnostics: [] } };
}

export function loadCardFile(file: string): LoadedFile {
  return reloadCardFile(file, undefined);
}

/**
 * Read and parse a card file again (`--watch`): given what it was last loaded as, an edit inside
 * one card re-parses that card only (grammar/reparse.ts).
 */
export function reloadCardFile(file: string, previous: LoadedFile | undefined): LoadedFile {
  const source = readSource(file);
  if (source.text === undefined || source.diagnostics.some((d) => d.severity === "error")) {
    return {
      file,
      ...(source.text !== undefined ? { text: source.text } : {}),
      diagnostics: source.diagnostics,
    };
  }
  const { ast, diagnostics } = reparse(parsedOf(previous), source.text, file);
  // Comments and a title but no card: as empty as a blank file (PM1002), not a silent pass.
  if (
    !ast.items.some((i) => i.kind === "Card") &&
    !diagnostics.some((d) => d.severity === "error")
  ) {
    const start = { offset: 0, line: 1, column: 1 };
    diagnostics.push(makeDiagnostic(inputDiagnostics.empty, { file, start, end: start }));
  }
  return { file, text: source.text, ast, diagnostics: [...source.diagnostics, ...diagnostics] };
}

export function loadCardFiles(paths: readonly string[]): LoadedFile[] {
  return collectFiles(paths, CARD_EXTENSIONS).map(loadCardFile);
}
