// Prints the translator's coverage over a corpus file:
//   npx tsx translate/report.ts /work/shared/corpus/pm-cards.jsonl
import { readFileSync } from "node:fs";
import { loadCorpus } from "./corpus.ts";
import { coverage, formatCoverage } from "./coverage.ts";

const file = process.argv[2];
if (!file) {
  console.error("usage: tsx translate/report.ts <corpus.jsonl>");
  process.exit(2);
}
const { cards, errors } = loadCorpus(readFileSync(file, "utf8"), file);
for (const e of errors) console.error(`${file}:${e.line}: ${e.message}`);
console.log(formatCoverage(coverage(cards)));
