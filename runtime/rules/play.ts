// Playing cards from hand (rule 6): characters into the main area (5 slots, replacement 6.3) or
// the support area, support cards onto a host (6.4), events at their printed timing (6.5), free
// entry (6.6). Costs are paid and targets chosen at declaration (rule 4.2); the card then waits
// on the response stack until it resolves.
import {
  needsATarget,
  type ActivatedAbility,
  type CardDef,
  type TargetSpec,
} from "../cards/definition.ts";
import {
  card,
  defOf,
  hasStaticTexts,
  log,
  mut,
  named,
  own,
  ownPush,
  type Ctx,
  sameKeyOf,
} from "../core/ctx.ts";
import type { Decision } from "../core/decision.ts";
import { reject, type Rejection } from "../core/reject.ts";
import type { PlayerId } from "../core/state.ts";
import { abilityActive, cannotBeTrashed, currentCost } from "./continuous.ts";
import { freeEntryAllows, freeEntryWindow } from "./keywords/free-entry.ts";
import { payWith, playRequirement, validatePayment } from "./costs.ts";
import {
  DECLARATION_NEEDS_A_TARGET,
  ENTERING_RESTED_IS_NOT_BECOMING_RESTED,
  MAIN_AREA_SLOTS,
  PLAY_FROM_REMOVED_WHEN_SAID,
} from "./project-rulings.ts";
import { playBanned, playPermitted } from "./effects/restrictions.ts";
import { defMatches, evalCondition, matches } from "./selectors.ts";
import { GROUP_REASON } from "./groups.ts";
import { candidates, legalChoice } from "./targets.ts";
import type { Scope } from "./scope.ts";
import { phaseOfStep, timingAllows } from "./timing.ts";
import { becameRested, emit } from "./triggers.ts";
import { moveCard } from "./zones.ts";
import { declared } from "./priority.ts";

type PlayDecision = Extract<Decision, { type: "play" }>;

export type EventText = { ability: ActivatedAbility; index: number };

// [perf: per definition] An event's modes and texts depend on its definition only, and card
// definitions never change once made (cards/database.ts), so each is derived once per definition
// (the priority walk asked for them for every event in the hand, in every window). The lists are
// shared: callers only read them.
const modesOf = new WeakMap<CardDef, readonly EventText[]>();
const textsOf = new WeakMap<CardDef, readonly EventText[]>();

/** The modes of an event (以下から1つ選択する。・…・…), in printed order; empty for any other card. */
export function eventModes(def: CardDef): readonly EventText[] {
  let out = modesOf.get(def);
  if (out === undefined) {
    const found: EventText[] = [];
    (def.abilities ?? []).forEach((a, index) => {
      if (a.kind === "activated" && a.eventMode) found.push({ ability: a, index });
    });
    modesOf.set(def, (out = found));
  }
  return out;
}

/** The texts an event can be played with: each of its modes, or its one text. */
export function eventTexts(def: CardDef): readonly EventText[] {
  let out = textsOf.get(def);
  if (out === undefined) {
    const modes = eventModes(def);
    const ev = modes.length > 0 ? null : eventAbility(def);
    out = modes.length > 0 ? modes : ev ? [ev] : [];
    textsOf.set(def, out);
  }
  return out;
}

/**
 * An event's text: its first activated ability carries the timing (rule 6.5). An event with modes
 * is played with the mode its play names (`mode`, EVENT_MODE_CHOSEN_AT_DECLARATION); without one
 * it has no text to play.
 */
export function eventAbility(def: CardDef, mode?: number): EventText | null {
  const modes = eventModes(def);
  if (modes.length > 0) return mode === undefined ? null : (modes[mode] ?? null);
  const abilities = def.abilities ?? [];
  for (let i = 0; i < abilities.length; i++) {
    const a = abilities[i]!;
    if (a.kind === "activated") return { ability: a, index: i };
  }
  return null;
}

