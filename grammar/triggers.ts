// Trigger events, read and printed: `this enters`, `a character of yours approaches`, `you play
// 「X」`, `end of turn`, `start of your main phase`, and several joined by `or`. The events a
// subject does (`<selector> enters`) share one AST member; each still has its own entry here.
import type { CstNode } from "chevrotain";
import type { MoveCause, PlayerRef, Selector, Span, SubjectEvent, TriggerEvent } from "./ast.ts";
import { fmtPlayerVerb, fmtString, playerRef, whose } from "./literals.ts";
import {
  onlyItem,
  several,
  type Printer,
  type Reader,
  type Syntax,
  type SyntaxTable,
} from "./syntax.ts";
import { has, need, node, nodes, tok } from "./visitor-base.ts";

type SubjectTrigger = Extract<TriggerEvent, { subject: Selector }>;

/** `<selector> <verb>`: `is` tests the subjectEvent node, `extra` reads how it happened. */
function subjectEvent(
  event: SubjectEvent,
  is: (ev: CstNode) => boolean,
  verb: (t: SubjectTrigger, p: Printer) => string,
  extra: (ev: CstNode, r: Reader) => Partial<SubjectTrigger> = () => ({}),
): Syntax<SubjectTrigger> {
  return {
    at: {
      oneTriggerEvent: (n) => {
        const ev = node(n, "subjectEvent");
        return ev !== undefined && is(ev);
      },
    },
    read(n, r) {
      const subject = r.selector(need(n, "selector"));
      const times = tok(n, "NumberLit");
      const cause = node(n, "moveCause");
      return {
        event,
        subject,
        span: r.span(n),
        ...extra(need(n, "subjectEvent"), r),
        ...(cause ? { cause: moveCause(cause) } : {}),
        ...(times ? { times: r.int(times) } : {}),
      };
    },
    print: (t, p) =>
      `${p.selector(t.subject)} ${verb(t, p)}${t.cause ? ` ${fmtMoveCause(t.cause)}` : ""}${t.times !== undefined ? ` ${t.times} times this turn` : ""}`,
  };
}

/** `<player> play <card>`, `<player> level up into <card>`: `verb` agrees with the player. */
function playerCardEvent<T extends Extract<TriggerEvent, { card: Selector }>>(
  word: string,
  verb: string,
  after: string,
  make: (player: PlayerRef, card: Selector, span: Span, n: CstNode) => T,
  tail: (t: T) => string = () => "",
): Syntax<T> {
  return {
    at: { oneTriggerEvent: (n) => has(n, word) },
    read: (n, r) =>
      make(playerRef(node(n, "playerRef")), r.selector(need(n, "selector")), r.span(n), n),
    print: (t, p) => `${fmtPlayerVerb(t.player, verb)}${after} ${p.selector(t.card)}${tail(t)}`,
  };
}

/** `by an effect [of yours | of the opponent's]`, `by a card of yours | of the opponent's`. */
function moveCause(n: CstNode): MoveCause {
  const of = node(n, "ofOwner");
  const whose = of ? (has(of, "Yours") ? "your" : "opponent's") : undefined;
  return { by: has(n, "Effect") ? "effect" : "card", ...(whose ? { whose } : {}) };
}

function fmtMoveCause(c: MoveCause): string {
  const of = c.whose ? ` of ${c.whose === "your" ? "yours" : "the opponent's"}` : "";
  return `${c.by === "effect" ? "by an effect" : "by a card"}${of}`;
}

/** `moves from the support area to the main area`: the area named last is where it moved to. */
function movedTo(ev: CstNode): "main" | "support" {
  const main = tok(ev, "Main")?.startOffset ?? -1;
  const support = tok(ev, "Support")?.startOffset ?? -1;
  return main > support ? "main" : "support";
}

/** `by approach` after `gives a point` / `is put into the point pile`: only through an approach. */
const byApproach = (ev: CstNode) => (has(ev, "By") ? { byApproach: true } : {});

