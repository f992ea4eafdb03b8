// Triggers an effect creates: `this turn, if|each time <event> [and <condition>]: (…)`.
import { has, need, node } from "../visitor-base.ts";
import type { StepSyntax } from "./syntax.ts";

export const triggerSteps = {
  CreateTrigger: {
    at: { simpleStep: (n) => has(n, "Colon") },
    read(n, r) {
      const cond = node(n, "condition");
      return {
        kind: "CreateTrigger",
        trigger: r.trigger(need(n, "triggerEvent")),
        mode: has(n, "Each") ? "eachTime" : "if",
        ...(cond ? { condition: r.condition(cond) } : {}),
        effect: r.effect(need(n, "effect")),
        span: r.span(n),
      };
    },
    print: (s, p) =>
      `this turn, ${s.mode === "if" ? "if" : "each time"} ${p.trigger(s.trigger)}${s.condition ? ` and ${p.condition(s.condition)}` : ""}: (${p.effect(s.effect)})`,
  },
} satisfies StepSyntax;
