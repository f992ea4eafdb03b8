// The coverage pane's figures (issue 18: "the translator's and the engine's coverage per set,
// linking to the cards"), computed by the commands' own code, never counted again here:
// - the translator: what `memoria translate --report` prints per set, over every corpus file of
//   shared/corpus (found as card-links.ts finds it): loadCorpus, checkCorpus, coverage;
// - the engine: what `memoria coverage` counts (computeCoverage), with each card of cardtext/
//   (compiled or not, covered by a passing ruling or not) and where its header is, for the links.
// Seconds of CPU each (the translator about 15 s): coverage-api.ts runs them on a worker thread.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkCorpus } from "../../translate/check.ts";
import { CORPUS_DIR } from "../../translate/corpus-file.ts";
import { coverage, loadCorpus, type CorpusCard } from "../../translate/index.ts";
import type { SetCoverage as TranslatorSet } from "../../translate/coverage.ts";
import {
  computeCoverage,
  type CardCoverage,
  type SetCoverage as EngineSet,
} from "../commands/coverage.ts";

export type { CardCoverage, EngineSet, TranslatorSet };

export interface TranslatorCoverage {
  /** The corpus files read, by name. */
  files: string[];
  cardsWithText: number;
  cardsComplete: number;
  cardsChecked?: number;
  sets: TranslatorSet[];
  ms: number;
}

export interface EngineCoverage {
  sets: Omit<EngineSet, "uncovered">[];
  cards: CardCoverage[];
  ms: number;
}

/** The corpus files (`*.jsonl`) of `dir`, sorted; none when there is no corpus. */
export function corpusFiles(dir: string = CORPUS_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".jsonl"))
    .sort();
}

/** `memoria translate --report <every corpus file>`, as data. */
export function translatorCoverage(dir: string = CORPUS_DIR): TranslatorCoverage {
  const started = performance.now();
  const files = corpusFiles(dir);
  const cards: CorpusCard[] = files.flatMap(
    (f) => loadCorpus(readFileSync(join(dir, f), "utf8"), join(dir, f)).cards,
  );
  // Checked together, as the command checks several files: a card may name a card of another.
  const checked = checkCorpus(
    cards.filter((c) => c.translation.complete),
    files.join(" + "),
  );
  const c = coverage(cards, checked);
  return {
    files,
    cardsWithText: c.cardsWithText,
    cardsComplete: c.cardsComplete,
    ...(c.cardsChecked !== undefined ? { cardsChecked: c.cardsChecked } : {}),
    sets: c.sets,
    ms: performance.now() - started,
  };
}

/** `memoria coverage` for the project at `root`, with every card. */
export async function engineCoverage(root: string): Promise<EngineCoverage> {
  const started = performance.now();
  const cards: CardCoverage[] = [];
  const rows = await computeCoverage({
    root,
    cardtext: join(root, "cardtext"),
    rulings: join(root, "rulings"),
    isCompiled: (id) => existsSync(join(root, "generated", `${id}.ts`)),
    onCard: (card) => cards.push({ ...card, file: relativeCardFile(card.file) }),
  });
  return {
    sets: rows.map(({ uncovered: _, ...row }) => row),
    cards,
    ms: performance.now() - started,
  };
}

/** `cardtext/ahb.cards`: the file's name in the studio (its URI in the Cards pane). */
function relativeCardFile(file: string): string {
  const name = file.split(/[/\\]/).at(-1) ?? file;
  return `cardtext/${name}`;
}
