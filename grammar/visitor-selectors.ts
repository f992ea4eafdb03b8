// CST→AST for literals, selectors and conditions.
import type { CstNode } from "chevrotain";
import type {
  Comparison,
  Condition,
  Filter,
  Noun,
  PlayerRef,
  QuerySelector,
  Quantity,
  Reference,
  Selector,
  Zone,
} from "./ast.ts";
import { Ctx, has, need, needTok, node, nodes, tok } from "./visitor-base.ts";
import { boxKeyword } from "./visitor-triggers.ts";

export function nameRef(c: Ctx, n: CstNode | undefined): string {
  const t = tok(n, "NameLit");
  return t ? c.bracketText(t, "name", "「平沢 唯」") : c.string(tok(n, "StringLit"));
}
export function traitRef(c: Ctx, n: CstNode | undefined): string {
  const t = tok(n, "TraitLit");
  return t ? c.bracketText(t, "trait", "【音楽】") : c.string(tok(n, "StringLit"));
}
export function titleRef(c: Ctx, n: CstNode | undefined): string {
  const t = tok(n, "TitleLit");
  return t ? c.bracketText(t, "title", "『けいおん!』") : c.string(tok(n, "StringLit"));
}

export function selector(c: Ctx, n: CstNode): Selector {
  const span = c.span(n);
  if (has(n, "This")) {
    const z = node(n, "zone");
    if (!z) return { kind: "This", span };
    const zo = ownerOf(node(z, "owner"));
    // `this in the top N cards of …` is not a place one card is in: read as the deck
    const zone = has(z, "Top") ? "deck" : zoneName(node(z, "zoneName"));
    return { kind: "This", zone: { zone, ...(zo ? { owner: zo } : {}) }, span };
  }
  if (has(n, "Host")) return { kind: "Host", span };
  if (has(n, "It")) return { kind: "It", span };
  return query(c, need(n, "query"));
}

function quantity(c: Ctx, n: CstNode): { q: Quantity; another: boolean } {
  if (has(n, "Up")) return { q: { kind: "upTo", n: c.int(tok(n, "NumberLit")) }, another: false };
  if (has(n, "NumberLit"))
    return { q: { kind: "exactly", n: c.int(tok(n, "NumberLit")) }, another: false };
  if (has(n, "All")) return { q: { kind: "all" }, another: false };
  if (has(n, "Each")) return { q: { kind: "each" }, another: false };
  return { q: { kind: "any" }, another: has(n, "Another") };
}

export function ownerOf(n: CstNode | undefined): "your" | "opponent's" | undefined {
  if (!n) return undefined;
  if (has(n, "Your") || has(n, "Yours")) return "your";
  return "opponent's";
}

function adjective(c: Ctx, n: CstNode): Filter {
  const span = c.span(n);
  if (has(n, "Other")) return { kind: "other", span };
  const color = tok(n, "ColorTok");
  if (color) return { kind: "color", color: color.image as "red", span };
  const state = has(n, "Rested")
    ? "rested"
    : has(n, "Ready")
      ? "ready"
      : has(n, "Approaching")
        ? "approaching"
        : has(n, "Blocking")
          ? "blocking"
          : has(n, "Blocked")
            ? "blocked"
            : has(n, "FaceUp")
              ? "faceUp"
              : "faceDown";
  return { kind: "state", state, span };
}

function noun(c: Ctx, n: CstNode): Noun {
  if (has(n, "Character")) return { kind: "character" };
  if (has(n, "Card")) return { kind: "card" };
  if (has(n, "Event")) return { kind: "event" };
  if (has(n, "Support")) return { kind: "support" };
  const refs = nodes(n, "nameRef");
  const ref = need(n, "nameRef");
  const out: Noun = { kind: "name", name: nameRef(c, ref), span: c.span(n) };
  if (refs.length > 1) out.alternatives = refs.slice(1).map((r) => nameRef(c, r));
  return out;
}

export function comparison(n: CstNode | undefined): Comparison {
  if (has(n, "LE")) return "<=";
  if (has(n, "GE")) return ">=";
  if (has(n, "LT")) return "<";
  if (has(n, "GT")) return ">";
  if (has(n, "NE")) return "!=";
  return "==";
}

