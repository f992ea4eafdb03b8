// The real inputs of the repository the generators mutate: card files (cut into small files of a
// few cards, so one input parses in about a millisecond), rulings, decks and the corpus texts.
// Read once per process.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { corpusFile } from "../translate/corpus-file.ts";
import { readCorpus } from "../translate/corpus.ts";

const ROOT = join(import.meta.dirname, "..");

function filesUnder(dir: string, ext: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith(ext)) out.push(p);
    }
  };
  walk(join(ROOT, dir));
  return out.sort();
}

const read = (files: string[]): string[] => files.map((f) => readFileSync(f, "utf8"));
const memo = <T>(f: () => T): (() => T) => {
  let v: T | undefined;
  return () => (v ??= f());
};

/** Whole card files of cardtext/ and drafts/. */
export const cardFiles = memo(() =>
  read([...filesUnder("cardtext", ".cards"), ...filesUnder("drafts", ".cards")]),
);

/** Blocks of the card files: a card with its leading comments, a `title` line, … (split at blank lines). */
export const cardBlocks = memo(() =>
  cardFiles().flatMap((t) => t.split(/\n\s*\n/).filter((b) => b.trim() !== "")),
);

export const rulingFiles = memo(() => read(filesUnder("rulings", ".ruling")));

/** Rulings one by one (a file cut before each `ruling` line), with the file's head for its cards. */
export const rulingBlocks = memo(() =>
  rulingFiles().flatMap((t) => {
    const parts = t.split(/\n(?=ruling )/);
    const head = parts[0]!.startsWith("ruling ") ? "" : parts.shift()!;
    return parts.map((p) => `${head}\n${p}`);
  }),
);

export const deckFiles = memo(() => read(filesUnder("decks", ".deck")));

/** The printed texts of the corpus (pm-cards.jsonl). */
export const corpusTexts = memo(() =>
  readCorpus(readFileSync(corpusFile(), "utf8"))
    .records.map((r) => r.record.text ?? "")
    .filter((t) => t.length > 1),
);
