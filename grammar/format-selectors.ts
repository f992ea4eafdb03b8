// Formatting literals, selectors, players and conditions in their canonical form.
import type {
  Condition,
  Filter,
  Keyword,
  Noun,
  PlayerRef,
  QuerySelector,
  Selector,
  Zone,
} from "./ast.ts";
import { ZONE_WORDS } from "./zones.ts";

const bracketed = (open: string, close: string, ascii: string, v: string): string =>
  v !== "" && !v.includes(close) && !/[\n\r]/.test(v)
    ? `${open}${v}${close}`
    : `${ascii}${JSON.stringify(v)}`;

export const fmtName = (v: string) => bracketed("「", "」", "name ", v);
export const fmtTrait = (v: string) => bracketed("【", "】", "trait ", v);
export const fmtTitle = (v: string) => bracketed("『", "』", "", v);
export const fmtString = (v: string) => JSON.stringify(v);

export function fmtPlayer(p: PlayerRef): string {
  return p === "you" ? "you" : p === "opponent" ? "the opponent" : `its ${p}`;
}
export function fmtPossessive(p: PlayerRef): string {
  return p === "you" ? "your" : p === "opponent" ? "the opponent's" : `its ${p}'s`;
}
const fmtOwner = (o: "your" | "opponent's") => (o === "your" ? "your" : "the opponent's");

/** Does the selector name several cards (for `get`/`gets`, `is`/`are`)? */
export function isPlural(s: Selector): boolean {
  if (s.kind !== "Query" || s.zone?.top !== undefined) return false;
  const q = s.quantity;
  if (!q || q.kind === "all") return true;
  if (q.kind === "exactly" || q.kind === "upTo") return q.n !== 1;
  return false;
}

function nounWord(n: Noun, plural: boolean): string {
  if (n.kind === "name") return [n.name, ...(n.alternatives ?? [])].map(fmtName).join(" or ");
  return plural ? `${n.kind}s` : n.kind;
}

export function fmtFilter(f: Filter): string {
  switch (f.kind) {
    case "other":
      return "other";
    case "color":
      return f.color;
    case "state":
      return f.state === "faceUp" ? "face-up" : f.state === "faceDown" ? "face-down" : f.state;
    case "trait":
      return `with ${f.traits.map(fmtTrait).join("")}`;
    case "compare":
      return `with ${f.stat} ${f.op} ${f.value}`;
    case "keyword":
      return `with ${fmtBoxKeyword(f.keyword)}`;
    case "title":
      return `from ${fmtTitle(f.title)}`;
    case "name":
      return `named ${fmtName(f.name)}`;
    case "arrived":
      return f.how === "entered" ? "that entered this turn" : "put onto the field this turn";
    case "battle":
      return `${f.relation === "blocking" ? "blocking" : "blocked by"} ${fmtSelector(f.other)}`;
    case "sameName":
      return `with the same name as ${fmtSelector(f.as)}`;
    case "stats":
      return f.has ? "with ap/dp" : "without ap/dp";
    case "nameContains":
      return `with ${fmtName(f.text)} in its name`;
    case "either":
      return f.options.map(fmtFilter).join(" or ");
  }
}

/** A keyword as its printed 〔…〕 box, the only form a keyword filter takes. */
function fmtBoxKeyword(k: Keyword): string {
  switch (k.keyword) {
    case "active":
      return "〔アクティブ〕";
    case "tennen":
      return `〔天然${k.n}〕`;
    case "break":
      return "〔ブレイク〕";
    case "combi":
      return "〔コンビ〕";
    case "unimplemented":
      return k.raw;
    default:
      // Not producible from a 〔…〕 box (free entry, team-up, coins); kept readable for messages.
      return `〔${k.keyword}〕`;
  }
}

const isAdjective = (f: Filter) => f.kind === "other" || f.kind === "color" || f.kind === "state";

/** `in your trash`, `in exile`. */
function fmtZone(z: { zone: Zone; owner?: "your" | "opponent's" }): string {
  return ["in", ...(z.owner ? [fmtOwner(z.owner)] : []), ZONE_WORDS[z.zone].dsl].join(" ");
}

