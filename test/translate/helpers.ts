// Shared helpers for the translator tests: the corpus (read from shared/ beside the repository).
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadCorpus, type CorpusCard } from "../../translate/corpus.ts";

const CANDIDATES = [
  fileURLToPath(new URL("../../../shared/corpus/pm-cards.jsonl", import.meta.url)),
  "/work/shared/corpus/pm-cards.jsonl",
];

export const CORPUS_FILE = CANDIDATES.find((f) => existsSync(f));

let cached: CorpusCard[] | undefined;
export function corpusCards(): CorpusCard[] {
  if (!CORPUS_FILE) return [];
  cached ??= loadCorpus(readFileSync(CORPUS_FILE, "utf8"), "pm-cards.jsonl").cards;
  return cached;
}
