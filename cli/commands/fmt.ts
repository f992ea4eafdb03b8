// `memoria fmt [paths]`: print card files in canonical form, rewrite them, or check them.
import { writeFileSync } from "node:fs";
import { format } from "../../grammar/index.ts";
import { parseArgs } from "../args.ts";
import { pathsOrDefault } from "../../workspace/project-root.ts";
import { EXIT_DIAGNOSTICS, EXIT_OK, type Command } from "../command.ts";
import { loadCardFiles } from "../../workspace/load.ts";
import { printDiagnostics } from "../report.ts";

export const command: Command = {
  name: "fmt",
  summary: "format card files in canonical form (--check to verify, --write to rewrite)",
  help: `usage: memoria fmt [paths…] [--check | --write]

Formats every .cards file under the given paths (default: cardtext).

  (no flag)  print the canonical form of each file on stdout
  --check    print the files that are not in canonical form; exit 1 if there are any
  --write    rewrite files in place that are not in canonical form

A file with syntax errors is never rewritten: its diagnostics are printed and the exit code is 1.`,
  async run(argv) {
    const args = parseArgs(argv, { booleans: ["check", "write"] });
    const check = args.booleans.has("check");
    const write = args.booleans.has("write");
    const paths = pathsOrDefault(args.positionals, "cardtext");
    const files = loadCardFiles(paths);
    const broken = files.filter(
      (f) => f.ast === undefined || f.diagnostics.some((d) => d.severity === "error"),
    );
    const { errors } = printDiagnostics(broken, false);
    let unformatted = 0;
    for (const file of files) {
      if (broken.includes(file) || file.ast === undefined || file.text === undefined) continue;
      const formatted = format(file.ast);
      if (check) {
        if (formatted !== file.text) {
          unformatted++;
          console.log(`not formatted: ${file.file} (${whyNotFormatted(file.text, formatted)})`);
        }
      } else if (write) {
        if (formatted !== file.text) writeFileSync(file.file, formatted);
      } else {
        process.stdout.write(formatted);
      }
    }
    if (check) {
      const ok = files.length - unformatted - broken.length;
      console.log(
        `${ok} of ${files.length} file(s) formatted${unformatted ? `; run \`memoria fmt --write\`` : ""}`,
      );
    }
    return errors > 0 || unformatted > 0 ? EXIT_DIAGNOSTICS : EXIT_OK;
  },
};

/** What first differs from the canonical form, so `--check` says why and not only that. */
export function whyNotFormatted(text: string, formatted: string): string {
  if (/\r\n/.test(text)) return "CRLF line endings; the canonical form ends lines with \\n";
  if (/\r/.test(text)) return "lone CR line endings; the canonical form ends lines with \\n";
  const have = text.split("\n");
  const want = formatted.split("\n");
  const line = have.findIndex((l, i) => l !== want[i]);
  const at = line === -1 ? have.length : line;
  return `line ${at + 1} differs: expected ${JSON.stringify(want[at] ?? "(end of file)")}`;
}
