// Coverage of the translator over a corpus: the share of cards with text translated completely,
// of sentences parsed, of kanji consumed (kanji in parsed sentences over all kanji: a measure that
// long sentences cannot game), and the unparsed sentence templates that would unlock most cards.
import type { CorpusCard } from "./corpus.ts";
import { normalize } from "./normalize.ts";

export interface UnparsedPhrase {
  /** The sentence with names, traits, titles and numbers generalised: 「X」 【Y】 『T』 N. */
  phrase: string;
  /** Cards whose only failing template this is: translating it completes them. */
  unlocks: number;
  /** Cards in which it occurs. */
  cards: number;
  example: string;
}

export interface Coverage {
  cardsWithText: number;
  cardsComplete: number;
  /** Complete cards that also pass the checker, when one is given. */
  cardsChecked?: number;
  /** Of those: cards using something rule 7.11 leaves without rules (checker warning). */
  cardsCheckedLaterRules?: number;
  /** Of those: cards the engine can run (lowering refuses nothing). */
  cardsRunnable?: number;
  sentences: number;
  sentencesParsed: number;
  kanji: number;
  kanjiConsumed: number;
  top: UnparsedPhrase[];
}

const KANJI = /\p{Script=Han}/gu;
const countKanji = (s: string): number => s.match(KANJI)?.length ?? 0;

export function generalise(sentence: string): string {
  return normalize(sentence)
    .text.replace(/「[^」]*」/g, "「X」")
    .replace(/【[^】]*】/g, "【Y】")
    .replace(/『[^』]*』/g, "『T』")
    .replace(/[0-9]+/g, "N");
}

/** What the checker says of a complete card (translate/check.ts's CheckedCorpus is one). */
export interface CardVerdicts {
  passes(card: CorpusCard): boolean;
  usesLaterRules?(card: CorpusCard): boolean;
  runs?(card: CorpusCard): boolean;
}

export function coverage(
  cards: CorpusCard[],
  verdicts?: CardVerdicts | ((c: CorpusCard) => boolean),
  topN = 15,
): Coverage {
  const v: CardVerdicts | undefined =
    typeof verdicts === "function" ? { passes: verdicts } : verdicts;
  const withText = cards.filter((c) => c.translation.sentences.length > 0);
  const c: Coverage = {
    cardsWithText: withText.length,
    cardsComplete: 0,
    sentences: 0,
    sentencesParsed: 0,
    kanji: 0,
    kanjiConsumed: 0,
    top: [],
  };
  const phrases = new Map<string, UnparsedPhrase>();
  let checked = 0;
  let later = 0;
  let runnable = 0;
  for (const card of withText) {
    const t = card.translation;
    if (t.complete) {
      c.cardsComplete++;
      if (v?.passes(card)) {
        checked++;
        if (v.usesLaterRules?.(card)) later++;
        if (v.runs?.(card)) runnable++;
      }
    }
    const failing = new Set<string>();
    for (const s of t.sentences) {
      c.sentences++;
      const k = countKanji(s.text);
      c.kanji += k;
      if (s.ok) {
        c.sentencesParsed++;
        c.kanjiConsumed += k;
      } else failing.add(generalise(s.text));
    }
    for (const phrase of failing) {
      const p = phrases.get(phrase) ?? {
        phrase,
        unlocks: 0,
        cards: 0,
        example: card.record.number,
      };
      p.cards++;
      if (failing.size === 1) p.unlocks++;
      phrases.set(phrase, p);
    }
  }
  if (v) c.cardsChecked = checked;
  if (v?.usesLaterRules) c.cardsCheckedLaterRules = later;
  if (v?.runs) c.cardsRunnable = runnable;
  c.top = [...phrases.values()]
    .sort((a, b) => b.unlocks - a.unlocks || b.cards - a.cards || a.phrase.localeCompare(b.phrase))
    .slice(0, topN);
  return c;
}

const pct = (a: number, b: number): string => (b === 0 ? "n/a" : `${((100 * a) / b).toFixed(1)}%`);

export function formatCoverage(c: Coverage): string {
  const lines = [
    `cards with text fully translated: ${c.cardsComplete}/${c.cardsWithText} (${pct(c.cardsComplete, c.cardsWithText)})`,
    ...(c.cardsChecked !== undefined
      ? [
          `cards fully translated and passing memoria check: ${c.cardsChecked}/${c.cardsWithText} (${pct(c.cardsChecked, c.cardsWithText)})`,
        ]
      : []),
    ...(c.cardsCheckedLaterRules !== undefined
      ? [
          `  of which use a rule 7.11 construct without known rules (warned): ${c.cardsCheckedLaterRules}`,
        ]
      : []),
    ...(c.cardsRunnable !== undefined
      ? [
          `  of which the engine can run (compile without a PM4xxx refusal): ${c.cardsRunnable}/${c.cardsWithText} (${pct(c.cardsRunnable, c.cardsWithText)})`,
        ]
      : []),
    `sentences parsed: ${c.sentencesParsed}/${c.sentences} (${pct(c.sentencesParsed, c.sentences)})`,
    `kanji consumed: ${c.kanjiConsumed}/${c.kanji} (${pct(c.kanjiConsumed, c.kanji)})`,
    `top unparsed templates (cards unlocked / cards containing / example):`,
    ...c.top.map(
      (p) =>
        `  ${String(p.unlocks).padStart(3)} ${String(p.cards).padStart(3)}  ${p.example}  ${p.phrase}`,
    ),
  ];
  return lines.join("\n");
}
