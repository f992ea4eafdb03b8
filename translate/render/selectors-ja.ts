// Selectors in canonical Japanese: このカード, 自分の【制服】を持つキャラ1枚, デッキの上のカード3枚,
// メインエリアにいる相手のキャラ — one handler per selector kind and noun kind (the filters are in
// filters.ts; the English is in selectors-en.ts).
import type { Noun, QuerySelector, Quantity, Selector } from "../../grammar/ast.ts";
import { dispatch, type Table } from "../../grammar/table.ts";
import { ZONE_WORDS } from "../../grammar/zones.ts";
import { jaFilter } from "./filters.ts";
import { picksAmong } from "./words.ts";

type Query = QuerySelector;

export const OWNER = { your: "自分", "opponent's": "相手" } as const;

const jaNouns: Table<Noun, "kind", string> = {
  character: () => "キャラ",
  card: () => "カード",
  event: () => "イベントカード",
  support: () => "サポートカード",
  name: (n) => [n.name, ...(n.alternatives ?? [])].map((x) => `「${x}」`).join("または"),
};

/** 任意の枚数の / 1枚以上の任意の枚数の: printed before the noun, not after it as N枚 is. */
const jaAnyNumber = (min: number): string => `${min > 0 ? `${min}枚以上の` : ""}任意の枚数の`;

function jaQuantity(q: Quantity | undefined): string {
  if (q?.kind === "exactly") return `${q.n}枚`;
  if (q?.kind === "upTo") return `${q.n}枚まで`;
  return "";
}

/** `count(it)`: printed 同じ枚数の, with nothing said of what is counted. */
const isBareCount = (q: Extract<Quantity, { kind: "counted" }>): boolean =>
  q.of.kind === "It" && !q.of.zone;

/**
 * 同じ枚数の (as many as the cards just chosen: `count(it)`), <X>の枚数と同じ枚数の (as many as X
 * counts), …と同じ枚数までの (up to that many).
 */
function jaCounted(q: Extract<Quantity, { kind: "counted" }>): string {
  // 引いた枚数と同じ枚数の (GG 01-113): the text's drawn cards, as printed
  const measure = isBareCount(q)
    ? "同じ枚数"
    : q.of.kind === "Drawn"
      ? "引いた枚数と同じ枚数"
      : `${jaSelector(q.of)}の枚数と同じ枚数`;
  return `${measure}${q.upTo ? "まで" : ""}の`;
}

/** 「A」または【B】を持つキャラ: an `either` of names then one trait is printed as the noun itself. */
function nameOrTrait(s: Query) {
  if (s.noun.kind !== "character") return undefined;
  return s.filters.find(
    (f) =>
      f.kind === "either" &&
      f.options.length >= 2 &&
      f.options.slice(0, -1).every((o) => o.kind === "name") &&
      f.options.at(-1)?.kind === "trait" &&
      (f.options.at(-1) as { traits: string[] }).traits.length === 1,
  );
}

/** にいる (an area) or にある (a pile, the hand). */
const at = (zone: string): string =>
  zone === "mainArea" || zone === "supportArea" ? "にいる" : "にある";

