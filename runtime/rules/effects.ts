// The effect interpreter: one handler per effect primitive (Forge's verb→handler table). A
// resolution is a work list of effect ids (cards/database.ts); an effect that needs a player's
// choice sets `state.pending`, records itself in `resolving.waiting` and returns false, and
// `resume` finishes it when the decision arrives. Work ids < 0 encode "run -(id+1) only if the
// previous step did something" (その場合, "if you do").
import type { Effect, TargetSpec } from "../cards/definition.ts";
import { card, defOf, log, mut, own, ownZone, withMemo, type Ctx, sameKeyOf } from "../core/ctx.ts";
import type { Decision } from "../core/decision.ts";
import { shuffleInPlace } from "../core/prng.ts";
import { reject, type Rejection } from "../core/reject.ts";
import type { PlayerId, Resolution } from "../core/state.ts";
import { currentAp, currentDp, hasRestriction } from "./continuous.ts";
import { noteBreakCandidate } from "./keywords/break.ts";
import {
  MAIN_AREA_SLOTS,
  REMOVING_COINS_TAKES_ALL_N,
  SHUFFLE_KEEPS_IF_YOU_DO,
} from "./project-rulings.ts";
import {
  amount,
  evalCondition,
  isApproachingNow,
  legalChoice,
  matches,
  onField,
  playerOf,
  select,
  type Scope,
} from "./selectors.ts";
import { emit } from "./triggers.ts";
import { drawCards, moveCard } from "./zones.ts";
import { execMoveRest, lookedVar, moveRestInOrder, reveal } from "./look-rest.ts";
import { execNegate } from "./negate.ts";
import { execResetStats, execSetStats } from "./stat-layers.ts";
import { execSwap } from "./swap.ts";
import { createTrigger } from "./created-triggers.ts";
import { banPlay } from "./play-bans.ts";

export function scopeOf(r: Resolution): Scope {
  const it = r.item;
  return {
    source: it.source,
    controller: it.controller,
    targets: it.targets,
    vars: r.vars,
    eventCard: it.eventCard,
  };
}

function eid(ctx: Ctx, e: Effect): number {
  return ctx.db.effectIds.get(e)!;
}

/** Run the work list until it is empty (true) or an effect waits for a decision (false). */
export function runWork(ctx: Ctx): boolean {
  const r = ctx.s.resolving!;
  while (r.work.length > 0) {
    let id = r.work.pop()!;
    if (id < 0) {
      if (!r.did) continue;
      id = -id - 1;
    }
    const e = ctx.db.effects[id]!;
    if (!exec(ctx, r, e, id)) return false;
  }
  return true;
}

function onFieldOnly(ctx: Ctx, ids: number[]): number[] {
  return ids.filter((id) => onField(ctx, id));
}

function wait(ctx: Ctx, r: Resolution, id: number, pending: Ctx["s"]["pending"]): false {
  r.waiting = id;
  ctx.s.pending = pending;
  return false;
}

/** Rule 9.1 interplay: giving points one at a time so break (7.5) sees each card. */
export function givePoints(
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
    log(ctx, { ev: "point", player: p, card: top });
    emit(ctx, { type: "pointReceived", card: top, player: p });
    // Rule 7.5 / R-K-1: a break card put into points by the opponent's approach or a give-point
    // effect may be played, even when put there face down (R-K-1); only cards with a text to
    // resolve are offered.
    if (byOpponentOrEffect) noteBreakCandidate(ctx, top);
  }
  return given;
}

function canPutInMain(ctx: Ctx, id: number): boolean {
  const c = card(ctx, id);
  return defOf(ctx, id).ap !== undefined && ctx.s.players[c.owner].main.length < MAIN_AREA_SLOTS;
}

/** Rule 6.2: the same card may not already be on its owner's field. */
export function sameCardOnField(ctx: Ctx, id: number, except = -1): boolean {
  const owner = card(ctx, id).owner;
  const key = sameKeyOf(ctx, id);
  const ps = ctx.s.players[owner];
  for (const other of ps.main)
    if (other !== id && other !== except && sameKeyOf(ctx, other) === key) return true;
  for (const other of ps.support)
    if (other !== id && other !== except && sameKeyOf(ctx, other) === key) return true;
  return false;
}

