// `memoria translate`: printed Japanese card text → the card language, and the translator's
// coverage report over a corpus (docs/translate.md).
import { existsSync, writeFileSync } from "node:fs";
import { parseArgs } from "../args.ts";
import { lateProgress } from "../progress.ts";
import { EXIT_DIAGNOSTICS, EXIT_OK, UsageError, type Command } from "../command.ts";
import {
  coverage,
  coverageHtml,
  formatCoverage,
  formatPartial,
  loadCorpus,
  printCards,
  type CorpusCard,
} from "../../translate/index.ts";
import { cliOutput, textCard } from "../../translate/print.ts";
import { checkCorpus } from "../../translate/check.ts";
import { corpusFile } from "../../translate/corpus-file.ts";
import { encodePool } from "../../translate/pool/encode.ts";
import { checkArgumentText, InputTooLargeError, readUserText } from "../../workspace/source.ts";
import { formatPool } from "../../translate/pool/report.ts";

function read(file: string): string {
  try {
    return readUserText(file);
  } catch (error) {
    if (error instanceof InputTooLargeError) throw error; // PM1003: the one input limit
    throw new UsageError(`cannot read ${file}`);
  }
}

/** `progress`: a bar on stderr while the file's cards are translated (cli/progress.ts). */
function loadCards(file: string, progress?: { force: boolean }): CorpusCard[] {
  const bar = progress && lateProgress({ unit: "cards", force: progress.force });
  const { cards, errors } = loadCorpus(read(file), file, bar?.update);
  bar?.done();
  for (const e of errors) console.error(`${file}:${e.line}: ${e.message}`);
  return cards;
}

/** `--encode-pool [F.jsonl …] [--dry-run] [--verbose]`: the pool of translated cards into cardtext/. */
function encodePoolCommand(files: readonly string[], flags: ReadonlySet<string>): number {
  if (!existsSync("cardtext"))
    throw new UsageError("--encode-pool runs from the repository root (no cardtext/ here)");
  const corpusFiles =
    files.length > 0 ? files : [corpusFile("pm-cards.jsonl"), corpusFile("pm-cards-wide.jsonl")];
  for (const f of corpusFiles) read(f);
  const dryRun = flags.has("dry-run");
  const result = encodePool({ root: ".", corpusFiles, dryRun });
  console.log(formatPool(result, dryRun, flags.has("verbose")));
  return EXIT_OK;
}