/** A filter, or `named 「A」 or with 【B】`: alternatives of simple filters. */
function filter(c: Ctx, n: CstNode): Filter {
  const options = nodes(n, "simpleFilter").map((f) => simpleFilter(c, f));
  if (options.length === 1) return options[0]!;
  return { kind: "either", options, span: c.span(n) };
}

function reference(c: Ctx, n: CstNode): Reference {
  const span = c.span(n);
  if (has(n, "This")) return { kind: "This", span };
  if (has(n, "Host")) return { kind: "Host", span };
  return { kind: "It", span };
}

function simpleFilter(c: Ctx, n: CstNode): Filter {
  const span = c.span(n);
  if (has(n, "From")) return { kind: "title", title: titleRef(c, node(n, "titleRef")), span };
  if (has(n, "Entered")) return { kind: "arrived", how: "entered", span };
  if (has(n, "Field")) return { kind: "arrived", how: "putOntoField", span };
  if (has(n, "Named")) return { kind: "name", name: nameRef(c, node(n, "nameRef")), span };
  const box = tok(n, "KeywordLit");
  if (box) return { kind: "keyword", keyword: boxKeyword(c, box), span };
  if (has(n, "Blocking"))
    return { kind: "battle", relation: "blocking", other: selector(c, need(n, "selector")), span };
  if (has(n, "Blocked"))
    return { kind: "battle", relation: "blockedBy", other: selector(c, need(n, "selector")), span };
  if (has(n, "Without")) return { kind: "stats", has: false, span };
  if (has(n, "apDp")) return { kind: "stats", has: true, span };
  const ref = node(n, "reference");
  if (ref) return { kind: "sameName", as: reference(c, ref), span };
  if (has(n, "Its")) return { kind: "nameContains", text: nameRef(c, node(n, "nameRef")), span };
  const traits = nodes(n, "traitRef");
  if (traits.length > 0) return { kind: "trait", traits: traits.map((t) => traitRef(c, t)), span };
  const st = need(n, "statName");
  const stat = has(st, "Cost")
    ? "cost"
    : has(st, "Ap")
      ? "ap"
      : has(st, "Dp")
        ? "dp"
        : has(st, "Coin")
          ? "coins"
          : "source";
  return {
    kind: "compare",
    stat,
    op: comparison(node(n, "comparison")),
    value: c.int(tok(n, "NumberLit")),
    span,
  };
}

export function zoneName(n: CstNode | undefined): Zone {
  if (has(n, "Hand")) return "hand";
  if (has(n, "Ex")) return "exDeck";
  if (has(n, "Exile")) return "removed";
  if (has(n, "Deck")) return "deck";
  if (has(n, "Trash")) return "trash";
  if (has(n, "Pile")) return "pointPile";
  if (has(n, "Main")) return "mainArea";
  if (has(n, "Support")) return "supportArea";
  return "field";
}

function query(c: Ctx, n: CstNode): QuerySelector {
  const out: QuerySelector = {
    kind: "Query",
    span: c.span(n),
    noun: { kind: "card" },
    filters: [],
  };
  const qn = node(n, "quantity");
  if (qn) {
    const { q, another } = quantity(c, qn);
    out.quantity = q;
    if (another) out.filters.push({ kind: "other", span: c.tokSpan(tok(qn, "Another")) });
  }
  const top = node(n, "topOfDeck");
  const src = top ?? n;
  for (const a of nodes(src, "adjective")) out.filters.push(adjective(c, a));
  out.noun = noun(c, need(src, "noun"));
  for (const f of nodes(src, "filter")) out.filters.push(filter(c, f));
  // `blocking <selector>` is printed last (its selector would take what follows): keep it last
  // in the AST too, so that a format round trip gives the same AST
  out.filters = [
    ...out.filters.filter((f) => f.kind !== "battle"),
    ...out.filters.filter((f) => f.kind === "battle"),
  ];
  if (top) {
    const owner = ownerOf(node(top, "owner")) ?? "your";
    out.zone = { zone: "deck", owner, top: c.int(needTok(top, "NumberLit")) };
    return out;
  }
  const owner = ownerOf(node(n, "owner")) ?? ownerOf(node(n, "ofOwner"));
  if (owner) out.owner = owner;
  const z = node(n, "zone");
  if (z) {
    const zo = ownerOf(node(z, "owner"));
    if (has(z, "Top"))
      out.zone = { zone: "deck", owner: zo ?? "your", top: c.int(needTok(z, "NumberLit")) };
    else out.zone = { zone: zoneName(node(z, "zoneName")), ...(zo ? { owner: zo } : {}) };
  }
  return out;
}

