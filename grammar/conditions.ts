// Conditions, read and printed: `count(…) >= 3`, `you have a 「X」`, `your points >= 5`, `this is
// rested`, `it is a 「X」`, `it is your turn`, joined by `not`, `and`, `or` (in that precedence).
import type { CstNode } from "chevrotain";
import type { Condition, Span } from "./ast.ts";
import {
  comparison,
  fmtMeasure,
  fmtPlayer,
  fmtString,
  playerRef,
  readMeasure,
  whose,
} from "./literals.ts";
import { isPlural } from "./selectors.ts";
import { onlyItem, several, type Reader, type Syntax, type SyntaxTable } from "./syntax.ts";
import { has, need, node, nodes, tok } from "./visitor-base.ts";

type Is = Extract<Condition, { kind: "Is" }>;
/** The words of `is <state>` (`in hand` is the token Hand); `attached` when none of these. */
const STATE_TOKENS: [string, Is["state"]][] = [
  ["Rested", "rested"],
  ["Ready", "ready"],
  ["Approaching", "approaching"],
  ["Blocking", "blocking"],
  ["Blocked", "blocked"],
  ["Hand", "inHand"],
  ["Exile", "inExile"],
];
/** How `is <state>` prints the two zone states. */
const STATE_WORDS: Partial<Record<Is["state"], string>> = {
  inHand: "in hand",
  inExile: "in exile",
};

/** `a and b and c` as `(a and b) and c`, each join spanning from its first part to its last. */
function fold<C extends Condition>(
  r: Reader,
  parts: Condition[],
  join: (left: Condition, right: Condition, span: Span) => C,
): C {
  const [first, second, ...rest] = parts;
  if (!first || !second) throw new Error("a condition of one part is that part");
  const span = (a: Condition, b: Condition) => r.index.span(a.span.start.offset, b.span.end.offset);
  let acc = join(first, second, span(first, second));
  for (const right of rest) acc = join(acc, right, span(acc, right));
  return acc;
}

const playerCondition = (n: CstNode, word: string) => has(node(n, "playerCondition"), word);

/**
 * `a or b`, `a and b`: a `rule` node of several `part`s, folded left to right. `precedence` is the
 * join's own: its left side needs as much, its right side more (`a and (b and c)` keeps brackets).
 */
function joined<C extends Extract<Condition, { kind: "And" | "Or" }>>(
  rule: "condition" | "andCondition",
  part: string,
  precedence: number,
  join: (left: Condition, right: Condition, span: Span) => C,
): Syntax<C> {
  return {
    at: { [rule]: several(part) },
    read: (n, r) =>
      fold(
        r,
        nodes(n, part).map((a) => r.condition(a)),
        join,
      ),
    print: (c, p) =>
      `${p.condition(c.left, precedence)} ${c.kind === "Or" ? "or" : "and"} ${p.condition(c.right, precedence + 1)}`,
  };
}