function exec(ctx: Ctx, r: Resolution, e: Effect, id: number): boolean {
  const s = ctx.s;
  const scope = scopeOf(r);
  switch (e.do) {
    case "seq":
      for (let i = e.steps.length - 1; i >= 0; i--) r.work.push(eid(ctx, e.steps[i]!));
      return true;
    case "modify":
    case "grant":
    case "grantTrait":
    case "restrict": {
      const ids = onFieldOnly(ctx, select(ctx, e.who, scope));
      // 「…1枚につき」: the change times the count, counted now and fixed for its duration
      const times = e.do === "modify" && e.per ? select(ctx, e.per, scope).length : 1;
      for (const c of ids) {
        own(ctx, "mods").push({
          card: c,
          ap: e.do === "modify" ? e.ap * times : 0,
          dp: e.do === "modify" ? e.dp * times : 0,
          ...(e.do === "grant" ? { keyword: e.keyword } : {}),
          ...(e.do === "grantTrait" ? { trait: e.trait } : {}),
          ...(e.do === "restrict" ? { restriction: e.restriction } : {}),
          // The filter stays in the card data; the state keeps the effect id (plain JSON).
          ...(e.do === "restrict" && e.against ? { againstRef: id } : {}),
          until: e.duration,
        });
        if (e.do === "modify")
          log(ctx, { ev: "stat", card: c, ap: e.ap * times, dp: e.dp * times });
      }
      r.did = ids.length > 0;
      return true;
    }
    case "draw":
      r.did = drawCards(ctx, playerOf(e.player, scope, ctx), amount(ctx, e.n, scope)) > 0;
      return true;
    case "trash":
    case "returnToHand": {
      const ids = select(ctx, e.what, scope).filter(
        (c) =>
          card(ctx, c).zone !== (e.do === "trash" ? "trash" : "hand") &&
          !(e.do === "trash" && cannotBeTrashed(ctx, c)),
      );
      for (const c of ids) moveCard(ctx, c, e.do === "trash" ? "trash" : "hand");
      r.did = ids.length > 0;
      return true;
    }
    case "rest":
    case "ready": {
      const want = e.do === "rest";
      const ids = onFieldOnly(ctx, select(ctx, e.what, scope)).filter(
        (c) => card(ctx, c).rested !== want,
      );
      for (const c of ids) mut(ctx, c).rested = want;
      r.did = ids.length > 0;
      return true;
    }
    case "coins": {
      const n = amount(ctx, e.n, scope);
      // +10/+10 coins go on characters with AP/DP (rule 7.8); a named coin on any card
      const ids = onFieldOnly(ctx, select(ctx, e.what, scope)).filter(
        (c) => e.name !== undefined || defOf(ctx, c).ap !== undefined,
      );
      for (const c of ids) addCoins(ctx, c, e.name, n);
      r.did = ids.length > 0 && n > 0;
      return true;
    }
    case "removeCoins": {
      // REMOVING_COINS_TAKES_ALL_N: N coins come off a card that has N or more, none off one with
      // fewer (otherwise as many as it has)
      const n = amount(ctx, e.n, scope);
      const ids = onFieldOnly(ctx, select(ctx, e.what, scope)).filter((c) => {
        const has = coinsOn(ctx, c, e.name);
        return n > 0 && (REMOVING_COINS_TAKES_ALL_N ? has >= n : has > 0);
      });
      for (const c of ids) addCoins(ctx, c, e.name, -Math.min(n, coinsOn(ctx, c, e.name)));
      r.did = ids.length > 0;
      return true;
    }
    case "move": {
      let moved = 0;
      for (const c of select(ctx, e.what, scope)) {
        const z = card(ctx, c).zone;
        if (e.to === "deckTop" || e.to === "deckBottom")
          moveCard(ctx, c, "deck", { top: e.to === "deckTop" });
        else if (e.to === "points") moveCard(ctx, c, "points", { faceUp: !e.faceDown });
        else if (e.to === "main") {
          if (z === "main" || !canPutInMain(ctx, c)) continue; // R-F-1: only AP/DP characters
          moveCard(ctx, c, "main");
        } else if (e.to === "support") {
          if (z === "support" || defOf(ctx, c).kind !== "character") continue;
          moveCard(ctx, c, "support"); // R-A-4: stays on the field
        } else {
          if (z === e.to || (e.to === "trash" && cannotBeTrashed(ctx, c))) continue;
          moveCard(ctx, c, e.to);
        }
        moved++;
      }
      r.did = moved > 0;
      return true;
    }
    case "putOntoField": {
      let put = 0;
      for (const c of select(ctx, e.what, scope)) {
        if (onField(ctx, c) || defOf(ctx, c).kind !== "character" || sameCardOnField(ctx, c))
          continue;
        if (e.area === "main" && !canPutInMain(ctx, c)) continue;
        moveCard(ctx, c, e.area);
        const m = mut(ctx, c);
        m.enteredTurn = s.turn;
        m.rested = e.rested === true; // 休息状態で場に出す

        log(ctx, { ev: "enter", card: c, area: e.area });
        emit(ctx, { type: "putOntoField", card: c, player: m.owner }); // 場に出る, not 登場 (rule 6.1)
        put++;
      }
      r.did = put > 0;
      return true;
    }
    case "search": {
      const p = playerOf(e.player, scope, ctx);
      const deck = s.players[p].deck;
      const looked = e.look === undefined ? deck : deck.slice(0, e.look);
      const options = looked.filter((c) => matches(ctx, c, e.filter, scope));
      // Remembered for "the rest" (moveRest); a whole-deck search has no rest.
      if (e.look !== undefined) r.vars[lookedVar(e.as)] = looked;
      if (options.length === 0 || e.take === 0) {
        r.vars[e.as] = [];
        r.did = false;
        return true;
      }
      const min = e.upTo ? 0 : Math.min(e.take, options.length);
      return wait(ctx, r, id, {
        kind: "choose",
        player: p,
        options,
        min,
        max: Math.min(e.take, options.length),
        prompt: `search: choose ${e.as}`,
      });
    }
    case "look": {
      const p = playerOf(e.player, scope, ctx);
      r.vars[e.as] = s.players[p].deck.slice(0, e.n);
      r.did = r.vars[e.as]!.length > 0;
      return true;
    }
    case "shuffle": {
      const p = playerOf(e.player, scope, ctx);
      s.rng = shuffleInPlace(ownZone(ctx, p, "deck"), s.rng);
      if (!SHUFFLE_KEEPS_IF_YOU_DO) r.did = true;
      return true;
    }
    case "givePoints":
      r.did =
        givePoints(
          ctx,
          playerOf(e.player, scope, ctx),
          amount(ctx, e.n, scope),
          true,
          e.faceDown ?? false,
        ) > 0;
      return true;
    case "reattach": {
      const hostId = onFieldOnly(ctx, select(ctx, e.to, scope))[0];
      let moved = 0;
      for (const sup of select(ctx, e.what, scope)) {
        if (
          card(ctx, sup).zone !== "attached" ||
          hostId === undefined ||
          card(ctx, hostId).owner !== card(ctx, sup).owner
        )
          continue;
        const def = defOf(ctx, sup);
        // R-FAQ-2: the attachment restriction and the one-copy rule are checked again.
        if (
          def.attachTo &&
          !matches(ctx, hostId, def.attachTo, { source: sup, controller: card(ctx, sup).owner })
        )
          continue;
        const key = sameKeyOf(ctx, sup);
        if (
          s.players[card(ctx, sup).owner].attached.some(
            (a) => a !== sup && card(ctx, a).host === hostId && sameKeyOf(ctx, a) === key,
          )
        )
          continue;
        mut(ctx, sup).host = hostId;
        log(ctx, { ev: "attach", card: sup, host: hostId });
        moved++;
      }
      r.did = moved > 0;
      return true;
    }
    case "flipPoints": {
      const p = playerOf(e.player, scope, ctx);
      const options = s.players[p].points.filter(
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
    }
    case "choose": {
      const chooser = playerOf(e.chooser ?? "you", scope, ctx);
      const options = select(ctx, e.spec.from, scope);
      const need = Math.min(e.spec.n, options.length);
      if (options.length === 0 || (!e.spec.upTo && options.length <= e.spec.n)) {
        // No real choice: all candidates (or none) are taken.
        r.vars[e.as] = options;
        r.did = options.length > 0;
        return true;
      }
      return wait(ctx, r, id, {
        kind: "choose",
        player: chooser,
        options,
        min: e.spec.upTo ? 0 : need,
        max: need,
        prompt: `choose ${e.as}`,
      });
    }
    case "may":
      return wait(ctx, r, id, {
        kind: "may",
        // 「相手は…できる」: the opponent decides (player "opponent").
        player: e.player ? playerOf(e.player, scope, ctx) : r.item.controller,
        prompt: "use the optional effect?",
      });
    case "ifYouDo":
      if (r.did) r.work.push(eid(ctx, e.effect));
      return true;
    case "choice":
      return wait(ctx, r, id, {
        kind: "option",
        player: r.item.controller,
        count: e.options.length,
        prompt: "choose one effect",
      });
    case "if":
      if (evalCondition(ctx, e.cond, scope)) r.work.push(eid(ctx, e.then));
      else if (e.else) r.work.push(eid(ctx, e.else));
      return true;
    case "delayed":
      // `at end of turn, ready it`: the delayed effect keeps what this effect had chosen.
      own(ctx, "delayed").push({
        controller: r.item.controller,
        source: r.item.source,
        effect: eid(ctx, e.effect),
        chosen: { vars: { ...r.vars }, targets: r.item.targets },
      });
      return true;
    case "approachAgain": {
      // R-A-7: a character that is approaching right now (before its battle) gains nothing.
      const ids = onFieldOnly(ctx, select(ctx, e.what, scope)).filter(
        (c) => card(ctx, c).zone === "main" && !isApproachingNow(ctx, c),
      );
      for (const c of ids) mut(ctx, c).approachAgain = true;
      r.did = ids.length > 0;
      return true;
    }
    case "nextCardCost":
      own(ctx, "nextCost").push({
        player: playerOf(e.player, scope, ctx),
        delta: e.delta,
        filterRef: id,
      });
      r.did = true;
      return true;
    case "battle": {
      const a = onFieldOnly(ctx, select(ctx, e.a, scope))[0];
      const b = onFieldOnly(ctx, select(ctx, e.b, scope))[0];
      if (a === undefined || b === undefined) return true;
      // R-A-3: a battle outside an approach: no approach triggers; leave triggers do fire.
      resolveBattle(ctx, a, -1, a, b);
      r.did = true;
      return true;
    }
    case "moveRest":
      return execMoveRest(ctx, r, e, id);
    case "resetStats":
      return execResetStats(ctx, r, e, scope);
    case "setStats":
      return execSetStats(ctx, r, e, scope);
    case "swapHandPoint":
      return execSwap(ctx, r, e, scope);
    case "negate":
      return execNegate(ctx, r, e);
    case "modifyCost": {
      const ids = onFieldOnly(ctx, select(ctx, e.who, scope));
      const times = e.per ? select(ctx, e.per, scope).length : 1;
      for (const c of ids)
        own(ctx, "mods").push({ card: c, ap: 0, dp: 0, cost: e.delta * times, until: e.duration });
      r.did = ids.length > 0;
      return true;
    }
    case "createTrigger":
      createTrigger(ctx, r, e, id, scope);
      return true;
    case "banPlay":
      banPlay(ctx, playerOf(e.player, scope, ctx), e, id);
      r.did = true;
      return true;
    case "nothing":
      return true;
  }
}

/** 退場しない (CANNOT_LEAVE_MEANS_NOT_TRASHED): a field card with it cannot be trashed. */
function cannotBeTrashed(ctx: Ctx, c: number): boolean {
  return onField(ctx, c) && hasRestriction(ctx, c, "cannotLeave");
}

/** Rule 8.5: both comparisons at once; a pair (team-up) loses only its chosen character. */
export function resolveBattle(
  ctx: Ctx,
  approacher: number,
  partner: number,
  dpOf: number,
  blocker: number,
  inApproach = false,
): void {
  const losers = withMemo(ctx, () => battleLosers(ctx, approacher, partner, dpOf, blocker));
  // The blocker of an approach leaves "by the approach of" the approacher (and a team-up partner).
  const approachers = partner >= 0 ? [approacher, partner] : [approacher];
  for (const l of losers)
    moveCard(ctx, l, "trash", inApproach && l === blocker ? { approachers } : {});
}

/** Both comparisons, read at one moment (nothing changes in between). */
function battleLosers(
  ctx: Ctx,
  approacher: number,
  partner: number,
  dpOf: number,
  blocker: number,
): number[] {
  const apA =
    currentAp(ctx, approacher) +
    (partner >= 0 && card(ctx, partner).zone === "main" ? currentAp(ctx, partner) : 0);
  const dpA = currentDp(ctx, dpOf);
  const apB = currentAp(ctx, blocker);
  const dpB = currentDp(ctx, blocker);
  log(ctx, { ev: "battle", approacher, blocker, apA, dpA, apB, dpB });
  const losers: number[] = [];
  if (apA >= dpB && !hasRestriction(ctx, blocker, "cannotLeaveByBattle")) losers.push(blocker);
  if (
    apB >= dpA &&
    card(ctx, dpOf).zone === "main" &&
    !hasRestriction(ctx, dpOf, "cannotLeaveByBattle")
  )
    losers.push(dpOf);
  return losers;
}

/** Finish the waiting effect with the player's decision. */
export function resume(ctx: Ctx, d: Decision): Rejection | null {
  const r = ctx.s.resolving!;
  const e = ctx.db.effects[r.waiting]!;
  const pending = ctx.s.pending;
  if (pending.kind === "choose") {
    if (d.type !== "choose")
      return reject("decision/wrong-kind", `expected a choose decision, got ${d.type}`);
    const chosen = d.cards;
    if (new Set(chosen).size !== chosen.length || !chosen.every((c) => pending.options.includes(c)))
      return reject("target/illegal", "a chosen card is not one of the options");
    if (chosen.length < pending.min || chosen.length > pending.max)
      return reject("choice/wrong-count", `choose between ${pending.min} and ${pending.max} cards`);
    if (e.do === "flipPoints") {
      for (const c of chosen) mut(ctx, c).faceUp = e.faceUp;
      if (e.as) r.vars = { ...r.vars, [e.as]: chosen };
    } else if (e.do === "search" || e.do === "choose") {
      r.vars = { ...r.vars, [e.as]: chosen };
      if (e.do === "search" && e.reveal) reveal(ctx, pending.player, chosen);
    } else if (e.do === "moveRest") {
      moveRestInOrder(ctx, chosen, e.to); // the decision's order is the order chosen
    }
    r.did = chosen.length > 0;
  } else if (pending.kind === "may") {
    if (d.type !== "may" || e.do !== "may")
      return reject("decision/wrong-kind", `expected a may decision, got ${d.type}`);
    log(ctx, { ev: "choice", player: d.player, text: d.accept ? "yes" : "no" });
    r.did = false;
    if (d.accept) {
      if (e.ifYouDo) r.work.push(-eid(ctx, e.ifYouDo) - 1);
      r.work.push(eid(ctx, e.effect));
    }
  } else if (pending.kind === "option") {
    if (d.type !== "option" || e.do !== "choice")
      return reject("decision/wrong-kind", `expected an option decision, got ${d.type}`);
    if (!Number.isInteger(d.index) || d.index < 0 || d.index >= e.options.length)
      return reject("choice/illegal-option", "no such option");
    log(ctx, { ev: "choice", player: d.player, text: `option ${d.index + 1}` });
    r.work.push(eid(ctx, e.options[d.index]!));
  } else {
    return reject("decision/wrong-kind", "no effect is waiting for a choice");
  }
  r.waiting = -1;
  return null;
}

/** Rule 4.3: keep only targets that are still legal; false when every declared target is gone. */
export function recheckTargets(ctx: Ctx, r: Resolution, specs: readonly TargetSpec[]): boolean {
  const scope = scopeOf(r);
  const hadAny = r.item.targets.some((l) => l.length > 0);
  const kept = r.item.targets.map((list, i) => {
    const spec = specs[i];
    if (!spec) return [];
    return list.filter((c) => legalChoice(ctx, { ...spec, upTo: true }, scope, [c]));
  });
  r.item = { ...r.item, targets: kept };
  // With nothing declared (no legal target existed, R-N-4) the text resolves and does nothing.
  return !(hadAny && kept.every((l) => l.length === 0));
}

/** +10/+10 coins on a card, or the coins of that name. */
function coinsOn(ctx: Ctx, id: number, name: string | undefined): number {
  const c = card(ctx, id);
  return name === undefined ? c.coins : (c.counters?.[name] ?? 0);
}

/** Put (or with a negative n take) coins on a card; named ones replace the counters object. */
function addCoins(ctx: Ctx, id: number, name: string | undefined, n: number): void {
  const c = mut(ctx, id);
  if (name === undefined) c.coins += n;
  else c.counters = { ...c.counters, [name]: (c.counters?.[name] ?? 0) + n };
}