/** Rule 6.2: the same card may not already be on its owner's field (main and support areas). */
export function sameCardOnField(ctx: Ctx, id: number): boolean {
  // [perf: per card id] the keys' numbers (GameDb.sameGroupAt: equal exactly when the keys are),
  // not two strings compared per card on the field
  const groups = ctx.db.sameGroupAt;
  const key = groups[id];
  const ps = ctx.s.players[card(ctx, id).owner];
  for (let i = 0; i < ps.main.length; i++) {
    const other = ps.main[i]!;
    if (other !== id && groups[other] === key) return true;
  }
  for (let i = 0; i < ps.support.length; i++) {
    const other = ps.support[i]!;
    if (other !== id && groups[other] === key) return true;
  }
  return false;
}

/**
 * 《使用条件》 (an event's play requirement): read when the event is played from the hand, from the
 * event's point of view (source = the event, controller = its player).
 */
export function playRequirementMet(ctx: Ctx, p: PlayerId, id: number): boolean {
  const req = defOf(ctx, id).playRequirement;
  return req === undefined || evalCondition(ctx, req, { source: id, controller: p });
}

/** Rule 6.1 / 6.6: may `p` put this character onto the field now? */
export function characterTimingOk(ctx: Ctx, p: PlayerId, id: number): boolean {
  const s = ctx.s;
  if (s.stack.length > 0) return false;
  const phase = phaseOfStep(s.step);
  if (phase === "main" && p === s.turnPlayer) return true;
  if (freeEntryAllows(ctx, p, id)) return true;
  // a turn's permission (「このターン、自分は、メインフェイズ以外でも…を登場させることができる」):
  // the windows free entry opens, for the cards of its kind
  return freeEntryWindow(ctx, p) !== null && playPermitted(ctx, p, id);
}

/** Total cost to pay: current cost plus "next card" modifiers, never below 0 (rule 5.5). */
export function costToPlay(ctx: Ctx, p: PlayerId, id: number): number {
  let cost = currentCost(ctx, id, p);
  for (const nc of ctx.s.nextCost) {
    if (nc.player !== p) continue;
    const e = ctx.db.effects[nc.filterRef];
    if (e && e.do === "nextCardCost" && e.filter && !defMatches(ctx, card(ctx, id).def, e.filter))
      continue;
    cost += nc.delta;
    // GG 01-088: a further change for that card when it also fits (rule 5.5: never below 0)
    if (e?.do === "nextCardCost" && e.bonus && defMatches(ctx, card(ctx, id).def, e.bonus.filter))
      cost += e.bonus.delta;
  }
  return Math.max(0, cost);
}

export function targetsOk(
  ctx: Ctx,
  specs: readonly TargetSpec[],
  scope: Scope,
  targets: readonly number[][] | undefined,
  declaration = true,
): Rejection | null {
  const given = targets ?? [];
  if (given.length > specs.length)
    return reject("target/illegal", "more target lists than the text has targets");
  for (let i = 0; i < specs.length; i++) {
    const spec = specs[i]!;
    const chosen = given[i] ?? [];
    if (
      declaration &&
      DECLARATION_NEEDS_A_TARGET &&
      needsATarget(spec) &&
      candidates(ctx, spec, scope).length === 0
    )
      return reject(
        "target/none",
        `target ${i + 1}: there is no legal target, so this cannot be declared`,
      );
    if (!legalChoice(ctx, spec, scope, chosen)) {
      const cands = candidates(ctx, spec, scope);
      return reject(
        "target/illegal",
        `target ${i + 1}: choose ${spec.anyNumber ? `at least ${spec.n} (any number)` : `${spec.upTo ? "up to " : ""}${spec.n}`} of [${cands.join(", ")}]${spec.group ? `; ${GROUP_REASON[spec.group]}` : ""}`,
      );
    }
  }
  return null;
}

/** An option of the decision that this kind of card does not take (never silently ignored). */
function optionForAnotherKind(kind: string, d: PlayDecision): string | undefined {
  if (kind !== "character" && (d.area !== undefined || d.replace !== undefined))
    return "only a character goes into an area or replaces one (rules 6.1, 6.3); a support card attaches to a host (6.4)";
  if (kind !== "support" && d.host !== undefined)
    return "only a support card is attached to a host (rule 6.4)";
  if (kind !== "event" && d.mode !== undefined)
    return "only an event is played with one of its modes (rule 6.5)";
  return undefined;
}

