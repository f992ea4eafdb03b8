// Expanding command-line paths into the card files they name, in a stable (sorted) order.
import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

/** A path named on the command line (or by a caller) that does not exist: a usage error. */
export class MissingPathError extends Error {}

/** Paths that exist but hold no file of the kind wanted: a run over them would check nothing. */
export class NoFilesError extends Error {}

/**
 * Every file below `paths` whose name ends in one of `extensions`; a file given directly is kept.
 * Each file once, where it is first met: a folder and a file in it (`memoria test rulings
 * rulings/bans.ruling`) would otherwise run its rulings twice, or define a file's cards twice.
 * Finding none is an error (NoFilesError), never an empty success.
 */
export function collectFiles(paths: readonly string[], extensions: readonly string[]): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const keep = (path: string): void => {
    const key = resolve(path);
    if (seen.has(key)) return;
    seen.add(key);
    found.push(path);
  };
  const wanted = (path: string, explicit: boolean): boolean =>
    explicit || extensions.some((ext) => path.endsWith(ext));
  const walk = (path: string, explicit: boolean): void => {
    let stat;
    try {
      stat = statSync(path);
    } catch (error) {
      if (isMissing(error)) throw new MissingPathError(`no such file or directory: ${path}`);
      // It is there but cannot be looked at (EACCES on a folder above it): kept, so that reading
      // it reports PM1004 with the system's reason instead of calling it missing.
      if (wanted(path, explicit)) keep(path);
      return;
    }
    if (stat.isDirectory()) {
      let entries: string[];
      try {
        entries = readdirSync(path).sort();
      } catch {
        // A folder that cannot be listed (EACCES): kept as a path, and reading it reports PM1004
        // with the reason (workspace/source.ts), never a stack trace and never a silent skip.
        keep(path);
        return;
      }
      for (const entry of entries) {
        if (entry === "node_modules" || entry.startsWith(".")) continue;
        walk(join(path, entry), false);
      }
    } else if (wanted(path, explicit)) {
      keep(path);
    }
  };
  for (const path of paths) walk(path, true);
  if (found.length === 0)
    throw new NoFilesError(
      `no ${extensions.map((e) => `*${e}`).join(" or ")} file in ${paths.join(", ")}: nothing to do`,
    );
  return found;
}

/** ENOENT, or ENOTDIR (a path through a file): the path does not exist. */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}
