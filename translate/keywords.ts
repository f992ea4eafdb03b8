// Keyword tags: 〔アクティブ〕 〔天然2〕 〔ブレイク〕 〔コンビ〕 〔自由登場〕 〔連携:「X」〕 become keyword
// abilities; 〔逆境N〕:「…」 prefixes the quoted ability (rule 7.7); any other tag is a later
// keyword whose rules are unknown (rule 7.11) and is kept verbatim as `unimplemented`, never guessed.
import type { Ability, Keyword, Span } from "../grammar/ast.ts";
import { reminderOf } from "../grammar/reminders.ts";
import { normalize } from "./normalize.ts";
import { printVariants } from "./print-variants.ts";
import { tagKeyword, unimplemented } from "./parser/values.ts";

export type TagResult = { ok: true; ability: Ability } | { ok: false; reason: string };

/** Translate a quoted inner text (the ability of 〔逆境N〕:「…」); supplied by translate.ts. */
export type InnerTranslator = (
  start: number,
  text: string,
) => { abilities: Ability[]; complete: boolean };

export function readTag(
  tag: { name: string; text: string; inner?: { text: string; start: number } },
  span: Span,
  inner: InnerTranslator,
): TagResult {
  const gyakkyou = /^逆境(\d+)$/.exec(tag.name);
  if (gyakkyou) {
    if (!tag.inner) return { ok: false, reason: "逆境 without its quoted ability" };
    const n = Number(gyakkyou[1]);
    // 〔逆境5〕:「+20/+20」: a bare stat change is this card's standing gain (rule 7.7)
    const stat = bareStat(tag.inner.text);
    if (stat) {
      const self = { kind: "This" as const, span };
      const effect = { kind: "Gets" as const, target: self, stat, keywords: [], span };
      return {
        ok: true,
        ability: {
          kind: "Gyakkyou",
          n,
          nSpan: span,
          ability: { kind: "Continuous", effect, span },
          span,
        },
      };
    }
    const t = inner(tag.inner.start, tag.inner.text);
    if (!t.complete || t.abilities.length !== 1)
      return { ok: false, reason: "the ability quoted after 逆境 is not understood" };
    return {
      ok: true,
      ability: { kind: "Gyakkyou", n, nSpan: span, ability: t.abilities[0]!, span },
    };
  }
  const unprintable = unprintableBox(tag.name);
  if (unprintable) return { ok: false, reason: unprintable };
  const known = tagKeyword(tag.name);
  if (known) {
    if (tag.inner) return { ok: false, reason: `〔${tag.name}〕 does not take a quoted text` };
    return { ok: true, ability: { kind: "Keyword", ...known, span } };
  }
  const near = KNOWN.find((k) => editDistance(k, tag.name.replace(/\d+$/, "")) === 1);
  if (near) return { ok: false, reason: `〔${tag.name}〕 looks like a misspelt 〔${near}〕` };
  return { ok: true, ability: { kind: "Keyword", ...unimplemented(tag), span } };
}

/**
 * Why a tag cannot be a keyword box of the card language, which reads 〔 up to the first 〕 on the
 * same line and refuses an empty box (grammar/tokens.ts, PM1104): kept as a later keyword, such a
 * tag would print as text that does not parse.
 */
function unprintableBox(name: string): string | undefined {
  if (name.trim() === "") return "an empty 〔〕";
  if (/[〔〕]/.test(name)) return `a 〔…〕 inside 〔${name}〕`;
  if (/[\n\r\u0085\u2028\u2029]/.test(name)) return "a line break inside 〔…〕";
  return undefined;
}

/** 「+20/+20」 (normalised: ±0 kept): the AP/DP change it prints, or undefined. */
function bareStat(text: string): { ap: number; dp: number } | undefined {
  const m = /^([+\-±])(\d+)\/([+\-±])(\d+)$/.exec(text.trim());
  if (!m) return undefined;
  const signed = (sign: string, digits: string): number =>
    sign === "-" ? -Number(digits) : Number(digits);
  return { ap: signed(m[1]!, m[2]!), dp: signed(m[3]!, m[4]!) };
}

/** Known keyword names: an unknown tag one edit away from one is a typo, not a new keyword. */
const KNOWN = ["アクティブ", "天然", "ブレイク", "コンビ", "自由登場", "逆境", "EXカード"];

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j]!;
      row[j] = Math.min(up + 1, row[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return row[b.length]!;
}

/**
 * 「(〔我慢〕:…)」: a keyword's reminder text (grammar/reminders.ts). It is read only when it says
 * exactly the rule the engine implements for that keyword (in any print spelling of those words,
 * print-variants.ts); any other wording is a rule we do not have, so it stays unread rather than
 * be taken as ours.
 */
export function readReminder(seg: { name: string; body: string }, span: Span): TagResult {
  const k = tagKeyword(seg.name);
  const known = k ? reminderOf(k) : undefined;
  if (!k || !known) return { ok: false, reason: `no reminder text is known for 〔${seg.name}〕` };
  // the rule's words in another print spelling (a comma less after は…) are the same rule
  const spellings = [seg.body, ...printVariants(seg.body).map((v) => v.text)];
  if (!spellings.includes(normalize(known.ja).text))
    return {
      ok: false,
      reason: `the reminder text of 〔${seg.name}〕 differs from its rule (${known.source})`,
    };
  return { ok: true, ability: { kind: "Reminder", keyword: k, span } };
}
