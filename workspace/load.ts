// Reads and parses card files: the shared first step of parse, fmt, check and compile.
import { parse } from "../grammar/index.ts";
import type { CardFile } from "../grammar/ast.ts";
import type { Diagnostic } from "../grammar/diagnostics.ts";
import { collectFiles } from "./files.ts";
import { readSource } from "./source.ts";

export const CARD_EXTENSIONS = [".cards"] as const;

export interface LoadedFile {
  file: string;
  text?: string;
  ast?: CardFile;
  diagnostics: Diagnostic[];
}

export function loadCardFile(file: string): LoadedFile {
  const source = readSource(file);
  if (source.text === undefined || source.diagnostics.some((d) => d.severity === "error")) {
    return {
      file,
      ...(source.text !== undefined ? { text: source.text } : {}),
      diagnostics: source.diagnostics,
    };
  }
  const { ast, diagnostics } = parse(source.text, file);
  return { file, text: source.text, ast, diagnostics: [...source.diagnostics, ...diagnostics] };
}

export function loadCardFiles(paths: readonly string[]): LoadedFile[] {
  return collectFiles(paths, CARD_EXTENSIONS).map(loadCardFile);
}
