// Later actions (rule 7.11) in English and Japanese: `perform "改変"` is 改変を行う (SG 01-063); a
// keyword performed is 〔EPIC〕する / …を〔POP〕する (PPTP 01-065, 01-097); `attach X to Y` is
// XをYにセットする (from the EX deck: EXデッキからXを抜き出し、Yにセットする, BBD 01-058); `level up X
// from Y by name` is Xを、本来の名称が同じYからレベルアップする (TKRT P-017); `increase your
// coins by 1` is 自分が持つコイン、または自分のカードの上に乗っているコインを1個増やす (ORSK 01-001).
import type { Selector } from "../../grammar/ast.ts";
import type { EnSteps, JaSteps } from "./context.ts";
import { enSelector } from "./selectors-en.ts";
import { jaSelector } from "./selectors-ja.ts";
import { enAmount, jaAmount, jaPlayer } from "./words.ts";

/** A keyword used as a verb: 〔POP〕 (not 改変, which is performed with を行う). */
const isKeyword = (action: string): boolean => /^〔.+〕$/.test(action);

/** A card in the EX deck, said as the printed take: EXデッキから「X」1枚を抜き出し、 */
function jaTaken(s: Selector): string {
  if (s.kind === "Query" && s.zone?.zone === "exDeck")
    return `EXデッキから${jaSelector({ ...s, zone: undefined } as typeof s)}を抜き出し、`;
  return `${jaSelector(s)}を`;
}

export const enSteps = {
  Perform: (s, en) => `perform ${s.action}${s.target ? ` on ${enSelector(s.target, en)}` : ""}`,
  Attach: (s, en) => `attach ${enSelector(s.target, en)} to ${enSelector(s.to, en)}`,
  LevelUp: (s, en) =>
    `level up ${enSelector(s.target, en)} from ${enSelector(s.from, en)}${s.sameName ? " with the same original name" : ""}`,
  IncreaseCoins: (s) =>
    `increase by ${enAmount(s.amount, "coin")} one kind of coin ${s.player === "opponent" ? "your opponent holds or that is on one of their cards" : "you hold or that is on one of your cards"}`,
} satisfies EnSteps;

export const jaSteps = {
  Perform: (s) => {
    const on = s.target ? `${jaSelector(s.target)}を` : "";
    return isKeyword(s.action) ? `${on}${s.action}する` : `${on}${s.action}を行う`;
  },
  Attach: (s) => `${jaTaken(s.target)}${jaSelector(s.to)}にセットする`,
  LevelUp: (s) =>
    `${jaSelector(s.target)}を、${s.sameName ? "本来の名称が同じ" : ""}${jaSelector(s.from)}からレベルアップする`,
  IncreaseCoins: (s) => {
    const who = jaPlayer(s.player, "coins");
    return `${who}が持つコイン、または${who}のカードの上に乗っているコインを${jaAmount(s.amount)}個増やす`;
  },
} satisfies JaSteps;
