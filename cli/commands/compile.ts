// `memoria compile [paths]`: parse, check, lower and emit card files into generated/ (one module
// per card, an index per set, one for all sets). `--watch` keeps the compiler (and its per-card
// cache) alive and recompiles on save.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { digest, randomAgent, runGame, type CardDb, type CardDef } from "../../runtime/index.ts";
import { intFlag, MAX_SEED, parseArgs } from "../args.ts";
import { EXIT_DIAGNOSTICS, EXIT_OK, type Command } from "../command.ts";
import { collectFiles } from "../../workspace/files.ts";
import { pathsOrDefault, projectFolder } from "../../workspace/project-root.ts";
import {
  CARD_EXTENSIONS,
  reloadCardFile,
  loadCardFiles,
  type LoadedFile,
} from "../../workspace/load.ts";
import { readSource } from "../../workspace/source.ts";
import { printDiagnostics } from "../report.ts";
import { IncrementalCompiler, type CompileSummary } from "../../compiler/incremental.ts";
import { watchFiles } from "../watch-files.ts";

function inputsOf(files: readonly LoadedFile[]) {
  return files.flatMap((f) =>
    f.ast ? [{ file: f.file, ast: f.ast, diagnostics: f.diagnostics }] : [],
  );
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
  --partial    exit 0 even when some cards are refused (the main job: compile what can be
               compiled); internal errors (PM3999, PM4999) still exit 1
  --play       then play one seeded game (--seed S, default 1) between two decks built from the
               compiled cards, through their generated modules, and print its result

Exit code: 0 when no card has an error (or --partial), 1 otherwise, 2 on a usage error.`,
  async run(argv) {
    const args = parseArgs(argv, {
      booleans: ["json", "watch", "no-cache", "partial", "play"],
      values: ["out", "seed"],
    });
    const paths = pathsOrDefault(args.positionals, "cardtext");
    const json = args.booleans.has("json");
    const out = args.values.get("out")?.at(-1) ?? projectFolder("generated");
    const compiler = new IncrementalCompiler({
      outDir: out,
      ...(args.booleans.has("no-cache") ? {} : { cacheFile: ".cache/compile.json" }),
    });
    let files = loadCardFiles(paths);
    const summary = await compiler.compile(inputsOf(files));
    const errors = report(files, summary, json);
    const internal = summary.diagnostics.some((d) => d.code.endsWith("999"));
    const failed = internal || (errors > 0 && !args.booleans.has("partial"));
    if (args.booleans.has("play") && !internal) {
      const played = await playSample(out, intFlag(args, "seed", 1, MAX_SEED));
      if (!played) return EXIT_DIAGNOSTICS;
    }
    if (!args.booleans.has("watch")) return failed ? EXIT_DIAGNOSTICS : EXIT_OK;
    return watchLoop(
      paths,
      compiler,
      () => files,
      (f) => (files = f),
      json,
    );
  },
};

/**
 * Recompile on save (debounced 100 ms). Every file is read again (cheap) but only a file whose
 * text changed is parsed again; unchanged files keep their AST, so the incremental checker and the
 * per-card cache skip them.
 */
async function watchLoop(
  paths: readonly string[],
  compiler: IncrementalCompiler,
  get: () => LoadedFile[],
  set: (files: LoadedFile[]) => void,
  json: boolean,
): Promise<number> {
  let running = Promise.resolve();
  const rerun = () => {
    running = running.then(async () => {
      const old = new Map(get().map((f) => [f.file, f]));
      let files: LoadedFile[];
      try {
        files = collectFiles(paths, CARD_EXTENSIONS).map((file) => {
          const before = old.get(file);
          const text = readSource(file).text;
          return before && text !== undefined && before.text === text
            ? before
            : reloadCardFile(file, before);
        });
      } catch (error) {
        console.error(`memoria compile: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      set(files);
      console.log(`\n[${new Date().toLocaleTimeString()}] recompiling…`);
      report(files, await compiler.compile(inputsOf(files)), json);
    });
    // A failed run is reported and the next save runs again (a rejected chain would skip them all).
    running = running.catch((error: unknown) =>
      console.error(`memoria compile: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  const watching = watchFiles(paths, CARD_EXTENSIONS, rerun, (error) =>
    console.error(
      `memoria compile --watch: ${error instanceof Error ? error.message : String(error)}`,
    ),
  );
  // "watching" is printed once a save would be seen (a test or a script may wait for it).
  await watching.ready;
  console.log(`watching ${paths.join(", ")} for changes (Ctrl-C to stop)`);
  // Runs until the process is interrupted.
  return new Promise<number>(() => {});
}

// ─── --play: one seeded game between two decks built from the freshly compiled cards, loaded
// through <out>/index.ts (the CLI is the one place that knows both generated/ and runtime/).

interface GeneratedIndex {
  allCards: readonly CardDef[];
  generatedDb(name?: string): CardDb;
}

/** Two 60-card decks of 15 different cards × 4, alternating through the compiled cards. */
function sampleDecks(cards: readonly CardDef[]): [string[], string[]] | undefined {
  const playable = cards.filter((c) => !(c.keywords ?? []).some((k) => k.kw === "unimplemented"));
  const seen = new Set<string>();
  const distinct = playable.filter((c) => {
    const key = `${c.title}|${c.number.replace(/[a-z]+$/i, "")}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (distinct.length < 30) return undefined;
  const pick = (from: number) =>
    distinct
      .filter((_, i) => i % 2 === from)
      .slice(0, 15)
      .flatMap((c) => Array<string>(4).fill(c.id ?? c.number));
  return [pick(0), pick(1)];
}

async function playSample(outDir: string, seed: number): Promise<boolean> {
  const index = (await import(pathToFileURL(resolve(outDir, "index.ts")).href)) as GeneratedIndex;
  const decks = sampleDecks(index.allCards);
  if (!decks) {
    console.error("memoria compile --play: fewer than 30 playable compiled cards; no sample game");
    return false;
  }
  const db = index.generatedDb("compile-play");
  const rec = runGame(db, decks, seed, [randomAgent(seed * 2 + 1), randomAgent(seed * 2 + 2)], {
    keepEvents: true,
  });
  const abilities = rec.events.filter(
    (e) => e.ev === "trigger" || (e.ev === "declare" && e.what.startsWith("text ")),
  ).length;
  const winner =
    rec.winner === null ? "none" : rec.winner === "draw" ? "a draw" : `player ${rec.winner}`;
  console.log(
    `played seed ${seed} with two decks of compiled cards: ${rec.turns} turns, ${rec.decisions.length} decisions, ${abilities} texts used or triggered; winner ${winner}; digest ${digest(rec.final)}`,
  );
  if (rec.error) console.error(`memoria compile --play: ${rec.error}`);
  return rec.error === undefined;
}
