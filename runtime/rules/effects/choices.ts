// The shape of a text: steps in order (その後), a condition (なら), "if you do" (その場合), an
// optional step (〜ことができる, also the opponent's: 「相手は…できる」), one of several (または), and
// cards chosen while it resolves. These only push sub-effects onto the work list or bind choices;
// the work list itself is resolution.ts.
import {
  choiceBounds,
  type Amount,
  type Condition,
  type Effect,
  type PlayerRef,
  type TargetSpec,
} from "../../cards/definition.ts";
import { log, type Ctx } from "../../core/ctx.ts";
import { OPPONENT_MAY_IS_OPPONENTS_DECISION, REPEAT_COUNT_TAKEN_ONCE } from "../project-rulings.ts";
import { groupAvailable } from "../groups.ts";
import { amount, evalCondition, select } from "../selectors.ts";
import { playerOf, type Scope } from "../scope.ts";
import { eid, wait, type EffectFamily } from "./handler.ts";
import { optionSets } from "./choose-several.ts";

// ---- builders (re-exported by cards/builders.ts)
export const seq = (...steps: Effect[]): Effect => ({ do: "seq", steps });
export const chooseNow = (spec: TargetSpec, as: string, chooser?: PlayerRef): Effect =>
  chooser ? { do: "choose", spec, as, chooser } : { do: "choose", spec, as };
export const may = (effect: Effect, ifYouDo?: Effect): Effect =>
  ifYouDo ? { do: "may", effect, ifYouDo } : { do: "may", effect };
/** 「相手は…できる」: `player` (e.g. "opponent") decides the optional effect. */
export const mayBy = (player: PlayerRef, effect: Effect, ifYouDo?: Effect): Effect =>
  ifYouDo ? { do: "may", effect, ifYouDo, player } : { do: "may", effect, player };
export const ifYouDo = (effect: Effect): Effect => ({ do: "ifYouDo", effect });
export const oneOf = (...options: Effect[]): Effect => ({ do: "choice", options });
/** 「相手は、A。または、B。」: `player` picks the option (and performs it). */
export const oneOfBy = (player: PlayerRef, ...options: Effect[]): Effect => ({
  do: "choice",
  options,
  player,
});
/** 「以下から2つ選択する」: `pick` different options, done in the order the engine gives
 * (choose-several.ts); `player` picks when given. */
export const chooseSeveral = (pick: number, ...options: Effect[]): Effect => ({
  do: "choice",
  options,
  pick,
});
export const chooseSeveralBy = (player: PlayerRef, pick: number, ...options: Effect[]): Effect => ({
  do: "choice",
  options,
  player,
  pick,
});
/** 「X3枚につき、<effect>」: the effect that many times (counted once, when the repeat starts). */
export const repeat = (times: Amount, effect: Effect): Effect => ({ do: "repeat", times, effect });
export const when = (cond: Condition, then: Effect, otherwise?: Effect): Effect =>
  otherwise ? { do: "if", cond, then, else: otherwise } : { do: "if", cond, then };