export const conditionSyntax: SyntaxTable<Condition, "kind"> = {
  Or: joined("condition", "andCondition", 0, (left, right, span) => ({
    kind: "Or",
    left,
    right,
    span,
  })),
  And: joined("andCondition", "notCondition", 1, (left, right, span) => ({
    kind: "And",
    left,
    right,
    span,
  })),
  Not: {
    at: { notCondition: (n) => has(n, "notCondition") },
    read: (n, r) => ({
      kind: "Not",
      condition: r.condition(need(n, "notCondition")),
      span: r.span(n),
    }),
    print: (c, p) => `not ${p.condition(c.condition, 2)}`,
  },
  CountVs: {
    at: { atomCondition: (n) => has(n, "Count") && has(n, "measure") },
    read: (n, r) => ({
      kind: "CountVs",
      of: r.selector(need(n, "selector")),
      op: comparison(node(n, "comparison")),
      with: readMeasure(r, need(n, "measure")),
      span: r.span(n),
    }),
    print: (c, p) => `count(${p.selector(c.of)}) ${c.op} ${fmtMeasure(c.with, p)}`,
  },
  Count: {
    at: { atomCondition: (n) => has(n, "Count") && !has(n, "measure") },
    read: (n, r) => ({
      kind: "Count",
      of: r.selector(need(n, "selector")),
      op: comparison(node(n, "comparison")),
      value: r.int(tok(n, "NumberLit")),
      span: r.span(n),
    }),
    print: (c, p) => `count(${p.selector(c.of)}) ${c.op} ${c.value}`,
  },
  Exists: {
    at: { atomCondition: (n) => playerCondition(n, "Have") },
    read: (n, r) => ({
      kind: "Exists",
      player: playerRef(node(n, "playerRef")),
      of: r.selector(need(need(n, "playerCondition"), "selector")),
      span: r.span(n),
    }),
    print: (c, p) =>
      `${fmtPlayer(c.player)} ${c.player === "you" ? "have" : "has"} ${p.selector(c.of)}`,
  },
  HappenedThisTurn: {
    at: { atomCondition: (n) => has(n, "oneTriggerEvent") },
    read: (n, r) => ({
      kind: "HappenedThisTurn",
      event: r.trigger(need(n, "oneTriggerEvent")),
      span: r.span(n),
    }),
    print: (c, p) => `this turn ${p.trigger(c.event)}`,
  },
  PlayedThisTurn: {
    at: { atomCondition: (n) => playerCondition(n, "Played") },
    read: (n, r) => ({
      kind: "PlayedThisTurn",
      player: playerRef(node(n, "playerRef")),
      card: r.selector(need(need(n, "playerCondition"), "selector")),
      span: r.span(n),
    }),
    print: (c, p) => `${fmtPlayer(c.player)} played ${p.selector(c.card)} this turn`,
  },
  Points: {
    at: { atomCondition: (n) => has(node(n, "holding"), "Point") },
    read: (n, r) => {
      const h = need(n, "holding");
      return {
        kind: "Points",
        player: has(n, "Your") ? "you" : "opponent",
        op: comparison(node(h, "comparison")),
        value: r.int(tok(h, "NumberLit")),
        span: r.span(n),
      };
    },
    print: (c) =>
      `${c.player === "opponent" ? "the opponent's" : "your"} points ${c.op} ${c.value}`,
  },
  PlayerCoins: {
    at: { atomCondition: (n) => has(node(n, "holding"), "Coin") },
    read: (n, r) => {
      const h = need(n, "holding");
      return {
        kind: "PlayerCoins",
        player: has(n, "Your") ? "you" : "opponent",
        coin: r.string(tok(h, "StringLit")),
        op: comparison(node(h, "comparison")),
        value: r.int(tok(h, "NumberLit")),
        span: r.span(n),
      };
    },
    print: (c) =>
      `${c.player === "opponent" ? "the opponent's" : "your"} ${fmtString(c.coin)} coins ${c.op} ${c.value}`,
  },
  PlayedFrom: {
    at: { atomCondition: (n) => has(n, "playedHow") },
    read: (n, r) => ({
      kind: "PlayedFrom",
      subject: r.selector(need(n, "selector")),
      how: has(node(n, "playedHow"), "Break") ? "break" : "notFromHand",
      span: r.span(n),
    }),
    print: (c, p) =>
      `${p.selector(c.subject)} is played ${c.how === "break" ? "by break" : "not from hand"}`,
  },
  Phase: {
    at: { atomCondition: (n) => has(n, "Phase") },
    read: (n, r) => ({
      kind: "Phase",
      phase: has(n, "Main") ? "main" : "approach",
      span: r.span(n),
    }),
    print: (c) => `it is the ${c.phase} phase`,
  },
  Turn: {
    at: { atomCondition: (n) => has(n, "Turn") && !has(n, "oneTriggerEvent") },
    read: (n, r) => ({ kind: "Turn", whose: whose(node(n, "whoseTurn")), span: r.span(n) }),
    print: (c) => `it is ${c.whose === "your" ? "your" : "the opponent's"} turn`,
  },
  Matches: {
    // `it is a 「X」`: a description the card fits, any one card
    at: { atomCondition: (n) => has(n, "isA") },
    read(n, r) {
      const what = r.query(need(need(n, "isA"), "query"));
      return {
        kind: "Matches",
        subject: r.selector(need(n, "selector")),
        what: { ...what, quantity: { kind: "any" } },
        span: r.span(n),
      };
    },
    print: (c, p) => `${p.selector(c.subject)} is ${p.selector(c.what)}`,
  },
  Is: {
    at: { atomCondition: (n) => has(n, "stateWord") },
    read(n, r) {
      const sw = node(n, "stateWord");
      const state = STATE_TOKENS.find(([t]) => has(sw, t))?.[1] ?? "attached";
      const is: Is = {
        kind: "Is",
        subject: r.selector(need(n, "selector")),
        state,
        span: r.span(n),
      };
      const other = node(sw, "selector");
      if (other) is.other = r.selector(other);
      return is;
    },
    print: (c, p) =>
      `${p.selector(c.subject)} ${isPlural(c.subject) ? "are" : "is"} ${STATE_WORDS[c.state] ?? c.state}${
        c.other ? `${c.state === "blocked" ? " by" : ""} ${p.selector(c.other)}` : ""
      }`,
  },
};

/** Precedence: or 0 < and 1 < not 2 < atom 3; a part below what its place needs is bracketed. */
export function conditionPrecedence(c: Condition): number {
  return c.kind === "Or" ? 0 : c.kind === "And" ? 1 : c.kind === "Not" ? 2 : 3;
}

/** The node a condition node only wraps: one `and` part, one `not` part, an atom, brackets. */
export function unwrapCondition(n: CstNode): CstNode | undefined {
  if (n.name === "notCondition")
    return has(n, "notCondition") ? undefined : need(n, "atomCondition");
  if (n.name === "atomCondition") return node(n, "condition");
  return onlyItem(n, "condition", "andCondition") ?? onlyItem(n, "andCondition", "notCondition");
}
