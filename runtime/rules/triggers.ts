// Trigger collection (rule 4.4–4.6): every game event is offered to the triggered texts of the
// cards on the field (and to the card the event is about, so "when this leaves" sees its own
// exit). Matching texts are queued in `state.triggers`; flow.ts orders them and puts them on the
// stack. `if` texts fire once per turn per card (rule 4.5); `eachTime` texts every time.
import type { Trigger, TriggeredAbility } from "../cards/definition.ts";
import { FROM_HAND, FROM_REMOVED, ON_FIELD } from "../cards/game-view.ts";
import { card, defOf, ownPush, type Ctx } from "../core/ctx.ts";
import type { PlayerId } from "../core/state.ts";
import { abilityActive } from "./continuous.ts";
import { offerCreated } from "./effects/delayed.ts";
import {
  COUNTED_EVENTS_ARE_THOSE_THE_TEXT_SAW,
  ENTERS_IS_ALSO_PUT_ONTO_FIELD,
  TRIGGER_WORKS_FROM_HAND_WHEN_SAID,
  TRIGGER_WORKS_FROM_REMOVED_WHEN_SAID,
} from "./project-rulings.ts";
import { recordEvent } from "./history.ts";
import { matches } from "./selectors.ts";
import { mannerMatches, subjectMatches, triggerFor, type TEvent } from "./trigger-match.ts";

/**
 * 休息状態になる: the cards went from ready to rested on the field (approach, block, a rest cost, an
 * effect; [project] ENTERING_RESTED_IS_NOT_BECOMING_RESTED). Called after the change is made.
 */
export function becameRested(ctx: Ctx, ids: readonly number[]): void {
  for (const id of ids) emit(ctx, { type: "becomesRested", card: id, player: card(ctx, id).owner });
}

/** The same game event read as a broader one: 登場 is also 場に出る; an approach or a block is also "approaches or blocks". */
function broaderEvent(type: TEvent["type"]): TEvent["type"] | undefined {
  return type === "enters" && ENTERS_IS_ALSO_PUT_ONTO_FIELD
    ? "putOntoField"
    : type === "approaches" || type === "blocks"
      ? "approachesOrBlocks"
      : undefined;
}

/**
 * Would `emit` do anything with an event of this type: record it (the turn's history) or offer it
 * to a text? [perf: no event for nothing] a caller that must build the event (zones.ts moveCard,
 * its cause and options) asks first: most moves of most games concern no text.
 */
export function heard(ctx: Ctx, type: TEvent["type"]): boolean {
  if (ctx.db.historyEvents.has(type) || mayCollect(ctx, type)) return true;
  const also = broaderEvent(type);
  return also !== undefined && (ctx.db.historyEvents.has(also) || mayCollect(ctx, also));
}

export function emit(ctx: Ctx, ev: TEvent): void {
  const also = broaderEvent(ev.type);
  if (ctx.db.historyEvents.size > 0) {
    recordEvent(ctx, ev);
    // [perf: no copy for nothing] the broader event is built only when something reads it
    if (also && ctx.db.historyEvents.has(also)) recordEvent(ctx, { ...ev, type: also });
  }
  collect(ctx, ev);
  if (also && mayCollect(ctx, also)) collect(ctx, { ...ev, type: also, sameAs: ev.type });
}

/**
 * Whether `collect` could offer anything for an event of this type: the two tests it begins with
 * (created triggers, then the cards with a text on the type — it returns there without one, before
 * the texts that work from the hand or the removed zone).
 */
function mayCollect(ctx: Ctx, type: TEvent["type"]): boolean {
  return ctx.s.delayed.length > 0 || ctx.db.triggersOn.has(type);
}

function offer(
  ctx: Ctx,
  source: number,
  ev: TEvent,
  onFieldNow: boolean,
  offZone?: "hand" | "removed",
): void {
  const abilities = defOf(ctx, source).abilities;
  if (!abilities) return;
  const c = card(ctx, source);
  for (let i = 0; i < abilities.length; i++) {
    const a = abilities[i]!;
    if (a.kind !== "triggered") continue;
    // the first of the text's events (its `or` alternatives) that this event is: several may
    // name the same event for different players (自分または相手が…をプレイした場合, KGY P-001)
    let on: Trigger | undefined = fits(ctx, a, a.on, source, ev, onFieldNow, offZone)
      ? a.on
      : undefined;
    if (!on && a.on.or)
      for (const alt of a.on.or)
        if (fits(ctx, a, alt, source, ev, onFieldNow, offZone)) {
          on = alt;
          break;
        }
    if (!on) continue;
    // One game event fires a text once: `if this enters or this is put onto the field` was
    // already offered the event as `enters`.
    if (ev.sameAs && triggerFor(a.on, { type: ev.sameAs })) continue;
    if (on.times !== undefined && !countReached(ctx, `#${source}:${i}`, on.times)) continue;
    if (!abilityActive(ctx, source, a)) continue;
    if (a.mode === "if") {
      const key = `${source}:${i}`;
      if (ctx.s.usedThisTurn.includes(key)) continue; // rule 4.5
      ownPush(ctx, "usedThisTurn", key);
    }
    ownPush(ctx, "triggers", {
      controller: c.owner,
      source,
      ability: i,
      eventCard: ev.card,
      effect: -1,
    });
  }
}