/** Why a card cannot be played from where it is: a card is played from its owner's hand (6.1–6.3). */
function notInHand(ctx: Ctx, player: PlayerId, id: number): string {
  const c = ctx.s.cards[id];
  if (!c) return `there is no card #${id}`;
  const where = c.owner !== player ? "not yours" : `in your ${c.zone}, not in your hand`;
  return `${named(ctx, id)} is ${where}: a card is played from its owner's hand (rules 6.1–6.3)`;
}

/**
 * Legality of a play decision, without changing anything. `paymentFound` is for the legal-decision
 * enumerator only: its payment came from findPayment, which applies the same rules.
 */
export function checkPlay(ctx: Ctx, d: PlayDecision, paymentFound = false): Rejection | null {
  const s = ctx.s;
  const p = d.player;
  const c = s.cards[d.card];
  if (!c || c.owner !== p || (c.zone !== "hand" && !playableFromRemoved(ctx, d.card)))
    return reject("play/not-in-hand", notInHand(ctx, p, d.card));
  if (playBanned(ctx, p, d.card))
    return reject("play/banned", "a text forbids playing this card now");
  const def = defOf(ctx, d.card);
  const scope: Scope = { source: d.card, controller: p };
  const wrongOption = optionForAnotherKind(def.kind, d);
  if (wrongOption) return reject("play/option-for-another-kind", wrongOption);
  if (def.kind === "character") {
    if (!characterTimingOk(ctx, p, d.card))
      return reject(
        "timing/not-now",
        "characters enter in your own main phase (rule 6.1) unless free entry (6.6)",
      );
    const area = d.area ?? "main";
    if (enterBanned(ctx, d.card, area))
      return reject(
        "play/cannot-enter",
        `its own text: this card cannot be played${area === "main" ? " into the main area" : ""} (rule 6.1)`,
      );
    if (sameCardOnField(ctx, d.card))
      return reject("play/same-card-on-field", "rule 6.2: the same card is already on your field");
    if (area === "main") {
      if (def.ap === undefined || def.dp === undefined)
        return reject(
          "play/not-main-capable",
          "rule 1.1: a character without AP/DP goes to the support area",
        );
      const main = s.players[p].main;
      if (main.length >= MAIN_AREA_SLOTS) {
        if (d.replace === undefined)
          return reject(
            "play/main-area-full",
            "rule 6.3: the main area is full; name a character to trash",
          );
        if (!main.includes(d.replace))
          return reject(
            "play/illegal-replace",
            "rule 6.3: the replaced character must be in your main area",
          );
        if (sameKeyOf(ctx, d.replace) === sameKeyOf(ctx, d.card))
          return reject("play/illegal-replace", "rule 6.3: cannot replace the same card");
        if (cannotBeTrashed(ctx, d.replace))
          return reject("play/illegal-replace", "退場しない: that character cannot leave");
      } else if (d.replace !== undefined)
        return reject(
          "play/illegal-replace",
          "rule 6.3: replacement only with 5 characters in the main area",
        );
    } else if (d.replace !== undefined)
      return reject("play/illegal-replace", "replacement applies to the main area only");
  } else if (def.kind === "support") {
    if (!(s.step === "main" && p === s.turnPlayer && s.stack.length === 0))
      return reject("timing/not-now", "rule 6.4: support cards are played in your own main phase");
    const h = d.host === undefined ? undefined : s.cards[d.host];
    if (!h || h.owner !== p || (h.zone !== "main" && h.zone !== "support"))
      return reject("play/illegal-host", "attach to one of your characters on the field");
    if (def.attachTo && !matches(ctx, d.host!, def.attachTo, scope))
      return reject("play/illegal-host", "the character does not meet the attachment restriction");
    if (sameSupportOn(ctx, s.players[p].attached, d.host!, d.card))
      return reject(
        "play/same-support-attached",
        "rule 6.4: that character already carries the same support card",
      );
  } else {
    const modal = eventModes(def).length > 0;
    if (modal !== (d.mode !== undefined))
      return reject(
        "play/no-such-mode",
        modal ? "name the mode this event is played with" : "this event has no modes",
      );
    const ev = eventAbility(def, d.mode);
    if (!ev)
      return modal
        ? reject("play/no-such-mode", `this event has no mode ${d.mode! + 1}`)
        : reject("play/no-timing", "this event has no timing");
    if (!timingAllows(ctx, p, ev.ability.timing))
      return reject("timing/not-now", "the event's timing does not allow it now (rule 6.5)");
    if (!playRequirementMet(ctx, p, d.card))
      return reject(
        "play/requirement-not-met",
        "《使用条件》: the event's play requirement does not hold now",
      );
    const bad = targetsOk(ctx, ev.ability.targets ?? [], scope, d.targets);
    if (bad) return bad;
  }
  if (paymentFound) return null;
  const req = playRequirement(ctx, d.card, costToPlay(ctx, p, d.card));
  return validatePayment(ctx, p, req, d.pay);
}

