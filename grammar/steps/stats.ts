// Steps and continuous effects that change what a card is: `X gets +10/+10 and active` (as a step,
// for a while; as a continuous effect, while the text applies), set and reset AP/DP, the cost of
// the next card played, the source a card gives, and a name it counts as.
import type { CstNode } from "chevrotain";
import type { Gains, Selector } from "../ast.ts";
import { fmtKeyword, keyword } from "../keyword-syntax.ts";
import {
  duration,
  fmtDelta,
  fmtDuration,
  fmtName,
  fmtPlayerVerb,
  fmtSigned,
  fmtMeasure,
  fmtTrait,
  nameRef,
  playerRef,
  readMeasure,
  stat,
  traitRef,
} from "../literals.ts";
import { isPlural } from "../selectors.ts";
import type { Printer, Reader } from "../syntax.ts";
import { has, need, needTok, node, nodes, tok, toks } from "../visitor-base.ts";
import { subject, target, verb, type StaticSyntax, type StepSyntax } from "./syntax.ts";

/** `+10/+10 and active`, `cost +2`, `【音楽】`, and `for each <selector>` after them. */
function gains(r: Reader, who: Selector, n: CstNode, per: CstNode | undefined): Gains {
  const out: Gains = { target: who, keywords: [] };
  for (const item of nodes(n, "gainItem")) {
    const s = tok(item, "Stat");
    if (s) out.stat = stat(r, s);
    else if (has(item, "Tennen"))
      out.tennen = r.signed(needTok(item, "SignedNumber").image, needTok(item, "SignedNumber"));
    else if (has(item, "Cost"))
      out.cost = r.signed(needTok(item, "SignedNumber").image, needTok(item, "SignedNumber"));
    else if (has(item, "traitRef")) (out.traits ??= []).push(traitRef(r, need(item, "traitRef")));
    else out.keywords.push(keyword(r, need(item, "keyword")));
  }
  if (per) out.per = r.selector(need(per, "selector"));
  return out;
}

function fmtGains(g: Gains, p: Printer): string {
  const items: string[] = [];
  if (g.stat) items.push(`${fmtSigned(g.stat.ap)}/${fmtSigned(g.stat.dp)}`);
  if (g.cost !== undefined) items.push(`cost ${fmtDelta(g.cost)}`);
  if (g.tennen !== undefined) items.push(`tennen ${fmtDelta(g.tennen)}`);
  for (const k of g.keywords) items.push(fmtKeyword(k));
  for (const t of g.traits ?? []) items.push(fmtTrait(t));
  const verb = isPlural(g.target) ? "get" : "gets";
  const per = g.per ? ` for each ${p.selector(g.per)}` : "";
  return `${p.selector(g.target)} ${verb} ${items.join(" and ")}${per}`;
}

/** `get` or `gets`, `count` or `counts`: the verb agrees with its subject. */
const agrees = (s: Selector, verb: string) => (isPlural(s) ? verb : `${verb}s`);

