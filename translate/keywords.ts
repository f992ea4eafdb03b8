// Keyword tags: 〔アクティブ〕 〔天然2〕 〔ブレイク〕 〔コンビ〕 〔自由登場〕 〔連携:「X」〕 become keyword
// abilities; 〔逆境N〕:「…」 prefixes the quoted ability (rule 7.7); any other tag is a later
// keyword whose rules are unknown (rule 7.11) and is kept verbatim as `unimplemented`, never guessed.
import type { Ability, Keyword, Span } from "../grammar/ast.ts";
import { tagKeyword } from "./parser/values.ts";

export type TagResult = { ok: true; ability: Ability } | { ok: false; reason: string };

/** Translate a quoted inner text (the ability of 〔逆境N〕:「…」); supplied by translate.ts. */
export type InnerTranslator = (start: number, text: string) => { abilities: Ability[]; complete: boolean };

export function readTag(
  tag: { name: string; text: string; inner?: { text: string; start: number } },
  span: Span,
  inner: InnerTranslator,
): TagResult {
  const gyakkyou = /^逆境(\d+)$/.exec(tag.name);
  if (gyakkyou) {
    if (!tag.inner) return { ok: false, reason: "逆境 without its quoted ability" };
    const t = inner(tag.inner.start, tag.inner.text);
    if (!t.complete || t.abilities.length !== 1) return { ok: false, reason: "the ability quoted after 逆境 is not understood" };
    const n = Number(gyakkyou[1]);
    return { ok: true, ability: { kind: "Gyakkyou", n, nSpan: span, ability: t.abilities[0]!, span } };
  }
  const known = tagKeyword(tag.name);
  if (known) {
    if (tag.inner) return { ok: false, reason: `〔${tag.name}〕 does not take a quoted text` };
    return { ok: true, ability: { kind: "Keyword", ...known, span } };
  }
  return { ok: true, ability: { kind: "Keyword", ...unimplemented(tag), span } };
}

/** 〔突破30〕 → name 突破, param 30; 〔知略〕▶「…」 → text; 〔支援:…〕 → name 支援:…. */
function unimplemented(tag: { name: string; text: string; inner?: { text: string } }): Keyword {
  const m = /^(.*?)(\d+)$/.exec(tag.name);
  const k: Keyword = m && m[1] ? { keyword: "unimplemented", name: m[1], param: Number(m[2]), raw: tag.text } : { keyword: "unimplemented", name: tag.name, raw: tag.text };
  if (tag.inner) k.text = tag.inner.text;
  return k;
}
