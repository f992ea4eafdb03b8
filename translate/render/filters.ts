// Filters of a query (【制服】を持つ, 使用コストの値が2以下の, other, rested …) in English and in
// Japanese: one handler per filter kind and language. A filter holding a selector (a battle side,
// `with the same name as it`) renders it with the selector renderer it is given.
import type { Filter, Measure, Selector } from "../../grammar/ast.ts";
import { dispatch, type Table } from "../../grammar/table.ts";
import { enKeyword, jaKeyword } from "./keywords.ts";
import { enCompared, jaComparison, NoJapaneseForm } from "./words.ts";

type SelectorWords = (s: Selector) => string;

/** English puts a filter before the noun ("other rested characters") or after it ("with 【X】"). */
export type EnFilterWords = { before: string } | { after: string };

const before = (words: string): EnFilterWords => ({ before: words });
const after = (words: string): EnFilterWords => ({ after: words });

const EN_STAT = {
  cost: "cost",
  source: "source",
  ap: "AP",
  dp: "DP",
  coins: "+10/+10 coins",
  apdp: "AP+DP",
};
/** "with no +10/+10 coins", "with 1 +10/+10 coin", "with 2 or more +10/+10 coins". */
function enCoins(f: Extract<Filter, { kind: "compare" }>): string {
  if (f.op === "==" && f.value === 0) return "with no +10/+10 coins";
  const one = f.value === 1 && (f.op === "==" || f.op === "<=");
  return `with ${enCompared(f.op, f.value, true)} +10/+10 coin${one ? "" : "s"}`;
}

/** "with cost lower than the cost of this character", "with cost at most the number of …". */
const EN_MEASURED = {
  "<": "lower than",
  ">": "higher than",
  "<=": "at most",
  ">=": "at least",
  "==": "equal to",
  "!=": "other than",
} as const;
function enMeasure(f: Extract<Filter, { kind: "compareWith" }>, sel: SelectorWords): string {
  return enMeasureWords(f.with, sel);
}

/** "the cost of this character", "the number of …", "the "コイン" coins on …", "… plus 3". */
export function enMeasureWords(m: Measure, sel: SelectorWords): string {
  const base =
    m.kind === "stat"
      ? `the ${EN_STAT[m.stat]} of ${sel(m.of)}`
      : m.kind === "coins"
        ? `the number of "${m.coin}" coins on ${sel(m.of)}`
        : `the number of ${sel(m.of)}`;
  if (m.plus === undefined) return base;
  return `${base} ${m.plus < 0 ? "minus" : "plus"} ${Math.abs(m.plus)}`;
}

/** このカードの使用コスト, …の枚数, このカードの上にあるコインの個数 (no margin: the caller says it). */
export function jaMeasureWords(m: Measure, sel: SelectorWords): string {
  if (m.kind === "stat") return `${sel(m.of)}の${JA_STAT[m.stat]}`;
  if (m.kind === "coins") return `${sel(m.of)}の上にある${m.coin}の個数`;
  return m.of.kind === "Drawn" ? "引いた枚数" : `${sel(m.of)}の枚数`;
}

/** A relation among the cards chosen together (MDK 01-118, MDK 01-038, AHB2 P-022). */
const EN_TOGETHER = {
  sameName: "with the same name",
  sameTrait: "with the same trait",
  differentNames: "with different names",
} as const;
const JA_TOGETHER = {
  sameName: "同じ名称の",
  sameTrait: "同じ特徴を持つ",
  differentNames: "それぞれ名称の異なる",
} as const;

