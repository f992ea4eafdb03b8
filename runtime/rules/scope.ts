// The point of view a text is read from (`Scope`: its source card, its controller, what it has
// declared and chosen), and the plain reads of the board it needs: whose player a reference
// means, which cards a zone holds, where the current approach stands. Nothing here reads a
// filter or a continuous effect, so every rules module can use it (selectors.ts, continuous.ts).
import type { Cmp, Owner, PlayerRef, ZoneName } from "../cards/definition.ts";
import { card, zoneOf, type Ctx } from "../core/ctx.ts";
import type { PlayerId } from "../core/state.ts";

export interface Scope {
  source: number;
  controller: PlayerId;
  targets?: readonly (readonly number[])[];
  vars?: Readonly<Record<string, number[]>>;
  eventCard?: number;
}

export function compare(a: number, op: Cmp, b: number): boolean {
  switch (op) {
    case "<=":
      return a <= b;
    case ">=":
      return a >= b;
    case "==":
      return a === b;
    case "<":
      return a < b;
    case ">":
      return a > b;
  }
}

export function playerOf(ref: PlayerRef, scope: Scope, ctx: Ctx): PlayerId {
  switch (ref) {
    case "you":
      return scope.controller;
    case "opponent":
      return (1 - scope.controller) as PlayerId;
    case "owner":
      return card(ctx, scope.source).owner;
    case "turnPlayer":
      return ctx.s.turnPlayer;
  }
}

export function ownersOf(owner: Owner, controller: PlayerId): readonly PlayerId[] {
  if (owner === "you") return [controller];
  if (owner === "opponent") return [(1 - controller) as PlayerId];
  return [0, 1];
}

export function zoneCards(ctx: Ctx, p: PlayerId, zone: ZoneName): readonly number[] {
  const ps = ctx.s.players[p];
  if (zone === "field")
    return ps.main.length === 0
      ? ps.support
      : ps.support.length === 0
        ? ps.main
        : [...ps.main, ...ps.support];
  // [perf: named fields] (core/ctx.ts zoneOf) not `ps[zone]`, a megamorphic computed read
  return zoneOf(ps, zone) ?? NO_CARDS;
}
const NO_CARDS: readonly number[] = [];

export function onField(ctx: Ctx, id: number): boolean {
  const z = card(ctx, id).zone;
  return z === "main" || z === "support";
}

export function inZone(ctx: Ctx, id: number, zone: ZoneName): boolean {
  const z = card(ctx, id).zone;
  return zone === "field" ? z === "main" || z === "support" : z === zone;
}

/** Is this card approaching right now (between its approach and its battle)? */
export function isApproachingNow(ctx: Ctx, id: number): boolean {
  const b = ctx.s.battle;
  if (!b || ctx.s.step === "battleWindow" || ctx.s.step === "approachDeclare") return false;
  return b.approacher === id || b.partner === id;
}

/** Is this card the blocker of the current approach (after the block, before the battle)? */
export function isBlockingNow(ctx: Ctx, id: number): boolean {
  const b = ctx.s.battle;
  if (!b || !b.blocked || ctx.s.step === "battleWindow" || ctx.s.step === "approachDeclare")
    return false;
  return b.blocker === id;
}

/** Is this card an approacher (or partner) of the current approach that has been blocked? */
export function isBlockedNow(ctx: Ctx, id: number): boolean {
  const b = ctx.s.battle;
  return b !== null && b.blocked && isApproachingNow(ctx, id);
}