export const command: Command = {
  name: "translate",
  summary: "translate printed Japanese card text into the card language; coverage report",
  help: `usage: memoria translate "<japanese text>"
       memoria translate --file F              (one card's printed text, or corpus records)
       memoria translate --corpus F.jsonl [--card NUMBER]
       memoria translate --report F.jsonl [G.jsonl …] [--verbose] [--html out.html]
       memoria translate --encode-pool [F.jsonl …] [--dry-run] [--verbose]

Prints the card(s) in the card language. A sentence the translator cannot read stays in place
as a todo "…" step (in the timing or trigger it did read; else in a placeholder [main/own]:),
which memoria check refuses (PM3302), with a comment
  // TODO(translate): 「…」 — language: … | translator: …
saying whether the card language or only the translator lacks the construct; the card is
reported as partial on stderr.

  --file F       translate the text in F (one card's printed text: the header is a placeholder,
                 00-000 「?」; or corpus records, JSON lines: each card with its own data)
  --corpus F     translate every card of a corpus (JSON lines, one card a line)
  --card N       with --corpus: only the card(s) numbered N; SET/N (KGY/01-089) for one set's
  --report F     the coverage report over corpus F: cards fully translated and passing
                 memoria check, sentences parsed, kanji consumed, the unparsed templates that
                 would unlock most cards, then a table per set. Several corpus files:
                 --report F G … (the files after F) or --report F --report G; the figures are
                 over all of them, checked together
  --verbose      with --report: also list the partial cards (set, number, name, the first
                 sentence not read and why)
  --progress     with --report: a progress bar on stderr (cards translated, per file) even when
                 stderr is not a terminal (on a terminal: always)
  --html OUT     with --report: also write an HTML page with each card's set, its Japanese (the
                 sentences not read highlighted) beside its card-language translation and English
                 rendering, a "partial only" filter, the per-set table and every unparsed template
  --encode-pool  write every corpus card that translates fully and passes memoria check into
                 its set's file of cardtext/ (run from the repository root; default corpus: both
                 files of ../shared/corpus), marked with the comment
                 // translated from the printed text: memoria translate --encode-pool
                 Hand-encoded cards (no mark) and cards of drafts/ are never touched; a re-run
                 updates only marked cards and writes nothing when nothing changed. Reports what
                 it wrote, kept and skipped (--verbose: every card) and the cards the engine refuses
  --dry-run      with --encode-pool: report, write nothing

Exit code: 0 when every card is fully translated (--report: always 0), 1 when a card is
partial, 2 on a usage error.`,
  async run(argv) {
    const args = parseArgs(argv, {
      values: ["file", "corpus", "card", "report", "html"],
      booleans: ["verbose", "encode-pool", "dry-run", "progress"],
    });
    if (args.booleans.has("encode-pool")) return encodePoolCommand(args.positionals, args.booleans);
    if (args.booleans.has("dry-run")) throw new UsageError("--dry-run goes with --encode-pool");
    const one = (name: string): string | undefined => args.values.get(name)?.at(-1);
    // --report F G …: with --report, the other words are more corpus files, not a text
    const reports = args.values.get("report");
    const report = reports === undefined ? undefined : [...reports, ...args.positionals];
    const corpus = one("corpus");
    const file = one("file");
    const text = report === undefined && args.positionals.length > 0 ? "text" : undefined;
    const sources = [report, corpus, file, text].filter((s) => s !== undefined);
    if (sources.length !== 1)
      throw new UsageError("give exactly one of: a text, --file, --corpus, --report");
    if (one("card") !== undefined && corpus === undefined)
      throw new UsageError("--card goes with --corpus");
    if (one("html") !== undefined && report === undefined)
      throw new UsageError("--html goes with --report");
    if (args.booleans.has("verbose") && report === undefined)
      throw new UsageError("--verbose goes with --report");
    if (args.booleans.has("progress") && report === undefined)
      throw new UsageError("--progress goes with --report");

    if (report !== undefined) {
      const force = args.booleans.has("progress");
      const perFile = report.map((f) => ({ file: f, cards: loadCards(f, { force }) }));
      const cards = perFile.flatMap((f) => f.cards);
      // several files are checked as one corpus: a card may name a card of another file
      const checked = checkCorpus(
        cards.filter((c) => c.translation.complete),
        report.join(" + "),
      );
      const c = coverage(cards, checked);
      if (perFile.length > 1) {
        const withText = (cs: CorpusCard[]): number =>
          cs.filter((x) => x.translation.sentences.length > 0).length;
        console.log(
          `${perFile.length} corpus files, ${cards.length} cards (${withText(cards)} with text): ${perFile
            .map((f) => `${f.file} ${f.cards.length} (${withText(f.cards)})`)
            .join(", ")}`,
        );
      }
      console.log(formatCoverage(c));
      if (args.booleans.has("verbose")) console.log(`\n${formatPartial(c)}`);
      for (const [number, ds] of checked.errors) {
        for (const d of ds) console.error(`${number}: ${d.code} ${d.message}`);
      }
      const html = one("html");
      if (html !== undefined) {
        writeFileSync(html, coverageHtml(c, "Translator coverage", cards));
        console.error(`wrote ${html}`);
      }
      return EXIT_OK;
    }

    let cards: CorpusCard[];
    if (corpus !== undefined) {
      cards = loadCards(corpus);
      const number = one("card");
      if (number !== undefined) {
        // numbers repeat across sets: `KGY/01-089` (the corpus's setAbbr) names one
        const [set, num] = number.includes("/") ? number.split("/", 2) : [undefined, number];
        cards = cards.filter(
          (c) =>
            (c.record.number === num || c.card.number === num) &&
            (set === undefined || c.record.setAbbr?.toLowerCase() === set!.toLowerCase()),
        );
        if (cards.length === 0) throw new UsageError(`no card ${number} in ${corpus}`);
      }
    } else if (file !== undefined) {
      // a text file ends with a line break that is not part of the printed text; a file of corpus
      // records (JSON lines) carries the cards' data, which the header then shows
      const text = read(file).replace(/\s+$/, "");
      cards = text.startsWith("{") ? loadCards(file) : [textCard(text, file)];
    } else {
      const text = args.positionals.join(" ");
      checkArgumentText(text, "<argument>");
      cards = [textCard(text, "<argument>")];
    }
    const printed = printCards(cards);
    process.stdout.write(cliOutput(cards, corpus === undefined));
    for (const number of printed.partial) console.error(`partial: ${number}`);
    if (printed.partial.length > 0) {
      console.error(`${printed.partial.length} of ${cards.length} card(s) partial`);
      return EXIT_DIAGNOSTICS;
    }
    return EXIT_OK;
  },
};
