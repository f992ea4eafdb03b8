// The binder: one symbol table over every checked file — card names (a combi 「A&B」 declares A,
// B and A&B, rule 7.6), traits, titles and card identities (title + number, rule 1.3) — and the
// lookups the checks use to resolve a reference or suggest the closest declared spelling.
// Resolution problems themselves are reported by compiler/checks/names.ts in the bind phase.
import type { CardDecl, CardFile, CardKind, TitleDirective } from "../grammar/ast.ts";
import { closestMatch } from "./suggest.ts";

export interface SymbolTable {
  /** Card name → every card that bears it. */
  names: ReadonlyMap<string, readonly CardDecl[]>;
  /** Trait → every card that has it. */
  traits: ReadonlyMap<string, readonly CardDecl[]>;
  /** Title → its `title` directives. */
  titles: ReadonlyMap<string, readonly TitleDirective[]>;
  /** `title␟number` → the first card with that identity (later ones are duplicates, PM2007). */
  identities: ReadonlyMap<string, CardDecl>;
  /** `title␟number without variant letter` → every printing of that card (rule 1.3). */
  printings: ReadonlyMap<string, readonly CardDecl[]>;
  /** Names, traits and titles declared outside the checked files (cards not encoded yet). */
  declared: {
    names: ReadonlySet<string>;
    traits: ReadonlySet<string>;
    titles: ReadonlySet<string>;
  };
}

export interface Declarations {
  names?: readonly string[];
  traits?: readonly string[];
  titles?: readonly string[];
}

/** The names a card bears: its printed name and, for a combi 「A&B」, each half. */
export function namesOf(card: CardDecl): string[] {
  const halves = combiHalves(card.name);
  return halves.length === 2 && halves.every((h) => h !== "")
    ? [card.name, ...halves]
    : [card.name];
}

/** The halves of a name split at "&" (or the full-width "＆" some transcriptions use). */
export function combiHalves(name: string): string[] {
  return name.split(/[&＆]/).map((half) => half.trim());
}

/** The key of one card entry: title and full number (01-006a and 01-006 are two entries). */
export function identityOf(card: CardDecl): string {
  return `${card.title ?? ""}\u241f${card.number}`;
}

/** The key of "the same card" (rule 1.3): title and number, ignoring a variant letter. */
export function sameCardKey(card: CardDecl): string {
  return `${card.title ?? ""}\u241f${card.number.replace(/(\d)[a-z]$/i, "$1")}`;
}

function add<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * How a word is looked up: card names without spaces and with full-width forms folded, so
 * 「八九寺 真宵」 in a printed text finds the card named 「八九寺真宵」 (the runtime compares names the
 * same way: runtime/rules/project-rulings.ts NAMES_IGNORE_SPACING). Titles with full-width forms
 * folded (not spaces): the card list prints 『ガールズ＆パンツァー』 and a text read by the
 * translator says 『ガールズ&パンツァー』, one title in two widths (runtime/cards/database.ts
 * sameTitle). Traits as written.
 */
export function lookupKey(namespace: Namespace, word: string): string {
  if (namespace === "names") return word.normalize("NFKC").replace(/\s+/g, "");
  return namespace === "titles" ? word.normalize("NFKC") : word;
}

export function buildSymbolTable(
  files: readonly CardFile[],
  declarations: Declarations = {},
): SymbolTable {
  const names = new Map<string, CardDecl[]>();
  const traits = new Map<string, CardDecl[]>();
  const titles = new Map<string, TitleDirective[]>();
  const identities = new Map<string, CardDecl>();
  const printings = new Map<string, CardDecl[]>();
  for (const file of files) {
    for (const item of file.items) {
      if (item.kind === "TitleDirective") {
        for (const title of [item.title, ...(item.also ?? [])])
          add(titles, lookupKey("titles", title), item);
        continue;
      }
      for (const name of new Set(namesOf(item).map((n) => lookupKey("names", n))))
        add(names, name, item);
      for (const trait of new Set(item.traits)) add(traits, trait, item);
      const identity = identityOf(item);
      if (!identities.has(identity)) identities.set(identity, item);
      add(printings, sameCardKey(item), item);
    }
  }
  return {
    names,
    traits,
    titles,
    identities,
    printings,
    declared: {
      names: new Set((declarations.names ?? []).map((n) => lookupKey("names", n))),
      traits: new Set(declarations.traits ?? []),
      titles: new Set((declarations.titles ?? []).map((t) => lookupKey("titles", t))),
    },
  };
}

export type Namespace = "names" | "traits" | "titles";

/** Whether a name, trait or title is known (on a card or declared). */
export function isKnown(symbols: SymbolTable, namespace: Namespace, word: string): boolean {
  const key = lookupKey(namespace, word);
  return symbols[namespace].has(key) || symbols.declared[namespace].has(key);
}

/** The known spelling closest to an unknown word, for a did-you-mean. */
export function suggest(
  symbols: SymbolTable,
  namespace: Namespace,
  word: string,
): string | undefined {
  // One answer per word and table: a set repeats the same unknown name on many cards, and each
  // answer measures the word against every known spelling.
  let answers = suggestions.get(symbols);
  if (!answers) suggestions.set(symbols, (answers = new Map()));
  const key = `${namespace}\u0000${word}`;
  if (answers.has(key)) return answers.get(key);
  const answer = closestMatch(word, spellings(symbols, namespace));
  answers.set(key, answer);
  return answer;
}

const suggestions = new WeakMap<SymbolTable, Map<string, string | undefined>>();

/** Every known spelling of a namespace, made once per table (every unknown word is measured
 * against all of them). Names are stored by lookup key; they are suggested as the cards spell them. */
function spellings(symbols: SymbolTable, namespace: Namespace): string[] {
  let byNamespace = knownSpellings.get(symbols);
  if (!byNamespace) knownSpellings.set(symbols, (byNamespace = new Map()));
  let list = byNamespace.get(namespace);
  if (list === undefined) {
    const known =
      namespace === "names"
        ? [...symbols.names.values()].flatMap((cards) => cards.flatMap(namesOf))
        : [...symbols[namespace].keys()];
    list = [...new Set(known), ...symbols.declared[namespace]];
    byNamespace.set(namespace, list);
  }
  return list;
}

const knownSpellings = new WeakMap<SymbolTable, Map<Namespace, string[]>>();

/** Whether some character (not an event or support card) bears the name or has the trait. */
export function isCharacterWord(
  symbols: SymbolTable,
  namespace: "names" | "traits",
  word: string,
): boolean {
  const key = lookupKey(namespace, word);
  if (symbols.declared[namespace].has(key)) return true;
  return (symbols[namespace].get(key) ?? []).some((card) => card.cardKind === "character");
}

/** The card kinds that bear a name, or undefined when the name is unknown (already reported). */
export function kindsNamed(symbols: SymbolTable, name: string): Set<CardKind> | undefined {
  const key = lookupKey("names", name);
  const cards = symbols.names.get(key);
  if (!cards || symbols.declared.names.has(key)) return undefined;
  return new Set(cards.map((card) => card.cardKind));
}
