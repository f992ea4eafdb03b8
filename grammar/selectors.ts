// Selectors, read and printed: `this`, `this in your trash`, `host`, `it`, `drawn cards`, and queries — quantity,
// owner, adjectives, noun, filters, zone (`up to 2 of your rested characters with 【音楽】`).
import type { CstNode } from "chevrotain";
import type { Filter, Noun, QuerySelector, Quantity, Selector } from "./ast.ts";
import { fmtName, fmtOwner, fmtZone, nameRef, ownerOf, zoneName } from "./literals.ts";
import type { Printer, Reader, SyntaxTable } from "./syntax.ts";
import { has, need, needTok, node, nodes, tok } from "./visitor-base.ts";
import { referenceWords } from "./references.ts";
import { ZONE_WORDS } from "./zones.ts";

/** `it` / `that character` (a selector's or a reference's own words, not a query's filter). */
const isIt = (n: CstNode): boolean => has(n, "It") || has(n, "That");

export const selectorSyntax: SyntaxTable<Selector, "kind", [singular: boolean]> = {
  This: {
    // `this in your trash` is this card only while it is in that zone
    at: { selector: (n) => has(n, "This"), reference: (n) => has(n, "This") },
    read(n, r) {
      const span = r.span(n);
      const z = node(n, "zone");
      if (!z) return { kind: "This", span };
      const zo = ownerOf(node(z, "owner"));
      // `this in the top N cards of …` is not a place one card is in: read as the deck
      const zone = has(z, "Top") ? "deck" : zoneName(node(z, "zoneName"));
      return { kind: "This", zone: { zone, ...(zo ? { owner: zo } : {}) }, span };
    },
    print: (s) => (s.zone ? `this ${fmtZone(s.zone)}` : "this"),
  },
  Host: {
    at: { selector: (n) => has(n, "Host"), reference: (n) => has(n, "Host") },
    read: (n, r) => ({ kind: "Host", span: r.span(n) }),
    print: () => "host",
  },
  It: {
    // `it in your trash`: the card `it` names, only while it is in that zone; `that character`:
    // the characters of the most recent earlier choice of characters
    at: { selector: isIt, reference: isIt },
    read(n, r) {
      const span = r.span(n);
      const character = has(n, "That") ? { character: true as const } : {};
      const z = node(n, "zone");
      if (!z) return { kind: "It", ...character, span };
      const zo = ownerOf(node(z, "owner"));
      const zone = has(z, "Top") ? "deck" : zoneName(node(z, "zoneName"));
      return { kind: "It", ...character, zone: { zone, ...(zo ? { owner: zo } : {}) }, span };
    },
    print: (s) => (s.zone ? `${referenceWords(s)} ${fmtZone(s.zone)}` : referenceWords(s)),
  },
  Drawn: {
    // `drawn cards`: the cards the text's draw steps drew (引いたカード)
    at: { selector: (n) => has(n, "Drawn") },
    read: (n, r) => ({ kind: "Drawn", span: r.span(n) }),
    print: () => "drawn cards",
  },
  Query: {
    at: { selector: (n) => has(n, "query") },
    read: (n, r) => r.query(need(n, "query")),
    print: (s, p, singular) => fmtQuery(s, p, singular),
  },
};

// ─── Reading a query ─────────────────────────────────────────────────────────────────────────

function quantity(r: Reader, n: CstNode): { q: Quantity; another: boolean } {
  // `count(it) of` / `up to count(it) of`: as many as counted on resolution
  const counted = node(n, "countedQuantity");
  if (counted) {
    const of = r.selector(need(counted, "selector"));
    const q: Quantity = has(n, "Up")
      ? { kind: "counted", of, upTo: true }
      : { kind: "counted", of };
    return { q, another: false };
  }
  if (has(n, "Up")) return { q: { kind: "upTo", n: r.int(tok(n, "NumberLit")) }, another: false };
  if (has(n, "More"))
    return { q: { kind: "anyNumber", min: r.int(tok(n, "NumberLit")) }, another: false };
  if (has(n, "NumberWord")) return { q: { kind: "anyNumber", min: 0 }, another: false };
  if (has(n, "NumberLit"))
    return { q: { kind: "exactly", n: r.int(tok(n, "NumberLit")) }, another: false };
  if (has(n, "All")) return { q: { kind: "all" }, another: false };
  if (has(n, "Each")) return { q: { kind: "each" }, another: false };
  return { q: { kind: "any" }, another: has(n, "Another") };
}

