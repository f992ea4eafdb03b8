// `memoria test [paths]`: run rulings (.ruling files) against the engine and the cards.
import { parseArgs } from "../args.ts";
import { EXIT_DIAGNOSTICS, EXIT_OK, UsageError, type Command } from "../command.ts";
import { countBySeverity, formatDiagnostic } from "../../workspace/diagnostic-report.ts";
import { collectFiles } from "../../workspace/files.ts";
import { pathsOrDefault } from "../../workspace/project-root.ts";
import { formatResult, runRulingFile, type BaseName } from "../../ruling-runner/index.ts";

export const command: Command = {
  name: "test",
  summary: "run rulings (.ruling files) against the engine",
  help: `usage: memoria test [paths…] [--cards samples|compiled] [--verbose]

Runs every ruling of every .ruling file under the given paths (default: rulings). Strict: each
decision the engine asks must be the next scripted step, and a scripted step the engine never
asked for fails. A failing ruling prints the expected and actual values and the game log up to
the failure; a broken file prints PM5xxx diagnostics with file:line:col and a code frame.
Ends with "rulings: N passed, N failed, N pending" (pending rulings are known engine gaps).

  --cards    samples (runtime fixtures + ad-hoc cards; default) or compiled (generated/)
  --verbose  also list passing and pending rulings

Exit code: 0 when every ruling passes or is pending and no file has an error, 1 otherwise,
2 on a usage error. See docs/rulings.md.`,
  async run(argv) {
    const args = parseArgs(argv, { values: ["cards"], booleans: ["verbose"] });
    const cards = (args.values.get("cards")?.[0] ?? "samples") as BaseName;
    if (cards !== "samples" && cards !== "compiled")
      throw new UsageError(`--cards is samples or compiled, not ${String(cards)}`);
    const paths = pathsOrDefault(args.positionals, "rulings");
    const files = collectFiles(paths, [".ruling"]);
    const verbose = args.booleans.has("verbose");
    let passed = 0;
    let failed = 0;
    let pending = 0;
    let errors = 0;
    for (const path of files) {
      const r = await runRulingFile(path, { cards });
      for (const d of r.diagnostics) console.error(formatDiagnostic(d, r.text) + "\n");
      errors += countBySeverity(r.diagnostics).errors;
      for (const x of r.results) {
        if (x.status === "passed") passed++;
        else if (x.status === "failed") failed++;
        else pending++;
        if (x.status === "failed") console.log(formatResult(path, x) + "\n");
        else if (verbose || x.fixed) console.log(formatResult(path, x, false));
      }
    }
    const broken = errors > 0 ? `, ${errors} error(s) in ruling files` : "";
    console.log(
      `rulings: ${passed} passed, ${failed} failed, ${pending} pending (${passed + failed + pending} run in ${files.length} file(s)${broken})`,
    );
    return failed > 0 || errors > 0 ? EXIT_DIAGNOSTICS : EXIT_OK;
  },
};
