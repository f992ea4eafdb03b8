// Parse throughput on a synthetic corpus of 10,000 cards built from cardtext/.
// Run: npx tsx bench/parse.ts [cards]
import { parse } from "../grammar/index.ts";
import { syntheticCorpus } from "./synthetic.ts";

const count = Number(process.argv[2] ?? 10_000);
const { text, cards } = syntheticCorpus(count);
const bytes = Buffer.byteLength(text, "utf8");

// Warm up the parser (Chevrotain builds its lookahead functions on first use) and the JIT.
parse(text.slice(0, Math.min(text.length, 200_000)), "warmup.cards");

const runs = 5;
const times: number[] = [];
let diagnostics = 0;
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const result = parse(text, "synthetic.cards");
  times.push(performance.now() - started);
  diagnostics = result.diagnostics.length;
}
times.sort((a, b) => a - b);
const median = times[Math.floor(runs / 2)]!;
console.log(`corpus: ${cards} cards, ${(bytes / 1e6).toFixed(2)} MB, ${diagnostics} diagnostic(s)`);
console.log(`parse (median of ${runs}): ${median.toFixed(0)} ms`);
console.log(
  `throughput: ${Math.round((cards / median) * 1000)} cards/s, ${(bytes / 1e6 / (median / 1000)).toFixed(2)} MB/s`,
);