/**
 * Rule 6.4: does host `host` already carry a support card with the same card key as `id`?
 * [perf: no closure context] a loop in a function of its own: the arrow it replaces captured the
 * decision and the key, and V8 allocated a context for them on every checkPlay and
 * resolvePermanent call.
 */
export function sameSupportOn(
  ctx: Ctx,
  attached: readonly number[],
  host: number,
  id: number,
): boolean {
  const key = sameKeyOf(ctx, id);
  for (let i = 0; i < attached.length; i++) {
    const a = attached[i]!;
    if (card(ctx, a).host === host && sameKeyOf(ctx, a) === key) return true;
  }
  return false;
}

/**
 * "Next card" cost modifiers of `p` are used up by card `id` (those whose filter it passes).
 * [perf: no closure context] a function of its own, called only when there are modifiers: its
 * arrows capture the player and the card, and V8 allocated a context for them on every doPlay.
 */
function useUpNextCost(ctx: Ctx, p: PlayerId, id: number): void {
  const s = ctx.s;
  if (!s.nextCost.some((n) => n.player === p)) return;
  s.nextCost = s.nextCost.filter((nc) => {
    if (nc.player !== p) return true;
    const e = ctx.db.effects[nc.filterRef];
    return (
      e?.do === "nextCardCost" &&
      e.filter !== undefined &&
      !defMatches(ctx, card(ctx, id).def, e.filter)
    );
  });
}

/** Perform a checked play: pay, move to the stack, hand priority to the opponent (rule 4.1). */
export function doPlay(ctx: Ctx, d: PlayDecision): void {
  const s = ctx.s;
  const p = d.player;
  const def = defOf(ctx, d.card);
  // "next card" cost modifiers are used up by this card.
  if (s.nextCost.length > 0) useUpNextCost(ctx, p, d.card);
  // where the card is played from (手札以外から: the removed zone, SG 01-050), read before it moves
  const fromHand = card(ctx, d.card).zone === "hand";
  payWith(ctx, p, d.pay, d.card);
  if (d.replace !== undefined) moveCard(ctx, d.replace, "trash"); // rule 6.3
  moveCard(ctx, d.card, "stack");
  const ev = def.kind === "event" ? eventAbility(def, d.mode) : null;
  ownPush(ctx, "stack", {
    uid: s.nextUid++,
    controller: p,
    source: d.card,
    kind: def.kind,
    ability: ev ? ev.index : -1,
    effect: -1,
    targets: d.targets ?? [],
    area: d.area ?? "main",
    host: d.host ?? -1,
    eventCard: -1,
  });
  own(ctx, "playedThisTurn")[p].push(card(ctx, d.card).def);
  if (ctx.keepsEvents)
    log(ctx, {
      ev: "declare",
      player: p,
      card: d.card,
      what:
        def.kind === "character"
          ? `enter (${d.area ?? "main"})`
          : d.mode !== undefined
            ? `${def.kind} (mode ${d.mode + 1})`
            : def.kind,
    });
  emit(ctx, {
    type: "cardPlayed",
    card: d.card,
    player: p,
    ...(fromHand ? {} : { notFromHand: true }),
  });
  declared(ctx, p);
}

