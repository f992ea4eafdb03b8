// Expanding command-line paths into the card files they name, in a stable (sorted) order.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** A path named on the command line (or by a caller) that does not exist: a usage error. */
export class MissingPathError extends Error {}

/** Paths that exist but hold no file of the kind wanted: a run over them would check nothing. */
export class NoFilesError extends Error {}

/**
 * Every file below `paths` whose name ends in one of `extensions`; a file given directly is kept.
 * Finding none is an error (NoFilesError), never an empty success.
 */
export function collectFiles(paths: readonly string[], extensions: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (path: string, explicit: boolean): void => {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      throw new MissingPathError(`no such file or directory: ${path}`);
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) {
        if (entry === "node_modules" || entry.startsWith(".")) continue;
        walk(join(path, entry), false);
      }
    } else if (explicit || extensions.some((ext) => path.endsWith(ext))) {
      found.push(path);
    }
  };
  for (const path of paths) walk(path, true);
  if (found.length === 0)
    throw new NoFilesError(
      `no ${extensions.map((e) => `*${e}`).join(" or ")} file in ${paths.join(", ")}: nothing to do`,
    );
  return found;
}
