// CST→AST for effects (steps, links, choices) and continuous (static) effects.
import type { CstNode } from "chevrotain";
import type {
  Effect,
  EffectStep,
  Gains,
  Restriction,
  StaticEffect,
  ZoneDestination,
} from "./ast.ts";
import { Ctx, has, need, needTok, node, nodes, tok } from "./visitor-base.ts";
import {
  condition,
  nameRef,
  playerRef,
  selector,
  traitRef,
  zoneName,
} from "./visitor-selectors.ts";
import { amount, duration, keyword, stat, triggerEvent } from "./visitor-triggers.ts";

function gains(
  c: Ctx,
  target: ReturnType<typeof selector>,
  n: CstNode,
  per: CstNode | undefined,
): Gains {
  const out: Gains = { target, keywords: [] };
  for (const item of nodes(n, "gainItem")) {
    const s = tok(item, "Stat");
    if (s) out.stat = stat(c, s);
    else if (has(item, "Cost"))
      out.cost = c.signed(needTok(item, "SignedNumber").image, needTok(item, "SignedNumber"));
    else if (has(item, "traitRef")) (out.traits ??= []).push(traitRef(c, need(item, "traitRef")));
    else out.keywords.push(keyword(c, need(item, "keyword")));
  }
  if (per) out.per = selector(c, need(per, "selector"));
  return out;
}

export function effect(c: Ctx, n: CstNode): Effect {
  const steps: Effect["steps"] = [{ link: "none", step: choiceStep(c, need(n, "choiceStep")) }];
  for (const l of nodes(n, "effectLink")) {
    const link = has(l, "Then") ? "then" : has(l, "Do") ? "ifYouDo" : "none";
    steps.push({ link, step: choiceStep(c, need(l, "choiceStep")) });
  }
  return { steps, span: c.span(n) };
}

function choiceStep(c: Ctx, n: CstNode): EffectStep {
  const options = nodes(n, "simpleStep").map((s) => simpleStep(c, s));
  const first = options[0];
  if (options.length === 1 && first) return first;
  return { kind: "Choice", options, span: c.span(n) };
}

function simpleStep(c: Ctx, n: CstNode): EffectStep {
  const span = c.span(n);
  const grouped = nodes(n, "choiceStep");
  if (grouped.length === 1) return choiceStep(c, grouped[0]!);
  if (grouped.length > 1)
    return { kind: "Group", steps: grouped.map((g) => choiceStep(c, g)), span };
  const inner = node(n, "simpleStep");
  if (has(n, "Todo")) return { kind: "Todo", text: c.string(tok(n, "StringLit")), span };
  if (has(n, "Colon")) {
    const mode = has(n, "Each") ? "eachTime" : "if";
    const cond = node(n, "condition");
    return {
      kind: "CreateTrigger",
      trigger: triggerEvent(c, need(n, "triggerEvent")),
      mode,
      ...(cond ? { condition: condition(c, cond) } : {}),
      effect: effect(c, need(n, "effect")),
      span,
    };
  }
  if (has(n, "At") && inner)
    return { kind: "Delayed", when: "turnEnd", effect: simpleStep(c, inner), span };
  if (has(n, "If") && inner)
    return {
      kind: "Conditional",
      condition: condition(c, need(n, "condition")),
      effect: simpleStep(c, inner),
      span,
    };
  const pr = node(n, "playerRef");
  if (pr) {
    const player = playerRef(pr);
    const ps = need(n, "playerStep");
    const may = node(ps, "simpleStep");
    if (has(ps, "Cannot"))
      return {
        kind: "PlayBan",
        player,
        card: selector(c, need(ps, "selector")),
        until: has(ps, "Phase") ? "endOfMainPhase" : "endOfTurn",
        span,
      };
    if (may && has(ps, "Must")) return { kind: "Must", player, effect: simpleStep(c, may), span };
    if (may) return { kind: "May", player, effect: simpleStep(c, may), span };
    return { kind: "Draw", player, amount: amount(c, node(ps, "amount")), span };
  }
  const v = node(n, "verbStep");
  if (v) return verbStep(c, v);
  return subjectStep(c, need(n, "subjectStep"));
}

