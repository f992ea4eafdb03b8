// Selectors, filters, amounts and conditions: evaluated against the current state from the point
// of view of a source card and its controller. The same functions decide which targets are legal
// at declaration and re-check them on resolution (rule 4.2, rule 4.3).
import type {
  Amount,
  Cmp,
  Condition,
  Filter,
  Owner,
  PlayerRef,
  Selector,
  TargetSpec,
  ZoneName,
} from "../cards/definition.ts";
import { hasName, isCombi, nameKey, sameTitle } from "../cards/database.ts";
import { card, defOf, type Ctx } from "../core/ctx.ts";
import type { PlayerId } from "../core/state.ts";
import { currentAp, currentDp, currentCost, hasKeyword, hasTrait, namesOf } from "./continuous.ts";

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

function ownersOf(owner: Owner, controller: PlayerId): readonly PlayerId[] {
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
  return ps[zone] ?? NO_CARDS;
}
const NO_CARDS: readonly number[] = [];

export function onField(ctx: Ctx, id: number): boolean {
  const z = card(ctx, id).zone;
  return z === "main" || z === "support";
}

function inZone(ctx: Ctx, id: number, zone: ZoneName): boolean {
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

/** Is card `id` blocking an approach whose approacher or team-up partner is in `sel`? */
function blocksOneOf(ctx: Ctx, id: number, sel: Selector, scope: Scope): boolean {
  if (!isBlockingNow(ctx, id)) return false;
  const b = ctx.s.battle!;
  return (
    selectorIncludes(ctx, sel, scope, b.approacher) ||
    (b.partner >= 0 && selectorIncludes(ctx, sel, scope, b.partner))
  );
}

/** Does card `id` pass `f`? Names include combi halves and on-field name changes (rule 7.6, R-FAQ-3). */
export function matches(ctx: Ctx, id: number, f: Filter | undefined, scope: Scope): boolean {
  if (!f) return true;
  const def = defOf(ctx, id);
  if (f.name !== undefined && !hasName(namesOf(ctx, id), f.name)) return false;
  if (f.trait !== undefined && !hasTrait(ctx, id, f.trait)) return false;
  if (f.title !== undefined && !sameTitle(def.title, f.title)) return false;
  if (f.color !== undefined && def.color !== f.color) return false;
  if (f.kind !== undefined && def.kind !== f.kind) return false;
  if (f.mainCapable !== undefined && (def.ap !== undefined) !== f.mainCapable) return false;
  if (f.cost && !compare(currentCost(ctx, id), f.cost.op, f.cost.n)) return false;
  if (f.ap && !compare(currentAp(ctx, id), f.ap.op, f.ap.n)) return false;
  if (f.dp && !compare(currentDp(ctx, id), f.dp.op, f.dp.n)) return false;
  if (f.coins && !compare(card(ctx, id).coins, f.coins.op, f.coins.n)) return false;
  if (f.rested !== undefined && card(ctx, id).rested !== f.rested) return false;
  if (f.approaching !== undefined && isApproachingNow(ctx, id) !== f.approaching) return false;
  if (f.blocking !== undefined && isBlockingNow(ctx, id) !== f.blocking) return false;
  if (f.blocked !== undefined && isBlockedNow(ctx, id) !== f.blocked) return false;
  if (f.blocks && !blocksOneOf(ctx, id, f.blocks, scope)) return false;
  if (
    f.blockedBy &&
    !(isBlockedNow(ctx, id) && selectorIncludes(ctx, f.blockedBy, scope, ctx.s.battle!.blocker))
  )
    return false;
  if (
    f.enteredThisTurn !== undefined &&
    (card(ctx, id).enteredTurn === ctx.s.turn && onField(ctx, id)) !== f.enteredThisTurn
  )
    return false;
  if (f.enteredByPlay && !(ctx.s.enteredByPlay ?? []).includes(id)) return false;
  if (f.other && id === scope.source) return false;
  if (f.combi !== undefined && isCombi(def) !== f.combi) return false;
  if (f.keyword !== undefined && !hasKeyword(ctx, id, f.keyword)) return false;
  if (f.not && matches(ctx, id, f.not, scope)) return false;
  if (f.anyOf && !f.anyOf.some((g) => matches(ctx, id, g, scope))) return false;
  if (f.nameContains !== undefined && !namesContain(namesOf(ctx, id), f.nameContains)) return false;
  if (f.sameNameAs && !sharesName(ctx, id, select(ctx, f.sameNameAs, scope))) return false;
  return true;
}

/** 名称に「X」を含む: spacing is ignored as in names (project ruling NAMES_IGNORE_SPACING). */
function namesContain(names: readonly string[], text: string): boolean {
  const key = nameKey(text);
  return names.some((n) => nameKey(n).includes(key));
}

/** 同じ名称の: some name of `id` is some name of one of `others` (combi halves count, rule 7.6). */
function sharesName(ctx: Ctx, id: number, others: readonly number[]): boolean {
  const names = namesOf(ctx, id);
  return others.some((o) => namesOf(ctx, o).some((n) => hasName(names, n)));
}

/** Every card a selector denotes now. `target` lists are filtered by the caller's re-check. */
export function select(ctx: Ctx, sel: Selector, scope: Scope): number[] {
  switch (sel.sel) {
    case "this":
      return [scope.source];
    case "host": {
      const h = card(ctx, scope.source).host;
      return h >= 0 ? [h] : [];
    }
    case "target":
      return [...(scope.targets?.[sel.index] ?? [])];
    case "var": {
      const bound = scope.vars?.[sel.name] ?? [];
      return sel.filter ? bound.filter((id) => matches(ctx, id, sel.filter, scope)) : [...bound];
    }
    case "eventCard":
      return scope.eventCard !== undefined && scope.eventCard >= 0 ? [scope.eventCard] : [];
    case "cards": {
      const out: number[] = [];
      for (const p of ownersOf(sel.owner, scope.controller))
        for (const id of zoneCards(ctx, p, sel.zone))
          if (matches(ctx, id, sel.filter, scope)) out.push(id);
      return out;
    }
  }
}

/** Does `sel` include card `id`? (No allocation: used by continuous effects on every stat read.) */
export function selectorIncludes(ctx: Ctx, sel: Selector, scope: Scope, id: number): boolean {
  switch (sel.sel) {
    case "this":
      return id === scope.source;
    case "host":
      return card(ctx, scope.source).host === id;
    case "cards":
      return (
        ownersOf(sel.owner, scope.controller).includes(card(ctx, id).owner) &&
        inZone(ctx, id, sel.zone) &&
        matches(ctx, id, sel.filter, scope)
      );
    default:
      return select(ctx, sel, scope).includes(id);
  }
}

/** Legal candidates for a target spec: the cards of its selector. */
export function candidates(ctx: Ctx, spec: TargetSpec, scope: Scope): number[] {
  return select(ctx, spec.from, scope);
}

/** Is `chosen` a legal choice for `spec` (right count, no duplicates, each a candidate)? */
export function legalChoice(
  ctx: Ctx,
  spec: TargetSpec,
  scope: Scope,
  chosen: readonly number[],
): boolean {
  const cands = candidates(ctx, spec, scope);
  for (let i = 1; i < chosen.length; i++)
    for (let j = 0; j < i; j++) if (chosen[i] === chosen[j]) return false;
  if (!chosen.every((c) => cands.includes(c))) return false;
  const need = Math.min(spec.n, cands.length);
  return spec.upTo ? chosen.length <= spec.n : chosen.length === need;
}

export function amount(ctx: Ctx, a: Amount, scope: Scope): number {
  if (typeof a === "number") return a;
  if ("count" in a) return select(ctx, a.count, scope).length;
  return select(ctx, a.countTimes, scope).length * a.per;
}

export function evalCondition(ctx: Ctx, c: Condition, scope: Scope): boolean {
  switch (c.cond) {
    case "count":
      return compare(select(ctx, c.of, scope).length, c.op, c.n);
    case "points":
      return compare(ctx.s.players[playerOf(c.who, scope, ctx)].points.length, c.op, c.n);
    case "handSize":
      return compare(ctx.s.players[playerOf(c.who, scope, ctx)].hand.length, c.op, c.n);
    case "playedThisTurn": {
      // R-FAQ-5: "this turn" is read at resolution time, within the same turn.
      const p = playerOf(c.who, scope, ctx);
      const sourceDef = card(ctx, scope.source).def;
      return ctx.s.playedThisTurn[p].some((key) => {
        if (c.other && key === sourceDef) return false;
        return defMatches(ctx, key, c.filter);
      });
    }
    case "enteredThisTurn": {
      const p = playerOf(c.who, scope, ctx);
      return zoneCards(ctx, p, "field").some(
        (id) =>
          card(ctx, id).enteredTurn === ctx.s.turn &&
          !(c.excludeThis && id === scope.source) &&
          matches(ctx, id, c.filter, scope),
      );
    }
    case "thisIs":
      return matches(ctx, scope.source, c.filter, scope);
    case "isTurn":
      return (ctx.s.turnPlayer === scope.controller) === (c.who === "you");
    case "inZone":
      return inZone(ctx, scope.source, c.zone);
    case "didLast":
      return ctx.s.resolving?.did ?? false;
    case "and":
      return c.all.every((x) => evalCondition(ctx, x, scope));
    case "or":
      return c.any.some((x) => evalCondition(ctx, x, scope));
    case "not":
      return !evalCondition(ctx, c.c, scope);
  }
}

/** Printed-data filter on a card definition (for history like "played this turn"). */
export function defMatches(ctx: Ctx, key: string, f: Filter): boolean {
  const def = ctx.db.byId.get(key);
  if (!def) return false;
  if (f.name !== undefined && !hasName(ctx.db.names.get(key) ?? [], f.name)) return false;
  if (f.trait !== undefined && !(def.traits ?? []).includes(f.trait)) return false;
  if (f.title !== undefined && !sameTitle(def.title, f.title)) return false;
  if (f.color !== undefined && def.color !== f.color) return false;
  if (f.kind !== undefined && def.kind !== f.kind) return false;
  // "the next 「A」 or 「B」" (anyOf) and "not …" read printed data too.
  if (f.not && defMatches(ctx, key, f.not)) return false;
  if (f.anyOf && !f.anyOf.some((g) => defMatches(ctx, key, g))) return false;
  if (f.mainCapable !== undefined && (def.ap !== undefined) !== f.mainCapable) return false;
  if (f.nameContains !== undefined && !namesContain(ctx.db.names.get(key) ?? [], f.nameContains))
    return false;
  // No card to compare with in the history: the lowering refuses `same name as` there.
  if (f.sameNameAs) return false;
  return true;
}