export function playerRef(n: CstNode | undefined): PlayerRef {
  if (has(n, "You") || has(n, "Your")) return "you";
  if (has(n, "Opponent") || has(n, "OpponentS")) return "opponent";
  if (has(n, "Owner") || has(n, "OwnerS")) return "owner";
  if (has(n, "Controller") || has(n, "ControllerS")) return "controller";
  return "you";
}

export function whose(n: CstNode | undefined): "your" | "opponent's" {
  return has(n, "Your") ? "your" : "opponent's";
}

// ─── Conditions ──────────────────────────────────────────────────────────────────────────────
export function condition(c: Ctx, n: CstNode): Condition {
  const parts = nodes(n, "andCondition").map((a) => andCondition(c, a));
  return fold(c, "Or", parts);
}

function andCondition(c: Ctx, n: CstNode): Condition {
  return fold(
    c,
    "And",
    nodes(n, "notCondition").map((a) => notCondition(c, a)),
  );
}

function fold(c: Ctx, kind: "And" | "Or", parts: Condition[]): Condition {
  const first = parts[0];
  if (!first) throw new Error("empty condition");
  let acc = first;
  for (const right of parts.slice(1)) {
    acc = {
      kind,
      left: acc,
      right,
      span: c.index.span(acc.span.start.offset, right.span.end.offset),
    };
  }
  return acc;
}

function notCondition(c: Ctx, n: CstNode): Condition {
  const inner = node(n, "notCondition");
  if (inner) return { kind: "Not", condition: notCondition(c, inner), span: c.span(n) };
  return atom(c, need(n, "atomCondition"));
}

function atom(c: Ctx, n: CstNode): Condition {
  const span = c.span(n);
  const inner = node(n, "condition");
  if (inner) return condition(c, inner);
  if (has(n, "Count")) {
    return {
      kind: "Count",
      of: selector(c, need(n, "selector")),
      op: comparison(node(n, "comparison")),
      value: c.int(tok(n, "NumberLit")),
      span,
    };
  }
  const pc = node(n, "playerCondition");
  if (pc) {
    const player = playerRef(node(n, "playerRef"));
    const of = selector(c, need(pc, "selector"));
    if (has(pc, "Played")) return { kind: "PlayedThisTurn", player, card: of, span };
    return { kind: "Exists", player, of, span };
  }
  if (has(n, "Point")) {
    return {
      kind: "Points",
      player: has(n, "Your") ? "you" : "opponent",
      op: comparison(node(n, "comparison")),
      value: c.int(tok(n, "NumberLit")),
      span,
    };
  }
  if (has(n, "Turn")) return { kind: "Turn", whose: whose(node(n, "whoseTurn")), span };
  const isA = node(n, "isA");
  if (isA) {
    const what = query(c, need(isA, "query"));
    return {
      kind: "Matches",
      subject: selector(c, need(n, "selector")),
      what: { ...what, quantity: { kind: "any" } },
      span,
    };
  }
  const sw = node(n, "stateWord");
  const state = has(sw, "Rested")
    ? "rested"
    : has(sw, "Ready")
      ? "ready"
      : has(sw, "Approaching")
        ? "approaching"
        : has(sw, "Blocking")
          ? "blocking"
          : has(sw, "Blocked")
            ? "blocked"
            : has(sw, "Hand")
              ? "inHand"
              : "attached";
  const is: Condition = { kind: "Is", subject: selector(c, need(n, "selector")), state, span };
  const other = node(sw, "selector");
  if (other) is.other = selector(c, other);
  return is;
}
