// Well-formedness of effects: a one-shot change says how long it lasts (7.10), `todo` is refused,
// amounts and quantities are at least 1, stat numbers are multiples of 10 (1.2), and `; then` /
// `; if you do` follow a step, `choose` chooses a number of cards; the card across an approach is
// not chosen.
import type { Amount, EffectStep, Selector, Span, TriggerEvent } from "../../grammar/ast.ts";
import { dispatch } from "../../grammar/table.ts";
import { quantityWords } from "../../grammar/selectors.ts";
import { diagnostics } from "../catalogue/index.ts";
import type { CheckContext, CheckRegistry } from "../context.ts";
import { describeSelector } from "../selector-types.ts";
import { stepWalks, type PartsWalker } from "../steps/index.ts";

function positiveAmount(amount: Amount, what: string, span: Span, ctx: CheckContext): void {
  if (amount.kind === "Number" && amount.value < 1)
    ctx.report(diagnostics.nonPositiveAmount, span, { what, value: amount.value });
  // `count(X) / 0`: one for every 0 cards is no number at all
  if (amount.kind === "Count" && amount.every !== undefined && amount.every < 1)
    ctx.report(diagnostics.nonPositiveAmount, span, {
      what: `${what} count(…) /`,
      value: amount.every,
    });
}

function tens(values: { what: string; value: number }[], span: Span, ctx: CheckContext): void {
  for (const { what, value } of values) {
    if (value % 10 !== 0) ctx.report(diagnostics.statNotMultipleOfTen, span, { what, value });
  }
}

function statChange(stat: { ap: number; dp: number } | undefined) {
  return stat
    ? [
        { what: "AP change", value: stat.ap },
        { what: "DP change", value: stat.dp },
      ]
    : [];
}

/** A walker that only collects the steps a step visits directly. */
function innerSteps(step: EffectStep): EffectStep[] {
  const inner: EffectStep[] = [];
  const nothing = () => {};
  const collect: PartsWalker = {
    step: (s) => inner.push(s),
    selector: nothing,
    counted: nothing,
    amount: nothing,
    keyword: nothing,
    effect: nothing,
    condition: nothing,
    trigger: nothing,
    choice: nothing,
  };
  dispatch(stepWalks, "kind", step, collect);
  return inner;
}

/**
 * The steps of an effect in order, with the steps nested in may / must / or / if / at end of turn
 * (what their walk visits). A created trigger's effect is an effect of its own; a group's steps
 * are not looked into here.
 */
function flatSteps(step: EffectStep): EffectStep[] {
  if (step.kind === "Group") return [step];
  return [step, ...innerSteps(step).flatMap(flatSteps)];
}

/** Does the step look at cards of a deck (a look, a search, or a pick `in the top N cards`)? */
function looks(step: EffectStep): boolean {
  if (step.kind === "LookAtTop" || step.kind === "Search") return true;
  const target = "target" in step ? step.target : undefined;
  return target?.kind === "Query" && target.zone?.top !== undefined;
}

const LINK_WORDS = {
  then: "; then",
  ifYouDo: "; if you do",
  ifYouCannot: "; if you cannot",
} as const;

