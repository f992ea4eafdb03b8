// Well-formedness of triggers: `at` takes a moment (start/end of a turn or phase), `if` and
// `each time` take an event (rule 4.5 gives those two modes their meaning; a moment has neither).
import type { TriggerEvent } from "../../grammar/ast.ts";
import { diagnostics } from "../catalogue/index.ts";
import type { CheckContext, CheckRegistry } from "../context.ts";

/** Several events (`A or B`) are a moment if any is: `if this enters or end of turn` is a mismatch. */
function isMoment(trigger: TriggerEvent): boolean {
  if (trigger.event === "anyOf") return trigger.events.some(isMoment);
  return (
    trigger.event === "turnStart" || trigger.event === "turnEnd" || trigger.event === "phaseStart"
  );
}

const MOMENT = "the start or end of a turn or phase";
const MODE_WORDS = { if: "if", eachTime: "each time", at: "at", instead: "instead of" } as const;

function checkMode(mode: keyof typeof MODE_WORDS, trigger: TriggerEvent, ctx: CheckContext): void {
  if ((mode === "at") === isMoment(trigger)) return;
  const [expected, actual] = mode === "at" ? [MOMENT, "an event"] : ["an event", MOMENT];
  ctx.report(diagnostics.triggerModeMismatch, trigger.span, {
    mode: MODE_WORDS[mode],
    expected,
    actual,
  });
}

export const triggerChecks: CheckRegistry = {
  "ability:Triggered": [(ability, ctx) => checkMode(ability.mode, ability.trigger, ctx)],
  "step:CreateTrigger": [(step, ctx) => checkMode(step.mode, step.trigger, ctx)],
};