export function verbStep(c: Ctx, n: CstNode): EffectStep {
  const span = c.span(n);
  const sel = () => selector(c, need(n, "selector"));
  const possessive = (i = 0) => playerRef(node(n, "playerPossessive", i));
  // `put 3 "タコスコイン" coins on this`: the coin's printed name; none for the +10/+10 coin
  const coinName = (): { coin?: string } => {
    const t = tok(n, "StringLit");
    return t ? { coin: c.string(t) } : {};
  };
  if (has(n, "Draw"))
    return { kind: "Draw", player: "you", amount: amount(c, node(n, "amount")), span };
  if (has(n, "Trash")) return { kind: "Trash", target: sel(), span };
  if (has(n, "Return")) return { kind: "ReturnToHand", target: sel(), span };
  if (has(n, "Rest")) return { kind: "Rest", target: sel(), span };
  if (has(n, "Ready")) return { kind: "Ready", target: sel(), span };
  if (has(n, "Put")) {
    const rest = node(n, "putRest");
    if (rest) {
      if (has(rest, "Trash")) return { kind: "PutRest", to: "trash", order: "kept", span };
      const to = has(rest, "Top") ? "deckTop" : "deckBottom";
      return { kind: "PutRest", to, order: has(rest, "Any") ? "chosen" : "kept", span };
    }
    if (has(n, "Coin"))
      return {
        kind: "PutCoins",
        target: sel(),
        amount: amount(c, node(n, "amount")),
        ...coinName(),
        span,
      };
    const to = destination(need(n, "destination"));
    // `put X into exile` says `exile X` (a removed card goes to its owner's exile): one AST form.
    if (to === "removed") return { kind: "Exile", target: sel(), span };
    const move: EffectStep = { kind: "Move", target: sel(), to, span };
    if (has(n, "Face")) move.faceDown = has(n, "Down");
    if (has(n, "Rested")) move.rested = true;
    return move;
  }
  if (has(n, "Remove"))
    return {
      kind: "RemoveCoins",
      target: sel(),
      amount: amount(c, node(n, "amount")),
      ...coinName(),
      span,
    };
  if (has(n, "Look"))
    return { kind: "LookAtTop", player: possessive(), amount: amount(c, node(n, "amount")), span };
  if (has(n, "Search")) {
    const target = sel();
    const top = tok(n, "NumberLit");
    if (top && target.kind === "Query") {
      const player = possessive();
      const owner = player === "opponent" ? "opponent's" : "your";
      target.zone = { zone: "deck", owner, top: c.int(top) };
    }
    // `search your ex deck for 1 「X」`: the searched cards are in that EX deck
    if (has(n, "Ex") && target.kind === "Query" && !target.zone) {
      const owner = possessive() === "opponent" ? "opponent's" : "your";
      target.zone = { zone: "exDeck", owner };
    }
    return { kind: "Search", player: possessive(), target, reveal: has(n, "Reveal"), span };
  }
  if (has(n, "Shuffle")) return { kind: "Shuffle", player: possessive(), span };
  if (has(n, "Give"))
    return {
      kind: "GivePoints",
      player: playerRef(node(n, "playerRef")),
      amount: amount(c, node(n, "amount")),
      span,
    };
  if (has(n, "Turn"))
    return { kind: "TurnPoints", target: sel(), face: has(n, "Up") ? "up" : "down", span };
  const ex = node(n, "exileTarget");
  if (ex) return { kind: "Exile", target: selector(c, need(ex, "selector")), span };
  const next = node(n, "nextCardCost");
  if (next) {
    const t = needTok(next, "SignedNumber");
    return {
      kind: "CostChange",
      player: playerRef(node(next, "playerRef")),
      card: selector(c, need(next, "selector")),
      delta: c.signed(t.image, t),
      span,
    };
  }
  const reset = node(n, "resetStat");
  if (reset) {
    const which = has(reset, "Slash") ? "both" : has(reset, "Ap") ? "ap" : "dp";
    return { kind: "ResetStat", target: selector(c, need(reset, "selector")), which, span };
  }
  const neg = node(n, "negate");
  if (neg) {
    const what = has(neg, "Event") ? "event" : has(neg, "Text") ? "text" : "declaration";
    return { kind: "Negate", what, span };
  }
  const des = node(n, "designate");
  if (des) return { kind: "Designate", target: selector(c, need(des, "selector")), span };
  const sw = node(n, "swap");
  if (sw)
    return {
      kind: "Swap",
      hand: selector(c, need(sw, "selector")),
      point: selector(c, need(sw, "selector", 1)),
      span,
    };
  const set = need(n, "setStat");
  const { ap, dp } = stat(c, needTok(set, "Stat"));
  const d = duration(node(set, "duration"));
  return {
    kind: "SetStat",
    target: selector(c, need(set, "selector")),
    ap,
    dp,
    ...(d ? { duration: d } : {}),
    span,
  };
}

