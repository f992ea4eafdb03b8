// The translator's costs: the one-time grammar analysis (Chevrotain computes every lookahead
// function when the parser is built; every process and test worker that loads the translator pays
// it), then translating the corpus, then checking the translated cards.
// Run: npx tsx bench/translate.ts [corpus.jsonl] (default: pm-cards.jsonl of ../shared/corpus)
import { readFileSync } from "node:fs";
import { checkCorpus } from "../translate/check.ts";
import { loadCorpus } from "../translate/corpus.ts";
import { corpusFile } from "../translate/corpus-file.ts";
import { translateText } from "../translate/translate.ts";

const file = process.argv[2] ?? corpusFile();
const text = readFileSync(file, "utf8");

// The first sentence builds the parser: the analysis is timed alone.
const built = performance.now();
translateText("このカードを休息状態にする。");
const analysis = performance.now() - built;

const runs = 5;
const times: number[] = [];
let cards = loadCorpus(text, file).cards;
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  cards = loadCorpus(text, file).cards; // loading a corpus translates every card
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(runs / 2)]!;
const sentences = cards.reduce((n, c) => n + c.translation.sentences.length, 0);

const checkStarted = performance.now();
checkCorpus(
  cards.filter((c) => c.translation.complete),
  file,
);
const check = performance.now() - checkStarted;

console.log(`grammar analysis (first sentence, once per process): ${analysis.toFixed(0)} ms`);
console.log(`corpus: ${cards.length} cards, ${sentences} sentences`);
console.log(
  `translate (median of ${runs}): ${median.toFixed(0)} ms, ${Math.round((sentences / median) * 1000)} sentences/s`,
);
console.log(`check of the complete cards: ${check.toFixed(0)} ms`);
