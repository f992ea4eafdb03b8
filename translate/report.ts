// Prints the translator's coverage over a corpus file, with the checker wired in (the same report
// as `memoria translate --report F.jsonl`):
//   npx tsx translate/report.ts /work/shared/corpus/pm-cards.jsonl
import { readFileSync } from "node:fs";
import { checkCorpus } from "./check.ts";
import { loadCorpus } from "./corpus.ts";
import { coverage, formatCoverage } from "./coverage.ts";

const file = process.argv[2];
if (!file) {
  console.error("usage: tsx translate/report.ts <corpus.jsonl>");
  process.exit(2);
}
const { cards, errors } = loadCorpus(readFileSync(file, "utf8"), file);
for (const e of errors) console.error(`${file}:${e.line}: ${e.message}`);
const checked = checkCorpus(
  cards.filter((c) => c.translation.complete),
  file,
);
console.log(formatCoverage(coverage(cards, checked)));
