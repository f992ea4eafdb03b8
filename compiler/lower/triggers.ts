// Trigger events: AST TriggerEvent → runtime Trigger (event, whose, filter). A subject query
// becomes the runtime's subject word plus a filter on the event's card: `another character of
// yours` is subject "another"; `a character of the opponent's with 【X】` is "opponents" + trait.
import type { MoveCause, PlayerRef, TriggerEvent as AstTrigger } from "../../grammar/ast.ts";
import { dispatch, type Table } from "../../grammar/table.ts";
import type { Trigger, TriggerSubject } from "../../runtime/cards/definition.ts";
import { lowerPlayer } from "./players.ts";
import { unsupported, type LowerContext } from "./context.ts";
import { isFieldZone, lowerFilter, queryOwner, queryZone, refuseThisInZone } from "./selectors.ts";

function whose(w: "your" | "opponent's" | undefined): TriggerSubject {
  return w === "your" ? "yours" : w === "opponent's" ? "opponents" : "any";
}

function playerSubject(ctx: LowerContext, p: PlayerRef, span: AstTrigger["span"]): TriggerSubject {
  const player = lowerPlayer(p);
  if (player === "you") return "yours";
  if (player === "opponent") return "opponents";
  unsupported(ctx, span, `a trigger on the ${player}'s event`);
  return "any";
}

/**
 * `bound`: inside a created trigger, `it` in `by the approach of it` may name the cards bound on
 * creation (compiler/steps/triggers.ts binds them); elsewhere it has nothing to refer to.
 */
export function lowerTrigger(ctx: LowerContext, t: AstTrigger, bound = false): Trigger {
  return dispatch(triggerLowerings, "event", t, ctx, bound);
}

type SubjectTrigger = Extract<AstTrigger, { subject: unknown }>;

/** A subject event: `this enters`, `a character of yours approaches`, … */
const bySubject = (t: SubjectTrigger, ctx: LowerContext, bound: boolean) =>
  withManner(ctx, t, subjectTrigger(ctx, t), bound);

const turn = (t: Extract<AstTrigger, { event: "turnStart" | "turnEnd" }>): Trigger => ({
  event: t.event === "turnStart" ? "startOfTurn" : "endOfTurn",
  subject: whose(t.whose),
});

const triggerLowerings: Table<AstTrigger, "event", Trigger, [LowerContext, boolean]> = {
  anyOf(t, ctx, bound) {
    // One text, several events (rule 4.5 counts it once): the runtime's `or` alternatives.
    const [first, ...rest] = t.events.map((e) => lowerTrigger(ctx, e, bound));
    if (!first) return { event: "endOfTurn", subject: "any" };
    if (first.event === "endOfTurn" || first.event === "startOfTurn")
      unsupported(ctx, t.span, "several events when one is the start or end of a turn");
    return rest.length > 0 ? { ...first, or: rest } : first;
  },
  levelUp(t, ctx) {
    unsupported(ctx, t.span, "levelling up (〔レベルアップ〕, rule 7.11: no known rules)");
    return { event: "enters", subject: "this" };
  },
  performs(t, ctx) {
    unsupported(ctx, t.span, `performing ${t.action} (rule 7.11: no known rules)`);
    return { event: "enters", subject: "this" };
  },
  levelsUp(t, ctx) {
    unsupported(
      ctx,
      t.span,
      "a character levelling up (〔レベルアップ〕, rule 7.11: no known rules)",
    );
    return { event: "enters", subject: "this" };
  },
  turnStart: turn,
  turnEnd: turn,
  phaseStart(t, ctx) {
    unsupported(ctx, t.span, "a trigger at the start of a phase");
    return { event: "startOfTurn", subject: whose(t.whose) };
  },
  pointReceived: (t, ctx) => ({
    event: "pointReceived",
    subject: playerSubject(ctx, t.player, t.span),
  }),
  deckLooked(t, ctx) {
    // such a card waits in a deck: the digest gives a text there no effect (rule 4.4), and where it
    // would be, and whose deck is meant, it does not say
    unsupported(
      ctx,
      t.span,
      "a trigger on a player looking at a deck (a text in the deck, rule 4.4)",
    );
    return { event: "enters", subject: "this" };
  },
  // a player declares an activated text (rules 4.2, 7.1)
  textUsed: (t, ctx) => ({ event: "textUsed", subject: playerSubject(ctx, t.player, t.span) }),
  cardDrawn: (t, ctx) => ({
    event: "cardDrawn",
    subject: playerSubject(ctx, t.player, t.span),
    ...(t.notAtTurnStart ? { notAtTurnStart: true } : {}),
  }),
  cardPlayed(t, ctx) {
    const filter = t.card.kind === "Query" ? lowerFilter(ctx, t.card) : undefined;
    if (t.card.kind !== "Query") unsupported(ctx, t.span, "a `plays` trigger with a reference");
    // `if you play a card in your exile` (SG 01-008): the trigger's filter cannot say where the
    // played card came from, so a zone would be dropped and the text fire on every play
    else if (t.card.zone && t.card.zone.zone !== "exDeck")
      unsupported(ctx, t.span, "a `plays` trigger on a card played from a zone");
    const trigger: Trigger = { event: "cardPlayed", subject: playerSubject(ctx, t.player, t.span) };
    if (t.notFromHand) trigger.notFromHand = true;
    return filter ? { ...trigger, filter } : trigger;
  },
  enters: bySubject,
  putOntoField: bySubject,
  approaches: bySubject,
  blocks: bySubject,
  approachesOrBlocks: bySubject,
  isBlocked: bySubject,
  givesPoint: bySubject,
  leaves: bySubject,
  returnedToHand: bySubject,
  usedAsCost: bySubject,
  putIntoPointPile: bySubject,
  putIntoTrash: bySubject,
  leavesField: bySubject,
  movesArea: bySubject,
  becomesRested: bySubject,
};

