// Deck files (`.deck`, docs/decks.md) for the CLI: `check` validates them against cardtext/
// (PM6xxx), `simulate` and `play` turn them into the card ids the engine takes. The parser is
// grammar/deck and the rules are compiler/deck; this file only reads files and wires them.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Diagnostic } from "../grammar/diagnostics.ts";
import { parseDeck } from "../grammar/deck/index.ts";
import { indexCards, validateDeck, type DeckCardIndex } from "../compiler/deck/index.ts";
import { loadCardFiles, type LoadedFile } from "./load.ts";
import { readSource } from "./source.ts";
import { findProjectRoot } from "./project-root.ts";

/** The project of the working directory (else this package's folder, as before project roots). */
const root = (): string => findProjectRoot() ?? join(import.meta.dirname, "..");

export interface DeckFileResult {
  cards: string[];
  errors: string[];
}

/**
 * A deck's card ids, one per copy, with its syntax errors as `file:line: message`. References
 * stay as written (sample numbers such as V-001, or compiled ids); `resolveDeckFile` also turns
 * bare numbers into compiled ids.
 */
export function parseDeckFile(text: string, file = "<deck>"): DeckFileResult {
  const { ast, diagnostics } = parseDeck(text, file);
  return {
    cards: ast.entries.flatMap((e) => Array<string>(e.count).fill(e.ref)),
    errors: diagnostics.map((d) => `${file}:${d.span.start.line}: ${d.message}`),
  };
}

let cardtextIndex: DeckCardIndex | undefined;

/** The cards of some loaded card files, which deck entries name. */
export function indexLoaded(files: readonly LoadedFile[]): DeckCardIndex {
  return indexCards(files.flatMap((f) => (f.ast ? [{ file: f.file, ast: f.ast }] : [])));
}

/** The cards of the repository's cardtext/, loaded once per process. */
export function cardtextCards(): DeckCardIndex {
  return (cardtextIndex ??= indexLoaded(loadCardFiles([join(root(), "cardtext")])));
}

/** Whether the emitter wrote a module for this compiled id (generated/<set>/<stem>.ts). */
export function isCompiled(id: string): boolean {
  return existsSync(join(root(), "generated", `${id}.ts`));
}

/**
 * Like parseDeckFile, but unambiguous numbers of cardtext/ cards become their compiled ids.
 * `keep` says which references are already engine ids (the built-in samples share numbers such
 * as 01-001 with real cards, and an old sample deck must keep meaning the samples).
 */
export function resolveDeckFile(
  text: string,
  file = "<deck>",
  keep: (ref: string) => boolean = () => false,
): DeckFileResult {
  const parsed = parseDeckFile(text, file);
  const { ast } = parseDeck(text, file);
  const index = cardtextCards();
  const cards = ast.entries.flatMap((e) => {
    const hits = index.byNumber.get(e.ref);
    const id = !keep(e.ref) && !index.byId.has(e.ref) && hits?.length === 1 ? hits[0]!.id : e.ref;
    return Array<string>(e.count).fill(id);
  });
  return { cards, errors: parsed.errors };
}

/** One deck file checked for `memoria check`: syntax (PM60xx) then validation (PM61xx/62xx). */
export function checkDeckFile(file: string, index: DeckCardIndex): LoadedFile {
  const source = readSource(file);
  if (source.text === undefined) return { file, diagnostics: source.diagnostics };
  const { ast, diagnostics } = parseDeck(source.text, file);
  const checked = validateDeck(ast, index, { isCompiled });
  const all: Diagnostic[] = [...source.diagnostics, ...diagnostics, ...checked.diagnostics];
  all.sort((a, b) => a.span.start.offset - b.span.start.offset);
  return { file, text: source.text, diagnostics: all };
}