function noun(r: Reader, n: CstNode): Noun {
  if (has(n, "Character")) return { kind: "character" };
  if (has(n, "Card")) return { kind: "card" };
  if (has(n, "Event")) return { kind: "event" };
  if (has(n, "Support")) return { kind: "support" };
  const refs = nodes(n, "nameRef");
  const ref = need(n, "nameRef");
  const out: Noun = { kind: "name", name: nameRef(r, ref), span: r.span(n) };
  if (refs.length > 1) out.alternatives = refs.slice(1).map((x) => nameRef(r, x));
  return out;
}

export function readQuery(r: Reader, n: CstNode): QuerySelector {
  const out: QuerySelector = {
    kind: "Query",
    span: r.span(n),
    noun: { kind: "card" },
    filters: [],
  };
  const qn = node(n, "quantity");
  if (qn) {
    const { q, another } = quantity(r, qn);
    out.quantity = q;
    if (another) out.filters.push({ kind: "other", span: r.tokSpan(tok(qn, "Another")) });
  }
  const top = node(n, "topOfDeck");
  const src = top ?? n;
  for (const a of nodes(src, "adjective")) out.filters.push(r.filter(a));
  out.noun = noun(r, need(src, "noun"));
  for (const f of nodes(src, "filter")) out.filters.push(r.filter(f));
  // `blocking <selector>` is printed last (its selector would take what follows): keep it last
  // in the AST too, so that a format round trip gives the same AST
  out.filters = [
    ...out.filters.filter((f) => !takesWhatFollows(f)),
    ...out.filters.filter(takesWhatFollows),
  ];
  if (top) {
    const owner = ownerOf(node(top, "owner")) ?? "your";
    out.zone = { zone: "deck", owner, top: r.int(needTok(top, "NumberLit")), ...deckEnd(top) };
    return out;
  }
  const owner = ownerOf(node(n, "owner")) ?? ownerOf(node(n, "ofOwner"));
  if (owner) out.owner = owner;
  const z = node(n, "zone");
  if (z) {
    const zo = ownerOf(node(z, "owner"));
    if (has(z, "Top") || has(z, "Bottom"))
      out.zone = {
        zone: "deck",
        owner: zo ?? "your",
        top: r.int(needTok(z, "NumberLit")),
        ...deckEnd(z),
      };
    else out.zone = { zone: zoneName(node(z, "zoneName")), ...(zo ? { owner: zo } : {}) };
  }
  if (node(n, "amongIt")) out.amongIt = true;
  return out;
}

/** `the bottom N cards of …`: the cards are counted from the deck's bottom. */
const deckEnd = (n: CstNode): { end?: "bottom" } => (has(n, "Bottom") ? { end: "bottom" } : {});
const endWord = (s: QuerySelector): string => (s.zone?.end === "bottom" ? "bottom" : "top");

// ─── Printing a query ────────────────────────────────────────────────────────────────────────

/** Does the selector name several cards (for `get`/`gets`, `is`/`are`)? */
export function isPlural(s: Selector): boolean {
  if (s.kind !== "Query" || s.zone?.top !== undefined) return false;
  const q = s.quantity;
  if (!q || q.kind === "all") return true;
  if (q.kind === "exactly" || q.kind === "upTo") return q.n !== 1;
  return q.kind === "anyNumber" || q.kind === "counted";
}

function nounWord(n: Noun, plural: boolean): string {
  if (n.kind === "name") return [n.name, ...(n.alternatives ?? [])].map(fmtName).join(" or ");
  return plural ? `${n.kind}s` : n.kind;
}

const isAdjective = (f: Filter) => f.kind === "other" || f.kind === "color" || f.kind === "state";

