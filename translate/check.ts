// The `check` hook of the coverage report: the translated cards are built into one CardFile and run
// through the checker (`compiler/checkFiles`); a card passes when no error points into it. The
// names, traits and titles of the whole corpus are declared, so a card naming another card of the
// corpus (or a card not in it) does not get a spurious unknown-name error. Two finer verdicts on a
// passing card: whether it uses something rule 7.11 leaves without rules (a warning from a
// catalogue entry of rule 7.11), and whether the engine can run it (lowering reports no PM4xxx).
// Kept out of translate/index.ts so the translator's API does not load the compiler.
import type { Diagnostic } from "../grammar/diagnostics.ts";
// The checker and the lowering alone: compiler/index.ts would also load the emitter (ts-morph,
// TypeScript, prettier), which no translation needs — a second of every `translate`'s start-up.
import { namesOf } from "../compiler/bind.ts";
import { catalogue } from "../compiler/catalogue/index.ts";
import { check } from "../compiler/check.ts";
import { lowerCard } from "../compiler/lower/index.ts";
import { cardFile, cardKey, type CorpusCard } from "./corpus.ts";

export interface CheckedCorpus {
  /** Error diagnostics by card key (set and number; only cards with at least one). */
  errors: Map<string, Diagnostic[]>;
  /** True when the card's translated abilities raise no checker error. */
  passes(card: CorpusCard): boolean;
  /** True when the card raises a rule 7.11 "rules not implemented" warning. */
  usesLaterRules(card: CorpusCard): boolean;
  /** True when the card passes, uses nothing of rule 7.11 (the engine refuses those decks) and lowers without a PM4xxx refusal. */
  runs(card: CorpusCard): boolean;
}

const LATER_RULE_CODES = new Set(catalogue.filter((e) => e.rule === "7.11").map((e) => e.code));

/** Which corpus card a diagnostic points into: ability spans are labelled `file#key`, card spans carry the corpus line. */
function ownerOf(
  d: Diagnostic,
  byLine: Map<string, CorpusCard>,
  byLabel: Map<string, CorpusCard>,
): CorpusCard | undefined {
  return byLabel.get(d.span.file) ?? byLine.get(`${d.span.file}:${d.span.start.line}`);
}

export function checkCorpus(cards: readonly CorpusCard[], file = "corpus"): CheckedCorpus {
  const declared = {
    names: [...new Set(cards.flatMap((c) => namesOf(c.card)))],
    traits: [...new Set(cards.flatMap((c) => c.card.traits))],
    titles: [...new Set(cards.flatMap((c) => (c.card.title === undefined ? [] : [c.card.title])))],
  };
  const byLine = new Map(cards.map((c) => [`${c.card.span.file}:${c.card.span.start.line}`, c]));
  const byLabel = new Map<string, CorpusCard>();
  for (const c of cards) byLabel.set(`${c.card.span.file}#${cardKey(c.record)}`, c);
  const errors = new Map<string, Diagnostic[]>();
  const later = new Set<string>();
  const unattributed: Diagnostic[] = [];
  for (const d of checkedDiagnostics([cardFile(cards, file)], { declared })) {
    const owner = ownerOf(d, byLine, byLabel);
    if (d.severity !== "error") {
      if (owner && LATER_RULE_CODES.has(d.code)) later.add(cardKey(owner.record));
      continue;
    }
    if (!owner) {
      unattributed.push(d);
      continue;
    }
    const key = cardKey(owner.record);
    errors.set(key, [...(errors.get(key) ?? []), d]);
  }
  // An error that points into no card cannot be blamed on one; it fails every card rather than none.
  const passes = (c: CorpusCard): boolean =>
    unattributed.length === 0 && !errors.has(cardKey(c.record));
  return {
    errors,
    passes,
    usesLaterRules: (c) => later.has(cardKey(c.record)),
    runs: (c) =>
      passes(c) && !later.has(cardKey(c.record)) && lowerCard(c.card).diagnostics.length === 0,
  };
}

/** The checker's diagnostics for the files (compiler/index.ts's checkFiles, without its imports). */
export function checkedDiagnostics(...args: Parameters<typeof check>): Diagnostic[] {
  return check(...args).diagnostics;
}
