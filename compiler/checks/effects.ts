// Well-formedness of effects: a one-shot change says how long it lasts (7.10), `todo` is refused,
// amounts and quantities are at least 1, stat numbers are multiples of 10 (1.2), and `; then` /
// `; if you do` follow a step.
import type { Amount, Span } from "../../grammar/ast.ts";
import { diagnostics } from "../catalogue/index.ts";
import type { CheckContext, CheckRegistry } from "../context.ts";

function positiveAmount(amount: Amount, what: string, span: Span, ctx: CheckContext): void {
  if (amount.kind === "Number" && amount.value < 1)
    ctx.report(diagnostics.nonPositiveAmount, span, { what, value: amount.value });
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

const LINK_WORDS = { then: "; then", ifYouDo: "; if you do" } as const;

export const effectChecks: CheckRegistry = {
  Effect: [
    function firstStepHasNoLink(effect, ctx) {
      const first = effect.steps[0];
      if (first && first.link !== "none")
        ctx.report(diagnostics.danglingLink, first.step.span, { link: LINK_WORDS[first.link] });
    },
  ],
  "step:Gets": [
    function oneShotGainsHaveDuration(step, ctx) {
      if (step.duration) return;
      const change = step.stat
        ? "stat change"
        : step.keywords.length > 0
          ? "keyword grant"
          : "cost change";
      ctx.report(diagnostics.missingDuration, step.span, { change });
    },
    (step, ctx) => tens(statChange(step.stat), step.span, ctx),
  ],
  "static:Gets": [(effect, ctx) => tens(statChange(effect.stat), effect.span, ctx)],
  "step:SetStat": [
    function setStatHasDuration(step, ctx) {
      if (!step.duration)
        ctx.report(diagnostics.missingDuration, step.span, { change: "AP/DP change" });
    },
    (step, ctx) =>
      tens(
        [
          { what: "AP", value: step.ap },
          { what: "DP", value: step.dp },
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
  "step:Todo": [(step, ctx) => ctx.report(diagnostics.todoStep, step.span, { text: step.text })],
  "step:Draw": [(step, ctx) => positiveAmount(step.amount, "draw", step.span, ctx)],
  "step:PutCoins": [(step, ctx) => positiveAmount(step.amount, "put coins:", step.span, ctx)],
  "step:RemoveCoins": [(step, ctx) => positiveAmount(step.amount, "remove coins:", step.span, ctx)],
  "step:LookAtTop": [(step, ctx) => positiveAmount(step.amount, "look at the top", step.span, ctx)],
  "step:GivePoints": [(step, ctx) => positiveAmount(step.amount, "give points:", step.span, ctx)],
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