// ---- handlers
export const choiceEffects = {
  seq: {
    run(ctx, r, e) {
      for (let i = e.steps.length - 1; i >= 0; i--) r.work.push(eid(ctx, e.steps[i]!));
      return true;
    },
  },
  if: {
    run(ctx, r, e, scope) {
      if (evalCondition(ctx, e.cond, scope)) r.work.push(eid(ctx, e.then));
      else if (e.else) r.work.push(eid(ctx, e.else));
      return true;
    },
  },
  repeat: {
    run(ctx, r, e, scope, id) {
      if (REPEAT_COUNT_TAKEN_ONCE) {
        // counted now, once: what the rounds do does not change how many there are
        const times = amount(ctx, e.times, scope);
        for (let i = 0; i < times; i++) r.work.push(eid(ctx, e.effect));
        return true;
      }
      // counted again before each round: the rounds done are kept with the resolution's bindings
      const key = `repeat#${id}`;
      const done = r.vars[key]?.[0] ?? 0;
      if (amount(ctx, e.times, scope) <= done) {
        delete r.vars[key];
        return true;
      }
      r.vars[key] = [done + 1];
      r.work.push(id, eid(ctx, e.effect)); // the round first (the work list is a stack), then this again
      return true;
    },
  },
  ifYouDo: {
    run(ctx, r, e) {
      if (r.did) r.work.push(eid(ctx, e.effect));
      return true;
    },
  },
  may: {
    run: (ctx, r, e, scope, id) =>
      wait(ctx, r, id, {
        kind: "may",
        // 「相手は…できる」: the opponent decides (player "opponent").
        player:
          e.player && OPPONENT_MAY_IS_OPPONENTS_DECISION
            ? playerOf(e.player, scope, ctx)
            : r.item.controller,
        prompt: "use the optional effect?",
      }),
    answers: "may",
    resume(ctx, r, e, a) {
      log(ctx, { ev: "choice", player: a.player, text: a.accept ? "yes" : "no" });
      r.did = false;
      if (a.accept) {
        // Work ids < 0: "only if the previous step did something" (its その場合).
        if (e.ifYouDo) r.work.push(-eid(ctx, e.ifYouDo) - 1);
        r.work.push(eid(ctx, e.effect));
      }
    },
  },
  choice: {
    run: (ctx, r, e, scope, id) =>
      wait(ctx, r, id, {
        kind: "option",
        player: e.player ? playerOf(e.player, scope, ctx) : r.item.controller,
        count:
          e.pick === undefined ? e.options.length : optionSets(e.options.length, e.pick).length,
        prompt: e.pick === undefined ? "choose one effect" : `choose ${e.pick} effects`,
      }),
    answers: "option",
    resume(ctx, r, e, a) {
      log(ctx, { ev: "choice", player: a.player, text: `option ${a.index + 1}` });
      if (e.pick === undefined) {
        r.work.push(eid(ctx, e.options[a.index]!));
        return;
      }
      // a set of options: pushed last first, so the work list does them in the set's order
      const set = optionSets(e.options.length, e.pick)[a.index]!;
      for (let i = set.length - 1; i >= 0; i--) r.work.push(eid(ctx, e.options[set[i]!]!));
    },
  },
  choose: {
    run(ctx, r, e, scope, id) {
      const chooser = playerOf(e.chooser ?? "you", scope, ctx);
      const options = select(ctx, e.spec.from, scope);
      // 同じ枚数の: the number is counted now (TargetSpec.counted)
      const spec = countedSpec(ctx, e.spec, scope);
      const { min, max } = choiceBounds(spec, groupAvailable(ctx, spec, options));
      // 同じ枚数の counted as 0: nothing is chosen
      if (spec.counted !== undefined && max === 0) {
        r.vars[e.as] = [];
        r.did = false;
        return true;
      }
      if (options.length === 0 || min === options.length) {
        // No real choice: all candidates (or none) are taken.
        r.vars[e.as] = options;
        r.did = options.length > 0;
        return true;
      }
      // 任意の枚数: the number chosen is part of the logged decision (min..every candidate)
      return wait(ctx, r, id, {
        kind: "choose",
        player: chooser,
        options,
        min,
        max,
        prompt: `choose ${e.as}`,
        ...(spec.group ? { group: spec.group } : {}),
      });
    },
    answers: "choose",
    resume(_ctx, r, e, a) {
      r.vars = { ...r.vars, [e.as]: a.cards };
      r.did = a.cards.length > 0;
    },
  },
  nothing: { run: () => true },
} satisfies EffectFamily;

/** A spec whose number is counted when the choice is made (同じ枚数の), with that number as `n`. */
function countedSpec(ctx: Ctx, spec: TargetSpec, scope: Scope): TargetSpec {
  if (spec.counted === undefined) return spec;
  return { ...spec, n: amount(ctx, spec.counted, scope) };
}