export const effectChecks: CheckRegistry = {
  Effect: [
    function firstStepHasNoLink(effect, ctx) {
      const first = effect.steps[0];
      if (first && first.link !== "none")
        ctx.report(diagnostics.danglingLink, first.step.span, { link: LINK_WORDS[first.link] });
    },
    function restFollowsALook(effect, ctx) {
      let looked = false;
      for (const step of effect.steps.flatMap((s) => flatSteps(s.step))) {
        if (step.kind === "PutRest" && !looked) ctx.report(diagnostics.restWithoutLook, step.span);
        if (looks(step)) looked = true;
      }
    },
  ],
  "step:Restrict": [
    function oneShotRestrictionHasDuration(step, ctx) {
      if (!step.duration)
        ctx.report(diagnostics.missingDuration, step.span, { change: "restriction" });
    },
  ],
  "step:ApproachLimit": [
    function approachLimitHasDuration(step, ctx) {
      if (!step.duration)
        ctx.report(diagnostics.missingDuration, step.span, { change: "approach limit" });
    },
  ],
  "step:Negate": [
    function negateFromAnInterrupt(step, ctx) {
      const ability = [...ctx.ancestors].reverse().find((a) => a.kind.startsWith("ability:"));
      if (ability?.kind === "ability:Activated" && ability.node.timing.player === "interrupt")
        return;
      // A text triggered by a card being played resolves while that card is still on the stack
      // (rule 4.4: above it), so it may negate it (AW P-004 「次に相手のイベントカードがプレイ中に
      // なった場合、そのカードのプレイを無効にし」): the nearest trigger waits for a play.
      const trigger = [...ctx.ancestors]
        .reverse()
        .find((a) => a.kind.startsWith("ability:") || a.kind === "step:CreateTrigger");
      const playTrigger = (t: TriggerEvent): boolean =>
        t.event === "cardPlayed" || (t.event === "anyOf" && t.events.some(playTrigger));
      if (
        step.what !== "text" &&
        ((trigger?.kind === "step:CreateTrigger" &&
          trigger.node.mode !== "instead" &&
          playTrigger(trigger.node.trigger)) ||
          (trigger?.kind === "ability:Triggered" && playTrigger(trigger.node.trigger)))
      )
        return;
      const where =
        ability?.kind === "ability:Activated"
          ? `its timing is [${ability.node.timing.phase}/${ability.node.timing.player}]`
          : "it is not in an activated text, an event or a text triggered by a play";
      ctx.report(diagnostics.negateOutsideInterrupt, step.span, { what: step.what, where });
    },
  ],
  "step:Gets": [
    function oneShotGainsHaveDuration(step, ctx) {
      if (step.duration) return;
      const change = step.stat
        ? "stat change"
        : step.keywords.length > 0
          ? "keyword grant"
          : step.traits
            ? "trait grant"
            : step.tennen !== undefined
              ? "tennen change"
              : "cost change";
      ctx.report(diagnostics.missingDuration, step.span, { change });
    },
    (step, ctx) => tens(statChange(step.stat), step.span, ctx),
  ],
  "static:Gets": [(effect, ctx) => tens(statChange(effect.stat), effect.span, ctx)],
  "step:DealsPoints": [
    function dealsPointsHasDuration(step, ctx) {
      if (!step.duration)
        ctx.report(diagnostics.missingDuration, step.span, { change: "points by approach" });
    },
  ],
  "step:SwapStats": [
    function swapStatsHasDuration(step, ctx) {
      if (!step.duration)
        ctx.report(diagnostics.missingDuration, step.span, { change: "AP/DP swap" });
    },
  ],
  "step:SetStat": [
    function setStatHasDuration(step, ctx) {
      if (!step.duration)
        ctx.report(diagnostics.missingDuration, step.span, { change: "AP/DP change" });
    },
    (step, ctx) =>
      tens(
        [
          ...(step.ap === undefined ? [] : [{ what: "AP", value: step.ap }]),
          ...(step.dp === undefined ? [] : [{ what: "DP", value: step.dp }]),
        ],
        step.span,
        ctx,
      ),
  ],
  "filter:compare": [
    function comparedStatsAreTens(filter, ctx) {
      if (filter.stat === "ap" || filter.stat === "dp")
        tens([{ what: filter.stat.toUpperCase(), value: filter.value }], filter.span, ctx);
    },
  ],
  "step:Designate": [
    function designateChoosesANumber(step, ctx) {
      const q = step.target.kind === "Query" ? step.target.quantity : undefined;
      if (q?.kind !== "exactly" && q?.kind !== "upTo")
        ctx.report(diagnostics.designateWithoutNumber, step.span, {
          target: describeSelector(step.target),
        });
    },
  ],
  "step:Todo": [(step, ctx) => ctx.report(diagnostics.todoStep, step.span, { text: step.text })],
  "step:Draw": [(step, ctx) => positiveAmount(step.amount, "draw", step.span, ctx)],
  "step:PutCoins": [(step, ctx) => positiveAmount(step.amount, "put coins:", step.span, ctx)],
  "step:RemoveCoins": [(step, ctx) => positiveAmount(step.amount, "remove coins:", step.span, ctx)],
  "step:LookAtTop": [(step, ctx) => positiveAmount(step.amount, "look at the top", step.span, ctx)],
  "step:GivePoints": [(step, ctx) => positiveAmount(step.amount, "give points:", step.span, ctx)],
  "filter:battle": [
    (filter, ctx) =>
      battleSideNotChosen(
        filter.other,
        `${filter.relation === "blocking" ? "blocking" : "blocked by"} …`,
        ctx,
      ),
  ],
  "condition:Is": [
    (c, ctx) => {
      if (c.other)
        battleSideNotChosen(c.other, `is ${c.state}${c.state === "blocked" ? " by" : ""} …`, ctx);
    },
  ],
  "selector:Query": [
    function quantityAtLeastOne(query, ctx) {
      const q = query.quantity;
      if ((q?.kind === "exactly" || q?.kind === "upTo") && q.n < 1) {
        ctx.report(diagnostics.nonPositiveAmount, query.span, {
          what: q.kind === "upTo" ? "up to" : "choose",
          value: q.n,
        });
      }
    },
  ],
};

/** The card across an approach is found, not chosen: `a` (any one) or no quantity only. */
function battleSideNotChosen(other: Selector, what: string, ctx: CheckContext): void {
  const q = other.kind === "Query" ? other.quantity : undefined;
  if (!q || q.kind === "any") return;
  const quantity = quantityWords(q, false);
  ctx.report(diagnostics.battleSideChosen, other.span, { what, quantity });
}
