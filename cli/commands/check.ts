// `memoria check [paths]`: parse card files, then bind and check them together (names resolve
// across every file given), and report all diagnostics with a summary. Writes no files.
import { parseArgs } from "../args.ts";
import { pathsOrDefault } from "../../workspace/project-root.ts";
import { EXIT_DIAGNOSTICS, EXIT_OK, type Command } from "../command.ts";
import { checkDeckFile, cardtextCards, indexLoaded } from "../../workspace/deckfile.ts";
import { collectFiles } from "../../workspace/files.ts";
import { loadCardFile, type LoadedFile } from "../../workspace/load.ts";
import { printDiagnostics } from "../report.ts";
// compiler/check.ts, not compiler/index.ts: the index also exports the emitter, whose ts-morph and
// prettier would be loaded (half a second) by a command that writes nothing.
import { check } from "../../compiler/check.ts";
import type { PrintedCheck } from "../../translate/printed-check.ts";

/** Add the checker's diagnostics to the file each one points into (the code frame needs its text). */
function attachCheckDiagnostics(files: LoadedFile[]): LoadedFile[] {
  const asts = files.flatMap((f) => (f.ast ? [f.ast] : []));
  const byFile = new Map(files.map((f) => [f.file, { ...f, diagnostics: [...f.diagnostics] }]));
  const prior = files.flatMap((f) => f.diagnostics);
  for (const diagnostic of check(asts, { prior }).diagnostics) {
    const target = byFile.get(diagnostic.span.file) ?? byFile.values().next().value;
    target?.diagnostics.push(diagnostic);
  }
  return [...byFile.values()];
}

/** `--printed`: add a PM3516 warning where a card's printed text translates to other abilities. */
async function attachPrintedDiagnostics(files: LoadedFile[]): Promise<{
  files: LoadedFile[];
  result: PrintedCheck;
}> {
  // Imported on demand: the translator and the formatter it uses cost every other check.
  const { checkPrinted } = await import("../../translate/printed-check.ts");
  const result = checkPrinted(files.flatMap((f) => (f.ast ? [f.ast] : [])));
  const byFile = new Map(files.map((f) => [f.file, f]));
  for (const d of result.diagnostics) byFile.get(d.span.file)?.diagnostics.push(d);
  return { files, result };
}

export const command: Command = {
  name: "check",
  summary: "check card files: names, kinds and rules of well-formedness",
  help: `usage: memoria check [paths…] [--printed] [--json]

Parses every .cards file under the given paths (default: cardtext), then binds and checks them
together: every name, trait and title must exist on some card of the files given, each effect
must act on what it accepts, and every rule of docs/diagnostics.md holds. Every .deck file
under the paths is validated too (rule 2.1: exactly 60 cards, at most 4 of the same card; every
card known and playable; PM6xxx, docs/decks.md) against the card files given, or cardtext/ when
no card file is given. Prints each diagnostic
as file:line:col, code, message, a code frame and the usual fix; then a summary line. Writes no
files.

  --printed  also translate each card's printed text (translate/) and warn (PM3516) where it
             reads as other abilities than the card's; a printed text the translator cannot
             read fully is not compared (counted in the summary), a card with a todo is skipped
  --json     print the diagnostics as a JSON array on stdout (for editors); no summary

Exit code: 0 when no file has an error (warnings allowed), 1 otherwise, 2 on a usage error.`,
  async run(argv) {
    const args = parseArgs(argv, { booleans: ["json", "printed"] });
    const paths = pathsOrDefault(args.positionals, "cardtext");
    const started = performance.now();
    const found = collectFiles(paths, [".cards", ".deck"]);
    const checked = attachCheckDiagnostics(
      found.filter((f) => !f.endsWith(".deck")).map(loadCardFile),
    );
    const printed = args.booleans.has("printed")
      ? await attachPrintedDiagnostics(checked)
      : undefined;
    const cardFiles = printed?.files ?? checked;
    const deckPaths = found.filter((f) => f.endsWith(".deck"));
    // Decks name cards of the card files checked with them, else of the whole cardtext/.
    const index =
      deckPaths.length === 0
        ? undefined
        : cardFiles.length > 0
          ? indexLoaded(cardFiles)
          : cardtextCards();
    const decks = index ? deckPaths.map((f) => checkDeckFile(f, index)) : [];
    const files = [...cardFiles, ...decks];
    const { errors, warnings } = printDiagnostics(files, args.booleans.has("json"));
    const cards = cardFiles.reduce(
      (n, f) => n + (f.ast?.items.filter((i) => i.kind === "Card").length ?? 0),
      0,
    );
    if (!args.booleans.has("json")) {
      const ms = (performance.now() - started).toFixed(0);
      console.log(
        `checked ${files.length} file(s), ${cards} card(s)${decks.length ? `, ${decks.length} deck(s)` : ""} in ${ms} ms: ${errors} error(s), ${warnings} warning(s)`,
      );
      if (printed) {
        const r = printed.result;
        console.log(
          `printed text: ${r.compared} card(s) compared, ${r.diagnostics.length} differ (PM3516); ${r.unread.length} not compared, the translator cannot read their printed text fully${r.unread.length ? ` (${r.unread.join(", ")})` : ""}`,
        );
      }
    }
    return errors > 0 ? EXIT_DIAGNOSTICS : EXIT_OK;
  },
};