/** A quantity as the card language writes it: `2`, `up to 2`, `any number`, `1 or more`, `all`. */
export function quantityWords(q: Quantity, withOf: boolean, p?: Printer): string {
  const of = withOf ? " of" : "";
  switch (q.kind) {
    case "counted":
      // always with `of`: `count(it) of cards in your hand`
      // (a diagnostic, with no printer at hand, names the form only)
      return `${q.upTo ? "up to " : ""}count(${p ? p.selector(q.of) : "…"}) of`;
    case "exactly":
      return `${q.n}${of}`;
    case "upTo":
      return `up to ${q.n}${of}`;
    case "anyNumber":
      // `any number of` always takes `of` (`any number of cards in your hand`)
      return q.min > 0 ? `${q.min} or more${of}` : "any number of";
    case "all":
      return `all${of}`;
    case "each":
      return `each${of}`;
    case "any":
      return "";
  }
}

function fmtQuery(s: QuerySelector, p: Printer, singular: boolean): string {
  let filters = s.filters;
  const q = s.quantity;
  let article = "";
  if (q?.kind === "any") {
    const other = filters.findIndex((f) => f.kind === "other");
    if (other >= 0) {
      article = "another";
      filters = filters.filter((_, i) => i !== other);
    }
  }
  const adjs = filters.filter(isAdjective).map((f) => p.filter(f));
  // `blocking <selector>` last: the inner selector would take any filter written after it
  const posts = [
    ...filters.filter((f) => !isAdjective(f) && !takesWhatFollows(f)),
    ...filters.filter(takesWhatFollows),
  ].map((f) => p.filter(f));
  const top = s.zone?.top;
  const parts: string[] = [];
  if (top !== undefined && q && q.kind !== "all" && q.kind !== "any") {
    // `1 「A」 in the top 5 cards of your deck`: some of the cards looked at.
    const lead = quantityWords(q, false, p);
    if (lead) parts.push(lead);
    parts.push(
      ...adjs,
      nounWord(
        s.noun,
        q.kind === "anyNumber" || ((q.kind === "exactly" || q.kind === "upTo") && q.n !== 1),
      ),
      ...posts,
    );
    parts.push(`in the ${endWord(s)}`, String(top), top === 1 ? "card" : "cards", "of");
    parts.push(fmtOwner(s.zone?.owner ?? "your"), "deck");
    return parts.join(" ");
  }
  if (top !== undefined) {
    const lead = q ? quantityWords(q, true, p) : "";
    if (lead) parts.push(lead);
    parts.push(
      `the ${endWord(s)}`,
      String(top),
      ...adjs,
      nounWord(s.noun, top !== 1),
      ...posts,
      "of",
      fmtOwner(s.zone?.owner ?? "your"),
      "deck",
    );
    return parts.join(" ");
  }
  if (q?.kind === "any") {
    const first = adjs[0] ?? nounWord(s.noun, false);
    parts.push(article || (/^[aeiou]/.test(first) ? "an" : "a"), ...adjs, nounWord(s.noun, false));
    if (s.owner) parts.push("of", s.owner === "your" ? "yours" : "the opponent's");
  } else {
    const lead = q ? quantityWords(q, s.owner !== undefined, p) : "";
    if (lead) parts.push(lead);
    if (s.owner) parts.push(fmtOwner(s.owner));
    // `1 of your characters` (partitive: plural), `1 card`, `each character`, `characters`.
    const plural = !q ? !singular : s.owner !== undefined || (q.kind !== "each" && isPlural(s));
    parts.push(...adjs, nounWord(s.noun, plural));
  }
  parts.push(...posts);
  if (s.zone) {
    parts.push("in");
    if (s.zone.owner) parts.push(fmtOwner(s.zone.owner));
    parts.push(ZONE_WORDS[s.zone.zone].dsl);
  }
  if (s.amongIt) parts.push("among it");
  return parts.join(" ");
}

/**
 * A filter holding a query (`blocking <selector>`, `with the same name as a card in …`): its
 * query would take any filter written after it, so it is printed (and kept in the AST) last.
 */
function takesWhatFollows(f: Filter): boolean {
  return (
    f.kind === "battle" ||
    ((f.kind === "sameName" || f.kind === "sameTrait") && f.as.kind === "Query")
  );
}
