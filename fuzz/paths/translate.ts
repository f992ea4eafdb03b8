// The translator: a corpus text mutated (characters of the corpus and brackets, line breaks and
// punctuation; two texts spliced; truncated), translated and printed as `memoria translate`
// prints it. The output must parse with no diagnostic and check without an exception; every
// sentence's span lies inside the text, and a translation is complete only if every sentence was
// read.
import { check } from "../../compiler/check.ts";
import { parse } from "../../grammar/index.ts";
import { cliOutput, textCard } from "../../translate/print.ts";
import type { Finding, FuzzPath, Rng } from "../core.ts";
import { corpusTexts } from "../inputs.ts";
import { charsOf, mutate, type Mutator } from "../mutate.ts";

const WORDS = [
  "〔〕",
  "〔逆境4〕:「",
  "[メイン/自分]",
  "[アプローチ/両方]",
  "このカード",
  "場合、",
  "《1》",
  "(2024/1/1)",
];

let mutator: Mutator | undefined;

function generate(rng: Rng): string {
  const texts = corpusTexts();
  mutator ??= { chars: charsOf(texts), tokens: WORDS, others: texts };
  return mutate(rng.pick(texts), rng, mutator);
}

function run(input: string): Finding[] {
  const card = textCard(input, "<argument>");
  const t = card.translation;
  for (const s of t.sentences)
    if (s.start < 0 || s.end > input.length || s.start > s.end)
      return [{ kind: "span", detail: `sentence ${s.start}..${s.end} outside 0..${input.length}` }];
  if (t.complete !== t.sentences.every((s) => s.ok))
    return [{ kind: "silent", detail: "complete, but a sentence was not read" }];
  const out = cliOutput([card], true);
  const parsed = parse(out, "translated.cards");
  const d = parsed.diagnostics[0];
  if (d) return [{ kind: "unparsable", detail: `${d.code} ${d.message}` }];
  check([parsed.ast]);
  return [];
}

export const translate: FuzzPath = {
  name: "translate",
  ext: "txt",
  budgetMs: 2000,
  generate,
  run,
  warm: async () => void run(corpusTexts()[0]!),
};
