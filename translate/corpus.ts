// The corpus of real cards (JSON lines, one card per line, as published on the official card
// list): reading it, and building card-language card data (CardDecl) with translated abilities.
// Older files spell usageCost/outbreakCost as cost/source; both are accepted.
import type { CardDecl, CardFile, CardKind, Color, FileItem, Span } from "../grammar/ast.ts";
import { normalize } from "./normalize.ts";
import { translateText, type Translation } from "./translate.ts";

export interface CorpusRecord {
  number: string;
  name: string;
  type: string;
  usageCost?: string | number;
  outbreakCost?: string | number;
  cost?: string | number;
  source?: string | number;
  color: string;
  setName?: string;
  characteristic?: string | string[];
  ap?: string | number;
  dp?: string | number;
  rarity?: string;
  text?: string;
  flavor?: string;
  path?: string;
  setAbbr?: string;
}

export interface CorpusCard {
  line: number;
  record: CorpusRecord;
  card: CardDecl;
  translation: Translation;
}

/** The printed card types (the pool reads them too: translate/pool/record.ts). */
export const KIND: Record<string, CardKind> = {
  キャラクター: "character",
  イベント: "event",
  サポート: "support",
};
export const COLOR: Record<string, Color> = {
  赤: "red",
  青: "blue",
  黄: "yellow",
  緑: "green",
  紫: "purple",
};

/** Parse JSON lines; a bad line is reported, never thrown. */
export function readCorpus(text: string): {
  records: { line: number; record: CorpusRecord }[];
  errors: { line: number; message: string }[];
} {
  const records: { line: number; record: CorpusRecord }[] = [];
  const errors: { line: number; message: string }[] = [];
  text.split("\n").forEach((raw, i) => {
    if (raw.trim() === "") return;
    try {
      const value: unknown = JSON.parse(raw);
      if (
        typeof value !== "object" ||
        value === null ||
        typeof (value as CorpusRecord).number !== "string"
      ) {
        errors.push({ line: i + 1, message: "not a card object" });
      } else records.push({ line: i + 1, record: value as CorpusRecord });
    } catch (err) {
      errors.push({ line: i + 1, message: err instanceof Error ? err.message : String(err) });
    }
  });
  return { records, errors };
}

const num = (v: string | number | undefined): number | undefined => {
  if (v === undefined) return undefined;
  const n = Number(normalize(String(v)).text);
  return String(v).trim() === "" || !Number.isFinite(n) ? undefined : n;
};

const plain = (s: string | undefined): string | undefined => {
  const t = s === undefined ? undefined : normalize(s).text;
  return t === undefined || t === "" || t === "-" ? undefined : t;
};

/** A name keeps its inner space (「平沢 唯」): normalise it as the text of a name bracket. */
function nameOf(name: string): string {
  return normalize(`「${name}」`).text.slice(1, -1);
}

/**
 * A record's traits, split at `separators` (a list's items may hold several traits too:
 * ["剣士\nお嬢様"]), each cleaned, without brackets, empty parts and the `-` of "none".
 */
export function splitTraits(
  c: CorpusRecord["characteristic"],
  separators: RegExp,
  clean: (trait: string) => string,
): string[] {
  return (Array.isArray(c) ? c : [c ?? ""])
    .flatMap((t) => t.split(separators))
    .map((t) => clean(t).replace(/^【|】$/g, ""))
    .filter((t) => t !== "" && t !== "-");
}

/** Traits as the translator reads them: separated by 、 , ・ / or a line break or full-width space. */
function traitsOf(c: CorpusRecord["characteristic"]): string[] {
  return splitTraits(c, /[、,・/\n\r\u3000]/, (t) => normalize(t).text);
}

/** A card's key in a corpus: numbers repeat across sets (01-008 is printed in five of them). */
export function cardKey(record: CorpusRecord): string {
  return record.setAbbr ? `${record.setAbbr} ${record.number}` : record.number;
}

/** Build the card and translate its printed text; `file` labels the spans. */
export function buildCard(record: CorpusRecord, line: number, file: string): CorpusCard {
  const where = `${file}#${cardKey(record)}`;
  const span: Span = {
    file,
    start: { offset: 0, line, column: 1 },
    end: { offset: 0, line, column: 1 },
  };
  const printed = plain(record.text) === undefined ? undefined : record.text;
  const translation = translateText(printed ?? "", where);
  const card: CardDecl = {
    kind: "Card",
    cardKind: KIND[record.type] ?? "character",
    number: normalize(record.number).text,
    name: nameOf(record.name),
    nameSpan: span,
    color: COLOR[record.color] ?? "red",
    cost: num(record.usageCost ?? record.cost) ?? 0,
    source: num(record.outbreakCost ?? record.source) ?? 0,
    traits: traitsOf(record.characteristic),
    abilities: translation.abilities,
    span,
  };
  // The title as the text names it: normalised like a 『T』 in the text (『ガールズ＆パンツァー』 is
  // read as 『ガールズ&パンツァー』), so a card's title filter finds its own title.
  if (record.setName) card.title = normalize(`『${record.setName}』`).text.slice(1, -1);
  const ap = num(record.ap);
  const dp = num(record.dp);
  if (ap !== undefined && dp !== undefined) {
    card.ap = ap;
    card.dp = dp;
  }
  const rarity = plain(record.rarity);
  if (rarity) card.rarity = rarity;
  if (printed) card.printed = printed;
  const flavor = plain(record.flavor);
  if (flavor && record.flavor) card.flavor = record.flavor;
  return { line, record, card, translation };
}

export function loadCorpus(
  text: string,
  file: string,
  /** Called after each card is translated (a progress bar: `translate --report --progress`). */
  onProgress?: (done: number, total: number) => void,
): { cards: CorpusCard[]; errors: { line: number; message: string }[] } {
  const { records, errors } = readCorpus(text);
  const cards = records.map(({ line, record }, i) => {
    const card = buildCard(record, line, file);
    onProgress?.(i + 1, records.length);
    return card;
  });
  return { cards, errors };
}

/**
 * Corpus cards as one card file named `file`, with a `title` directive wherever the title changes;
 * `entry` is what stands for a card (the card itself, or the card with comments added).
 */
export function cardFile(
  cards: readonly CorpusCard[],
  file: string,
  entry: (c: CorpusCard) => CardDecl = (c) => c.card,
): CardFile {
  const span: Span = {
    file,
    start: { offset: 0, line: 1, column: 1 },
    end: { offset: 0, line: 1, column: 1 },
  };
  const items: FileItem[] = [];
  let title: string | undefined;
  for (const c of cards) {
    if (c.card.title !== undefined && c.card.title !== title) {
      title = c.card.title;
      items.push({ kind: "TitleDirective", title, span });
    }
    items.push(entry(c));
  }
  return { kind: "CardFile", items, span };
}
