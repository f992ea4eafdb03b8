// The checker's types for selectors. A selector denotes Cards somewhere, or Characters: cards on
// the field that are characters (design/language.md). What a selector can be is read from its
// noun, a name (through the symbol table: 「ギー太」 is a support card) and its zone; `this` and
// `host` from the card the text is on. `it` is left unknown: its antecedent is checked by PM3004.
import type { CardDecl, CardKind, QuerySelector, Selector, Zone } from "../grammar/ast.ts";
import { dispatch, type Table } from "../grammar/table.ts";
import { referenceWords } from "../grammar/references.ts";
import { kindsNamed, type SymbolTable } from "./bind.ts";
import { fmtOwner } from "../grammar/literals.ts";
import { ZONE_WORDS } from "../grammar/zones.ts";

export interface SelectorType {
  /** The card kinds it can match; undefined when unknown (`it`, an unresolved name). */
  kinds: ReadonlySet<CardKind> | undefined;
  /** Where the cards are; "field" for the main and support areas together; undefined when unknown. */
  zone: Zone | undefined;
}

const ALL_KINDS: ReadonlySet<CardKind> = new Set(["character", "event", "support"]);
const FIELD_ZONES: ReadonlySet<Zone> = new Set(["field", "mainArea", "supportArea"]);

export function isFieldZone(zone: Zone | undefined): boolean {
  return zone === undefined || FIELD_ZONES.has(zone);
}

function intersect(a: ReadonlySet<CardKind> | undefined, b: ReadonlySet<CardKind> | undefined) {
  if (!a) return b;
  if (!b) return a;
  return new Set([...a].filter((k) => b.has(k)));
}

function queryKinds(query: QuerySelector, symbols: SymbolTable): ReadonlySet<CardKind> | undefined {
  const noun = query.noun;
  let kinds: ReadonlySet<CardKind> | undefined =
    noun.kind === "name"
      ? namesKinds(symbols, [noun.name, ...(noun.alternatives ?? [])])
      : noun.kind === "card"
        ? ALL_KINDS
        : new Set([noun.kind]);
  for (const filter of query.filters) {
    if (filter.kind === "name")
      kinds = intersect(kinds, kindsNamed(symbols, filter.name) ?? ALL_KINDS);
  }
  return kinds;
}

/** The kinds any of `names` can be; unknown as soon as one name is unknown. */
function namesKinds(symbols: SymbolTable, names: string[]): ReadonlySet<CardKind> | undefined {
  const out = new Set<CardKind>();
  for (const name of names) {
    const kinds = kindsNamed(symbols, name);
    if (!kinds) return undefined;
    for (const k of kinds) out.add(k);
  }
  return out;
}

export function selectorType(
  selector: Selector,
  card: CardDecl | undefined,
  symbols: SymbolTable,
): SelectorType {
  return dispatch(selectorTypes, "kind", selector, card, symbols);
}

const selectorTypes: Table<Selector, "kind", SelectorType, [CardDecl | undefined, SymbolTable]> = {
  This(s, card) {
    if (!card) return { kinds: undefined, zone: s.zone?.zone };
    if (s.zone) return { kinds: new Set([card.cardKind]), zone: s.zone.zone };
    // An event resolves from no zone at all; characters and support cards act from the field.
    return {
      kinds: new Set([card.cardKind]),
      zone: card.cardKind === "event" ? undefined : "field",
    };
  },
  Host: () => ({ kinds: new Set(["character"]), zone: "field" }),
  // `that character` names cards chosen as characters (PM3021 checks there were some)
  It: (s) => ({ kinds: s.character ? new Set(["character"]) : undefined, zone: s.zone?.zone }),
  Drawn: () => ({ kinds: undefined, zone: "hand" }),
  Query: (s, _card, symbols) => ({ kinds: queryKinds(s, symbols), zone: s.zone?.zone ?? "field" }),
};

/**
 * The kinds a selector can actually match. No event is ever on the field, so `your cards` there
 * means characters and support cards (a query of events only is PM3003's, and kept as it is).
 */
export function possibleKinds(type: SelectorType): ReadonlySet<CardKind> | undefined {
  if (!type.kinds || type.zone === undefined || !isFieldZone(type.zone)) return type.kinds;
  const withoutEvents = new Set([...type.kinds].filter((k) => k !== "event"));
  return withoutEvents.size > 0 ? withoutEvents : type.kinds;
}

export function zoneWord(zone: Zone): string {
  return ZONE_WORDS[zone].english;
}

/** A short English rendering of a selector for messages: `this`, `your 「ギー太」 in your hand`. */
export function describeSelector(selector: Selector): string {
  return dispatch(descriptions, "kind", selector);
}

const descriptions: Table<Selector, "kind", string> = {
  This: () => "`this`",
  Host: () => "`host`",
  It: (s) => `\`${referenceWords(s)}\``,
  Drawn: () => "`drawn cards`",
  Query(s) {
    const owner = s.owner ? `${fmtOwner(s.owner)} ` : "";
    const noun =
      s.noun.kind === "name"
        ? [s.noun.name, ...(s.noun.alternatives ?? [])].map((n) => `「${n}」`).join(" or ")
        : `${s.noun.kind}s`;
    const zone = s.zone ? ` in the ${zoneWord(s.zone.zone)}` : "";
    return `${owner}${noun}${zone}`;
  },
};

/** `a support card or an event` for messages. */
export function describeKinds(kinds: ReadonlySet<CardKind>): string {
  const words = [...kinds].map((k) =>
    k === "event" ? "an event" : k === "support" ? "a support card" : "a character",
  );
  return words.join(" or ");
}