const enFilters: Table<Filter, "kind", EnFilterWords, [SelectorWords]> = {
  other: () => before("other"),
  state: (f) =>
    before(f.state === "faceUp" ? "face-up" : f.state === "faceDown" ? "face-down" : f.state),
  color: (f) => before(f.color),
  trait: (f) => after(`with ${f.traits.map((t) => `【${t}】`).join("")}`),
  title: (f) => after(`from 『${f.title}』`),
  name: (f) => after(`named 「${f.name}」`),
  arrived: (f) =>
    after(
      f.how === "entered"
        ? "that entered this turn"
        : f.how === "byEffect"
          ? "put onto the field by an effect this turn"
          : "put onto the field this turn",
    ),
  readied: () => after("readied by an effect this turn"),
  participated: (f) =>
    after(
      `that ${f.in === "approach" ? "approached" : f.in === "block" ? "blocked" : "approached or blocked"} this turn`,
    ),
  drawn: () => after("drawn this turn"),
  keyword: (f) =>
    after(
      `${f.without ? "without" : "with"} ${f.keyword.keyword === "unimplemented" ? f.keyword.raw : `"${enKeyword(f.keyword)}"`}`,
    ),
  compare: (f) =>
    after(f.stat === "coins" ? enCoins(f) : `with ${EN_STAT[f.stat]} ${enCompared(f.op, f.value)}`),
  compareWith: (f, sel) =>
    after(`with ${EN_STAT[f.stat]} ${EN_MEASURED[f.op]} ${enMeasure(f, sel)}`),
  level: (f) => before(`level ${f.value}${f.op === ">=" ? "+" : ` (${f.op})`}`),
  affectedBy: (f) => after(`affected by ${f.action}`),
  sameName: (f, sel) => after(`with the same name as ${sel(f.as)}`),
  sameTrait: (f, sel) => after(`with the same trait as ${sel(f.as)}`),
  sameColor: (f, sel) => after(`with the same color as ${sel(f.as)}`),
  together: (f) => after(EN_TOGETHER[f.relation]),
  carrying: (f, sel) => after(`carrying ${sel(f.what)}`),
  except: (f, sel) => after(`other than ${sel(f.what)}`),
  stats: (f) => after(f.has ? "with AP/DP" : "without AP/DP"),
  nameContains: (f) => after(`with 「${f.text}」 in its name`),
  either: (f, sel) =>
    after(
      f.options
        .map((o) => enFilterWords(o, sel))
        .flatMap((w) => ("after" in w && w.after ? [w.after] : []))
        .join(" or "),
    ),
  battle: (f, sel) =>
    after(`${f.relation === "blocking" ? "blocking" : "blocked by"} ${sel(f.other)}`),
};

export function enFilterWords(f: Filter, sel: SelectorWords): EnFilterWords {
  return dispatch(enFilters, "kind", f, sel);
}

const COLOR = { red: "赤", blue: "青", yellow: "黄", green: "緑", purple: "紫" } as const;
const JA_STAT = {
  cost: "使用コスト",
  source: "発生コスト",
  ap: "AP",
  dp: "DP",
  coins: "+10/+10コイン",
  apdp: "AP/DPの合計値",
} as const;
const STATE = {
  rested: "休息状態の",
  ready: "活動状態の",
  approaching: "アプローチに参加している",
  blocking: "妨害に参加している",
  blocked: "妨害されている",
  faceUp: "表向きの",
  faceDown: "裏向きの",
} as const;

/** +10/+10コインが乗っていない / 乗っている: the printed forms of "no coins" / "some coins". */
function jaCoins(f: Extract<Filter, { kind: "compare" }>): string {
  if (f.op === "==" && f.value === 0) return "+10/+10コインが乗っていない";
  if (f.op === ">=" && f.value === 1) return "+10/+10コインが乗っている";
  if (f.value === 0) throw new NoJapaneseForm(`a number of coins compared with ${f.op} 0`);
  return `+10/+10コインが${f.value}個${jaComparison(f.op, "a number of coins")}乗っている`;
}

const jaFilters: Table<Filter, "kind", string, [SelectorWords]> = {
  other: () => "このカード以外の",
  trait: (f) => `${f.traits.map((t) => `【${t}】`).join("")}を持つ`,
  name: (f) => `「${f.name}」の`,
  title: (f) => `『${f.title}』の`,
  color: (f) => `${COLOR[f.color]}の`,
  compare: (f) =>
    f.stat === "coins"
      ? jaCoins(f)
      : `${JA_STAT[f.stat]}の値が${f.value}${jaComparison(f.op, `a card's ${f.stat}`)}の`,
  compareWith: (f, sel) => jaCompareWith(f, sel),
  // LV5以上の (TKRT P-010)
  level: (f) => `LV${f.value}${jaComparison(f.op, "a level")}の`,
  // 〔POP〕された (PPTP 01-033); 改変 is never printed so: 改変を行われた would read as nothing
  affectedBy: (f) => (/^〔.+〕$/.test(f.action) ? `${f.action}された` : `${f.action}を行われた`),
  state: (f) => STATE[f.state],
  arrived: (f) =>
    f.how === "entered"
      ? "このターンの間に登場した"
      : f.how === "byEffect"
        ? "このターンの間に、カードの効果によって場に出ている"
        : "このターンの間に場に出た",
  readied: () => "このターンの間に、カードの効果で活動状態になった",
  participated: (f) =>
    `このターンの間に${f.in === "approach" ? "アプローチ" : f.in === "block" ? "妨害" : "アプローチまたは妨害"}に参加している`,
  drawn: () => "このターンの間に引いた",
  keyword: (f) => `${jaKeyword(f.keyword)}を${f.without ? "持たない" : "持つ"}`,
  battle: (f, sel) =>
    `${sel(f.other)}${f.relation === "blocking" ? "を妨害している" : "に妨害されている"}`,
  sameName: (f, sel) => `${sel(f.as)}と同じ名称の`,
  sameTrait: (f, sel) => `${sel(f.as)}と同じ特徴を持つ`,
  sameColor: (f, sel) => `${sel(f.as)}と同じ色の`,
  together: (f) => JA_TOGETHER[f.relation],
  carrying: (f, sel) => `${sel(f.what)}がセットされている`,
  except: (f, sel) => `${sel(f.what)}以外の`,
  stats: (f) => (f.has ? "AP/DPを持つ" : "AP/DPの値を持たない"),
  nameContains: (f) => `名称に「${f.text}」を含む`,
  // 「A」または【B】を持つ: names first, one trait last (the printed order; see selectors.ts);
  // APまたはDPの値が0の: two stats compared with the same number
  either: (f, sel) =>
    jaEitherStat(f) ??
    jaSameNameOrTrait(f, sel) ??
    jaSameNameOrStat(f, sel) ??
    `${f.options.map((o) => (o.kind === "name" ? `「${o.name}」` : o.kind === "trait" ? `【${o.traits.join("】【")}】` : jaFilter(o, sel))).join("または")}を持つ`,
};

