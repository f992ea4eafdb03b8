// Resolving a stack item (rule 4.2–4.3). The newest item is popped; a character or support card
// enters (play.ts); a text re-checks its declared targets (4.3) and then runs as a work list of
// effect ids (cards/database.ts numbers every effect node): each id is dispatched to its
// handler (effects/table.ts). A handler that needs a player's choice sets `state.pending`,
// records itself in `resolving.waiting` and returns false; `resume` hands it the decision.
// Work ids < 0 encode "run -(id+1) only if the previous step did something" (その場合, "if you
// do"). When the list is empty the resolution finishes (an event goes to the trash, 6.5).
import type {
  ActivatedAbility,
  Effect,
  TargetSpec,
  TriggeredAbility,
} from "../cards/definition.ts";
import { card, defOf, log, own, withMemo, type Ctx } from "../core/ctx.ts";
import type { Decision } from "../core/decision.ts";
import { reject, type Rejection } from "../core/reject.ts";
import type { Pending, Resolution } from "../core/state.ts";
import type { Answer, AnswerKind } from "./effects/handler.ts";
import { handlerAt, handlerOf } from "./effects/table.ts";
import { playRequirementMet, resolvePermanent } from "./play.ts";
import {
  ALL_TARGETS_GONE_SKIPS_WHOLE_TEXT,
  PLAY_REQUIREMENT_AT_DECLARATION_ONLY,
  RESTED_SOURCE_STILL_RESOLVES,
  STACK_LAST_IN_FIRST_OUT,
  TEXT_USE_CONDITION_AT_DECLARATION_ONLY,
  TRIGGER_RESOLVES_AFTER_SOURCE_LEFT,
} from "./project-rulings.ts";
import { abilityActive } from "./continuous.ts";
import type { Scope } from "./scope.ts";
import { GROUP_REASON, groupHolds } from "./groups.ts";
import { candidates, isCandidate, legalChoice } from "./targets.ts";
import { moveCard } from "./zones.ts";
import { priorityAfterResolution } from "./priority.ts";
import { finishReplacement } from "./replacement-resolution.ts";

/** The point of view of the resolving item: its source, controller, targets and bindings. */
function scopeOf(r: Resolution): Scope {
  const it = r.item;
  return {
    source: it.source,
    controller: it.controller,
    targets: it.targets,
    vars: r.vars,
    eventCard: it.eventCard,
  };
}

/** Pop the newest stack item and start resolving it (rule 4.2: last in, first out). */
export function resolveTop(ctx: Ctx): void {
  const s = ctx.s;
  const stack = own(ctx, "stack");
  const item = (STACK_LAST_IN_FIRST_OUT ? stack.pop() : stack.shift())!;
  if (item.kind === "character" || item.kind === "support") {
    resolvePermanent(ctx, item);
    return;
  }
  let work: number[] = [];
  let specs: ActivatedAbility["targets"] = [];
  if (item.kind === "delayed") work = [item.effect];
  else {
    const a = defOf(ctx, item.source).abilities?.[item.ability] as
      ActivatedAbility | TriggeredAbility | undefined;
    if (a) {
      work = [ctx.db.effectIds.get(a.effect)!];
      specs = a.targets ?? [];
    }
  }
  s.resolving = { item, work, vars: item.vars ? { ...item.vars } : {}, did: false, waiting: -1 };
  // `text`: which text of the card resolves (its index), so a run can count each text's uses
  if (ctx.keepsEvents)
    log(ctx, { ev: "resolve", card: item.source, what: item.kind, text: item.ability });
  if (
    !TRIGGER_RESOLVES_AFTER_SOURCE_LEFT &&
    item.kind === "trigger" &&
    card(ctx, item.source).zone === "trash"
  )
    s.resolving.work = [];
  if (!RESTED_SOURCE_STILL_RESOLVES && item.kind === "ability" && card(ctx, item.source).rested)
    s.resolving.work = [];
  if (
    (item.kind === "event" || item.kind === "break") &&
    !PLAY_REQUIREMENT_AT_DECLARATION_ONLY &&
    !playRequirementMet(ctx, item.controller, item.source)
  )
    s.resolving.work = [];
  // an activated text's use condition (このテキストは、…場合にのみ使用できる) was read at declaration
  if (item.kind === "ability" && !TEXT_USE_CONDITION_AT_DECLARATION_ONLY) {
    const a = defOf(ctx, item.source).abilities?.[item.ability];
    if (a && !abilityActive(ctx, item.source, a)) s.resolving.work = [];
  }
  // A delayed effect's targets are the creating effect's (kept, not declared again): nothing to
  // recheck against; a card that changed zones since was already dropped (new-object.ts).
  if (item.kind !== "delayed" && !recheckTargets(ctx, s.resolving, specs ?? [])) {
    log(ctx, { ev: "fizzle", card: item.source });
    if (ALL_TARGETS_GONE_SKIPS_WHOLE_TEXT) s.resolving.work = [];
  }
}

const upToSpecs = new WeakMap<TargetSpec, TargetSpec>();

/**
 * `{ ...spec, upTo: true }`, made once per spec object. [perf] the spread of a target spec (many
 * shapes: a generic copy) was 2.5 % of seed games; specs are card data, never changed once made.
 */
function upToSpec(spec: TargetSpec): TargetSpec {
  let out = upToSpecs.get(spec);
  if (out === undefined) upToSpecs.set(spec, (out = { ...spec, upTo: true }));
  return out;
}

