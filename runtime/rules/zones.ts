// Moving cards between zones (rule 10.1). Leaving the field resets the card (a new object: no
// coins, no modifiers, ready) and sends its attached support cards to the trash (rule 6.4).
import { appendToZone, card, log, mut, ownZone, removeFromZone, type Ctx } from "../core/ctx.ts";
import type { CardInstance, PlayerId, Zone } from "../core/state.ts";
import { forgetMovedCard } from "./new-object.ts";
import { MOVED_CARD_IS_A_NEW_OBJECT } from "./project-rulings.ts";
import { causeOfMove, type MoveCause } from "./move-cause.ts";
import { emit, heard } from "./triggers.ts";
import { leaveReplaced } from "./replacements.ts";

/** The zone's array, ready to be written (copy-on-write). */
function zoneArray(ctx: Ctx, p: PlayerId, z: Zone): number[] | null {
  switch (z) {
    case "deck":
    case "hand":
    case "main":
    case "support":
    case "attached":
    case "trash":
    case "points":
    case "removed":
      return ownZone(ctx, p, z);
    case "stack":
      return null;
  }
}

function isOnField(z: Zone): boolean {
  // [perf] three comparisons, not a Set lookup: read several times per move
  return z === "main" || z === "support" || z === "attached";
}

export interface MoveOptions {
  /** Deck: put on top instead of the bottom. */
  top?: boolean;
  /** Points: face up (default true). */
  faceUp?: boolean;
  host?: number;
  /** Main area: slot index to insert at (replacement keeps the slot). */
  slot?: number;
  /** Points: put there by an approach (8.6); trash: lost an approach's battle (8.5). For `… by approach` triggers. */
  byApproach?: boolean;
  /** Trash: lost the battle of these approaching characters' approach (8.5), for `leaves by the approach of …`. */
  approachers?: readonly number[];
  /** Trash: lost a battle (8.5), so not moved by the text that may have started it (move-cause.ts). */
  byBattle?: boolean;
  /** Trash: a replacement was declined for this move: none is asked again (replacement-resolution.ts). */
  noReplace?: boolean;
}

/** Move a card; fires leaves / returnedToHand when it leaves the field, putIntoPointPile on arrival there. */
/** [perf: no garbage] the options of a move that names none: shared (moveCard only reads them). */
const NO_OPTIONS: MoveOptions = Object.freeze({});

export function moveCard(ctx: Ctx, id: number, to: Zone, opts: MoveOptions = NO_OPTIONS): void {
  const from = card(ctx, id).zone;
  // 退場 that a replacement takes (「…が退場する場合、代わりに…」): the card stays where it is
  const leaves = to === "trash" && isOnField(from) && from !== "attached";
  if (leaves && !opts.noReplace && leaveReplaced(ctx, id, opts)) return;
  const owner = card(ctx, id).owner;
  if (from !== "stack") removeFromZone(ctx, owner, from, id);
  const c = mut(ctx, id);
  c.zone = to;
  if (to === "deck" && opts.top) zoneArray(ctx, owner, to)!.unshift(id);
  else if (to === "main" && opts.slot !== undefined)
    zoneArray(ctx, owner, to)!.splice(opts.slot, 0, id);
  // [perf: no garbage] at the end: the step's copy of the zone made with the card (appendToZone)
  else if (to !== "stack") appendToZone(ctx, owner, to, id);
  c.faceUp = to === "points" ? (opts.faceUp ?? true) : false;
  if (to === "attached") c.host = opts.host ?? -1;
  const leftField = isOnField(from) && !isOnField(to);
  if (leftField || (from === "attached" && to !== "attached"))
    c.host = to === "attached" ? c.host : -1;
  if (leftField) leftTheField(ctx, c, id, from, to, owner, opts);
  // サポートエリアからメインエリアに移った (or back): the character stays on the field (R-A-4)
  if ((from === "main" && to === "support") || (from === "support" && to === "main"))
    emitMove(ctx, "movesArea", id, owner, opts);
  if (to === "points" && from !== "points" && heard(ctx, "putIntoPointPile")) {
    const how = opts.byApproach ? { byApproach: true } : {};
    const cause = causeOf(ctx, opts);
    emit(ctx, { type: "putIntoPointPile", card: id, player: owner, cause, ...how });
  }
  // an event card finishing its play (6.5) is not "put into" the trash from another place
  if (to === "trash" && from !== "trash" && from !== "stack")
    emitMove(ctx, "putIntoTrash", id, owner, opts);
  if (from !== to && from !== "deck" && from !== "stack" && from !== "hand")
    if (ctx.keepsEvents) log(ctx, { ev: "move", card: id, to });
  if (MOVED_CARD_IS_A_NEW_OBJECT && from !== to && !(isOnField(from) && isOnField(to)))
    forgetMovedCard(ctx, id);
}

