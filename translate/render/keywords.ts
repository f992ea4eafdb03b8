// Keywords (〔アクティブ〕, 〔天然2〕, a later keyword kept verbatim) and the gains of one 得る
// (+10/+10, cost +2, keywords, traits), in English and in Japanese.
import type { Gains, Keyword, PhaseTiming } from "../../grammar/ast.ts";
import { dispatch, type Table } from "../../grammar/table.ts";
import { NoJapaneseForm, signed } from "./words.ts";

const partner = (k: Extract<Keyword, { keyword: "teamUp" }>): string =>
  "name" in k.partner ? `「${k.partner.name}」` : `【${k.partner.trait}】`;

const EN_PHASE_PLAYER = { own: "your ", opponent: "the opponent's ", both: "either player's " };
const JA_PHASE_PLAYER = { own: "自分の", opponent: "相手の", both: "" };

/** "Free entry in your approach phase": a window of free entry (rule 6.6). */
export const enPhases = (phases: PhaseTiming[]): string =>
  phases.map((p) => `${EN_PHASE_PLAYER[p.player]}${p.phase} phase`).join(" and ");

/**
 * 自分のアプローチフェイズにも登場させることができる (aw 01-050): free entry in one phase, said of
 * this card (the renderers of the keyword ability and of a continuous `this gets …` use it). The
 * printed cards name one phase each; several have no printed form.
 */
export function jaEntryPhases(phases: PhaseTiming[]): string {
  const [p, ...more] = phases;
  if (!p || more.length > 0) throw new NoJapaneseForm("free entry in several phases");
  return `${jaPhaseAlso(p)}登場させることができる`;
}

/** 相手のメインフェイズにも: one more phase an action is allowed in (free entry, levelling up). */
export function jaPhaseAlso(p: PhaseTiming): string {
  const phase = p.phase === "main" ? "メイン" : "アプローチ";
  return `${JA_PHASE_PLAYER[p.player]}${phase}フェイズにも`;
}

const enKeywords: Table<Keyword, "keyword", string> = {
  active: () => "Active",
  tennen: (k) => `Tennen ${k.n}`,
  break: () => "Break",
  combi: () => "Combi",
  gaman: () => "Gaman",
  freeEntry: (k) => (k.phases?.length ? `Free entry in ${enPhases(k.phases)}` : "Free entry"),
  teamUp: (k) => `Team-up with ${partner(k)}`,
  coins: () => "Coins",
  unimplemented: (k) =>
    `${k.raw}${k.text !== undefined ? ` ▶ 「${k.text}」` : ""} (keyword without known rules)`,
};

const jaKeywords: Table<Keyword, "keyword", string> = {
  active: () => "〔アクティブ〕",
  tennen: (k) => `〔天然${k.n}〕`,
  break: () => "〔ブレイク〕",
  combi: () => "〔コンビ〕",
  gaman: () => "〔我慢〕",
  freeEntry: (k) => {
    // free entry in a phase is said of this card (jaEntryPhases), never as a gained 〔…〕
    if (k.phases?.length) throw new NoJapaneseForm("free entry in a phase, as a keyword box");
    return "〔自由登場〕";
  },
  teamUp: (k) => `〔連携:${partner(k)}〕`,
  coins: () => "〔コイン〕",
  unimplemented: (k) => (k.text !== undefined ? `${k.raw}▶「${k.text}」` : k.raw),
};

export const enKeyword = (k: Keyword): string => dispatch(enKeywords, "keyword", k);
export const jaKeyword = (k: Keyword): string => dispatch(jaKeywords, "keyword", k);

type GainWords = Pick<Gains, "stat" | "cost" | "keywords" | "traits" | "tennen">;

/** "+10/+10", "cost +2", "Active" — joined with "and". */
export function enGains(g: GainWords): string {
  const parts: string[] = [];
  if (g.stat) parts.push(`${signed(g.stat.ap)}/${signed(g.stat.dp)}`);
  if (g.cost !== undefined) parts.push(`cost ${signed(g.cost)}`);
  for (const k of g.keywords) parts.push(`"${enKeyword(k)}"`);
  if (g.tennen !== undefined) parts.push(`"Tennen ${signed(g.tennen)}"`);
  for (const t of g.traits ?? []) parts.push(`the trait 【${t}】`);
  return parts.join(" and ");
}

/** 〔アクティブ〕〔我慢〕、使用コスト+2、+10/±0 — the gains of one 得る (boxes side by side, as printed). */
export function jaGains(g: GainWords): string {
  const boxes =
    g.keywords.map(jaKeyword).join("") +
    (g.tennen !== undefined ? `〔天然${signed(g.tennen)}〕` : "");
  const parts = boxes === "" ? [] : [boxes];
  if (g.cost !== undefined) parts.push(`使用コスト${signed(g.cost)}`);
  if (g.stat) parts.push(`${signed(g.stat.ap)}/${signed(g.stat.dp)}`);
  for (const t of g.traits ?? []) parts.push(`【${t}】`);
  return parts.join("、");
}
