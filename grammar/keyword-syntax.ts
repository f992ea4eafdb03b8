// Keywords and timings, read from the CST and printed back: `tennen 2`, `free entry in
// [approach/both]`, `team-up with 「X」`, a later keyword kept as its printed 〔…〕 box (rule 7.11).
import type { CstNode, IToken } from "chevrotain";
import type { Keyword, PhaseTiming, Timing } from "./ast.ts";
import { fmtName, fmtString, fmtTrait, nameRef, traitRef } from "./literals.ts";
import { type Ctx, has, needTok, node, nodes, tok } from "./visitor-base.ts";

/** The printed names of the known keywords a 〔…〕 box can hold; tennen's box ends in its N. */
const BOX_NAMES = {
  active: "アクティブ",
  break: "ブレイク",
  combi: "コンビ",
  gaman: "我慢",
  tennen: "天然",
} as const;

/** Printed Japanese keywords in 〔〕 that are known keywords, not later unimplemented ones. */
const knownBoxed: Record<string, (param?: number) => Keyword | undefined> = {
  [BOX_NAMES.break]: () => ({ keyword: "break" }),
  [BOX_NAMES.combi]: () => ({ keyword: "combi" }),
  [BOX_NAMES.active]: () => ({ keyword: "active" }),
  [BOX_NAMES.gaman]: (p) => (p === undefined ? { keyword: "gaman" } : undefined),
  [BOX_NAMES.tennen]: (p) => (p === undefined ? undefined : { keyword: "tennen", n: p }),
};

export function keyword(c: Ctx, n: CstNode): Keyword {
  if (has(n, "Active")) return { keyword: "active" };
  if (has(n, "Tennen")) return { keyword: "tennen", n: c.int(tok(n, "NumberLit")) };
  if (has(n, "Break")) return { keyword: "break" };
  if (has(n, "Combi")) return { keyword: "combi" };
  if (has(n, "Coin")) return { keyword: "coins" };
  if (has(n, "Free")) {
    const timings = nodes(n, "timing").map((t) => timing(c, t));
    if (timings.length === 0) return { keyword: "freeEntry" };
    const phases: PhaseTiming[] = timings.map((t) => ({
      phase: t.phase,
      player: t.player === "interrupt" ? "both" : t.player,
    }));
    return { keyword: "freeEntry", phases };
  }
  if (has(n, "TeamUp")) {
    const nm = node(n, "nameRef");
    return {
      keyword: "teamUp",
      partner: nm ? { name: nameRef(c, nm) } : { trait: traitRef(c, node(n, "traitRef")) },
    };
  }
  return boxKeyword(c, needTok(n, "KeywordLit"), tok(n, "StringLit"));
}

/** A keyword written as a 〔…〕 box (with its ▶ text): a known keyword, or a later one (7.11). */
export function boxKeyword(c: Ctx, box: IToken, textTok?: IToken): Keyword {
  const inner = c.bracketText(box, "keyword", "〔突破30〕");
  const m = /^(.*?)(\d+)$/.exec(inner);
  const name = m ? (m[1] ?? "") : inner;
  const param = m ? Number(m[2]) : undefined;
  const known = knownBoxed[name]?.(param);
  if (known && !textTok) return known;
  const out: Keyword = { keyword: "unimplemented", name, raw: box.image };
  if (param !== undefined && Number.isSafeInteger(param)) out.param = param;
  if (textTok) out.text = c.string(textTok);
  return out;
}

export function fmtKeyword(k: Keyword): string {
  switch (k.keyword) {
    case "active":
    case "break":
    case "combi":
    case "coins":
      return k.keyword;
    case "tennen":
      return `tennen ${k.n}`;
    case "gaman":
      // Written as its printed box, which boxKeyword reads back (no word of its own).
      return `〔${BOX_NAMES.gaman}〕`;
    case "freeEntry":
      return k.phases && k.phases.length > 0
        ? `free entry in ${k.phases.map(fmtTiming).join(", ")}`
        : "free entry";
    case "teamUp":
      return `team-up with ${"name" in k.partner ? fmtName(k.partner.name) : fmtTrait(k.partner.trait)}`;
    case "unimplemented": {
      const box = /^〔[^〕\n\r]*〕$/.test(k.raw) ? k.raw : `〔${k.name}${k.param ?? ""}〕`;
      return k.text !== undefined ? `${box} ▶ ${fmtString(k.text)}` : box;
    }
  }
}

/** A keyword as its printed 〔…〕 box, the only form a keyword filter takes. */
export function fmtBoxKeyword(k: Keyword): string {
  switch (k.keyword) {
    case "active":
    case "break":
    case "combi":
    case "gaman":
      return `〔${BOX_NAMES[k.keyword]}〕`;
    case "tennen":
      return `〔${BOX_NAMES.tennen}${k.n}〕`;
    case "unimplemented":
      return k.raw;
    case "freeEntry":
    case "teamUp":
    case "coins":
      // Not producible from a 〔…〕 box; kept readable for messages.
      return `〔${k.keyword}〕`;
  }
}

export function timing(c: Ctx, n: CstNode): Timing {
  const phase = has(n, "Main") ? "main" : "approach";
  const player = has(n, "Own")
    ? "own"
    : has(n, "Opponent")
      ? "opponent"
      : has(n, "Both")
        ? "both"
        : "interrupt";
  return { phase, player, span: c.span(n) };
}

export function fmtTiming(t: Timing | PhaseTiming): string {
  return `[${t.phase}/${t.player}]`;
}
