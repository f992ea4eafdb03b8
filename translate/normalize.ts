// Normalisation of printed card text before lexing. Card lists mix full-width and half-width
// forms (１/1, ＋/+, ［/[, ：/:), blog transcriptions add stray spaces, and a few sources write
// keyword tags in ASCII brackets. The grammar sees one canonical spelling; the span map lets every
// AST span point back into the text as it was printed.

/** The normalised text and, for each of its UTF-16 units, the original range it came from. */
export interface Normalized {
  text: string;
  /** `starts[i]`/`ends[i]`: original offsets of the source of normalised unit i. */
  starts: number[];
  ends: number[];
  original: string;
}

// NFKC would fold these too, or we fold them by hand; the Japanese brackets are kept as they are
// because each means something different (「name」 【trait】 『title』 〔keyword〕 《cost》).
const FOLD: Record<string, string> = {
  "\u2212": "-", // − minus sign
  "\u2010": "-",
  "\u2013": "-",
  "\uFF0D": "-",
  "\u2012": "-",
  "\u2795": "+",
  "\u2796": "-",
  "\uFF0C": "、", // ，
  ",": "、",
  "\u25B8": "▶", // ▸ and ▶ are both used before a quoted keyword text
  "\u25BA": "▶",
  "\u2192": "▶",
  "\uFF5E": "〜", // ～ is the wave dash of "〜するごとに", not an ASCII tilde
  "~": "〜",
};

/** Characters NFKC must not touch (it would turn ～ into ~ and … into ...). */
const KEEP = new Set([
  "±",
  "…",
  "〜",
  "・",
  "▶",
  "「",
  "」",
  "『",
  "』",
  "【",
  "】",
  "〔",
  "〕",
  "《",
  "》",
]);

/** Brackets whose inner spaces are kept (one, between words): a name, a title. */
const OPENERS = new Set(["「", "『"]);
const CLOSERS = new Set(["」", "』"]);
/** A letter or digit of a Latin word (after NFKC folding). */
const LATIN = /^[A-Za-z0-9]$/;

const ZERO_WIDTH = /[\u200B-\u200D\uFEFF\u00AD]/;
const SPACE = /\s|\u3000/;

function foldChar(ch: string): string {
  if (ZERO_WIDTH.test(ch)) return "";
  const direct = FOLD[ch];
  if (direct !== undefined) return direct;
  if (KEEP.has(ch)) return ch;
  const n = ch.normalize("NFKC");
  return FOLD[n] ?? n;
}

/**
 * Normalise printed card text. Spaces are dropped except inside 「」 and 『』 (names keep one ASCII
 * space between family and given name: 「平沢 唯」) and between two Latin words of a trait
 * (【BLACK STARS】, KGB P-001, as the cards that have it print it; 【制 服】 is a stray space). Never
 * throws.
 */
export function normalize(original: string): Normalized {
  const out: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let inName = 0; // depth of 「」/『』 nesting: spaces there are part of the name
  let inTrait = 0; // depth of 【】 nesting: a space there joins two Latin words, else it is stray
  let i = 0;
  for (const ch of original) {
    const from = i;
    i += ch.length;
    if (SPACE.test(ch)) {
      // One space inside a name, none elsewhere; never two in a row.
      const prev = out[out.length - 1];
      if (inName > 0 && prev !== undefined && prev !== " " && !OPENERS.has(prev))
        push(" ", from, i);
      else if (inName === 0 && inTrait > 0 && prev !== undefined && LATIN.test(prev))
        push(" ", from, i);
      continue;
    }
    const folded = foldChar(ch);
    // a space kept in a trait after a Latin word stays only before another one
    if (inName === 0 && inTrait > 0 && out[out.length - 1] === " " && !LATIN.test(folded))
      dropLast();
    // A half-width voiced mark folds to a combining mark: compose it with the previous kana.
    if ((folded === "\u3099" || folded === "\u309A") && out.length > 0) {
      const last = out.length - 1;
      out[last] = (out[last]! + folded).normalize("NFC");
      ends[last] = i;
      continue;
    }
    if (OPENERS.has(folded)) inName++;
    if (CLOSERS.has(folded) && inName > 0) {
      inName--;
      if (out[out.length - 1] === " ") dropLast();
    }
    if (folded === "【") inTrait++;
    if (folded === "】" && inTrait > 0) inTrait--;
    for (const unit of splitUnits(folded)) push(unit, from, i);
  }
  return tagBrackets({ text: out.join(""), starts, ends, original });

  function push(unit: string, s: number, e: number): void {
    out.push(unit);
    starts.push(s);
    ends.push(e);
  }
  function dropLast(): void {
    out.pop();
    starts.pop();
    ends.pop();
  }
}

/** Split into UTF-16 units so that the arrays stay aligned with `text` offsets. */
function splitUnits(s: string): string[] {
  const units: string[] = [];
  for (let k = 0; k < s.length; k++) units.push(s[k]!);
  return units;
}

/**
 * Blogs write keyword tags in ASCII brackets ([天然2], [ブレイク]); the cards use 〔〕. A bracket
 * holding neither a slash (a timing: [メイン/自分]) nor only digits (a cost: [2]) is a keyword tag.
 * Replacing a bracket by a bracket keeps the span map aligned.
 */
function tagBrackets(n: Normalized): Normalized {
  const text = n.text
    .replace(/\[([^\[\]\/0-9][^\[\]\/]*)\]/g, (_m, inner: string) => `〔${inner}〕`)
    // 〔支援:…。]▶「…」 (YYY 01-101): a keyword box opened with 〔 and closed with an ASCII ]
    .replace(/〔([^〔〕\[\]]*)\](?=▶)/g, (_m, inner: string) => `〔${inner}〕`)
    // 天然（2）を得る (PM_K-ON 01-110): the keyword with its number in parentheses and no box —
    // 〔天然2〕, as every other card prints it; 5 units for 5 units keeps the span map aligned
    .replace(/(?<!〔)天然\((\d)\)/g, (_m, n: string) => `〔天然${n}〕`);
  return { ...n, text };
}

/** The original range of the normalised range [start, end). */
export function originalRange(
  n: Normalized,
  start: number,
  end: number,
): { start: number; end: number } {
  if (n.text.length === 0) return { start: 0, end: 0 };
  const s = Math.min(Math.max(start, 0), n.text.length - 1);
  const e = Math.min(Math.max(end, s + 1), n.text.length);
  return { start: n.starts[s] ?? 0, end: n.ends[e - 1] ?? n.original.length };
}