export const statSteps = {
  Gets: {
    // `X gets text (…)` is GrantText (triggers.ts)
    at: { subjectStep: (n) => has(n, "Gets") && !has(n, "grantedText") },
    read(n, r) {
      const g = gains(r, target(n, r), need(n, "gains"), node(n, "perEach"));
      const d = duration(node(n, "duration"));
      return { kind: "Gets", ...g, ...(d ? { duration: d } : {}), span: r.span(n) };
    },
    print: (s, p) => `${fmtGains(s, p)}${fmtDuration(s.duration)}`,
  },
  SetStat: {
    at: verb("setStat"),
    read(n, r) {
      const set = need(n, "setStat");
      const one = tok(set, "NumberLit");
      const measured = node(set, "measure");
      const which: "ap" | "dp" = has(set, "Ap") ? "ap" : "dp";
      // `the dp of X becomes 0`: one stat set, the other left as it is; `… becomes the ap of Y`:
      // one stat set to a value measured on resolution
      const values = measured
        ? { to: { stat: which, value: readMeasure(r, measured) } }
        : one
          ? { [which]: r.int(one) }
          : stat(r, needTok(set, "Stat"));
      const d = duration(node(set, "duration"));
      return {
        kind: "SetStat",
        target: target(set, r),
        ...values,
        ...(d ? { duration: d } : {}),
        span: r.span(n),
      };
    },
    print: (s, p) => {
      if (s.to)
        return `the ${s.to.stat} of ${p.selector(s.target)} becomes ${fmtMeasure(s.to.value, p)}${fmtDuration(s.duration)}`;
      const which = s.dp === undefined ? "ap" : s.ap === undefined ? "dp" : "ap/dp";
      const value = which === "ap/dp" ? `${s.ap}/${s.dp}` : String(s.ap ?? s.dp);
      return `the ${which} of ${p.selector(s.target)} becomes ${value}${fmtDuration(s.duration)}`;
    },
  },
  SwapStats: {
    at: verb("swapStats"),
    read(n, r) {
      const sw = need(n, "swapStats");
      const d = duration(node(sw, "duration"));
      return {
        kind: "SwapStats",
        target: target(sw, r),
        ...(d ? { duration: d } : {}),
        span: r.span(n),
      };
    },
    print: (s, p) => `swap the ap and dp of ${p.selector(s.target)}${fmtDuration(s.duration)}`,
  },
  ResetStat: {
    at: verb("resetStat"),
    read(n, r) {
      const reset = need(n, "resetStat");
      const which = has(reset, "Slash") ? "both" : has(reset, "Ap") ? "ap" : "dp";
      return { kind: "ResetStat", target: target(reset, r), which, span: r.span(n) };
    },
    print: (s, p) =>
      `reset the ${s.which === "both" ? "ap/dp" : s.which} of ${p.selector(s.target)}`,
  },
  CostChange: {
    at: verb("nextCardCost"),
    read(n, r) {
      const next = need(n, "nextCardCost");
      const [t, more] = toks(next, "SignedNumber");
      const per = node(next, "perEach");
      const also = node(next, "query");
      return {
        kind: "CostChange",
        player: playerRef(node(next, "playerRef")),
        card: target(next, r),
        delta: r.signed(t!.image, t!),
        ...(per ? { per: r.selector(need(per, "selector")) } : {}),
        ...(also && more
          ? { bonus: { if: r.query(also), delta: r.signed(more.image, more) } }
          : {}),
        span: r.span(n),
      };
    },
    print: (s, p) =>
      `the next ${p.selector(s.card, true)} ${fmtPlayerVerb(s.player, "play")} this turn gets cost ${fmtDelta(s.delta)}${s.per ? ` for each ${p.selector(s.per)}` : ""}${s.bonus ? ` and cost ${fmtDelta(s.bonus.delta)} more if it is ${p.selector(s.bonus.if, true)}` : ""}`,
  },
} satisfies StepSyntax;

export const statStatics = {
  Gets: {
    at: { staticEffect: (n) => has(n, "Gets") && !has(n, "Source") },
    read: (n, r) => ({
      kind: "Gets",
      ...gains(r, target(n, r), need(n, "gains"), node(n, "perEach")),
      span: r.span(n),
    }),
    print: (e, p) => fmtGains(e, p),
  },
  SourceModifier: {
    at: { staticEffect: (n) => has(n, "Source") },
    read(n, r) {
      const who = target(n, r);
      const value = tok(n, "NumberLit");
      const t = value ?? needTok(n, "SignedNumber");
      return {
        kind: "SourceModifier",
        target: who,
        delta: value ? r.int(value) : r.signed(t.image, t),
        whenPaying: target(n, r, 1),
        ...(value ? { set: true as const } : {}),
        span: r.span(n),
      };
    },
    print: (e, p) =>
      `${p.selector(e.target)} ${agrees(e.target, "get")} source ${e.set ? e.delta : fmtDelta(e.delta)} when paying for ${p.selector(e.whenPaying)}`,
  },
  CountsAs: {
    at: { staticEffect: (n) => has(n, "As") },
    read: (n, r) => ({
      kind: "CountsAs",
      target: target(n, r),
      names: nodes(n, "nameRef").map((x) => nameRef(r, x)),
      ...(has(n, "Everywhere") ? { everywhere: true as const } : {}),
      span: r.span(n),
    }),
    print: (e, p) =>
      `${p.selector(e.target)} ${agrees(e.target, "count")} as ${e.names.map(fmtName).join(" and ")}${e.everywhere ? " everywhere" : ""}`,
  },
} satisfies StaticSyntax;