/**
 * Is `ev` the event `on` (one of text `a`'s alternatives) waits for: its type, where the text's
 * card is, whose event it is, how it happened, and the card it is about?
 */
function fits(
  ctx: Ctx,
  a: TriggeredAbility,
  on: Trigger,
  source: number,
  ev: TEvent,
  onFieldNow: boolean,
  offZone: "hand" | "removed" | undefined,
): boolean {
  if (on.event !== ev.type) return false;
  const c = card(ctx, source);
  // A support card's triggers work while attached; a card off the field only for its own event,
  // or in the hand / removed from the game for a text that works there (手札にある状態で,
  // ゲームから取り除かれている状態で).
  if (
    offZone === "hand"
      ? !a.fromHand
      : offZone === "removed"
        ? !a.fromRemoved
        : !onFieldNow && !(ev.card === source && on.subject === "this")
  )
    return false;
  if (!subjectMatches(ctx, on.subject, source, c.owner, ev, undefined)) return false;
  // `by the approach of host`: the approacher is the character this support card is attached to
  // (mannerMatches asks it only for a text with `approachOf`)
  const approacher = on.approachOf
    ? approacherIs(on.approachOf === "host" ? c.host : source)
    : NONE;
  if (!mannerMatches(ctx, on, ev, approacher, { source, controller: c.owner })) return false;
  return !(
    ev.card >= 0 &&
    on.filter &&
    !matches(ctx, ev.card, on.filter, { source, controller: c.owner })
  );
}

/**
 * Is `n` the approacher `id`? [perf: no closure context] the test is made in a function of its own,
 * only for a text that names the approach: an arrow in `fits` capturing `on`, the card and the
 * source made V8 allocate a context on every `fits` call (every triggered text offered an event).
 * [perf: no named closure] unnamed arrows (tsx's esbuild keepNames wraps named local functions).
 */
function approacherIs(id: number): (n: number) => boolean {
  return (n: number): boolean => n === id;
}
const NONE = (): boolean => false;

/**
 * 同じターンの間に、…がN枚以上…した場合: counts this matching event for the text (the count lives
 * beside rule 4.5's keys and is cleared with them at the start of a turn); true from the Nth on.
 * Only the events the text saw count (COUNTED_EVENTS_ARE_THOSE_THE_TEXT_SAW).
 */
function countReached(ctx: Ctx, key: string, times: number): boolean {
  if (!COUNTED_EVENTS_ARE_THOSE_THE_TEXT_SAW) return true;
  ownPush(ctx, "usedThisTurn", key);
  let n = 0;
  for (const k of ctx.s.usedThisTurn) if (k === key) n++;
  return n >= times;
}

function collect(ctx: Ctx, ev: TEvent): void {
  // Triggers created for this turn (「このターン、…した場合」) first: they exist apart from any card.
  if (ctx.s.delayed.length > 0) offerCreated(ctx, ev);
  // Only the cards with a text on this event (CardDb.triggersOn): most events concern none.
  // [perf: per card id] which card has one is an array read (GameDb.triggersAt), not a Set.has of
  // its definition's key for every card on the field.
  const at = ctx.db.triggersAt.get(ev.type);
  if (!at) return;
  let sawEventCard = false;
  for (let p = 0; p <= 1; p++) {
    const ps = ctx.s.players[p as PlayerId];
    // Three zones without building an array per event (this runs for every game event).
    for (let z = 0; z < 3; z++) {
      const zone = z === 0 ? ps.main : z === 1 ? ps.support : ps.attached;
      for (let i = 0; i < zone.length; i++) {
        const id = zone[i]!;
        if (id === ev.card) sawEventCard = true;
        if ((at[id]! & ON_FIELD) !== 0) offer(ctx, id, ev, true);
      }
    }
  }
  // "when this leaves / is returned / is used as a cost": the card is no longer on the field.
  if (ev.card >= 0 && !sawEventCard && (at[ev.card]! & ON_FIELD) !== 0)
    offer(ctx, ev.card, ev, false);
  // Texts that work from the hand (「このカードが手札にある状態で、…場合」).
  if (TRIGGER_WORKS_FROM_HAND_WHEN_SAID && ctx.db.handTriggersOn.has(ev.type)) {
    for (let p = 0; p <= 1; p++) {
      for (const id of ctx.s.players[p as PlayerId].hand) {
        if (id !== ev.card && (at[id]! & FROM_HAND) !== 0) offer(ctx, id, ev, false, "hand");
      }
    }
  }
  // Texts that work while removed from the game (「ゲームから取り除かれている状態で、…場合」).
  if (TRIGGER_WORKS_FROM_REMOVED_WHEN_SAID && ctx.db.removedTriggersOn.has(ev.type)) {
    for (let p = 0; p <= 1; p++) {
      for (const id of ctx.s.players[p as PlayerId].removed ?? []) {
        if (id !== ev.card && (at[id]! & FROM_REMOVED) !== 0) offer(ctx, id, ev, false, "removed");
      }
    }
  }
}
