// The project root: the nearest folder, from the working directory upwards, that holds a
// cardtext/ folder. Commands run without paths read their default folders (cardtext/, rulings/,
// generated/) there, so `memoria check` works from any folder of a project, cardtext/ included.
// No config file: cardtext/ is what every project has, and one marker cannot disagree with another.
import { statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { inputDiagnostics, makeDiagnostic, type Diagnostic } from "../grammar/diagnostics.ts";
import { spanAtStart } from "./source.ts";

/** The folder whose presence marks a project root. */
export const ROOT_MARKER = "cardtext";

/** A command needed the project root (no paths given) and there is none: PM1005. */
export class NoProjectRootError extends Error {
  constructor(readonly diagnostic: Diagnostic) {
    super(diagnostic.message);
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false; // missing or unreadable: not a marker
  }
}

/** The nearest folder at or above `from` holding cardtext/, or undefined at the file system's root. */
export function findProjectRoot(from: string = process.cwd()): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    if (isDirectory(join(dir, ROOT_MARKER))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/** The project root above the working directory; NoProjectRootError (PM1005) when there is none. */
export function projectRoot(): string {
  const cwd = process.cwd();
  const root = findProjectRoot(cwd);
  if (root === undefined)
    throw new NoProjectRootError(
      makeDiagnostic(inputDiagnostics.noProjectRoot, spanAtStart(cwd), { dir: cwd }),
    );
  return root;
}

/**
 * A default folder of the project (`cardtext`, `rulings`, `generated`), relative to the working
 * directory so diagnostics keep their short paths: "cardtext" at the root, "." inside cardtext/.
 */
export function projectFolder(name: string): string {
  return relative(process.cwd(), join(projectRoot(), name)) || ".";
}

/** The paths a command was given, else its default folder of the project. */
export function pathsOrDefault(positionals: readonly string[], folder: string): string[] {
  return positionals.length > 0 ? [...positionals] : [projectFolder(folder)];
}
