// Shared helpers for the translator tests: the corpus, from shared/corpus in the repository's
// parent folder (translate/corpus-file.ts). A missing corpus fails the suites that read it, with
// a message saying where it was looked for; nothing is skipped.
import { readFileSync } from "node:fs";
import { loadCorpus, type CorpusCard } from "../../translate/corpus.ts";
import { corpusFile } from "../../translate/corpus-file.ts";

let cached: CorpusCard[] | undefined;

/** The cards of pm-cards.jsonl, translated (loaded once per test file). */
export function corpusCards(): CorpusCard[] {
  cached ??= loadCorpus(readFileSync(corpusFile(), "utf8"), "pm-cards.jsonl").cards;
  return cached;
}
