// Using activated texts (rule 7.1): printed timing, once per turn per card, costs paid at
// declaration ([N], colored [N], rest ↓, extra costs, rule 5.4) and targets chosen at declaration.
// A text without a rest cost may be used while its card is rested (R-FAQ-1).
import type { ActivatedAbility, ExtraCost } from "../cards/definition.ts";
import { card, defOf, log, mut, own, ownPush, type Ctx } from "../core/ctx.ts";
import type { Decision } from "../core/decision.ts";
import { reject, type Rejection } from "../core/reject.ts";
import type { PlayerId } from "../core/state.ts";
import { abilityActive, hasRestriction } from "./continuous.ts";
import { payWith, validatePayment, type PayRequirement } from "./costs.ts";
import { targetsOk } from "./play.ts";
import { matches } from "./selectors.ts";
import type { Scope } from "./scope.ts";
import { timingAllows } from "./timing.ts";
import {
  CANNOT_USE_TEXTS_MEANS_ACTIVATED,
  COLORED_COST_ALL_CARDS_OF_COLOR,
} from "./project-rulings.ts";
import { moveCard } from "./zones.ts";
import { declared } from "./priority.ts";
import { becameRested, emit } from "./triggers.ts";

type ActivateDecision = Extract<Decision, { type: "activate" }>;

export function usedKey(cardId: number, ability: number): string {
  return `${cardId}:${ability}`;
}

export function textCostRequirement(a: ActivatedAbility): PayRequirement {
  const req: PayRequirement = { amount: a.cost?.source ?? 0, forCard: -1 };
  // Rule 5.4 [project]: every paying card has the color; otherwise one of them must.
  if (a.cost?.color) {
    if (COLORED_COST_ALL_CARDS_OF_COLOR) req.allOfColor = a.cost.color;
    else req.matchColor = a.cost.color;
  }
  return req;
}

/** Candidates for one extra cost. */
export function extraCostOptions(ctx: Ctx, p: PlayerId, source: number, x: ExtraCost): number[] {
  const scope: Scope = { source, controller: p };
  if (x.pay === "trashFromHand")
    return ctx.s.players[p].hand.filter((c) => matches(ctx, c, x.filter, scope));
  if (x.pay === "restOther")
    return [...ctx.s.players[p].main, ...ctx.s.players[p].support].filter(
      (c) => c !== source && !card(ctx, c).rested && matches(ctx, c, x.filter, scope),
    );
  return [];
}

function extraCount(x: ExtraCost): number {
  return x.pay === "trashFromHand" || x.pay === "restOther" ? x.n : 0;
}

/**
 * 「…は、テキストを使用することができない」 (SAK 01-075, SRBK 01-024): using a text is declaring it
 * (rule 4.2), so the card's activated texts cannot be used (CANNOT_USE_TEXTS_MEANS_ACTIVATED).
 */
export function textsUnusable(ctx: Ctx, id: number): boolean {
  return CANNOT_USE_TEXTS_MEANS_ACTIVATED && hasRestriction(ctx, id, "cannotUseTexts");
}

/** Legality of using a text; `paymentFound`: the payment came from findPayment (enumerator only). */
export function checkActivate(
  ctx: Ctx,
  d: ActivateDecision,
  paymentFound = false,
): Rejection | null {
  const s = ctx.s;
  const p = d.player;
  const c = s.cards[d.card];
  if (!c || c.owner !== p || (c.zone !== "main" && c.zone !== "support" && c.zone !== "attached"))
    return reject("ability/not-on-field", `card ${d.card} is not one of your cards on the field`);
  const a = defOf(ctx, d.card).abilities?.[d.ability];
  if (!a || a.kind !== "activated")
    return reject("ability/no-such-ability", `card ${d.card} has no activated text ${d.ability}`);
  if (!abilityActive(ctx, d.card, a))
    return reject("ability/condition-not-met", "the text's condition (or gyakkyou) is not met");
  if (textsUnusable(ctx, d.card))
    return reject("ability/texts-unusable", "a text forbids using this card's texts");
  if (s.usedThisTurn.includes(usedKey(d.card, d.ability)))
    return reject("ability/already-used", "rule 7.1: once per turn per card");
  if (!timingAllows(ctx, p, a.timing))
    return reject("timing/not-now", "the text's timing does not allow it now");
  if (a.cost?.rest && c.rested)
    return reject("cost/rested", "rule 5.4: a rested card cannot pay a rest cost");
  return checkActivationChoices(ctx, d, a, paymentFound);
}

/**
 * The rest of checkActivate, once the card, the text, its condition, the once-per-turn rule, the
 * timing and the rest cost passed: the extra costs, the targets and the payment. (The enumerator,
 * which made those first checks and built the extra costs and payment itself, asks only what is
 * left of this: listedActivationPasses.)
 */
