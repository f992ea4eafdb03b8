// English for the parts of an ability, in the wording of the English rule guides: "this
// character", "1 of your characters with 【制服】", "a character of yours", "+10/+10 until end of
// turn". Names, traits and titles stay in their Japanese brackets, as the guides quote them.
import type {
  Condition,
  Filter,
  Gains,
  Keyword,
  QuerySelector,
  Selector,
  TriggerEvent,
} from "../grammar/ast.ts";
import { ZONE_WORDS } from "../grammar/zones.ts";

export interface EnContext {
  /** "this character" on a character, "this card" elsewhere. */
  self: string;
}

const STAT = {
  cost: "cost",
  source: "source",
  ap: "AP",
  dp: "DP",
  coins: "+10/+10 coins",
} as const;
const OP = {
  "<=": "or less",
  ">=": "or more",
  "==": "",
  "<": "less than",
  ">": "more than",
  "!=": "not",
} as const;

const ownerWord = (o: "your" | "opponent's"): string => (o === "your" ? "your" : "your opponent's");

function nounWord(s: QuerySelector, plural: boolean): string {
  switch (s.noun.kind) {
    case "character":
      return plural ? "characters" : "character";
    case "card":
      return plural ? "cards" : "card";
    case "event":
      return plural ? "event cards" : "event card";
    case "support":
      return plural ? "support cards" : "support card";
    case "name":
      return [s.noun.name, ...(s.noun.alternatives ?? [])].map((n) => `「${n}」`).join(" or ");
  }
}

function adjectives(filters: Filter[]): string {
  const words: string[] = [];
  for (const f of filters) {
    if (f.kind === "other") words.push("other");
    else if (f.kind === "state")
      words.push(f.state === "faceUp" ? "face-up" : f.state === "faceDown" ? "face-down" : f.state);
    else if (f.kind === "color") words.push(f.color);
  }
  return words.map((w) => `${w} `).join("");
}

/** A filter written after the noun ("with 【X】", "named 「A」 or with 【B】"); "" for adjectives. */
function trailingWords(f: Filter, ctx: EnContext): string {
  switch (f.kind) {
    case "trait":
      return `with ${f.traits.map((t) => `【${t}】`).join("")}`;
    case "title":
      return `from 『${f.title}』`;
    case "name":
      return `named 「${f.name}」`;
    case "arrived":
      return f.how === "entered" ? "that entered this turn" : "put onto the field this turn";
    case "keyword":
      return `with ${f.keyword.keyword === "unimplemented" ? f.keyword.raw : `"${enKeyword(f.keyword)}"`}`;
    case "compare":
      return f.stat === "coins"
        ? enCoins(f)
        : `with ${STAT[f.stat]} ${f.value}${OP[f.op] ? ` ${OP[f.op]}` : ""}`;
    case "sameName":
      return `with the same name as ${enSelector(f.as, ctx)}`;
    case "stats":
      return f.has ? "with AP/DP" : "without AP/DP";
    case "nameContains":
      return `with 「${f.text}」 in its name`;
    case "either":
      return f.options
        .map((o) => trailingWords(o, ctx))
        .filter(Boolean)
        .join(" or ");
    case "battle":
      return `${f.relation === "blocking" ? "blocking" : "blocked by"} ${enSelector(f.other, ctx)}`;
    default:
      return "";
  }
}

function trailing(filters: Filter[], ctx: EnContext): string {
  // "blocking your 「X」" last, as the card language writes it
  const ordered = [
    ...filters.filter((f) => f.kind !== "battle"),
    ...filters.filter((f) => f.kind === "battle"),
  ];
  return ordered
    .map((f) => trailingWords(f, ctx))
    .filter(Boolean)
    .map((p) => ` ${p}`)
    .join("");
}

/** "with no +10/+10 coins", "with 1 or more +10/+10 coins". */
function enCoins(f: Extract<Filter, { kind: "compare" }>): string {
  if (f.op === "==" && f.value === 0) return "with no +10/+10 coins";
  return `with ${f.value}${OP[f.op] ? ` ${OP[f.op]}` : ""} +10/+10 coin${f.value === 1 && f.op === "==" ? "" : "s"}`;
}

function zonePhrase(s: QuerySelector): string {
  const z = s.zone;
  if (!z) return "";
  if (z.zone === "removed") return " removed from the game";
  // "1 of your opponent's characters in the support area": an area is its cards' owner's, said once
  const sameOwner = (z.zone === "mainArea" || z.zone === "supportArea") && z.owner === s.owner;
  const owner =
    z.owner && !sameOwner ? `${ownerWord(z.owner)} ` : z.zone === "hand" ? "your " : "the ";
  return ` in ${owner}${ZONE_WORDS[z.zone].english}`;
}

