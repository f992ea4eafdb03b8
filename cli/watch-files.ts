// Watching card files for `compile --watch`, on chokidar. Node 20's recursive fs.watch loses a file
// that an editor saves by renaming a temporary file over it (vim, JetBrains IDEs, `sed -i`): the
// first such save is seen, every later one is not (issue 14). chokidar re-attaches to the new file
// and reports the rename as a change (its `atomic` handling).
import { basename, normalize } from "node:path";
import { watch, type FSWatcher } from "chokidar";

export interface FileWatch {
  /** Resolves once the initial scan is done: a save from then on is seen. */
  ready: Promise<void>;
  close: () => Promise<void>;
}

/**
 * Call `onChange` (debounced by `debounceMs`) whenever a file below `paths` whose name ends in one
 * of `extensions` is added, changed or removed, or a folder below them is removed. The files a
 * run reads (workspace/files.ts) are the ones watched: dot-names and node_modules are skipped.
 */
export function watchFiles(
  paths: readonly string[],
  extensions: readonly string[],
  onChange: () => void,
  onError: (error: unknown) => void,
  debounceMs = 100,
): FileWatch {
  // chokidar passes paths normalised (`./cards/` arrives as `cards/`): compare them that way.
  const key = (path: string): string => normalize(path).replace(/[\\/]+$/, "") || ".";
  const roots = new Set(paths.map(key));
  const wanted = (path: string): boolean =>
    roots.has(key(path)) || extensions.some((ext) => path.endsWith(ext));
  const skipped = (path: string): boolean => {
    if (roots.has(key(path))) return false;
    const name = basename(path);
    return (name.startsWith(".") && name !== "." && name !== "..") || name === "node_modules";
  };
  const watcher: FSWatcher = watch([...paths], {
    ignoreInitial: true,
    // Files of other kinds are not watched at all (a folder's stats say it is not a file).
    ignored: (path, stats) => skipped(path) || (stats?.isFile() === true && !wanted(path)),
  });
  let timer: NodeJS.Timeout | undefined;
  watcher.on("all", (event, path) => {
    if (event !== "unlinkDir" && !wanted(path)) return;
    clearTimeout(timer);
    timer = setTimeout(onChange, debounceMs);
  });
  watcher.on("error", onError);
  const ready = new Promise<void>((resolve) => watcher.once("ready", () => resolve()));
  return {
    ready,
    close: async () => {
      clearTimeout(timer);
      await watcher.close();
    },
  };
}
