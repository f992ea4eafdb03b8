// Compiler benchmark on a synthetic set (bench/synthetic.ts: the cards of cardtext/ renumbered
// until there are N): full parse + check + emit time, time per card, and the time to recompile
// after editing one card (re-parse that file, check everything, emit one module).
// Run: npx tsx bench/compile.ts [cards=10000]
import { rmSync } from "node:fs";
import { parse } from "../grammar/index.ts";
import { check } from "../compiler/check.ts";
import { IncrementalCompiler, type CompileInput } from "../compiler/incremental.ts";
import { syntheticCorpus } from "./synthetic.ts";

const count = Number(process.argv[2] ?? 10_000);
const OUT = ".cache/bench-compile";
const ms = (t: number) => `${t.toFixed(0)} ms`;

/** The corpus as files of 100 cards (one title each), the way sets are kept in cardtext/. */
function splitFiles(text: string): { file: string; text: string }[] {
  const parts = text.split(/\n(?=title )/);
  return parts.map((t, i) => ({ file: `synthetic/s${String(i).padStart(3, "0")}.cards`, text: t.endsWith("\n") ? t : `${t}\n` }));
}

const { text } = syntheticCorpus(count);
const files = splitFiles(text);
rmSync(OUT, { recursive: true, force: true });
console.log(`memoria compile benchmark: ${count} synthetic cards in ${files.length} files (one core, prettier on every module)`);

let t = performance.now();
const parsed: CompileInput[] = files.map((f) => {
  const { ast, diagnostics } = parse(f.text, f.file);
  return { file: f.file, ast, diagnostics };
});
const parseMs = performance.now() - t;
t = performance.now();
check(parsed.map((p) => p.ast));
const checkMs = performance.now() - t;

const compiler = new IncrementalCompiler({ outDir: `${OUT}/generated` });
t = performance.now();
const full = await compiler.compile(parsed);
const compileMs = performance.now() - t;
// compile() re-runs the checker; emit time is what is left after it.
const emitMs = compileMs - checkMs;
const total = parseMs + compileMs;
console.log(`parse                 ${ms(parseMs)}`);
console.log(`check (whole program) ${ms(checkMs)}`);
console.log(`lower + print + prettier + write ${ms(emitMs)}  (${full.compiled} modules written, ${full.refused} cards refused)`);
console.log(`full rebuild (parse + check + emit): ${ms(total)}  = ${((total * 1000) / count).toFixed(0)} µs per card  [aim: < 10 s]`);

// Edit one card of one file (same number of lines), then recompile like `--watch` does.
const target = Math.min(37, files.length - 1);
// A card of that file that compiles (an edit to a refused card would emit nothing).
const compiledCard = full.outcomes.find((o) => o.module && o.unit.sourceFile === files[target]!.file)!.unit.card;
const card = { start: compiledCard.span.start.offset, end: compiledCard.span.start.offset + compiledCard.span.end.offset - compiledCard.span.start.offset };
const runs: number[] = [];
let last = full;
for (let i = 0; i < 5; i++) {
  // A new cost each time, so every edit is a cache miss (one card lowered, printed, formatted).
  const header = files[target]!.text.slice(card.start, card.end);
  const source = files[target]!.text.slice(0, card.start) + header.replace(/cost (\d+)/, (_, n: string) => `cost ${Number(n) + 1 + i}`) + files[target]!.text.slice(card.end);
  t = performance.now();
  const { ast, diagnostics } = parse(source, files[target]!.file);
  const inputs: CompileInput[] = parsed.map((p, k) => (k === target ? { file: p.file, ast, diagnostics } : p));
  last = await compiler.compile(inputs);
  runs.push(performance.now() - t);
}
runs.sort((a, b) => a - b);
console.log(
  `edit one card, recompile (re-parse its file, check it, emit 1): median ${ms(runs[2]!)} over 5 edits (${last.emitted} emitted, ${last.written} written)  [aim: < 100 ms]`,
);
rmSync(OUT, { recursive: true, force: true });