export function enSelector(s: Selector, ctx: EnContext): string {
  if (s.kind === "This") {
    const z = s.zone;
    if (!z) return ctx.self;
    if (z.zone === "removed") return `${ctx.self} removed from the game`;
    return `${ctx.self} in ${z.owner ? `${ownerWord(z.owner)} ` : z.zone === "hand" ? "your " : "the "}${ZONE_WORDS[z.zone].english}`;
  }
  if (s.kind === "Host") return "the character this card is attached to";
  if (s.kind === "It") return "that character";
  const z = s.zone;
  if (
    z?.zone === "deck" &&
    z.top !== undefined &&
    s.noun.kind === "card" &&
    s.filters.length === 0
  ) {
    return `the top ${z.top} card${z.top === 1 ? "" : "s"} of ${z.owner ? ownerWord(z.owner) : "your"} deck`;
  }
  const q = s.quantity;
  // "1 of your characters": a count out of an owner's cards takes the plural
  const plural =
    !q ||
    q.kind === "all" ||
    q.kind === "each" ||
    (q.kind !== "any" && (q.n !== 1 || s.owner !== undefined));
  const core = `${adjectives(s.filters)}${nounWord(s, plural)}${trailing(s.filters, ctx)}`;
  const where = zonePhrase(s);
  // "your 「X」 removed from the game": the removed zone's owner reads as the card's owner
  const whose = s.owner ?? (z?.zone === "removed" ? z.owner : undefined);
  const owner = whose ? ownerWord(whose) : "";
  if (!q) return `${owner ? `${owner} ` : ""}${core}${where}`;
  if (q.kind === "any") {
    // "a character of yours with 【X】", "another character of yours"
    const head = `${adjectives(s.filters)}${nounWord(s, false)}`;
    const article = head.startsWith("other ") ? "an" : /^[aeiou]/.test(head) ? "an" : "a";
    const ofWhom = s.owner ? ` of ${s.owner === "your" ? "yours" : "your opponent's"}` : "";
    return `${article === "an" && head.startsWith("other ") ? `another ${head.slice(6)}` : `${article} ${head}`}${ofWhom}${trailing(s.filters, ctx)}${where}`;
  }
  const count = q.kind === "exactly" ? `${q.n}` : q.kind === "upTo" ? `up to ${q.n}` : q.kind;
  return owner ? `${count} of ${owner} ${core}${where}` : `${count} ${core}${where}`;
}

/** Whether a selector names several cards (for "gets" / "get"). */
export function isPlural(s: Selector): boolean {
  if (s.kind !== "Query") return false;
  const q = s.quantity;
  return (
    !q ||
    q.kind === "all" ||
    q.kind === "each" ||
    ((q.kind === "exactly" || q.kind === "upTo") && q.n > 1)
  );
}

