// The changes translate/variants-probe.ts makes to every corpus text it reads completely: one
// kind of change each, either another word in a template's slot ("slots") or the same wording
// spelled another way ("spelling"). A change that can make a wording the game never prints says
// which (nonsense), with the rule it breaks, so that the probe counts only printable texts.

import { BOUND_NONSENSE, SIDES_NONSENSE, ZONE_NONSENSE } from "./variants-nonsense.ts";

export interface Change {
  name: string;
  family: "slots" | "spelling";
  apply: (text: string) => string;
  /**
   * Changed texts the game never prints (the new word contradicts a rule), with the rule: such a
   * card is skipped, not counted. Only wordings no card could print belong here, never a gap.
   */
  nonsense?: readonly { pattern: RegExp; why: string }[];
}

/**
 * A keyword's reminder text (（〔我慢〕:…）) is its rule, which the translator compares word for word
 * (keywords.ts): another word in it is another rule, refused on purpose. A slot change leaves it; a
 * spelling change does not (the rule in another spelling is read).
 */
const REMINDER = /（〔[^〔〕]+〕:[^（）]*）/g;

/**
 * `change` applied to `text` with the matches of `kept` left as they are: each is held as one
 * private-use character meanwhile (from `base` up: nested holds take other ranges).
 */
function holding(
  kept: RegExp,
  base: number,
  change: (text: string) => string,
): (text: string) => string {
  return (text) => {
    const held: string[] = [];
    const masked = text.replace(kept, (m) => String.fromCharCode(base + held.push(m) - 1));
    return change(masked).replace(/[\ue000-\uf8ff]/g, (c) => {
      const i = c.charCodeAt(0) - base;
      return i >= 0 && i < held.length ? held[i]! : c;
    });
  };
}

/** `text` changed: a slot change around the reminder texts, a spelling change everywhere. */
export function applyChange(change: Change, text: string): string {
  return change.family === "slots"
    ? holding(REMINDER, 0xe000, change.apply)(text)
    : change.apply(text);
}

/** 「name」 → a name of its own per occurrence (a quoted ability after : or ▶ stays). */
function otherNames(text: string): string {
  let n = 0;
  return text.replace(/(?<![:▶])「([^「」。、]{1,20})」/g, () => `「試験 名前${++n}」`);
}

/** Counts and values one step up (2→3, 20→30); a 1 stays (単数 templates differ), and so do coins. */
function otherNumbers(text: string): string {
  const coins: string[] = [];
  return text
    .replace(/[+]\d+\/[+]\d+コイン/g, (m) => `\u0002${coins.push(m) - 1}\u0002`)
    .replace(/(?<![0-9\u0002-])([2-9]|[1-9]0)(?![0-9\u0002-]|枚につき|個につき)/g, (m) =>
      String(Number(m) >= 10 ? Number(m) + 10 : Number(m) + 1),
    )
    .replace(/\u0002(\d+)\u0002/g, (_, i: string) => coins[Number(i)]!);
}

/** Each word of `words` → the next one (the last → the first), where the lookarounds allow. */
const rotate =
  (words: readonly string[], before = "", after = "") =>
  (text: string): string =>
    text.replace(
      new RegExp(`${before}(?:${words.join("|")})${after}`, "g"),
      (w) => words[(words.indexOf(w) + 1) % words.length]!,
    );

const swap = (a: string, b: string) => rotate([a, b]);

