// The parts of selectors, filters, conditions and trigger events, in the order the checker's
// walker visits them (compiler/walk.ts); effect steps and continuous effects have theirs in their
// family files (compiler/steps/). One table per union: a kind added to one fails to compile here.
import type * as Ast from "../grammar/ast.ts";
import type { Table } from "../grammar/table.ts";
import type { NodeKind, NodeMap } from "./nodes.ts";
import type { PartsWalker } from "./steps/index.ts";

/** The walker as these tables see it: the parts of a step, plus filters and visiting a node. */
export interface NodeWalker extends PartsWalker {
  filter(f: Ast.Filter): void;
  /** Visit a node of `kind`, then what `children` visits with it on the ancestor stack. */
  node<K extends NodeKind>(
    kind: K,
    node: NodeMap[K],
    span: Ast.Span | undefined,
    children?: () => void,
  ): void;
}

const none = () => {};

export const selectorParts: Table<Ast.Selector, "kind", void, [NodeWalker]> = {
  This: none,
  Host: none,
  It: none,
  Drawn: none,
  Query(s, w) {
    // `count(it) of …` (同じ枚数の): what is counted is walked first — it is read before the choice
    if (s.quantity?.kind === "counted") w.amount({ kind: "Count", of: s.quantity.of });
    s.filters.forEach((f) => w.filter(f));
  },
};

export const filterParts: Table<Ast.Filter, "kind", void, [NodeWalker]> = {
  either: (f, w) => f.options.forEach((o) => w.filter(o)),
  // a description compared with (`… as a card in the opponent's trash`) is every matching card
  sameName: (f, w) =>
    f.as.kind === "Query" ? w.counted(() => w.selector(f.as)) : w.selector(f.as),
  sameTrait: (f, w) =>
    f.as.kind === "Query" ? w.counted(() => w.selector(f.as)) : w.selector(f.as),
  // a relation among the chosen cards: nothing inside to walk
  together: none,
  sameColor: (f, w) => w.selector(f.as),
  carrying: (f, w) => w.selector(f.what),
  // `except it`: the card an earlier step chose (PM3004 when there is none)
  except: (f, w) => w.selector(f.what),
  // `with cost <= count(your 「X」)`: the cards counted are every matching card, not a choice
  compareWith: (f, w) => w.counted(() => w.selector(f.with.of)),
  // `blocking your 「X」`: the other side is every matching card, not a choice
  battle: (f, w) => w.counted(() => w.selector(f.other)),
  other: none,
  trait: none,
  name: none,
  title: none,
  keyword: none,
  color: none,
  compare: none,
  level: none,
  affectedBy: none,
  state: none,
  arrived: none,
  participated: none,
  readied: none,
  drawn: none,
  stats: none,
  nameContains: none,
};

export const conditionParts: Table<Ast.Condition, "kind", void, [NodeWalker]> = {
  And(c, w) {
    w.condition(c.left);
    w.condition(c.right);
  },
  Or(c, w) {
    w.condition(c.left);
    w.condition(c.right);
  },
  Not: (c, w) => w.condition(c.condition),
  PlayedFrom: (c, w) => w.selector(c.subject),
  Count: (c, w) => w.counted(() => w.selector(c.of)),
  CountVs: (c, w) =>
    w.counted(() => {
      w.selector(c.of);
      w.selector(c.with.of);
    }),
  Exists: (c, w) => w.selector(c.of),
  Is(c, w) {
    w.selector(c.subject);
    const other = c.other;
    if (other) w.counted(() => w.selector(other));
  },
  Matches(c, w) {
    w.selector(c.subject);
    // a description, not a choice: `it` after it does not refer to it
    w.counted(() => w.selector(c.what));
  },
  PlayedThisTurn: (c, w) => w.selector(c.card),
  // an event already over: its subject is no choice of the ability (`it` after it is not it)
  HappenedThisTurn: (c, w) => w.counted(() => w.trigger(c.event)),
  Points: none,
  PlayerCoins: none,
  Turn: none,
  Phase: none,
};

/** Trigger events are registered by group (nodes.ts): every subject event is `trigger:subject`. */
function subjectTrigger(
  t: Extract<Ast.TriggerEvent, { subject: Ast.Selector }>,
  w: NodeWalker,
): void {
  w.node("trigger:subject", t, t.span, () => {
    w.selector(t.subject);
    if (t.approachOf) w.selector(t.approachOf);
    if (t.paying) w.selector(t.paying);
    if (t.blocker) w.selector(t.blocker);
  });
}
const turnTrigger = (
  t: Extract<Ast.TriggerEvent, { event: "turnStart" | "turnEnd" }>,
  w: NodeWalker,
) => w.node("trigger:turn", t, t.span);

export const triggerWalks: Table<Ast.TriggerEvent, "event", void, [NodeWalker]> = {
  enters: subjectTrigger,
  putOntoField: subjectTrigger,
  approaches: subjectTrigger,
  blocks: subjectTrigger,
  approachesOrBlocks: subjectTrigger,
  isBlocked: subjectTrigger,
  givesPoint: subjectTrigger,
  leaves: subjectTrigger,
  returnedToHand: subjectTrigger,
  usedAsCost: subjectTrigger,
  putIntoPointPile: subjectTrigger,
  putIntoTrash: subjectTrigger,
  leavesField: subjectTrigger,
  movesArea: subjectTrigger,
  becomesRested: subjectTrigger,
  cardPlayed: (t, w) => w.node("trigger:cardPlayed", t, t.span, () => w.selector(t.card)),
  pointReceived: (t, w) => w.node("trigger:pointReceived", t, t.span),
  cardDrawn: (t, w) => w.node("trigger:cardDrawn", t, t.span),
  textUsed: (t, w) => w.node("trigger:textUsed", t, t.span),
  deckLooked: (t, w) => w.node("trigger:deckLooked", t, t.span),
  levelUp: (t, w) => w.node("trigger:levelUp", t, t.span, () => w.selector(t.card)),
  performs: (t, w) => w.node("trigger:performs", t, t.span),
  levelsUp: (t, w) => w.node("trigger:levelsUp", t, t.span, () => w.selector(t.character)),
  turnStart: turnTrigger,
  turnEnd: turnTrigger,
  phaseStart: (t, w) => w.node("trigger:phaseStart", t, t.span),
  anyOf: (t, w) => w.node("trigger:anyOf", t, t.span, () => t.events.forEach((e) => w.trigger(e))),
};