/** `start of [your] turn`, `end of [the opponent's] turn`. */
const turnEvent = (event: "turnStart" | "turnEnd", word: "Start" | "End") =>
  ({
    at: { oneTriggerEvent: (n) => has(n, word) && !has(n, "Phase") && !has(n, "Draw") },
    read(n, r) {
      const w = node(n, "whoseTurn");
      return { event, ...(w ? { whose: whose(w) } : {}), span: r.span(n) };
    },
    print: (t) => `${t.event === "turnStart" ? "start" : "end"} of ${whoseWords(t.whose)}turn`,
  }) satisfies Syntax<Extract<TriggerEvent, { event: "turnStart" | "turnEnd" }>>;

const whoseWords = (w: "your" | "opponent's" | undefined) =>
  w ? `${w === "your" ? "your" : "the opponent's"} ` : "";

export const triggerSyntax: SyntaxTable<TriggerEvent, "event"> = {
  enters: subjectEvent(
    "enters",
    (ev) => has(ev, "Enters"),
    (t) => (t.area ? `enters the ${t.area} area` : "enters"),
    (ev) => (has(ev, "Area") ? { area: has(ev, "Support") ? "support" : "main" } : {}),
  ),
  putOntoField: subjectEvent(
    "putOntoField",
    (ev) => has(ev, "Onto"),
    () => "is put onto the field",
  ),
  approaches: subjectEvent(
    "approaches",
    (ev) => has(ev, "Approaches") && !has(ev, "Or"),
    () => "approaches",
  ),
  blocks: subjectEvent(
    "blocks",
    (ev) => has(ev, "Block") && !has(ev, "Approaches"),
    () => "blocks",
  ),
  approachesOrBlocks: subjectEvent(
    "approachesOrBlocks",
    (ev) => has(ev, "Approaches") && has(ev, "Or"),
    () => "approaches or blocks",
  ),
  isBlocked: subjectEvent(
    "isBlocked",
    (ev) => has(ev, "Blocked"),
    (t, p) => (t.blocker ? `is blocked by ${p.selector(t.blocker)}` : "is blocked"),
    (ev, r) => {
      const by = node(ev, "selector");
      return by ? { blocker: r.selector(by) } : {};
    },
  ),
  givesPoint: subjectEvent(
    "givesPoint",
    (ev) => has(ev, "Gives"),
    (t) => (t.byApproach ? "gives a point by approach" : "gives a point"),
    byApproach,
  ),
  leavesField: subjectEvent(
    "leavesField",
    (ev) => has(ev, "Leaves") && has(ev, "Field"),
    () => "leaves the field",
  ),
  movesArea: subjectEvent(
    "movesArea",
    (ev) => has(ev, "areaMove"),
    (t) => {
      const to = t.area ?? "main";
      return `moves from the ${to === "main" ? "support" : "main"} area to the ${to} area`;
    },
    (ev) => ({ area: movedTo(need(ev, "areaMove")) }),
  ),
  leaves: subjectEvent(
    "leaves",
    (ev) => has(ev, "Leaves") && !has(ev, "Field"),
    (t, p) =>
      t.approachOf
        ? `leaves by the approach of ${p.selector(t.approachOf)}`
        : t.byApproach
          ? "leaves by approach"
          : "leaves",
    (ev, r) => {
      const how = node(ev, "leavesBy");
      const of = node(how, "selector");
      return of ? { approachOf: r.selector(of) } : how ? { byApproach: true } : {};
    },
  ),
  becomesRested: subjectEvent(
    "becomesRested",
    (ev) => has(ev, "Becomes"),
    () => "becomes rested",
  ),
  returnedToHand: subjectEvent(
    "returnedToHand",
    (ev) => has(ev, "Returned"),
    () => "is returned to hand",
  ),
  usedAsCost: subjectEvent(
    "usedAsCost",
    (ev) => has(ev, "Used"),
    (t, p) =>
      `is used as a cost${t.fromHand ? " from hand" : ""}${t.paying ? ` for ${p.selector(t.paying)}` : ""}`,
    (ev, r) => {
      const paying = node(ev, "selector");
      return {
        ...(paying ? { paying: r.selector(paying) } : {}),
        ...(has(ev, "From") ? { fromHand: true as const } : {}),
      };
    },
  ),
  putIntoPointPile: subjectEvent(
    "putIntoPointPile",
    (ev) => has(ev, "Pile"),
    (t) => (t.byApproach ? "is put into the point pile by approach" : "is put into the point pile"),
    byApproach,
  ),
  putIntoTrash: subjectEvent(
    "putIntoTrash",
    (ev) => has(ev, "Trash"),
    () => "is put into the trash",
  ),
  cardPlayed: playerCardEvent(
    "Play",
    "play",
    "",
    (player, card, span, n) => ({
      event: "cardPlayed",
      player,
      card,
      // `not from hand` (手札以外から): only a play from another zone
      ...(has(n, "Hand") ? { notFromHand: true as const } : {}),
      span,
    }),
    (t) => (t.notFromHand ? " not from hand" : ""),
  ),
  levelUp: playerCardEvent("Level", "level", " up into", (player, card, span) => ({
    event: "levelUp",
    player,
    card,
    span,
  })),
  performs: {
    at: { oneTriggerEvent: (n) => has(n, "Perform") },
    read: (n, r) => ({
      event: "performs",
      player: playerRef(node(n, "playerRef")),
      action: r.string(tok(n, "StringLit")),
      span: r.span(n),
    }),
    print: (t) => `${fmtPlayerVerb(t.player, "perform")} ${fmtString(t.action)}`,
  },
  levelsUp: {
    at: { oneTriggerEvent: (n) => has(node(n, "subjectEvent"), "Level") },
    read: (n, r) => ({
      event: "levelsUp",
      character: r.selector(need(n, "selector")),
      span: r.span(n),
    }),
    print: (t, p) => `${p.selector(t.character)} levels up`,
  },
  pointReceived: {
    at: { oneTriggerEvent: (n) => has(n, "Receive") },
    read: (n, r) => ({
      event: "pointReceived",
      player: playerRef(node(n, "playerRef")),
      span: r.span(n),
    }),
    print: (t) => `${fmtPlayerVerb(t.player, "receive")} a point`,
  },
  deckLooked: {
    at: { oneTriggerEvent: (n) => has(n, "Look") },
    read: (n, r) => ({
      event: "deckLooked",
      player: playerRef(node(n, "playerRef")),
      ...(has(n, "Effect") ? { byEffect: true as const } : {}),
      span: r.span(n),
    }),
    print: (t) =>
      `${fmtPlayerVerb(t.player, "look")} at a deck${t.byEffect ? " by an effect" : ""}`,
  },
  textUsed: {
    at: { oneTriggerEvent: (n) => has(n, "Text") },
    read: (n, r) => ({
      event: "textUsed",
      player: has(need(n, "ofOwner"), "Yours") ? "you" : "opponent",
      span: r.span(n),
    }),
    print: (t) => `a text of ${t.player === "opponent" ? "the opponent's" : "yours"} is used`,
  },
  cardDrawn: {
    at: { oneTriggerEvent: (n) => has(n, "Draw") },
    read: (n, r) => ({
      event: "cardDrawn",
      player: playerRef(node(n, "playerRef")),
      ...(has(n, "Not") ? { notAtTurnStart: true } : {}),
      span: r.span(n),
    }),
    print: (t) =>
      `${fmtPlayerVerb(t.player, "draw")}${t.notAtTurnStart ? " not at start of turn" : ""}`,
  },
  turnStart: turnEvent("turnStart", "Start"),
  turnEnd: turnEvent("turnEnd", "End"),
  phaseStart: {
    at: { oneTriggerEvent: (n) => has(n, "Phase") },
    read(n, r) {
      const w = node(n, "whoseTurn");
      return {
        event: "phaseStart",
        phase: has(n, "Main") ? "main" : "approach",
        ...(w ? { whose: whose(w) } : {}),
        span: r.span(n),
      };
    },
    print: (t) => `start of ${whoseWords(t.whose)}${t.phase} phase`,
  },
  anyOf: {
    at: { triggerEvent: several("oneTriggerEvent") },
    read: (n, r) => ({
      event: "anyOf",
      events: nodes(n, "oneTriggerEvent").map((e) => r.trigger(e)),
      span: r.span(n),
    }),
    print: (t, p) => t.events.map((e) => p.trigger(e)).join(" or "),
  },
};

/** A trigger of one event is that event. */
export const unwrapTrigger = (n: CstNode) => onlyItem(n, "triggerEvent", "oneTriggerEvent");
