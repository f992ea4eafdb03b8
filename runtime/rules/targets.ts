// Legal targets (rule 4.2: chosen at declaration; 4.3: re-checked on resolution): the cards of the
// spec's selector, less the cards a text protects from this one (「…の効果の対象にならない」:
// `untargetable` against the kind of card whose text it is, `untargetableByOpponent` only for the
// opponent's cards). A choice made on resolution (a search, 「…を選ぶ」) is not a target.
import { choiceBounds, type TargetSpec } from "../cards/definition.ts";
import { card, withMemo, type Ctx } from "../core/ctx.ts";
import { hasRestriction, restrictedAgainst } from "./continuous.ts";
import { PROTECTED_TARGET_SKIPPED_ON_RESOLUTION } from "./project-rulings.ts";
import type { Scope } from "./scope.ts";
import { groupAvailable, groupHolds } from "./groups.ts";
import { select, selectorIncludes } from "./selectors.ts";

/** Does a protection keep card `id` from being a target of the text of `scope`? */
function protectedFrom(ctx: Ctx, id: number, scope: Scope): boolean {
  if (hasRestriction(ctx, id, "untargetable")) return true;
  if (restrictedAgainst(ctx, id, "untargetable", scope.source)) return true;
  // 相手の…: the text's player is the opponent of the protected card's player
  if (scope.controller === card(ctx, id).owner) return false;
  return (
    hasRestriction(ctx, id, "untargetableByOpponent") ||
    restrictedAgainst(ctx, id, "untargetableByOpponent", scope.source)
  );
}

/** Legal candidates for a target spec: the cards of its selector that no protection keeps out. */
export function candidates(ctx: Ctx, spec: TargetSpec, scope: Scope, recheck = false): number[] {
  // [perf: candidates per state version] Within a read-only pass (ctx.memo set: an enumeration, or
  // apply's checks before its first write) the state cannot change, so the answer for the same
  // spec object from the same point of view is the same: the enumerator checks each target combo
  // it offers with checkPlay / checkActivate, which asked for the same candidates once per combo
  // (twice: the "needs a target" test and legalChoice). Only plain scopes (no declared targets or
  // variables, which a selector may read) are kept. Callers only read the array.
  const memo = ctx.memo;
  if (memo && scope.targets === undefined && scope.vars === undefined) {
    // [perf: a flat list] one list per memo scanned for the spec object (a few specs per state),
    // not a Map of lists per spec (a Map per memo); the first kept answer, as before
    const kept = (memo.candidates ??= []) as KeptCandidates[];
    for (let i = 0; i < kept.length; i++) {
      const k = kept[i]!;
      if (
        k.spec === spec &&
        k.source === scope.source &&
        k.controller === scope.controller &&
        k.eventCard === scope.eventCard &&
        k.recheck === recheck
      )
        return k.cands;
    }
    const cands = computeCandidates(ctx, spec, scope, recheck);
    kept.push({
      spec,
      source: scope.source,
      controller: scope.controller,
      eventCard: scope.eventCard,
      recheck,
      cands,
    });
    return cands;
  }
  // [perf: read-only pass memo] Nothing here writes the state, so the continuous effects in force
  // are computed once for the pass (withMemo) instead of four times per candidate (protectedFrom's
  // restriction reads) when called while a step writes (validation, resolution's re-check). Same
  // state, same answer: only the number of times it is computed changes.
  return candidatesInPass(ctx, spec, scope, recheck);
}

/**
 * `computeCandidates` under a read-only pass memo. [perf: no closure context] its own function: an
 * arrow that captures parameters makes V8 allocate a context for them on every call of the
 * function that holds it, taken or not (here: every kept answer of `candidates`).
 */
function candidatesInPass(ctx: Ctx, spec: TargetSpec, scope: Scope, recheck: boolean): number[] {
  return withMemo(ctx, () => computeCandidates(ctx, spec, scope, recheck));
}

/** One kept answer of `candidates` (Memo.candidates, per spec). */
interface KeptCandidates {
  spec: TargetSpec;
  source: number;
  controller: Scope["controller"];
  eventCard: number | undefined;
  recheck: boolean;
  cands: number[];
}

function computeCandidates(ctx: Ctx, spec: TargetSpec, scope: Scope, recheck: boolean): number[] {
  const all = select(ctx, spec.from, scope);
  if (recheck && !PROTECTED_TARGET_SKIPPED_ON_RESOLUTION) return all;
  // ([perf: no closure context] a loop, the filter's order: an arrow capturing `ctx` and `scope`
  // cost a context on every call, the early return's included)
  const out: number[] = [];
  for (let i = 0; i < all.length; i++) if (!protectedFrom(ctx, all[i]!, scope)) out.push(all[i]!);
  return out;
}

/**
 * Is card `id` one of `candidates(ctx, spec, scope, recheck)`? [perf: membership, not every
 * candidate] The same test for one card: selectorIncludes answers whether a selector's `select`
 * lists the card, kind by kind (selectors.ts: `this`, `host`, `eventCard` compare the one card;
 * `target` and `var` test the list and the filter select filters by; `cards` and `drawn` the
 * owner, the zone — a card is in its owner's zone array exactly when its `zone` says so, as
 * moveCard keeps them — or the turn's draws, which are the drawer's own cards, and the filter;
 * `found` and `union` by their parts), then the same protection test computeCandidates filters by.
 */
export function isCandidate(
  ctx: Ctx,
  spec: TargetSpec,
  scope: Scope,
  id: number,
  recheck: boolean,
): boolean {
  if (!selectorIncludes(ctx, spec.from, scope, id)) return false;
  if (recheck && !PROTECTED_TARGET_SKIPPED_ON_RESOLUTION) return true;
  return !protectedFrom(ctx, id, scope);
}

/**
 * Is `chosen` a legal choice for `spec` (right count, no duplicates, each a candidate)? `recheck`:
 * the re-check on resolution (rule 4.3). `cands`: the spec's candidates, when the caller has them
 * from the same read-only pass (resolution.ts recheckTargets).
 */
export function legalChoice(
  ctx: Ctx,
  spec: TargetSpec,
  scope: Scope,
  chosen: readonly number[],
  recheck = false,
  cands: readonly number[] = candidates(ctx, spec, scope, recheck),
): boolean {
  for (let i = 1; i < chosen.length; i++)
    for (let j = 0; j < i; j++) if (chosen[i] === chosen[j]) return false;
  // ([perf: no closure context] a loop, not `every` with an arrow capturing `cands`)
  for (let i = 0; i < chosen.length; i++) if (!cands.includes(chosen[i]!)) return false;
  // 同じ名称 / 同じ特徴 / 名称の異なる: the choice as a whole, bounded by the most that relate so
  if (spec.group && !groupHolds(ctx, spec.group, chosen)) return false;
  const { min, max } = choiceBounds(spec, groupAvailable(ctx, spec, cands));
  return chosen.length >= min && chosen.length <= max;
}
