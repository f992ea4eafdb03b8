// 置き換える (R-W-3): a hand card and a point card of the same player change places. The hand card
// takes the point card's slot and orientation (face up stays usable as source, face down stays
// face down). The number of points does not change, so no "receives a point" trigger fires.
import type { Effect } from "../cards/definition.ts";
import { card, log, mut, ownZone, type Ctx } from "../core/ctx.ts";
import type { Resolution } from "../core/state.ts";
import { select, type Scope } from "./selectors.ts";
import { moveCard } from "./zones.ts";

type Swap = Extract<Effect, { do: "swapHandPoint" }>;

export function execSwap(ctx: Ctx, r: Resolution, e: Swap, scope: Scope): boolean {
  r.did = false;
  const h = select(ctx, e.hand, scope).find((c) => card(ctx, c).zone === "hand");
  if (h === undefined) return true;
  const owner = card(ctx, h).owner;
  const pt = select(ctx, e.point, scope).find(
    (c) => card(ctx, c).zone === "points" && card(ctx, c).owner === owner,
  );
  if (pt === undefined) return true;
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
  r.did = true;
  return true;
}