function fmtQuery(s: QuerySelector, singular: boolean): string {
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
  const adjs = filters.filter(isAdjective).map(fmtFilter);
  // `blocking <selector>` last: the inner selector would take any filter written after it
  const posts = [
    ...filters.filter((f) => !isAdjective(f) && f.kind !== "battle"),
    ...filters.filter((f) => f.kind === "battle"),
  ].map(fmtFilter);
  const top = s.zone?.top;
  const parts: string[] = [];
  if (top !== undefined && q && q.kind !== "all" && q.kind !== "any") {
    // `1 「A」 in the top 5 cards of your deck`: some of the cards looked at.
    const lead = quantityWords(q, false);
    if (lead) parts.push(lead);
    parts.push(
      ...adjs,
      nounWord(s.noun, (q.kind === "exactly" || q.kind === "upTo") && q.n !== 1),
      ...posts,
    );
    parts.push("in the top", String(top), top === 1 ? "card" : "cards", "of");
    parts.push(fmtOwner(s.zone?.owner ?? "your"), "deck");
    return parts.join(" ");
  }
  if (top !== undefined) {
    const lead = q ? quantityWords(q, true) : "";
    if (lead) parts.push(lead);
    parts.push(
      "the top",
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
    const lead = q ? quantityWords(q, s.owner !== undefined) : "";
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
  return parts.join(" ");
}

function quantityWords(q: NonNullable<QuerySelector["quantity"]>, withOf: boolean): string {
  const of = withOf ? " of" : "";
  switch (q.kind) {
    case "exactly":
      return `${q.n}${of}`;
    case "upTo":
      return `up to ${q.n}${of}`;
    case "all":
      return `all${of}`;
    case "each":
      return `each${of}`;
    case "any":
      return "";
  }
}

/** `singular`: a quantity-less query that names one card (`the next character you play`). */
export function fmtSelector(s: Selector, singular = false): string {
  switch (s.kind) {
    case "This":
      return s.zone ? `this ${fmtZone(s.zone)}` : "this";
    case "Host":
      return "host";
    case "It":
      return "it";
    case "Query":
      return fmtQuery(s, singular);
  }
}

// ─── Conditions (precedence: or 0 < and 1 < not 2 < atom 3) ─────────────────────────────────
function prec(c: Condition): number {
  return c.kind === "Or" ? 0 : c.kind === "And" ? 1 : c.kind === "Not" ? 2 : 3;
}

export function fmtCondition(c: Condition, min = 0): string {
  const text = conditionText(c);
  return prec(c) < min ? `(${text})` : text;
}

function conditionText(c: Condition): string {
  switch (c.kind) {
    case "Or":
      return `${fmtCondition(c.left, 0)} or ${fmtCondition(c.right, 1)}`;
    case "And":
      return `${fmtCondition(c.left, 1)} and ${fmtCondition(c.right, 2)}`;
    case "Not":
      return `not ${fmtCondition(c.condition, 2)}`;
    case "Count":
      return `count(${fmtSelector(c.of)}) ${c.op} ${c.value}`;
    case "Exists":
      return `${fmtPlayer(c.player)} ${c.player === "you" ? "have" : "has"} ${fmtSelector(c.of)}`;
    case "Points":
      return `${c.player === "opponent" ? "the opponent's" : "your"} points ${c.op} ${c.value}`;
    case "Is":
      return `${fmtSelector(c.subject)} ${isPlural(c.subject) ? "are" : "is"} ${c.state === "inHand" ? "in hand" : c.state}${
        c.other ? `${c.state === "blocked" ? " by" : ""} ${fmtSelector(c.other)}` : ""
      }`;
    case "Matches":
      return `${fmtSelector(c.subject)} is ${fmtSelector(c.what)}`;
    case "Turn":
      return `it is ${c.whose === "your" ? "your" : "the opponent's"} turn`;
    case "PlayedThisTurn":
      return `${fmtPlayer(c.player)} played ${fmtSelector(c.card)} this turn`;
  }
}
