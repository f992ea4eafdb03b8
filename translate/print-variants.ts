// Print variants: the same wording printed with a comma more or less, its words in the other
// order, or a redundant subject. Sets differ in these (and so will the sets the translator has
// never seen), and none of them changes what a text does. The grammar reads one canonical
// spelling of each template; when a sentence as printed does not parse, translate.ts tries it
// once more in the canonical spelling these rewrites give, and keeps the printed text's spans.
//
// A rewrite is never a rule for one sentence: each is a spelling the grammar already reads
// somewhere in the corpus, stated once for every template (docs/translate.md, "Print variants";
// the probe that found them: translate/variants-probe.ts).

/** A sentence rewritten, with the printed offset of each of its offsets (`map.length` = length + 1). */
export interface PrintVariant {
  name: string;
  text: string;
  map: number[];
}

interface Rewrite {
  name: string;
  pattern: RegExp;
  replacement: string | ((match: string) => string);
}

// The topic marker は of a subject ends in a comma in the canonical spelling (このカードは、…).
const SUBJECT_END = "(?<=(?:キャラ|カード|枚|」|】|』|名称|テキスト))";

const REWRITES: readonly Rewrite[] = [
  // 「…。または相手の…」: the alternative step starts with または、
  { name: "comma after a leading または", pattern: /^または(?!、)/g, replacement: "または、" },
  // 「このカードが登場した場合カードを1枚引く」: a condition ends with 場合、
  { name: "comma after 場合", pattern: /場合(?![、。はにでの」])/g, replacement: "場合、" },
  // 「ターン終了時まで、+10/+10を得る」: the duration and what it lasts for, without a comma
  { name: "no comma after a duration", pattern: /時まで、/g, replacement: "時まで" },
  // 「このカードはターン終了時まで…」: the subject's は followed by its comma
  {
    name: "comma after the subject",
    pattern: new RegExp(`${SUBJECT_END}は(?![、ず])`, "g"),
    replacement: "は、",
  },
  // 「その後、自分は、手札1枚を捨て札にする」: the controller said as the subject is the default
  { name: "no subject 自分は", pattern: /(?<=^|[、》:])自分は、?/g, replacement: "" },
  // 「DPとAPを入れ替える」, 「DPまたはAPの値を元に戻す」: the pair in its usual order
  {
    name: "AP before DP",
    pattern: /DP(の値)?(と|または)AP(の値)?/g,
    replacement: (m) => m.replace(/^DP(の値)?(と|または)AP(の値)?$/, "AP$1$2DP$3"),
  },
  // 「相手または自分の…」: the players in their usual order
  { name: "自分 before 相手", pattern: /相手または自分/g, replacement: "自分または相手" },
  // 「それぞれ名称が異なる…」: が for の in a relative clause (ga-no conversion), as 「名称の異なる」
  { name: "名称の異なる for 名称が異なる", pattern: /名称が異なる/g, replacement: "名称の異なる" },
  // 「このカードが手札にある場合、…」: the card whose text it is as the topic, as 「このカードは、手札にある場合」
  {
    name: "このカードは、 for このカードが (in the hand)",
    pattern: /^このカードが手札にある場合/g,
    replacement: "このカードは、手札にある場合",
  },
  // 「すべてのキャラ」: 全て in kana
  { name: "全て for すべて", pattern: /すべて/g, replacement: "全て" },
  // 「カード1枚を引く」: the count after the object, as 「カードを1枚引く」
  {
    name: "カードをN枚引く",
    pattern: /カード(\d+)枚を引/g,
    replacement: (m) => m.replace(/^カード(\d+)枚を引$/, "カードを$1枚引"),
  },
  // 「手札に移す」 and 「手札に加える」 are the same move into the hand (deck.ts, field.ts)
  {
    name: "手札に加える for 手札に移す",
    pattern: /手札に(?:移す|加える)/g,
    replacement: (m) => (m === "手札に移す" ? "手札に加える" : "手札に移す"),
  },
];

/** `text` with one rewrite applied everywhere it matches, or undefined when it matches nowhere. */
function rewrite(text: string, r: Rewrite, base: readonly number[]): PrintVariant | undefined {
  let out = "";
  const map: number[] = [];
  let last = 0;
  let changed = false;
  for (const m of text.matchAll(r.pattern)) {
    const at = m.index;
    const replaced = typeof r.replacement === "string" ? r.replacement : r.replacement(m[0]);
    if (replaced === m[0]) continue;
    changed = true;
    for (let i = last; i < at; i++) map.push(base[i]!);
    out += text.slice(last, at);
    // a replaced character keeps the printed offset of the one it stands for (or the match's end)
    for (let i = 0; i < replaced.length; i++) map.push(base[Math.min(at + i, at + m[0].length)]!);
    out += replaced;
    last = at + m[0].length;
  }
  if (!changed) return undefined;
  for (let i = last; i <= text.length; i++) map.push(base[i]!);
  out += text.slice(last);
  return { name: r.name, text: out, map };
}

/**
 * The canonical spellings to try for a sentence that did not parse as printed: each rewrite alone,
 * then all of them that apply together (a sentence may differ in two places).
 */
export function printVariants(text: string): PrintVariant[] {
  const identity = Array.from({ length: text.length + 1 }, (_, i) => i);
  const out: PrintVariant[] = [];
  let all: PrintVariant = { name: "", text, map: identity };
  let joinedCount = 0;
  for (const r of REWRITES) {
    const one = rewrite(text, r, identity);
    if (one) out.push(one);
    // the join applies each rewrite to the text the ones before it gave (または自分は → または、自分は → または、)
    const joined = rewrite(all.text, r, all.map);
    if (!joined) continue;
    joinedCount++;
    all = {
      name: all.name ? `${all.name}, ${r.name}` : r.name,
      text: joined.text,
      map: joined.map,
    };
  }
  if (joinedCount > 1) out.push(all);
  return out;
}
