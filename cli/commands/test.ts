// `memoria test [paths]`: run rulings (.ruling files) against the engine and the cards; as text,
// as JSON (--json), as JUnit XML beside the text (--junit FILE), once or on every save (--watch).
import { writeFileSync } from "node:fs";
import { parseArgs } from "../args.ts";
import { EXIT_DIAGNOSTICS, EXIT_OK, UsageError, type Command } from "../command.ts";
import { formatDiagnostic } from "../../workspace/diagnostic-report.ts";
import { collectFiles } from "../../workspace/files.ts";
import { pathsOrDefault } from "../../workspace/project-root.ts";
import {
  formatResult,
  runRulingFile,
  type BaseName,
  type FileResult,
} from "../../ruling-runner/index.ts";
import { rulingsJson, summarise, type RulingsSummary } from "../../ruling-runner/report-json.ts";
import { rulingsJunit } from "../../ruling-runner/report-junit.ts";
import { rulingsHtml } from "../../ruling-runner/report-html.ts";

interface Output {
  json: boolean;
  junit: string | undefined;
  html: string | undefined;
  verbose: boolean;
}

export const command: Command = {
  name: "test",
  summary: "run rulings (.ruling files) against the engine",
  help: `usage: memoria test [paths…] [--cards samples|compiled] [--verbose] [--json] [--junit FILE] [--html FILE] [--watch]

Runs every ruling of every .ruling file under the given paths (default: rulings). Strict: each
decision the engine asks must be the next scripted step, and a scripted step the engine never
asked for fails. A failing ruling prints the expected and actual values and the game log up to the
failure; a broken file prints PM5xxx diagnostics with file:line:col and a code frame.
Ends with "rulings: N passed, N failed, N pending" (pending rulings are known engine gaps).

  --cards    samples (runtime fixtures + ad-hoc cards; default) or compiled (generated/)
  --verbose  also list passing and pending rulings
  --json     print one JSON document instead of text: a summary, and per file its diagnostics and
             each ruling's name, citations, status, failure (expected/actual) and game log
  --junit F  also write JUnit XML to F (one test case per ruling; pending = skipped)
  --html F   also write one self-contained HTML page to F: every ruling with its citations, the
             board before and after drawn as a table, a failure's expected/actual, the game log
  --watch    keep running; run the rulings again when a .ruling file under the paths is saved

Exit code: 0 when every ruling passes or is pending and no file has an error, 1 otherwise,
2 on a usage error. See docs/rulings.md.`,
  async run(argv) {
    const args = parseArgs(argv, {
      values: ["cards", "junit", "html"],
      booleans: ["verbose", "json", "watch"],
    });
    const cards = (args.values.get("cards")?.[0] ?? "samples") as BaseName;
    if (cards !== "samples" && cards !== "compiled")
      throw new UsageError(`--cards is samples or compiled, not ${String(cards)}`);
    const paths = pathsOrDefault(args.positionals, "rulings");
    const output: Output = {
      json: args.booleans.has("json"),
      junit: args.values.get("junit")?.[0],
      html: args.values.get("html")?.[0],
      verbose: args.booleans.has("verbose"),
    };
    const once = async (): Promise<number> => {
      const files = collectFiles(paths, [".ruling"]);
      const results: FileResult[] = [];
      for (const path of files) results.push(await runRulingFile(path, { cards }));
      return report(results, output);
    };
    const status = await once();
    if (!args.booleans.has("watch")) return status;
    return watchLoop(paths, once);
  },
};

/** Print the results as asked; the exit code they mean. */
function report(results: readonly FileResult[], output: Output): number {
  const s = summarise(results);
  if (output.junit !== undefined) writeFileSync(output.junit, rulingsJunit(results));
  if (output.html !== undefined) writeFileSync(output.html, rulingsHtml(results));
  if (output.json) console.log(JSON.stringify(rulingsJson(results), null, 2));
  else printText(results, output.verbose, s);
  return s.failed > 0 || s.errors > 0 ? EXIT_DIAGNOSTICS : EXIT_OK;
}

function printText(results: readonly FileResult[], verbose: boolean, s: RulingsSummary): void {
  for (const r of results) {
    for (const d of r.diagnostics) console.error(formatDiagnostic(d, r.text) + "\n");
    for (const x of r.results) {
      if (x.status === "failed") console.log(formatResult(r.file, x) + "\n");
      else if (verbose || x.fixed) console.log(formatResult(r.file, x, false));
    }
  }
  const broken = s.errors > 0 ? `, ${s.errors} error(s) in ruling files` : "";
  console.log(
    `rulings: ${s.passed} passed, ${s.failed} failed, ${s.pending} pending (${s.passed + s.failed + s.pending} run in ${s.files} file(s)${broken})`,
  );
}

/** Run again on every save (debounced), one run at a time; never returns. */
async function watchLoop(paths: readonly string[], once: () => Promise<number>): Promise<number> {
  let running = Promise.resolve();
  const rerun = (): void => {
    running = running
      .then(async () => {
        console.log(`\n[${new Date().toLocaleTimeString()}] running the rulings again…`);
        await once();
      })
      // A run that throws is reported and the next save runs again.
      .catch((error: unknown) =>
        console.error(`memoria test: ${error instanceof Error ? error.message : String(error)}`),
      );
  };
  // Loaded here: chokidar is for --watch only, not every run's start-up (issue 15).
  const { watchFiles } = await import("../watch-files.ts");
  const watching = watchFiles(paths, [".ruling"], rerun, (error) =>
    console.error(
      `memoria test --watch: ${error instanceof Error ? error.message : String(error)}`,
    ),
  );
  // "watching" is printed once a save would be seen (a test or a script may wait for it).
  await watching.ready;
  console.log(`watching ${paths.join(", ")} for changes (Ctrl-C to stop)`);
  return new Promise<number>(() => {});
}