/** Resolve a character entry or support attachment (engine-defined, no effect program). */
export function resolvePermanent(ctx: Ctx, item: Ctx["s"]["stack"][number]): void {
  const s = ctx.s;
  const id = item.source;
  if (item.kind === "character") {
    const main = s.players[item.controller].main;
    if ((item.area === "main" && main.length >= MAIN_AREA_SLOTS) || sameCardOnField(ctx, id)) {
      moveCard(ctx, id, "trash");
      log(ctx, { ev: "fizzle", card: id });
      return;
    }
    moveCard(ctx, id, item.area);
    const m = mut(ctx, id);
    // rule 6.1: enters ready, unless its own text says it enters rested (SPK 01-014); the text is
    // read from the card's definition, as it is not yet on the field when it enters
    m.rested = entersRested(ctx, id);
    m.enteredTurn = s.turn;
    s.enteredByPlay = [...(s.enteredByPlay ?? []), id];
    if (ctx.keepsEvents) log(ctx, { ev: "enter", card: id, area: item.area });
    emit(ctx, { type: "enters", card: id, player: item.controller });
    // entering rested is not becoming rested, unless the project reads it so (PM_KG 01-055)
    if (m.rested && !ENTERING_RESTED_IS_NOT_BECOMING_RESTED) becameRested(ctx, [id]);
    return;
  }
  // Support: re-check the host and the restriction now.
  const def = defOf(ctx, id);
  const h = s.cards[item.host];
  const hostOk =
    h !== undefined &&
    (h.zone === "main" || h.zone === "support") &&
    (!def.attachTo ||
      matches(ctx, item.host, def.attachTo, { source: id, controller: item.controller })) &&
    !sameSupportOn(ctx, s.players[item.controller].attached, item.host, id);
  if (!hostOk) {
    moveCard(ctx, id, "trash");
    log(ctx, { ev: "fizzle", card: id });
    return;
  }
  moveCard(ctx, id, "attached", { host: item.host });
  mut(ctx, id).enteredTurn = s.turn;
  log(ctx, { ev: "attach", card: id, host: item.host });
}

/**
 * 「このカードは、[メインエリアに]登場させることができない」 (ERMG P-002, KONM 05-010): the card's
 * own continuous text, read while it is in the hand (its condition from its point of view), bans
 * playing it (登場, rule 6.1) — into the main area only when the text names it. Being put onto the
 * field by an effect (場に出す) is not 登場 (6.1) and is not banned.
 */
export function enterBanned(ctx: Ctx, id: number, area: "main" | "support"): boolean {
  // [perf: no continuous text, no ban] the ban is a continuous text of the card; a card whose
  // definition has none (CardDb.hasStatics) has no such text.
  if (!hasStaticTexts(ctx, id)) return false;
  return ownEnterBan(ctx, id, area);
}

/**
 * A continuous text of card `id` banning it from `area`, in force. [perf: no closure context] its
 * own function: the arrow captures `ctx`, `id` and `area`, and V8 allocated a context for them on
 * every enterBanned call, the early return's included.
 */
function ownEnterBan(ctx: Ctx, id: number, area: "main" | "support"): boolean {
  return (defOf(ctx, id).abilities ?? []).some(
    (a) =>
      a.kind === "continuous" &&
      a.effect.mod === "cannotEnter" &&
      (a.effect.area === undefined || a.effect.area === area) &&
      abilityActive(ctx, id, a),
  );
}

/**
 * 「このカードは、ゲームから取り除かれている状態でもプレイできる」 (SG 01-050): the card is in its
 * owner's removed zone and its own text, working there, lets it be played from it
 * ([project] PLAY_FROM_REMOVED_WHEN_SAID). Everything else about the play is as from the hand.
 */
export function playableFromRemoved(ctx: Ctx, id: number): boolean {
  if (!PLAY_FROM_REMOVED_WHEN_SAID || card(ctx, id).zone !== "removed") return false;
  return (defOf(ctx, id).abilities ?? []).some(
    (a) => a.kind === "continuous" && a.effect.mod === "playableFrom" && abilityActive(ctx, id, a),
  );
}

/** 「このカードは、登場する場合、休息状態で場に出る」: a continuous text of the card itself (rule 6.1). */
function entersRested(ctx: Ctx, id: number): boolean {
  return (defOf(ctx, id).abilities ?? []).some(
    (a) => a.kind === "continuous" && a.effect.mod === "entersRested" && abilityActive(ctx, id, a),
  );
}
