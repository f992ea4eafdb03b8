// Selectors in English: "this character", "1 of your characters with 【制服】", "a character of
// yours", "the top 3 cards of your deck" — one handler per selector kind and noun kind (the
// filters are in filters.ts; the Japanese is in selectors-ja.ts).
import type { Noun, QuerySelector, Selector } from "../../grammar/ast.ts";
import { dispatch, type Table } from "../../grammar/table.ts";
import { ZONE_WORDS } from "../../grammar/zones.ts";
import { enFilterWords } from "./filters.ts";
import { picksAmong } from "./words.ts";

/** What the English selectors need of their ability: what "this" is called. */
export interface EnSelf {
  /** "this character" on a character, "this card" elsewhere. */
  self: string;
}

type Query = QuerySelector;

const ownerWord = (o: "your" | "opponent's"): string => (o === "your" ? "your" : "your opponent's");

const enNouns: Table<Noun, "kind", string, [boolean]> = {
  character: (_n, plural) => (plural ? "characters" : "character"),
  card: (_n, plural) => (plural ? "cards" : "card"),
  event: (_n, plural) => (plural ? "event cards" : "event card"),
  support: (_n, plural) => (plural ? "support cards" : "support card"),
  name: (n) => [n.name, ...(n.alternatives ?? [])].map((x) => `「${x}」`).join(" or "),
};

function enAdjectives(s: Query, ctx: EnSelf): string {
  return s.filters
    .map((f) => enFilterWords(f, (x) => enSelector(x, ctx)))
    .map((w) => ("before" in w ? `${w.before} ` : ""))
    .join("");
}

function enTrailing(s: Query, ctx: EnSelf): string {
  // "blocking your 「X」" last, as the card language writes it
  const ordered = [
    ...s.filters.filter((f) => f.kind !== "battle"),
    ...s.filters.filter((f) => f.kind === "battle"),
  ];
  return ordered
    .map((f) => enFilterWords(f, (x) => enSelector(x, ctx)))
    .map((w) => ("after" in w && w.after ? ` ${w.after}` : ""))
    .join("");
}

function enZonePhrase(s: Query): string {
  const z = s.zone;
  if (s.amongIt) return " among them";
  if (!z) return "";
  if (z.zone === "removed") return " removed from the game";
  // a pick among the cards looked at: "any number of cards among the top 3 cards of your deck"
  if (z.zone === "deck" && z.top !== undefined)
    return ` among the ${z.end ?? "top"} ${z.top} card${z.top === 1 ? "" : "s"} of ${z.owner ? ownerWord(z.owner) : "your"} deck`;
  // "1 of your opponent's characters in the support area": an area is its cards' owner's, said once
  const sameOwner = (z.zone === "mainArea" || z.zone === "supportArea") && z.owner === s.owner;
  const owner =
    z.owner && !sameOwner ? `${ownerWord(z.owner)} ` : z.zone === "hand" ? "your " : "the ";
  return ` in ${owner}${ZONE_WORDS[z.zone].english}`;
}

function enQuery(s: Query, ctx: EnSelf): string {
  const z = s.zone;
  if (
    z?.zone === "deck" &&
    z.top !== undefined &&
    !picksAmong(s) &&
    s.noun.kind === "card" &&
    s.filters.length === 0
  ) {
    return `the ${z.end ?? "top"} ${z.top} card${z.top === 1 ? "" : "s"} of ${z.owner ? ownerWord(z.owner) : "your"} deck`;
  }
  const q = s.quantity;
  // "1 of your characters": a count out of an owner's cards takes the plural
  const plural =
    !q ||
    q.kind === "all" ||
    q.kind === "each" ||
    q.kind === "anyNumber" ||
    q.kind === "counted" ||
    (q.kind !== "any" && (q.n !== 1 || s.owner !== undefined));
  const noun = (many: boolean): string => dispatch(enNouns, "kind", s.noun, many);
  const core = `${enAdjectives(s, ctx)}${noun(plural)}${enTrailing(s, ctx)}`;
  const where = enZonePhrase(s);
  // "your 「X」 removed from the game": the removed zone's owner reads as the card's owner
  const whose = s.owner ?? (z?.zone === "removed" ? z.owner : undefined);
  const owner = whose ? ownerWord(whose) : "";
  if (!q) return `${owner ? `${owner} ` : ""}${core}${where}`;
  if (q.kind === "any") {
    // "a character of yours with 【X】", "another character of yours"
    const head = `${enAdjectives(s, ctx)}${noun(false)}`;
    const article = head.startsWith("other ") ? "an" : /^[aeiou]/.test(head) ? "an" : "a";
    const ofWhom = s.owner ? ` of ${s.owner === "your" ? "yours" : "your opponent's"}` : "";
    return `${article === "an" && head.startsWith("other ") ? `another ${head.slice(6)}` : `${article} ${head}`}${ofWhom}${enTrailing(s, ctx)}${where}`;
  }
  // as many as the cards just chosen / as X counts (同じ枚数の)
  if (q.kind === "counted") {
    const bare = q.of.kind === "It" && !q.of.zone;
    const than = bare ? "" : ` as the number of ${enSelector(q.of, ctx)}`;
    return `${q.upTo ? "up to " : ""}as many ${owner ? `of ${owner} ` : ""}${core}${where}${than}`;
  }
  const count =
    q.kind === "exactly"
      ? `${q.n}`
      : q.kind === "upTo"
        ? `up to ${q.n}`
        : q.kind === "anyNumber"
          ? q.min > 0
            ? `${q.min} or more`
            : "any number of"
          : q.kind;
  if (q.kind === "anyNumber" && q.min === 0)
    return `${count} ${owner ? `${owner} ` : ""}${core}${where}`;
  return owner ? `${count} of ${owner} ${core}${where}` : `${count} ${core}${where}`;
}

const enSelectors: Table<Selector, "kind", string, [EnSelf]> = {
  This: (s, ctx) => {
    const z = s.zone;
    if (!z) return ctx.self;
    if (z.zone === "removed") return `${ctx.self} removed from the game`;
    return `${ctx.self} in ${z.owner ? `${ownerWord(z.owner)} ` : z.zone === "hand" ? "your " : "the "}${ZONE_WORDS[z.zone].english}`;
  },
  Host: () => "the character this card is attached to",
  // `it in your trash` (自分の捨て札置き場にあるそのキャラ): that card, found in that zone. `that
  // character` is said the same: the words name the earlier character, whichever step chose it
  It: (s) => {
    const z = s.zone;
    if (!z) return "that character";
    return `that character in ${z.owner ? `${ownerWord(z.owner)} ` : "the "}${ZONE_WORDS[z.zone].english}`;
  },
  Drawn: () => "the cards drawn",
  Query: enQuery,
};

export function enSelector(s: Selector, ctx: EnSelf): string {
  return dispatch(enSelectors, "kind", s, ctx);
}

/** Whether a selector names several cards (for "gets" / "get"). */
export function isPlural(s: Selector): boolean {
  if (s.kind !== "Query") return false;
  const q = s.quantity;
  return (
    !q ||
    q.kind === "all" ||
    q.kind === "each" ||
    q.kind === "anyNumber" ||
    ((q.kind === "exactly" || q.kind === "upTo") && q.n > 1)
  );
}
