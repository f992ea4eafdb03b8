// Rulings: one ruling of the repository (with its file's head) mutated, then checked and run as
// `memoria test` does. No throw; spans inside the input; a file that ran no ruling and reported
// no error is a silent success.
import { keywordWords } from "../../grammar/keywords.ts";
import { runRulingText } from "../../ruling-runner/index.ts";
import type { Finding, FuzzPath, Rng } from "../core.ts";
import { rulingBlocks } from "../inputs.ts";
import { charsOf, mutate, type Mutator } from "../mutate.ts";
import { diagnosticSpans } from "../spans.ts";

const FILE = "fuzz.ruling";
const WORDS = [
  "ruling",
  "cites",
  "rule 8.5",
  "card 01-001",
  "board",
  "expect",
  "pending",
  "cards compiled",
  "cards samples",
  "A plays",
  "B passes",
  "waiting B block",
  "turn 4 of B, main phase",
  "is 40/40",
  "points count 1",
  "hand",
  "main",
  "energy",
  '"x"',
];

let mutator: Mutator | undefined;

function generate(rng: Rng): string {
  const blocks = rulingBlocks();
  mutator ??= { chars: charsOf(blocks), tokens: [...WORDS, ...keywordWords], others: blocks };
  return mutate(rng.pick(blocks), rng, mutator);
}

async function run(input: string): Promise<Finding[]> {
  const r = await runRulingText(FILE, input);
  const spans = diagnosticSpans(input, FILE, r.diagnostics);
  if (spans.length > 0) return spans;
  if (r.results.length === 0 && !r.diagnostics.some((d) => d.severity === "error"))
    return [{ kind: "silent", detail: "no ruling ran and no error was reported" }];
  return [];
}

export const rulings: FuzzPath = {
  name: "rulings",
  ext: "ruling",
  budgetMs: 2000,
  generate,
  run,
  warm: async () => void (await runRulingText(FILE, rulingBlocks()[0]!)),
};
