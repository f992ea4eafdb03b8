// Prints the translator's coverage over one or more corpus files, with the checker wired in (the
// same report as `memoria translate --report F.jsonl [G.jsonl …]`, the files checked together);
// without a file, pm-cards.jsonl of ../shared/corpus:
//   npx tsx translate/report.ts [../shared/corpus/pm-cards.jsonl …]
import { readFileSync } from "node:fs";
import { checkCorpus } from "./check.ts";
import { loadCorpus } from "./corpus.ts";
import { corpusFile } from "./corpus-file.ts";
import { coverage, formatCoverage } from "./coverage.ts";

const files = process.argv.length > 2 ? process.argv.slice(2) : [corpusFile()];
const cards = files.flatMap((file) => {
  const { cards, errors } = loadCorpus(readFileSync(file, "utf8"), file);
  for (const e of errors) console.error(`${file}:${e.line}: ${e.message}`);
  return cards;
});
const checked = checkCorpus(
  cards.filter((c) => c.translation.complete),
  files.join(" + "),
);
console.log(formatCoverage(coverage(cards, checked)));