function checkActivationChoices(
  ctx: Ctx,
  d: ActivateDecision,
  a: ActivatedAbility,
  paymentFound: boolean,
): Rejection | null {
  const p = d.player;
  const extras = a.cost?.extra ?? [];
  const given = d.extra ?? [];
  for (let i = 0; i < extras.length; i++) {
    const x = extras[i]!;
    const chosen = given[i] ?? [];
    const options = extraCostOptions(ctx, p, d.card, x);
    if (
      new Set(chosen).size !== chosen.length ||
      chosen.length !== extraCount(x) ||
      !allIn(chosen, options)
    )
      return reject(
        "cost/extra-unpayable",
        `extra cost ${i + 1} (${x.pay}) is not paid with legal cards`,
      );
  }
  const scope: Scope = { source: d.card, controller: p };
  const bad = targetsOk(ctx, a.targets ?? [], scope, d.targets);
  if (bad) return bad;
  const pay = d.pay ?? [];
  if (given.length > 0) {
    const extraCards = flatIds(given);
    if (new Set(extraCards).size !== extraCards.length || anyIn(pay, extraCards))
      return reject("cost/duplicate-card", "a card pays two costs");
  }
  if (paymentFound) return null;
  return validatePayment(ctx, p, textCostRequirement(a), pay);
}

/**
 * [perf: the checks not yet made] checkActivationChoices(ctx, d, a, true) for an activation the
 * enumerator built (legal-priority.ts activateCandidates): its extra-cost lists are `n` distinct
 * options of each cost, no card in two of them (payingExtras), the same options
 * checkActivationChoices computes again in the same read-only pass; its payment was found with
 * those cards excluded (`req.exclude`), so no card pays two costs. What is left is the targets.
 */
export function listedActivationPasses(
  ctx: Ctx,
  d: ActivateDecision,
  a: ActivatedAbility,
): boolean {
  const scope: Scope = { source: d.card, controller: d.player };
  return targetsOk(ctx, a.targets ?? [], scope, d.targets) === null;
}

// [perf: no closure context] loops, not `every` / `some` with arrows capturing a list: V8 allocated
// a context for the captured lists on every checkActivationChoices call (each target combo of
// each activated text of every walk). The same answers.

/** Is every one of `xs` in `ys`? */
function allIn(xs: readonly number[], ys: readonly number[]): boolean {
  for (let i = 0; i < xs.length; i++) if (!ys.includes(xs[i]!)) return false;
  return true;
}

/** Is some one of `xs` in `ys`? */
function anyIn(xs: readonly number[], ys: readonly number[]): boolean {
  for (let i = 0; i < xs.length; i++) if (ys.includes(xs[i]!)) return true;
  return false;
}

/**
 * The cards of several lists in one, in order: `lists.flat()`. [perf] a loop: `flat` was a hot
 * line of the priority walk (each activated text with an extra cost, and its check).
 */
export function flatIds(lists: readonly (readonly number[])[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < lists.length; i++) {
    const l = lists[i]!;
    for (let j = 0; j < l.length; j++) out.push(l[j]!);
  }
  return out;
}

export function doActivate(ctx: Ctx, d: ActivateDecision): void {
  const s = ctx.s;
  const a = defOf(ctx, d.card).abilities![d.ability] as ActivatedAbility;
  ownPush(ctx, "usedThisTurn", usedKey(d.card, d.ability));
  // 休息状態になる (PM_KG 01-055): the cards a rest cost rests, told once the costs are paid
  const rested: number[] = [];
  if (a.cost?.rest && !card(ctx, d.card).rested) rested.push(d.card);
  if (a.cost?.rest) mut(ctx, d.card).rested = true;
  const extras = a.cost?.extra ?? [];
  for (let i = 0; i < extras.length; i++) {
    const x = extras[i]!;
    for (const k of d.extra?.[i] ?? []) {
      if (x.pay === "trashFromHand") moveCard(ctx, k, "trash");
      else if (x.pay === "restOther") {
        if (!card(ctx, k).rested) rested.push(k);
        mut(ctx, k).rested = true;
      }
    }
    if (x.pay === "returnThisToHand") moveCard(ctx, d.card, "hand");
    if (x.pay === "trashThis") moveCard(ctx, d.card, "trash");
  }
  payWith(ctx, d.player, d.pay ?? []);
  ownPush(ctx, "stack", {
    uid: s.nextUid++,
    controller: d.player,
    source: d.card,
    kind: "ability",
    ability: d.ability,
    effect: -1,
    targets: d.targets ?? [],
    area: "main",
    host: -1,
    eventCard: -1,
  });
  if (ctx.keepsEvents)
    log(ctx, { ev: "declare", player: d.player, card: d.card, what: `text ${d.ability}` });
  // 相手がテキストを使用するごとに (FA 01-058): the declaration is the use (rules 4.2, 7.1)
  emit(ctx, { type: "textUsed", card: d.card, player: d.player });
  becameRested(ctx, rested);
  declared(ctx, d.player);
}
