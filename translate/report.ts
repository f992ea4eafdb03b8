// Prints the translator's coverage over a corpus file, with the checker wired in (the same report
// as `memoria translate --report F.jsonl`); without a file, pm-cards.jsonl of ../shared/corpus:
//   npx tsx translate/report.ts [../shared/corpus/pm-cards.jsonl]
import { readFileSync } from "node:fs";
import { checkCorpus } from "./check.ts";
import { loadCorpus } from "./corpus.ts";
import { corpusFile } from "./corpus-file.ts";
import { coverage, formatCoverage } from "./coverage.ts";

const file = process.argv[2] ?? corpusFile();
const { cards, errors } = loadCorpus(readFileSync(file, "utf8"), file);
for (const e of errors) console.error(`${file}:${e.line}: ${e.message}`);
const checked = checkCorpus(
  cards.filter((c) => c.translation.complete),
  file,
);
console.log(formatCoverage(coverage(cards, checked)));
