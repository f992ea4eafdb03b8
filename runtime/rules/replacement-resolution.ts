// A replacement that took an event (replacements.ts) resolves at once (REPLACEMENT_EFFECTS): the
// resolution in progress, if any, is paused (`suspended`) and goes on after it. Its item is its
// card's, a `delayed` item that is never on the stack (nobody can respond to it); the event's card
// is `it`. A declined optional replacement (a `may` whose effect was not done: `did` stays false)
// lets the event happen then, with nothing offered to replace it again. A mandatory replacement
// always takes the event, even when its effect finds nothing to do (the digest is silent; not
// every effect sets `did`, so "did nothing" cannot be told apart yet: an open question).
import { log, type Ctx } from "../core/ctx.ts";
import type { ReplacedEvent, Resolution } from "../core/state.ts";
import { givePointsTo } from "./effects/points.ts";
import { emit } from "./triggers.ts";
import { moveCard } from "./zones.ts";

/** Start the first waiting replacement, pausing the resolution in progress. */
export function startReplacement(ctx: Ctx): void {
  const s = ctx.s;
  const [next, ...rest] = s.replacing!;
  s.replacing = rest.length > 0 ? rest : undefined;
  if (s.resolving) s.suspended = [...(s.suspended ?? []), s.resolving];
  log(ctx, { ev: "replace", card: next!.source, instead: next!.eventCard });
  s.resolving = {
    item: {
      uid: s.nextUid++,
      controller: next!.controller,
      source: next!.source,
      kind: "delayed",
      ability: -1,
      effect: next!.effect,
      targets: [],
      area: "main",
      host: -1,
      eventCard: next!.eventCard,
    },
    work: [next!.effect],
    vars: {},
    did: false,
    waiting: -1,
    replacing: next!,
  };
}

/** The replacement `r` is done: the event after all if it was declined; the paused resolution goes on. */
export function finishReplacement(ctx: Ctx, r: Resolution): void {
  const s = ctx.s;
  const p = r.replacing!;
  s.resolving = null;
  if (p.optional && !r.did) happenAfterAll(ctx, p.instead);
  const paused = s.suspended;
  if (!paused || paused.length === 0) return;
  const top = paused[paused.length - 1]!;
  s.suspended = paused.length > 1 ? paused.slice(0, -1) : undefined;
  s.resolving = { ...top, work: top.work.slice(), vars: { ...top.vars } };
}

/** Do the event a declined replacement had taken (`noReplace`: nothing takes it again). */
function happenAfterAll(ctx: Ctx, e: ReplacedEvent): void {
  if (e.kind === "leave") {
    if (ctx.s.cards[e.card]!.zone !== "main" && ctx.s.cards[e.card]!.zone !== "support") return;
    const { kind: _k, card: id, ...how } = e;
    moveCard(ctx, id, "trash", { ...how, noReplace: true });
    return;
  }
  const given = givePointsTo(ctx, e.defender, e.n, true, false, true);
  if (given > 0)
    emit(ctx, { type: "givesPoint", card: e.approacher, player: ctx.s.cards[e.approacher]!.owner });
}
