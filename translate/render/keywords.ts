// Keywords (〔アクティブ〕, 〔天然2〕, a later keyword kept verbatim) and the gains of one 得る
// (+10/+10, cost +2, keywords, traits), in English and in Japanese.
import type { Gains, Keyword } from "../../grammar/ast.ts";
import { dispatch, type Table } from "../../grammar/table.ts";
import { signed } from "./words.ts";

const partner = (k: Extract<Keyword, { keyword: "teamUp" }>): string =>
  "name" in k.partner ? `「${k.partner.name}」` : `【${k.partner.trait}】`;

const enKeywords: Table<Keyword, "keyword", string> = {
  active: () => "Active",
  tennen: (k) => `Tennen ${k.n}`,
  break: () => "Break",
  combi: () => "Combi",
  gaman: () => "Gaman",
  freeEntry: () => "Free entry",
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
  freeEntry: () => "〔自由登場〕",
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