function destination(n: CstNode): ZoneDestination | "removed" {
  const owner = playerRef(node(n, "playerPossessive"));
  if (has(n, "Top") || has(n, "Bottom"))
    return { zone: "deck", owner, position: has(n, "Top") ? "top" : "bottom" };
  const z = zoneName(node(n, "zoneName"));
  if (z === "removed") return z;
  const zone = z === "deck" || z === "field" ? "mainArea" : z;
  return { zone, owner };
}

function subjectStep(c: Ctx, n: CstNode): EffectStep {
  const span = c.span(n);
  const target = selector(c, need(n, "selector"));
  if (has(n, "Again")) return { kind: "ApproachAgain", target, span };
  if (has(n, "Battle"))
    return {
      kind: "Battle",
      attacker: target,
      defender: selector(c, need(n, "selector", 1)),
      span,
    };
  const d = duration(node(n, "duration"));
  const dur = d ? { duration: d } : {};
  if (has(n, "Leave"))
    return { kind: "Restrict", target, restriction: { kind: "cannotLeave" }, ...dur, span };
  const w = node(n, "cannotWhat");
  if (w) return { kind: "Restrict", target, restriction: restriction(c, w), ...dur, span };
  return {
    kind: "Gets",
    ...gains(c, target, need(n, "gains"), node(n, "perEach")),
    ...(d ? { duration: d } : {}),
    span,
  };
}

export function staticEffect(c: Ctx, n: CstNode): StaticEffect {
  const span = c.span(n);
  const target = selector(c, need(n, "selector"));
  if (has(n, "Source")) {
    const t = needTok(n, "SignedNumber");
    return {
      kind: "SourceModifier",
      target,
      delta: c.signed(t.image, t),
      whenPaying: selector(c, need(n, "selector", 1)),
      span,
    };
  }
  if (has(n, "Gets"))
    return { kind: "Gets", ...gains(c, target, need(n, "gains"), node(n, "perEach")), span };
  if (has(n, "As")) return { kind: "CountsAs", target, name: nameRef(c, node(n, "nameRef")), span };
  if (has(n, "Can"))
    return { kind: "Restriction", target, restriction: { kind: "canBlockWhileRested" }, span };
  if (has(n, "Must"))
    return { kind: "Restriction", target, restriction: { kind: "mustApproach" }, span };
  if (has(n, "Does")) {
    const when = has(n, "Blocking")
      ? "blocking"
      : has(n, "Blocked")
        ? "blocked"
        : has(n, "Battle")
          ? "battle"
          : undefined;
    return {
      kind: "Restriction",
      target,
      restriction: { kind: "doesNotLeave", ...(when ? { when } : {}) },
      span,
    };
  }
  return { kind: "Restriction", target, restriction: restriction(c, need(n, "cannotWhat")), span };
}

/** `cannot be blocked [by X]`, `cannot block [the approach of X]`, `cannot approach`. */
function restriction(c: Ctx, w: CstNode): Restriction {
  const other = node(w, "selector");
  if (has(w, "Be"))
    return { kind: "cannotBeBlocked", ...(other ? { by: selector(c, other) } : {}) };
  if (has(w, "Block"))
    return { kind: "cannotBlock", ...(other ? { target: selector(c, other) } : {}) };
  return { kind: "cannotApproach" };
}
