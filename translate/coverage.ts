// Coverage of the translator over a corpus: the share of cards with text translated completely,
// of sentences parsed, of kanji consumed (kanji in parsed sentences over all kanji: a measure that
// long sentences cannot game), and the unparsed sentence templates that would unlock most cards;
// the same figures per set (the corpus records' setAbbr / setName), and the partial cards with
// their first unread sentence, for a translator to work from.
import { cardKey, type CorpusCard } from "./corpus.ts";
import { normalize } from "./normalize.ts";

export interface UnparsedPhrase {
  /** The sentence with names, traits, titles and numbers generalised: 「X」 【Y】 『T』 N. */
  phrase: string;
  /** Cards whose only failing template this is: translating it completes them. */
  unlocks: number;
  /** Cards in which it occurs. */
  cards: number;
  /** The number of the first card (in corpus order) in which it occurs. */
  example: string;
  /** The same card with its set (`AHB 01-006`): numbers repeat across sets. */
  exampleKey: string;
}

/** The figures of one set: the cards whose records share a setAbbr (or, without one, a setName). */
export interface SetCoverage {
  /** The set's abbreviation (`AHB`), or its name when the records give no abbreviation, or "?". */
  set: string;
  /** The set's name (the title, `setName`), "" when not given. */
  name: string;
  cardsWithText: number;
  cardsComplete: number;
  cardsChecked?: number;
  cardsRunnable?: number;
  sentences: number;
  sentencesParsed: number;
}

/** A card with text not fully translated, with its first sentence the translator could not read. */
export interface PartialCard {
  set: string;
  setName: string;
  number: string;
  name: string;
  /** `set number`, as the checker's error keys. */
  key: string;
  /** The first unread sentence as printed, the reason, and its offsets in the printed text. */
  text: string;
  reason: string;
  start: number;
  end: number;
  /** How many of the card's sentences were not read. */
  unread: number;
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
  /** The first `topN` of `unparsed`. */
  top: UnparsedPhrase[];
  /** Every unparsed template, ranked: cards unlocked, then cards containing, then the template (code-point order). */
  unparsed: UnparsedPhrase[];
  /** Per set, sorted by set. */
  sets: SetCoverage[];
  /** Partial cards, sorted by set, then number (corpus order among equals). */
  partial: PartialCard[];
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

/** Code-point order: the same on every machine (localeCompare depends on the ICU data). */
export const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
/** Sets: ASCII case folded first (`Ach` beside `AHB`), then code points. */
const bySet = (a: string, b: string): number =>
  byCodePoint(a.toLowerCase(), b.toLowerCase()) || byCodePoint(a, b);

/** The set a corpus card belongs to: its abbreviation, else its name, else "?". */
export function setOf(card: CorpusCard): { set: string; name: string } {
  const { setAbbr, setName } = card.record;
  return { set: setAbbr || setName || "?", name: setName ?? "" };
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
    unparsed: [],
    sets: [],
    partial: [],
  };
  const sets = new Map<string, SetCoverage>();
  const phrases = new Map<string, UnparsedPhrase>();
  let checked = 0;
  let later = 0;
  let runnable = 0;
  for (const card of withText) {
    const t = card.translation;
    const { set, name } = setOf(card);
    let perSet = sets.get(set);
    if (!perSet) {
      perSet = {
        set,
        name,
        cardsWithText: 0,
        cardsComplete: 0,
        sentences: 0,
        sentencesParsed: 0,
      };
      if (v) perSet.cardsChecked = 0;
      if (v?.runs) perSet.cardsRunnable = 0;
      sets.set(set, perSet);
    }
    perSet.cardsWithText++;
    if (t.complete) {
      c.cardsComplete++;
      perSet.cardsComplete++;
      if (v?.passes(card)) {
        checked++;
        perSet.cardsChecked!++;
        if (v.usesLaterRules?.(card)) later++;
        if (v.runs?.(card)) {
          runnable++;
          perSet.cardsRunnable!++;
        }
      }
    }
    const failing = new Set<string>();
    for (const s of t.sentences) {
      c.sentences++;
      perSet.sentences++;
      const k = countKanji(s.text);
      c.kanji += k;
      if (s.ok) {
        c.sentencesParsed++;
        perSet.sentencesParsed++;
        c.kanjiConsumed += k;
      } else failing.add(generalise(s.text));
    }
    const unread = t.sentences.filter((s) => !s.ok);
    if (unread.length > 0) {
      const first = unread[0]!;
      c.partial.push({
        set,
        setName: name,
        number: card.record.number,
        name: card.card.name,
        key: cardKey(card.record),
        text: first.text,
        reason: first.reason ?? "not understood",
        start: first.start,
        end: first.end,
        unread: unread.length,
      });
    }
    for (const phrase of failing) {
      const p = phrases.get(phrase) ?? {
        phrase,
        unlocks: 0,
        cards: 0,
        example: card.record.number,
        exampleKey: cardKey(card.record),
      };
      p.cards++;
      if (failing.size === 1) p.unlocks++;
      phrases.set(phrase, p);
    }
  }
  if (v) c.cardsChecked = checked;
  if (v?.usesLaterRules) c.cardsCheckedLaterRules = later;
  if (v?.runs) c.cardsRunnable = runnable;
  c.unparsed = [...phrases.values()].sort(
    (a, b) => b.unlocks - a.unlocks || b.cards - a.cards || byCodePoint(a.phrase, b.phrase),
  );
  c.top = c.unparsed.slice(0, topN);
  c.sets = [...sets.values()].sort((a, b) => bySet(a.set, b.set));
  // stable: corpus order among cards of one set and number
  c.partial.sort((a, b) => bySet(a.set, b.set) || byCodePoint(a.number, b.number));
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
    ...(c.unparsed.length > c.top.length
      ? [`  … and ${c.unparsed.length - c.top.length} more unparsed templates (all in --html)`]
      : []),
    ...(c.sets.length > 0 ? ["", ...formatSets(c)] : []),
  ];
  return lines.join("\n");
}