/**
 * このカードの使用コストより低い使用コストを持つ (K_ON2 03-048), このカードのAPより低いDPの値を持つ
 * (SRBK 01-092), 自分の「X」の枚数以下の使用コストの値を持つ (MMDK 03-039): より低い / より高い for
 * < / >, 以下の / 以上の for <= / >=, with の値 after the compared stat in the latter.
 */
function jaCompareWith(f: Extract<Filter, { kind: "compareWith" }>, sel: SelectorWords): string {
  const measure = jaMeasureWords(f.with, sel);
  const stat = JA_STAT[f.stat];
  const plus = f.with.plus;
  // 妨害に参加している相手のキャラの使用コストより3以上高い使用コストを持つ (DDH 02-070)
  if (plus !== undefined) {
    if (f.op !== ">=" || plus <= 0)
      throw new NoJapaneseForm(`a measured value with a margin compared with ${f.op}`);
    return `${measure}より${plus}以上高い${stat}を持つ`;
  }
  if (f.op === "<" || f.op === ">")
    return `${measure}より${f.op === "<" ? "低い" : "高い"}${stat}を持つ`;
  // 捨て札にした手札の枚数と同じ使用コストの値を持つ (WKG2 02-029)
  if (f.op === "==") return `${measure}と同じ${stat}の値を持つ`;
  return `${measure}${jaComparison(f.op, "a measured stat")}の${stat}の値を持つ`;
}

/**
 * APまたはDPの値が0の: an `either` of two comparisons that differ only in their stat; 使用コストの
 * 値が1と3の (CCS 01-056): two exact values of one stat.
 */
function jaEitherStat(f: Extract<Filter, { kind: "either" }>): string | undefined {
  const [a, b, ...rest] = f.options;
  if (rest.length || a?.kind !== "compare" || b?.kind !== "compare") return undefined;
  if (a.stat === "coins" || b.stat === "coins" || a.op !== b.op) return undefined;
  if (a.stat === b.stat && a.op === "==" && a.value !== b.value)
    return `${JA_STAT[a.stat]}の値が${a.value}と${b.value}の`;
  if (a.value !== b.value) return undefined;
  return `${JA_STAT[a.stat]}または${jaFilters.compare(b, () => "")}`;
}

/** このカードと同じ名称、または同じ特徴を持つ: same name or same trait as one card (KSC 01-014). */
function jaSameNameOrTrait(
  f: Extract<Filter, { kind: "either" }>,
  sel: SelectorWords,
): string | undefined {
  const [a, b, ...rest] = f.options;
  if (rest.length || a?.kind !== "sameName" || b?.kind !== "sameTrait") return undefined;
  if (a.as.kind !== b.as.kind) return undefined;
  return `${sel(a.as)}と同じ名称、または同じ特徴を持つ`;
}

/**
 * そのキャラと同じ名称、または同じ使用コストの値を持つ (KMK 01-120 prints the noun twice: 「そのキャラと
 * 同じ名称のキャラ、または同じ使用コストの値を持つキャラ」; a filter says it once).
 */
function jaSameNameOrStat(
  f: Extract<Filter, { kind: "either" }>,
  sel: SelectorWords,
): string | undefined {
  const [a, b, ...rest] = f.options;
  if (rest.length || a?.kind !== "sameName" || b?.kind !== "compareWith") return undefined;
  if (b.op !== "==" || b.with.kind !== "stat" || b.with.stat !== b.stat) return undefined;
  if (b.with.of.kind !== a.as.kind || b.with.plus !== undefined) return undefined;
  return `${sel(a.as)}と同じ名称、または同じ${JA_STAT[b.stat]}の値を持つ`;
}

export function jaFilter(f: Filter, sel: SelectorWords): string {
  return dispatch(jaFilters, "kind", f, sel);
}
