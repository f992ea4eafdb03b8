// What the server reads from the disk for the services: the project's card folders (so that a
// name defined in a file that is not open resolves), the link to docs/diagnostics.md, whether a
// card was compiled (generated/), and the ruling runner. services/ never touches the disk itself.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { collectFiles } from "../workspace/files.ts";
import { readSource } from "../workspace/source.ts";
import { runRulingText } from "../ruling-runner/index.ts";
import type { ServiceOptions } from "../services/index.ts";

export const uriOf = (path: string): string => pathToFileURL(path).href;

export function pathOf(uri: string): string | undefined {
  try {
    return uri.startsWith("file:") ? fileURLToPath(uri) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every file with one of the extensions below the folders, as (uri, text); unreadable files are
 * skipped. The card folders (a name defined in a file that is not open must resolve) and the deck
 * folders (a card name's references include the deck entries that name it).
 */
export function readFolders(
  folders: readonly string[],
  extensions: readonly string[],
): { uri: string; text: string }[] {
  const existing = folders.filter((f) => existsSync(f));
  if (existing.length === 0) return [];
  const out: { uri: string; text: string }[] = [];
  for (const file of collectFiles(existing, extensions)) {
    const source = readSource(file);
    if (source.text !== undefined) out.push({ uri: uriOf(file), text: source.text });
  }
  return out;
}

/** The kinds of file the server keeps from the disk when they are not open. */
export const DISK_KINDS = new Set(["cards", "deck"]);

/** The text of a file on disk, if it can be read (a closed document goes back to it). */
export function readDiskText(uri: string): string | undefined {
  const path = pathOf(uri);
  return path && existsSync(path) ? readSource(path).text : undefined;
}

/** The services' options for a project root: docs link, compiled cards and the ruling runner. */
export function diskOptions(root: string | undefined): ServiceOptions {
  const docs = [
    root && join(root, "docs/diagnostics.md"),
    join(import.meta.dirname, "../docs/diagnostics.md"),
  ].find((p): p is string => !!p && existsSync(p));
  const generated = root && join(root, "generated");
  return {
    ...(docs ? { docsLink: (code: string) => `${uriOf(docs)}#${code.toLowerCase()}` } : {}),
    ...(generated && existsSync(generated)
      ? { isCompiled: (id: string) => existsSync(join(generated, `${id}.ts`)) }
      : {}),
    runRulings: (file, text) => runRulingText(file, text),
  };
}