function jaQuery(s: Query, withZone: boolean): string {
  const zone = withZone ? s.zone : undefined;
  if (zone?.zone === "deck" && zone.top !== undefined) {
    const owner = zone.owner === "opponent's" ? "相手の" : "";
    const looked = `${owner}デッキの${zone.end === "bottom" ? "下" : "上"}のカード${zone.top}枚`;
    // デッキの上のカード3枚を見て、その中にある任意の枚数のカード(を捨て札にする): the printed
    // form of a pick among the cards looked at, which the verb then completes (AHB 01-006)
    if (picksAmong(s))
      return `${looked}を見て、その中にある${jaQuery({ ...s, zone: undefined }, false)}`;
    if (s.noun.kind === "card" && s.filters.length === 0) return looked;
  }
  // 任意の枚数の手札 / 1枚以上の任意の枚数の手札: any number of cards in your hand
  const anyNumber = s.quantity?.kind === "anyNumber" ? jaAnyNumber(s.quantity.min) : "";
  if (
    anyNumber &&
    zone?.zone === "hand" &&
    zone.owner === "your" &&
    !s.owner &&
    s.noun.kind === "card" &&
    s.filters.length === 0
  )
    return `${anyNumber}手札`;
  // 手札1枚: the printed short form of "cards in your hand"
  if (
    zone?.zone === "hand" &&
    zone.owner === "your" &&
    !s.owner &&
    s.noun.kind === "card" &&
    s.filters.length === 0 &&
    s.quantity?.kind === "exactly"
  ) {
    return `手札${s.quantity.n}枚`;
  }
  // 捨て札にした枚数と同じ枚数の手札 / 同じ枚数の手札: as many cards of the hand as counted
  if (
    s.quantity?.kind === "counted" &&
    zone?.zone === "hand" &&
    zone.owner === "your" &&
    !s.owner &&
    s.noun.kind === "card" &&
    s.filters.length === 0
  )
    return `${jaCounted(s.quantity)}手札`;
  // 自分のキャラの枚数と同じ枚数の…: a measured number leads the whole description
  let out = s.quantity?.kind === "counted" && !isBareCount(s.quantity) ? jaCounted(s.quantity) : "";
  // その中にある…: among the cards an earlier step acted on (SG 01-088)
  if (s.amongIt) out += "その中にある";
  // ゲームから取り除かれている自分の…: the removed zone is a participle; its owner reads as 自分の
  const removed = zone?.zone === "removed";
  // サポートエリアにいる相手のキャラ: the printed form of a card in an area, whose owner is the
  // area's (the translator copies the owner onto the zone, buildQuery); writing the owner on both
  // (相手のサポートエリアにいる相手の…) would say it twice, which no card does and the translator refuses
  const area =
    (zone?.zone === "mainArea" || zone?.zone === "supportArea") &&
    (!s.owner || !zone.owner || s.owner === zone.owner);
  if (removed) out += "ゲームから取り除かれている";
  else if (area) out += `${ZONE_WORDS[zone!.zone].japanese}にいる`;
  else if (zone)
    out += `${zone.owner ? `${OWNER[zone.owner]}の` : ""}${ZONE_WORDS[zone.zone].japanese}${at(zone.zone)}`;
  // 自分の捨て札置き場にある任意の枚数の『T』のキャラ: the number comes after the zone
  out += anyNumber;
  // 自分のポイント置き場にある同じ枚数のカード (MDK 01-001): as many as the cards just chosen
  const counted = s.quantity?.kind === "counted" ? jaCounted(s.quantity) : "";
  if (counted.startsWith("同じ")) out += counted;
  const asNoun = nameOrTrait(s);
  for (const f of s.filters) if (f !== asNoun) out += jaFilter(f, (x) => jaSelector(x));
  if (s.owner) out += `${OWNER[s.owner]}の`;
  else if ((removed || area) && zone?.owner) out += `${OWNER[zone.owner]}の`;
  if (s.quantity?.kind === "all" || s.quantity?.kind === "each") out += "全ての";
  out += asNoun
    ? `${jaFilter(asNoun, (x) => jaSelector(x))}キャラ`
    : dispatch(jaNouns, "kind", s.noun);
  return out + jaQuantity(s.quantity);
}

const jaSelectors: Table<Selector, "kind", string, [boolean]> = {
  This: (s) => {
    const z = s.zone;
    if (!z) return "このカード";
    // ゲームから取り除かれているこのカード: as the card files' drafts print it (sg 01-077)
    if (z.zone === "removed") return "ゲームから取り除かれているこのカード";
    return `${z.owner && !(z.zone === "hand" && z.owner === "your") ? `${OWNER[z.owner]}の` : ""}${ZONE_WORDS[z.zone].japanese}${at(z.zone)}このカード`;
  },
  // 自分の捨て札置き場にあるそのキャラ (SRBK 01-065): `it in your trash`. `that character` is printed
  // the same: そのキャラ after a choice of other cards reads back as it (translate/references.ts)
  It: (s) => {
    const z = s.zone;
    if (!z) return "そのキャラ";
    return `${z.owner ? `${OWNER[z.owner]}の` : ""}${ZONE_WORDS[z.zone].japanese}${at(z.zone)}そのキャラ`;
  },
  Host: () => "このカードがセットされているキャラ",
  Drawn: () => "引いたカード",
  Query: jaQuery,
};

/** A selector; `withZone: false` leaves the zone out (a searched card is "among them"). */
export function jaSelector(s: Selector, withZone = true): string {
  return dispatch(jaSelectors, "kind", s, withZone);
}

/** A query without its `any` quantity: the card of a trigger or a condition, said without a number. */
export function withoutAny(s: Selector): Selector {
  if (s.kind !== "Query" || s.quantity?.kind !== "any") return s;
  const { quantity: _q, ...rest } = s;
  return rest;
}