export function enCondition(c: Condition, ctx: EnContext): string {
  switch (c.kind) {
    case "Count":
      return `you have ${c.value} or more ${enSelector(c.of, ctx).replace(/^your /, "")}`.replace(
        "you have",
        c.of.kind === "Query" && c.of.owner === "opponent's" ? "there are" : "you have",
      );
    case "Exists":
      return `${c.player === "opponent" ? "your opponent has" : "you have"} ${enSelector(c.of, ctx).replace(/ of (yours|your opponent's)/, "")}`;
    case "Turn":
      return `it is ${c.whose === "your" ? "your" : "your opponent's"} turn`;
    case "Is":
      return `${enSelector(c.subject, ctx)} is ${c.state === "inHand" ? "in your hand" : c.state}${c.other ? `${c.state === "blocked" ? " by" : ""} ${enSelector(c.other, ctx)}` : ""}`;
    // the referenced card of a description is any card (a trashed or negated one), not a character
    case "Matches":
      return `${c.subject.kind === "It" ? "that card" : enSelector(c.subject, ctx)} is ${enSelector(c.what, ctx)}`;
    case "And":
      return `${enCondition(c.left, ctx)} and ${enCondition(c.right, ctx)}`;
    case "Or":
      return `${enCondition(c.left, ctx)} or ${enCondition(c.right, ctx)}`;
    case "Not":
      if (c.condition.kind === "Exists") {
        const what = enSelector(c.condition.of, ctx)
          .replace(/ of (yours|your opponent's)/, "")
          .replace(/^(an? |another )/, (m: string) => (m === "another " ? "other " : ""));
        return `${c.condition.player === "opponent" ? "your opponent has" : "you have"} no ${what}`;
      }
      return `not (${enCondition(c.condition, ctx)})`;
    case "Points":
      return `${c.player === "opponent" ? "your opponent has" : "you have"} ${c.value} or more points`;
    case "PlayedThisTurn":
      return `${c.player === "opponent" ? "your opponent" : "you"} played ${enSelector(c.card, ctx)} this turn`;
  }
}

const EVENT: Record<string, [string, string]> = {
  enters: ["enters", "enter"],
  putOntoField: ["is put onto the field", "are put onto the field"],
  approaches: ["approaches", "approach"],
  blocks: ["blocks", "block"],
  approachesOrBlocks: ["approaches or blocks", "approach or block"],
  isBlocked: ["is blocked", "are blocked"],
  givesPoint: ["gives a point", "give a point"],
  leaves: ["leaves the field", "leave the field"],
  returnedToHand: ["is returned to hand", "are returned to hand"],
  usedAsCost: ["is used as a cost", "are used as a cost"],
  putIntoPointPile: ["is put into a point pile", "are put into a point pile"],
};

/** The pile a card arrives in is its owner's: "a card is put into your point pile by your opponent's approach". */
function enPileArrival(t: Extract<TriggerEvent, { subject: unknown }>, ctx: EnContext): string {
  const s = t.subject;
  const pile = s.kind === "Query" && s.owner === "opponent's" ? "opponent's" : "your";
  const who =
    s.kind === "Query"
      ? enSelector({ ...s, owner: undefined } as Selector, ctx)
      : enSelector(s, ctx);
  const by = t.byApproach
    ? pile === "your"
      ? " by your opponent's approach"
      : " by your approach"
    : "";
  return `${who} is put into ${pile === "your" ? "your" : "your opponent's"} point pile${by}`;
}

export function enTrigger(t: TriggerEvent, ctx: EnContext): string {
  switch (t.event) {
    case "cardPlayed":
      return `${t.player === "opponent" ? "your opponent plays" : "you play"} ${enSelector(t.card, ctx)}`;
    case "pointReceived":
      return `${t.player === "opponent" ? "your opponent receives" : "you receive"} a point`;
    case "turnStart":
    case "turnEnd":
      return `the ${t.event === "turnStart" ? "start" : "end"} of ${t.whose ? `${t.whose === "your" ? "your" : "your opponent's"} ` : "the "}turn`;
    case "phaseStart":
      return `the start of ${t.whose === "opponent's" ? "your opponent's" : "your"} ${t.phase} phase`;
    case "levelUp":
      return `${t.player === "opponent" ? "your opponent levels" : "you level"} up into ${enSelector(t.card, ctx)}`;
    case "anyOf": {
      // "this card enters or approaches": a subject shared by every event is said once
      const parts = t.events.map((e) => enTrigger(e, ctx));
      const subjects = t.events.map((e) =>
        "subject" in e && e.event !== "putIntoPointPile" ? enSelector(e.subject, ctx) : undefined,
      );
      const shared =
        subjects[0] !== undefined && subjects.every((x) => x === subjects[0])
          ? `${subjects[0]} `
          : undefined;
      return shared
        ? `${shared}${parts.map((p) => p.slice(shared.length)).join(" or ")}`
        : parts.join(", or ");
    }
    default: {
      if (t.event === "putIntoPointPile") return enPileArrival(t, ctx);
      const [verb = t.event] = EVENT[t.event] ?? [];
      const by = t.event === "givesPoint" && t.byApproach ? " by approaching" : "";
      const through = t.approachOf
        ? ` through the approach of ${enSelector(t.approachOf, ctx)}`
        : "";
      const paying = t.paying ? ` to play ${enSelector(t.paying, ctx)}` : "";
      return `${enSelector(t.subject, ctx)} ${verb}${by}${through}${paying}`;
    }
  }
}

export function enKeyword(k: Keyword): string {
  switch (k.keyword) {
    case "active":
      return "Active";
    case "tennen":
      return `Tennen ${k.n}`;
    case "break":
      return "Break";
    case "combi":
      return "Combi";
    case "freeEntry":
      return "Free entry";
    case "teamUp":
      return `Team-up with ${"name" in k.partner ? `「${k.partner.name}」` : `【${k.partner.trait}】`}`;
    case "coins":
      return "Coins";
    case "unimplemented":
      return `${k.raw}${k.text !== undefined ? ` ▶ 「${k.text}」` : ""} (keyword without known rules)`;
  }
}

const signed = (n: number): string => (n === 0 ? "±0" : n > 0 ? `+${n}` : `${n}`);

/** "+10/+10", "cost +2", "Active" — joined with "and". */
export function enGains(g: Pick<Gains, "stat" | "cost" | "keywords" | "traits">): string {
  const parts: string[] = [];
  if (g.stat) parts.push(`${signed(g.stat.ap)}/${signed(g.stat.dp)}`);
  if (g.cost !== undefined) parts.push(`cost ${signed(g.cost)}`);
  for (const k of g.keywords) parts.push(`"${enKeyword(k)}"`);
  for (const t of g.traits ?? []) parts.push(`the trait 【${t}】`);
  return parts.join(" and ");
}