export const CHANGES: readonly Change[] = [
  { name: "other names 「…」", family: "slots", apply: otherNames },
  {
    name: "other traits 【…】",
    family: "slots",
    apply: (t) => t.replace(/【[^】]+】/g, "【試験】"),
  },
  {
    name: "other titles 『…』",
    family: "slots",
    apply: (t) => t.replace(/『[^』]+』/g, "『試験作品』"),
  },
  {
    name: "other numbers",
    family: "slots",
    apply: otherNumbers,
    nonsense: [
      {
        pattern:
          /(?<![0-9])(?!2枚)\d+枚を抜き出し、(?:メイン|サポート)エリアと(?:メイン|サポート)エリアにそれぞれ1枚ずつ/,
        why: "one card into each of two areas is a pick of two",
      },
    ],
  },
  {
    name: "自分 ⇄ 相手",
    family: "slots",
    apply: swap("自分", "相手"),
    nonsense: SIDES_NONSENSE,
  },
  {
    // a pair AP±N/DP±N stays: the game prints AP first (DP+10/AP+10 is no card's)
    name: "AP ⇄ DP (not AP/DP)",
    family: "slots",
    apply: holding(/AP\/DP|AP[+\-±]\d+\/DP[+\-±]\d+/g, 0xe100, swap("AP", "DP")),
  },
  {
    name: "another trigger subject",
    family: "slots",
    apply: (t) => t.replace(/このカードが(登場|退場|アプローチ|妨害)/g, "自分の「試験」が$1"),
  },
  {
    name: "another timing [ … ]",
    family: "slots",
    apply: (t) =>
      t.replace(/\[メイン\/自分\]|\[アプローチ\/両方\]/g, (m) =>
        m === "[メイン/自分]" ? "[アプローチ/両方]" : "[メイン/自分]",
      ),
  },
  {
    name: "another sign (+N/+N → -N/-N)",
    family: "slots",
    apply: (t) => t.replace(/\+(\d+)\/\+(\d+)を得る/g, "-$1/-$2を得る"),
  },
  {
    name: "another duration",
    family: "slots",
    // a turn already named (相手のターン終了時まで, 次の…) is another duration, not this one's slot
    apply: (t) =>
      t.replace(/(?<!次の|相手の|自分の)ターン終了時まで/g, "次の相手のターン終了時まで"),
  },
  // Classes added for issue 13's second round: words a card of another set plausibly prints in
  // the same templates.
  {
    // このカードが登場した場合 → 退場した場合 → アプローチした場合 → 登場した場合
    name: "another trigger event",
    family: "slots",
    apply: rotate(["登場", "退場", "アプローチ"], "(?<=このカードが)", "(?=した場合)"),
  },
  {
    // a colour in a description (赤のキャラ, 緑の【ゾンビィ】, 黄または緑の…); names, traits and
    // titles keep theirs (「赤座 あかり」)
    name: "another colour",
    family: "slots",
    apply: holding(
      /「[^「」]*」|『[^『』]*』|【[^【】]*】/g,
      0xe200,
      rotate(["赤", "青", "黄", "緑", "紫"], "", "(?=の|、|または)"),
    ),
  },
  {
    // 2枚以上 / 2個以上 / 3以上 → 以下: the other bound of a count or a value
    name: "以上 → 以下",
    family: "slots",
    apply: (t) => t.replace(/(?<=\d(?:枚|個|回)?)以上/g, "以下"),
    nonsense: BOUND_NONSENSE,
  },
  {
    // the zone a card is taken from or counted in: 捨て札置き場にある ⇄ ポイント置き場にある
    name: "捨て札置き場 ⇄ ポイント置き場 (a card's zone)",
    family: "slots",
    apply: swap("捨て札置き場にある", "ポイント置き場にある"),
    nonsense: ZONE_NONSENSE,
  },
  {
    // the end of the deck a card is looked at, taken from or put on; デッキの上または下 (either
    // end, the player's choice) stays
    name: "デッキの上 ⇄ デッキの下",
    family: "slots",
    apply: holding(/デッキの上または下/g, 0xe300, swap("デッキの上", "デッキの下")),
  },
  {
    name: "このカードが手札にある場合",
    family: "spelling",
    apply: (t) => t.replace(/このカードは、手札にある場合/g, "このカードが手札にある場合"),
  },
  { name: "〔アクティブ〕 ⇄ 〔我慢〕", family: "slots", apply: swap("〔アクティブ〕", "〔我慢〕") },
  {
    name: "メインエリア ⇄ サポートエリア",
    family: "slots",
    apply: swap("メインエリア", "サポートエリア"),
  },
  { name: "no comma after は", family: "spelling", apply: (t) => t.replace(/は、/g, "は") },
  { name: "no comma after 場合", family: "spelling", apply: (t) => t.replace(/場合、/g, "場合") },
  {
    name: "comma after ターン終了時まで",
    family: "spelling",
    apply: (t) => t.replace(/時まで(?![、。」])/g, "時まで、"),
  },
  { name: "すべて for 全て", family: "spelling", apply: (t) => t.replace(/全て/g, "すべて") },
  {
    name: "手札に加える ⇄ 手札に移す",
    family: "spelling",
    apply: swap("手札に加える", "手札に移す"),
  },
  {
    name: "カードN枚を引く",
    family: "spelling",
    apply: (t) => t.replace(/カードを(\d+)枚引/g, "カード$1枚を引"),
  },
];