/** `by approach` and `by the approach of X`: how the event must have happened. */
function withManner(ctx: LowerContext, t: SubjectTrigger, on: Trigger, bound: boolean): Trigger {
  // givesPoint is only ever an approach's point (8.6), so its `by approach` adds no test.
  if (t.byApproach && t.event !== "givesPoint") on.byApproach = true;
  if (t.area) on.area = t.area;
  if (t.cause) {
    // only a move carries what moved the card (runtime/rules/move-cause.ts)
    if (MOVES.has(t.event)) on.cause = lowerCause(t.cause);
    else unsupported(ctx, t.span, `\`by …\` after an event that is not a move (${t.event})`);
  }
  if (t.times !== undefined) {
    if (t.times < 2) unsupported(ctx, t.span, "an event counted fewer than 2 times in a turn");
    else on.times = t.times;
  }
  // 手札から…のコストとして: a hand card pays into the trash, a point card stays face down (5.1)
  if (t.fromHand) on.fromHand = true;
  if (t.paying) {
    // The card being played with the payment: always the payer's own, so only its filter counts.
    const p = t.paying;
    if (p.kind !== "Query" || p.zone || p.owner === "opponent's")
      unsupported(ctx, p.span, "`used as a cost for` anything but a kind of card you play");
    else on.paying = lowerFilter(ctx, p) ?? {};
  }
  if (t.blocker) {
    // the blocker is across the approach: only its description counts (whose it is follows)
    const b = t.blocker;
    if (b.kind !== "Query" || b.zone)
      unsupported(ctx, b.span, "`blocked by` anything but a kind of character");
    else on.blocker = lowerFilter(ctx, b) ?? {};
  }
  const of = t.approachOf;
  if (!of) return on;
  if (of.kind === "This") on.approachOf = "this";
  else if (of.kind === "Host") on.approachOf = "host";
  else if (of.kind === "It" && bound) on.approachOf = "bound";
  // 自分の「五十鈴 華」のアプローチで (GPF 03-080): an approacher of that kind, wherever it is then
  // (`your 「X」`, `a character of yours`)
  else if (
    of.kind === "Query" &&
    !of.zone &&
    !of.amongIt &&
    (!of.quantity || of.quantity.kind === "any")
  ) {
    const filter = lowerFilter(ctx, of);
    const owner = queryOwner(of);
    on.approachBy = filter ? { owner, filter } : { owner };
  } else
    unsupported(
      ctx,
      of.span,
      "`by the approach of` a number of cards, cards in a zone, or `it` outside a trigger created for this turn",
    );
  return on;
}

/** The events of a card moving between places: the ones whose cause the engine records. */
const MOVES: ReadonlySet<string> = new Set([
  "leaves",
  "leavesField",
  "returnedToHand",
  "putIntoPointPile",
  "putIntoTrash",
  "movesArea",
]);

/** `by an effect of yours` → the runtime's cause, whose seen from the text's controller. */
function lowerCause(c: MoveCause): NonNullable<Trigger["cause"]> {
  return c.whose ? { by: c.by, whose: whose(c.whose) as "yours" | "opponents" } : { by: c.by };
}

function subjectTrigger(ctx: LowerContext, t: SubjectTrigger): Trigger {
  const s = t.subject;
  refuseThisInZone(ctx, s);
  if (s.kind === "This") return { event: t.event, subject: "this" };
  if (s.kind === "Host") return { event: t.event, subject: "host" };
  if (s.kind === "It" || s.kind === "Drawn") {
    unsupported(ctx, t.span, `a trigger about ${s.kind === "It" ? "`it`" : "`drawn cards`"}`);
    return { event: t.event, subject: "this" };
  }
  if (s.zone && !isFieldZone(queryZone(s)))
    unsupported(ctx, s.span, "a trigger about a card outside the field");
  ctx.eventIt = true;
  const owner = s.owner ?? s.zone?.owner;
  const filter = lowerFilter(ctx, s) ?? {};
  let subject: TriggerSubject = whose(owner);
  if (subject === "yours" && filter.other) {
    // The runtime's "another" is "another card of yours".
    subject = "another";
    delete filter.other;
  }
  return Object.keys(filter).length > 0
    ? { event: t.event, subject, filter }
    : { event: t.event, subject };
}
