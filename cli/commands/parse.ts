// `memoria parse [paths]`: parse card files and report diagnostics and a summary.
import { parseArgs } from "../args.ts";
import { pathsOrDefault } from "../../workspace/project-root.ts";
import { EXIT_DIAGNOSTICS, EXIT_OK, type Command } from "../command.ts";
import { loadCardFiles } from "../../workspace/load.ts";
import { printDiagnostics } from "../report.ts";

export const command: Command = {
  name: "parse",
  summary: "parse card files and report syntax diagnostics",
  help: `usage: memoria parse [paths…] [--json]

Parses every .cards file under the given paths (default: cardtext) and prints each diagnostic
as file:line:col, code, message, a code frame and the usual fix; then a summary line.

  --json   print the diagnostics as a JSON array on stdout (for editors); no summary

Exit code: 0 when no file has an error, 1 otherwise, 2 on a usage error.`,
  async run(argv) {
    const args = parseArgs(argv, { booleans: ["json"] });
    const paths = pathsOrDefault(args.positionals, "cardtext");
    const started = performance.now();
    const files = loadCardFiles(paths);
    const { errors, warnings } = printDiagnostics(files, args.booleans.has("json"));
    const cards = files.reduce(
      (n, f) => n + (f.ast?.items.filter((i) => i.kind === "Card").length ?? 0),
      0,
    );
    if (!args.booleans.has("json")) {
      const ms = (performance.now() - started).toFixed(0);
      console.log(
        `parsed ${files.length} file(s), ${cards} card(s) in ${ms} ms: ${errors} error(s), ${warnings} warning(s)`,
      );
    }
    return errors > 0 ? EXIT_DIAGNOSTICS : EXIT_OK;
  },
};