/**
 * A card that left the field (rule 10.1): reset, no longer played this turn, its support cards to
 * the trash (6.4), and the leave events. [perf: no closure context] in a function of its own: the
 * arrows below capture `id`, and V8 allocated a context for it on every moveCard call.
 */
function leftTheField(
  ctx: Ctx,
  c: CardInstance,
  id: number,
  from: Zone,
  to: Zone,
  owner: PlayerId,
  opts: MoveOptions,
): void {
  c.rested = false;
  c.coins = 0;
  if (c.counters) c.counters = undefined; // named coins leave with the card too
  c.approachAgain = false;
  if (hasModOn(ctx.s.mods, id)) ctx.s.mods = ctx.s.mods.filter((m) => m.card !== id);
  // no longer the character that was played (登場) this turn: a new object
  if (ctx.s.enteredByPlay?.includes(id))
    ctx.s.enteredByPlay = ctx.s.enteredByPlay.filter((c) => c !== id);
  if (ctx.s.readiedByEffect?.includes(id))
    ctx.s.readiedByEffect = ctx.s.readiedByEffect.filter((c) => c !== id);
  // Rule 6.4: its support cards go to the trash.
  const ps = ctx.s.players[owner];
  // [perf: no garbage] no support card attached anywhere: nothing to filter (the loop ran over
  // an empty list)
  if (ps.attached.length > 0)
    for (const sid of ps.attached.filter((s) => card(ctx, s).host === id))
      moveCard(ctx, sid, "trash");
  if (from !== "attached") {
    if (to === "trash" && heard(ctx, "leaves")) {
      const how = {
        ...(opts.approachers ? { approachers: opts.approachers } : {}),
        ...(opts.byApproach ? { byApproach: true } : {}),
      };
      emit(ctx, { type: "leaves", card: id, player: owner, cause: causeOf(ctx, opts), ...how });
    }
    if (to === "hand") emitMove(ctx, "returnedToHand", id, owner, opts);
    emitMove(ctx, "leavesField", id, owner, opts);
  }
}

/** Whether a modifier is on card `id` ([perf: no garbage] a loop, not `some` with a new closure). */
function hasModOn(mods: readonly { card: number }[], id: number): boolean {
  for (let i = 0; i < mods.length; i++) if (mods[i]!.card === id) return true;
  return false;
}

/**
 * The cause of the move (move-cause.ts), for its events. [perf: no event for nothing] made only
 * for an event some text or the turn's history reads (triggers.ts `heard`); it reads only the
 * resolving item and the turn player, which a move does not change, so when it is made does not
 * matter.
 */
function causeOf(ctx: Ctx, opts: MoveOptions): MoveCause {
  return causeOfMove(ctx, opts.byApproach ?? false, opts.byBattle ?? false);
}

/** Emit a move event with no more than its cause, if anything hears it. */
function emitMove(
  ctx: Ctx,
  type: "returnedToHand" | "leavesField" | "movesArea" | "putIntoTrash",
  id: number,
  owner: PlayerId,
  opts: MoveOptions,
): void {
  if (heard(ctx, type)) emit(ctx, { type, card: id, player: owner, cause: causeOf(ctx, opts) });
}

/**
 * Draw n cards (the deck top is index 0), giving the cards drawn. Stops at an empty deck (rule 9.1
 * then ends the game).
 * A draw of one card or more is one `cardDrawn` event; `atTurnStart`: the start phase's (rule 3.1).
 */
export function drawCards(ctx: Ctx, p: PlayerId, n: number, atTurnStart = false): number[] {
  const cards: number[] = [];
  for (let i = 0; i < n; i++) {
    const top = ctx.s.players[p].deck[0];
    if (top === undefined) break;
    moveCard(ctx, top, "hand");
    cards.push(top);
  }
  if (cards.length) {
    if (ctx.keepsEvents) log(ctx, { ev: "draw", player: p, n: cards.length });
    if (!heard(ctx, "cardDrawn")) return cards; // [perf: no event for nothing]
    // the cards drawn ride on the event only in a game whose texts count them (rules/history.ts):
    // other games keep the state they always had
    const counted = ctx.db.historyEvents.has("cardDrawn") ? { cards } : {};
    emit(ctx, {
      type: "cardDrawn",
      card: -1,
      player: p,
      ...(atTurnStart ? { atTurnStart } : {}),
      ...counted,
    });
  }
  return cards;
}
