// CST→AST for keywords, timings, trigger events, amounts, durations and stat pairs.
import type { CstNode, IToken } from "chevrotain";
import type { Amount, Duration, Keyword, PhaseTiming, Timing, TriggerEvent } from "./ast.ts";
import { Ctx, has, need, needTok, node, nodes, tok } from "./visitor-base.ts";
import { nameRef, playerRef, selector, traitRef, whose } from "./visitor-selectors.ts";

/** Printed Japanese keywords in 〔〕 that are known keywords, not later unimplemented ones. */
const knownBoxed: Record<string, (param?: number) => Keyword | undefined> = {
  ブレイク: () => ({ keyword: "break" }),
  コンビ: () => ({ keyword: "combi" }),
  アクティブ: () => ({ keyword: "active" }),
  天然: (p) => (p === undefined ? undefined : { keyword: "tennen", n: p }),
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

export function triggerEvent(c: Ctx, n: CstNode): TriggerEvent {
  const events = nodes(n, "oneTriggerEvent").map((e) => oneTriggerEvent(c, e));
  if (events.length === 1) return events[0]!;
  return { event: "anyOf", events, span: c.span(n) };
}

function oneTriggerEvent(c: Ctx, n: CstNode): TriggerEvent {
  const span = c.span(n);
  if (has(n, "Start") || has(n, "End")) {
    const w = node(n, "whoseTurn");
    const whoseTurn = w ? { whose: whose(w) } : {};
    if (has(n, "Phase"))
      return {
        event: "phaseStart",
        phase: has(n, "Main") ? "main" : "approach",
        ...whoseTurn,
        span,
      };
    return { event: has(n, "Start") ? "turnStart" : "turnEnd", ...whoseTurn, span };
  }
  const pr = node(n, "playerRef");
  if (pr) {
    const player = playerRef(pr);
    if (has(n, "Play"))
      return { event: "cardPlayed", player, card: selector(c, need(n, "selector")), span };
    if (has(n, "Level"))
      return { event: "levelUp", player, card: selector(c, need(n, "selector")), span };
    return { event: "pointReceived", player, span };
  }
  const subject = selector(c, need(n, "selector"));
  const ev = need(n, "subjectEvent");
  if (has(ev, "Enters")) return { event: "enters", subject, span };
  if (has(ev, "Is")) {
    if (has(ev, "Into"))
      return has(ev, "By")
        ? { event: "putIntoPointPile", subject, span, byApproach: true }
        : { event: "putIntoPointPile", subject, span };
    const paying = node(ev, "selector");
    if (paying) return { event: "usedAsCost", subject, span, paying: selector(c, paying) };
    const event = has(ev, "Put")
      ? "putOntoField"
      : has(ev, "Blocked")
        ? "isBlocked"
        : has(ev, "Returned")
          ? "returnedToHand"
          : "usedAsCost";
    return { event, subject, span };
  }
  if (has(ev, "Approaches"))
    return { event: has(ev, "Or") ? "approachesOrBlocks" : "approaches", subject, span };
  if (has(ev, "Block")) return { event: "blocks", subject, span };
  if (has(ev, "Gives"))
    return { event: "givesPoint", subject, span, ...(has(ev, "By") ? { byApproach: true } : {}) };
  const of = node(ev, "selector");
  if (of) return { event: "leaves", subject, span, approachOf: selector(c, of) };
  return { event: "leaves", subject, span };
}

export function amount(c: Ctx, n: CstNode | undefined): Amount {
  const s = node(n, "selector");
  if (s) return { kind: "Count", of: selector(c, s) };
  return { kind: "Number", value: c.int(tok(n, "NumberLit")) };
}

export function duration(n: CstNode | undefined): Duration | undefined {
  if (!n) return undefined;
  return has(n, "Until") ? { kind: "untilEndOfTurn" } : { kind: "thisTurn" };
}

/** `+10/±0` → {ap: 10, dp: 0}. */
export function stat(c: Ctx, t: IToken): { ap: number; dp: number } {
  const [a = "0", d = "0"] = t.image.split("/");
  return { ap: c.signed(a, t), dp: c.signed(d, t) };
}
