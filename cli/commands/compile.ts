// `memoria compile [paths]`: parse, check, lower and emit card files into generated/ (one module
// per card, an index per set, one for all sets). `--watch` keeps the compiler (and its per-card
// cache) alive and recompiles on save.
import { watch } from "node:fs";
import { parseArgs } from "../args.ts";
import { EXIT_DIAGNOSTICS, EXIT_OK, type Command } from "../command.ts";
import { loadCardFile, loadCardFiles, type LoadedFile } from "../load.ts";
import { printDiagnostics } from "../report.ts";
import { IncrementalCompiler, type CompileSummary } from "../../compiler/incremental.ts";

function inputsOf(files: readonly LoadedFile[]) {
  return files.flatMap((f) => (f.ast ? [{ file: f.file, ast: f.ast, diagnostics: f.diagnostics }] : []));
}

/** Attach compile diagnostics to their files (the code frame needs the text), then print. */
function report(files: readonly LoadedFile[], summary: CompileSummary, json: boolean): number {
  const byFile = new Map(files.map((f) => [f.file, { ...f, diagnostics: [...f.diagnostics] }]));
  for (const d of summary.diagnostics) byFile.get(d.span.file)?.diagnostics.push(d);
  const { errors } = printDiagnostics([...byFile.values()], json);
  if (!json) {
    console.log(
      `compiled ${summary.compiled} card(s), refused ${summary.refused}; modules written ${summary.written}, unchanged ${summary.unchanged}, deleted ${summary.deleted}; ${summary.emitted} emitted (cache misses) in ${summary.ms.toFixed(0)} ms`,
    );
  }
  return errors;
}

export const command: Command = {
  name: "compile",
  summary: "compile card files to TypeScript modules in generated/",
  help: `usage: memoria compile [paths…] [--out generated] [--watch] [--json] [--no-cache]

Parses every .cards file under the given paths (default: cardtext), checks them together, then
lowers each card that has no error to the engine's card-definition API and writes one module per
card: <out>/<set>/<number>.ts (set = the card file's base name), an index per set and
<out>/index.ts for every set. A card with an error is reported and not written (an earlier module
of it is removed). Unchanged cards are not emitted again (per-card cache in .cache/compile.json)
and unchanged modules are not rewritten.

  --out DIR    output folder (default: generated)
  --watch      keep running; recompile when a card file under the paths is saved (debounced)
  --json       print the diagnostics as a JSON array on stdout; no summary
  --no-cache   ignore and do not update .cache/compile.json

Exit code: 0 when no card has an error, 1 otherwise, 2 on a usage error.`,
  async run(argv) {
    const args = parseArgs(argv, { booleans: ["json", "watch", "no-cache"], values: ["out"] });
    const paths = args.positionals.length > 0 ? args.positionals : ["cardtext"];
    const json = args.booleans.has("json");
    const compiler = new IncrementalCompiler({
      outDir: args.values.get("out")?.at(-1) ?? "generated",
      ...(args.booleans.has("no-cache") ? {} : { cacheFile: ".cache/compile.json" }),
    });
    let files = loadCardFiles(paths);
    const errors = report(files, await compiler.compile(inputsOf(files)), json);
    if (!args.booleans.has("watch")) return errors > 0 ? EXIT_DIAGNOSTICS : EXIT_OK;
    return watchLoop(paths, compiler, () => files, (f) => (files = f), json);
  },
};

/** Recompile on save: re-read only the files that changed, keep the rest parsed, debounce 100 ms. */
async function watchLoop(
  paths: readonly string[],
  compiler: IncrementalCompiler,
  get: () => LoadedFile[],
  set: (files: LoadedFile[]) => void,
  json: boolean,
): Promise<number> {
  const changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const rerun = () => {
    running = running.then(async () => {
      const fresh = loadCardFiles(paths);
      const old = new Map(get().map((f) => [f.file, f]));
      // Files whose text is unchanged keep their parsed AST (the per-card cache does the rest).
      const files = fresh.map((f) => (changed.has(f.file) || !old.has(f.file) || old.get(f.file)!.text !== f.text ? f : old.get(f.file)!));
      changed.clear();
      set(files);
      console.log(`\n[${new Date().toLocaleTimeString()}] recompiling…`);
      report(files, await compiler.compile(inputsOf(files)), json);
    });
  };
  for (const path of paths) {
    watch(path, { recursive: true }, (_event, name) => {
      if (name && !String(name).endsWith(".cards")) return;
      if (name) changed.add(String(name));
      clearTimeout(timer);
      timer = setTimeout(rerun, 100);
    });
  }
  console.log(`watching ${paths.join(", ")} for changes (Ctrl-C to stop)`);
  return new Promise<number>(() => {});
}

export { loadCardFile };
