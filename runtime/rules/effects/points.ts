// The point pile (rule 9.1): points given from the top of a player's deck one at a time (by an
// effect, or by an approach: battle.ts), point cards turned face up / down, and a hand card and a
// point card changing places (置き換える, R-W-3: the hand card takes the point card's slot and
// orientation; the number of points does not change, so no "receives a point" trigger fires).
import type { Amount, Effect, PlayerRef, Selector } from "../../cards/definition.ts";
import { card, log, mut, ownZone, type Ctx } from "../../core/ctx.ts";
import type { PlayerId } from "../../core/state.ts";
import { noteBreakCandidate } from "../keywords/break.ts";
import { amount, matches, select } from "../selectors.ts";
import { playerOf } from "../scope.ts";
import { emit } from "../triggers.ts";
import { SWAP_PAIRS_IN_CHOSEN_ORDER } from "../project-rulings.ts";
import { moveCard } from "../zones.ts";
import { wait, type EffectFamily } from "./handler.ts";

// ---- builders (re-exported by cards/builders.ts)
export const givePoints = (n: Amount, player: PlayerRef = "opponent", faceDown = false): Effect =>
  faceDown ? { do: "givePoints", player, n, faceDown } : { do: "givePoints", player, n };
export const flipPoints = (
  player: PlayerRef,
  n: number,
  faceUp: boolean,
  chooser?: PlayerRef,
): Effect => ({ do: "flipPoints", player, n, faceUp, ...(chooser ? { chooser } : {}) });
/** Turn up to N (`"upTo"`) or all (`"all"`, n ignored) point cards face up / down. */
export const flipPointsSome = (
  player: PlayerRef,
  how: "upTo" | "all",
  n: number,
  faceUp: boolean,
): Effect =>
  how === "all"
    ? { do: "flipPoints", player, n, faceUp, all: true }
    : { do: "flipPoints", player, n, faceUp, upTo: true };
/** 置き換える (R-W-3): swap a hand card with a point card, keeping the point card's orientation. */
export const swapHandPoint = (hand: Selector, point: Selector): Effect => ({
  do: "swapHandPoint",
  hand,
  point,
});

/**
 * Give player `p` up to `n` points from the top of their deck, one at a time so that break (7.5)
 * sees each card and rule 9.1 is checked with the right count. Returns how many were given.
 */
export function givePointsTo(
  ctx: Ctx,
  p: PlayerId,
  n: number,
  byOpponentOrEffect: boolean,
  faceDown = false,
  byApproach = false,
): number {
  let given = 0;
  for (let i = 0; i < n; i++) {
    const top = ctx.s.players[p].deck[0];
    if (top === undefined) break;
    moveCard(
      ctx,
      top,
      "points",
      byApproach ? { faceUp: !faceDown, byApproach } : { faceUp: !faceDown },
    );
    given++;
    if (ctx.keepsEvents) log(ctx, { ev: "point", player: p, card: top });
    emit(ctx, { type: "pointReceived", card: top, player: p });
    // Rule 7.5 / R-K-1: a break card put into points by the opponent's approach or a give-point
    // effect may be played, even when put there face down (R-K-1); only cards with a text to
    // resolve are offered.
    if (byOpponentOrEffect) noteBreakCandidate(ctx, top);
  }
  return given;
}

// ---- handlers
export const pointEffects = {
  givePoints: {
    run(ctx, r, e, scope) {
      const p = playerOf(e.player, scope, ctx);
      r.did = givePointsTo(ctx, p, amount(ctx, e.n, scope), true, e.faceDown ?? false) > 0;
      return true;
    },
  },
  flipPoints: {
    run(ctx, r, e, scope, id) {
      const p = playerOf(e.player, scope, ctx);
      const options = ctx.s.players[p].points.filter(
        (c) => card(ctx, c).faceUp !== e.faceUp && (!e.filter || matches(ctx, c, e.filter, scope)),
      );
      // 「全て」: every card not already that way; an exact N with no more candidates: no choice.
      if (e.all || (!e.upTo && options.length <= e.n) || options.length === 0) {
        for (const c of options) mut(ctx, c).faceUp = e.faceUp;
        if (e.as) r.vars[e.as] = options;
        r.did = options.length > 0;
        return true;
      }
      const chooser = playerOf(e.chooser ?? "you", scope, ctx);
      return wait(ctx, r, id, {
        kind: "choose",
        player: chooser,
        options,
        min: e.upTo ? 0 : e.n,
        max: Math.min(e.n, options.length),
        prompt: "choose point cards to turn",
      });
    },
    answers: "choose",
    resume(ctx, r, e, a) {
      for (const c of a.cards) mut(ctx, c).faceUp = e.faceUp;
      if (e.as) r.vars = { ...r.vars, [e.as]: a.cards };
      r.did = a.cards.length > 0;
    },
  },
  swapHandPoint: {
    run(ctx, r, e, scope) {
      r.did = false;
      const hands = select(ctx, e.hand, scope).filter((c) => card(ctx, c).zone === "hand");
      const points = select(ctx, e.point, scope);
      // SWAP_PAIRS_IN_CHOSEN_ORDER: the i-th hand card with the i-th point card of its owner
      const pairs = SWAP_PAIRS_IN_CHOSEN_ORDER ? hands.length : Math.min(hands.length, 1);
      const used = new Set<number>();
      for (const h of hands.slice(0, pairs)) {
        const owner = card(ctx, h).owner;
        const pt = points.find(
          (c) => !used.has(c) && card(ctx, c).zone === "points" && card(ctx, c).owner === owner,
        );
        if (pt === undefined) break;
        used.add(pt);
        swapOne(ctx, h, pt, owner);
        r.did = true;
      }
      return true;
    },
  },
} satisfies EffectFamily;

/** One hand card takes the place and the face of one point card, which goes to the hand. */
function swapOne(ctx: Ctx, h: number, pt: number, owner: PlayerId): void {
  const faceUp = card(ctx, pt).faceUp;
  const slot = ctx.s.players[owner].points.indexOf(pt);
  moveCard(ctx, pt, "hand");
  moveCard(ctx, h, "points", { faceUp });
  // Keep the pile's order: the hand card sits where the point card was.
  const pile = ownZone(ctx, owner, "points");
  pile.splice(pile.indexOf(h), 1);
  pile.splice(slot, 0, h);
  mut(ctx, h).faceUp = faceUp;
  log(ctx, { ev: "swap", hand: h, point: pt });
}
