// Small value readers shared by the grammar and the keyword reader: stat changes (+20/±0), the
// contents of a keyword tag (〔天然2〕, 〔連携:【侍】〕) and counted amounts (X N枚につき).
import type { Amount, Keyword, Selector } from "../../grammar/ast.ts";

/** 「X N枚につき」: the cards counted, and how many of them make one. */
export interface PerEach {
  of: Selector;
  every: number;
}

/** The amount of 「X N枚につき」: `count(X)`, or `count(X) / N` when N > 1. */
export function perAmount(per: PerEach): Amount {
  return per.every === 1
    ? { kind: "Count", of: per.of }
    : { kind: "Count", of: per.of, every: per.every };
}

/** "+20/±0" → { ap: 20, dp: 0 }; ± is a printed zero. */
export function parseStatMod(image: string): { ap: number; dp: number } {
  const [ap = "0", dp = "0"] = image.replace(/AP|DP/g, "").split("/");
  const num = (s: string): number => (s.startsWith("±") ? 0 : Number(s));
  return { ap: num(ap), dp: num(dp) };
}

/**
 * The keyword a tag names, or undefined for a tag this reader does not know (the caller keeps it
 * as an unimplemented keyword, rule 7.11). 逆境 is not a keyword but a prefix; the caller reads it.
 */
export function tagKeyword(name: string): Keyword | undefined {
  if (name === "アクティブ") return { keyword: "active" };
  if (name === "ブレイク") return { keyword: "break" };
  if (name === "コンビ") return { keyword: "combi" };
  if (name === "自由登場") return { keyword: "freeEntry" };
  // 〔我慢〕: its rule is printed as reminder text on PPTP 01-097 (rule 7.11, docs/keywords.md)
  if (name === "我慢") return { keyword: "gaman" };
  const tennen = /^天然(\d+)$/.exec(name);
  if (tennen) return { keyword: "tennen", n: Number(tennen[1]) };
  const teamUp = /^連携:(「([^」]+)」|【([^】]+)】)$/.exec(name);
  if (teamUp)
    return {
      keyword: "teamUp",
      partner: teamUp[2] !== undefined ? { name: teamUp[2] } : { trait: teamUp[3]! },
    };
  return undefined;
}

/**
 * 〔突破30〕 → name 突破, param 30; 〔知略〕▶「…」 → text; 〔支援:…〕 → name 支援:…. `raw` is the tag
 * itself (the card language prints the quoted text apart, as `▶ "…"`).
 */
export function unimplemented(tag: {
  name: string;
  text: string;
  inner?: { text: string };
}): Keyword {
  const m = /^(.*?)(\d+)$/.exec(tag.name);
  const raw = `〔${tag.name}〕`;
  const k: Keyword =
    m && m[1]
      ? { keyword: "unimplemented", name: m[1], param: Number(m[2]), raw }
      : { keyword: "unimplemented", name: tag.name, raw };
  if (tag.inner) k.text = tag.inner.text;
  return k;
}