/** Rule 4.3: keep only targets that are still legal; false when every declared target is gone. */
function recheckTargets(ctx: Ctx, r: Resolution, specs: readonly TargetSpec[]): boolean {
  const scope = scopeOf(r);
  const hadAny = r.item.targets.some((l) => l.length > 0);
  // [perf: read-only pass memo] the checks below only read: one memo for all of them (targets.ts)
  const kept = withMemo(ctx, () =>
    r.item.targets.map((list, i) => {
      if (!specs[i] || list.length === 0) return [];
      // [perf: candidates once per list] the same spec, scope and state for every card of the
      // list: its candidates were computed again per card (the scope holds declared targets, so
      // targets.ts does not keep them); the checks read them only
      const spec = upToSpec(specs[i]);
      // [perf: membership, not every candidate] without a group relation or "any number", one
      // card's choice is legal (legalChoice: no duplicate, a candidate, 0 ≤ 1 ≤ min(n, number of
      // candidates), which a candidate makes at least 1) exactly when n ≥ 1 and the card is a
      // candidate: asked of each declared card (targets.ts isCandidate), no list of every one
      if (!spec.group && !spec.anyNumber)
        return spec.n >= 1 ? list.filter((c) => isCandidate(ctx, spec, scope, c, true)) : [];
      const cands = candidates(ctx, spec, scope, true);
      return list.filter((c) => legalChoice(ctx, spec, scope, [c], true, cands));
    }),
  );
  r.item = { ...r.item, targets: kept };
  // With nothing declared (no legal target existed, R-N-4) the text resolves and does nothing.
  return !(hadAny && kept.every((l) => l.length === 0));
}

/** Run the work list until it is empty (true) or an effect waits for a decision (false). */
export function runWork(ctx: Ctx): boolean {
  const r = ctx.s.resolving!;
  while (r.work.length > 0) {
    // a replacement that took an event of the last step resolves first (flow.ts advance)
    if (ctx.s.replacing) return false;
    let id = r.work.pop()!;
    if (id < 0) {
      if (!r.did) continue;
      id = -id - 1;
    }
    const e = ctx.db.effects[id]!;
    if (!handlerAt(ctx.db.effects, id).run(ctx, r, e, scopeOf(r), id)) return false;
  }
  return !ctx.s.replacing;
}

/**
 * The work list is done: the item leaves the stack for good; priority to the opponent of the last
 * declarer (rule 4.1, priority.ts).
 */
export function finishResolution(ctx: Ctx): void {
  const s = ctx.s;
  // a replacement is not a stack item: no event to the trash, no priority (the paused one goes on)
  if (s.resolving!.replacing) return finishReplacement(ctx, s.resolving!);
  const item = s.resolving!.item;
  s.resolving = null;
  // Rule 6.5: an event goes to the trash after it resolves. A break card stays in points (7.5).
  if (item.kind === "event" && card(ctx, item.source).zone === "stack")
    moveCard(ctx, item.source, "trash");
  priorityAfterResolution(ctx);
}

const ASKED: Record<AnswerKind, string> = {
  choose: "a choose decision",
  may: "a may decision",
  option: "an option decision",
};

/** The decision as an answer to what is asked (`pending`), or why it is not one. */
function answerOf(
  ctx: Ctx,
  pending: Extract<Pending, { kind: AnswerKind }>,
  d: Decision,
): Answer | Rejection {
  const wrong = (kind: AnswerKind): Rejection =>
    reject("decision/wrong-kind", `expected ${ASKED[kind]}, got ${d.type}`);
  switch (pending.kind) {
    case "choose": {
      if (d.type !== "choose") return wrong("choose");
      const chosen = d.cards;
      if (
        new Set(chosen).size !== chosen.length ||
        !chosen.every((c) => pending.options.includes(c))
      )
        return reject("target/illegal", "a chosen card is not one of the options");
      if (chosen.length < pending.min || chosen.length > pending.max)
        return reject(
          "choice/wrong-count",
          `choose between ${pending.min} and ${pending.max} cards`,
        );
      // 同じ名称 / 同じ特徴 / 名称の異なる: the choice as a whole (groups.ts)
      if (pending.group && !groupHolds(ctx, pending.group, chosen))
        return reject("choice/group", GROUP_REASON[pending.group]);
      return { kind: "choose", player: d.player, cards: chosen };
    }
    case "may":
      if (d.type !== "may") return wrong("may");
      return { kind: "may", player: d.player, accept: d.accept };
    case "option":
      if (d.type !== "option") return wrong("option");
      if (!Number.isInteger(d.index) || d.index < 0 || d.index >= pending.count)
        return reject("choice/illegal-option", "no such option");
      return { kind: "option", player: d.player, index: d.index };
  }
}

/** Finish the waiting effect with the player's decision (its handler's `resume`). */
export function resume(ctx: Ctx, d: Decision): Rejection | null {
  const r = ctx.s.resolving!;
  const e = ctx.db.effects[r.waiting]!;
  const pending = ctx.s.pending;
  if (pending.kind !== "choose" && pending.kind !== "may" && pending.kind !== "option")
    return reject("decision/wrong-kind", "no effect is waiting for a choice");
  const answer = answerOf(ctx, pending, d);
  if ("ok" in answer) return answer;
  const h = handlerOf(e);
  if (h.answers !== answer.kind)
    return reject("decision/wrong-kind", `expected ${ASKED[answer.kind]}, got ${d.type}`);
  (h.resume as (ctx: Ctx, r: Resolution, e: Effect, a: Answer) => void)(ctx, r, e, answer);
  r.waiting = -1;
  return null;
}