/** `a/b` without a share: the per-set columns are narrow. */
const share = (a: number | undefined, b: number): string =>
  a === undefined ? "-" : `${a} ${pct(a, b).padStart(6)}`;

/**
 * The per-set table: set, cards with text, fully translated, passing check, that the engine can
 * run (each with its share of the set's cards with text), sentences parsed, the set's name.
 */
export function formatSets(c: Pick<Coverage, "sets">): string[] {
  const header = ["set", "cards", "translated", "checked", "runs", "sentences", "name"];
  const rows = c.sets.map((s) => [
    s.set,
    String(s.cardsWithText),
    share(s.cardsComplete, s.cardsWithText),
    share(s.cardsChecked, s.cardsWithText),
    share(s.cardsRunnable, s.cardsWithText),
    `${s.sentencesParsed}/${s.sentences} ${pct(s.sentencesParsed, s.sentences).padStart(6)}`,
    s.name,
  ]);
  const width = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]): string =>
    `  ${r
      .map((cell, i) =>
        i === r.length - 1 ? cell : i === 0 ? cell.padEnd(width[i]!) : cell.padStart(width[i]!),
      )
      .join("  ")}`.trimEnd();
  return [
    `per set (${c.sets.length} set${c.sets.length === 1 ? "" : "s"}; cards with text, fully translated, passing memoria check, that the engine can run, sentences parsed):`,
    line(header),
    ...rows.map(line),
  ];
}

/** A printed line break shown as ↵, so that one card stays on one line. */
const oneLine = (s: string): string => s.replace(/\r?\n/g, "↵");

/** `--verbose`: one line per partial card: set, number, name, its first unread sentence and why. */
export function formatPartial(c: Pick<Coverage, "partial">): string {
  return [
    `partial cards (${c.partial.length}; set number 「name」 [offsets in the printed text] first unread sentence — reason; +N more unread):`,
    ...c.partial.map(
      (p) =>
        `  ${p.set} ${p.number} 「${p.name}」 [${p.start}-${p.end}] 「${oneLine(p.text)}」 — ${oneLine(p.reason)}${p.unread > 1 ? ` (+${p.unread - 1} more)` : ""}`,
    ),
  ].join("\n");
}
