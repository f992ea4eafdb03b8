// Triggers an effect creates: `this turn, if|each time <event> [and <condition>]: (…)`; and
// replacements, continuous (`instead of <event>: …`) or created (`this turn, instead of <event>: (…)`);
// and a triggered text a card gets for a while (`it gets text (if this leaves: …) until end of turn`).
import { duration, fmtDuration } from "../literals.ts";
import { isPlural } from "../selectors.ts";
import { has, need, node } from "../visitor-base.ts";
import { target, type StaticSyntax, type StepSyntax } from "./syntax.ts";

const MODE_WORDS = { if: "if", eachTime: "each time", instead: "instead of" } as const;

export const triggerSteps = {
  CreateTrigger: {
    // `choose 2: A or B` has a colon too (a Choice of several options)
    at: { simpleStep: (n) => has(n, "Colon") && !has(n, "Choose") },
    read(n, r) {
      const cond = node(n, "condition");
      return {
        kind: "CreateTrigger",
        trigger: r.trigger(need(n, "triggerEvent")),
        mode: has(n, "Each") ? "eachTime" : has(n, "Instead") ? "instead" : "if",
        ...(cond ? { condition: r.condition(cond) } : {}),
        effect: r.effect(need(n, "effect")),
        span: r.span(n),
      };
    },
    print: (s, p) =>
      `this turn, ${MODE_WORDS[s.mode]} ${p.trigger(s.trigger)}${s.condition ? ` and ${p.condition(s.condition)}` : ""}: (${p.effect(s.effect)})`,
  },
  /** `it gets text (if this leaves: …) until end of turn` (以下のテキストを得る, SAGA 01-072). */
  GrantText: {
    at: { subjectStep: (n) => has(n, "grantedText") },
    read(n, r) {
      const t = need(n, "grantedText");
      const cond = node(t, "condition");
      const d = duration(node(n, "duration"));
      return {
        kind: "GrantText",
        target: target(n, r),
        mode: has(t, "Each") ? "eachTime" : "if",
        trigger: r.trigger(need(t, "triggerEvent")),
        ...(cond ? { condition: r.condition(cond) } : {}),
        effect: r.effect(need(t, "effect")),
        ...(d ? { duration: d } : {}),
        span: r.span(n),
      };
    },
    print: (s, p) =>
      `${p.selector(s.target)} ${isPlural(s.target) ? "get" : "gets"} text (${MODE_WORDS[s.mode]} ${p.trigger(s.trigger)}${s.condition ? ` and ${p.condition(s.condition)}` : ""}: ${p.effect(s.effect)})${fmtDuration(s.duration)}`,
  },
} satisfies StepSyntax;

/** `instead of <event>: <effect>`: a continuous replacement (REPLACEMENT_EFFECTS). */
export const triggerStatics = {
  Replacement: {
    at: { replacement: () => true },
    read: (n, r) => ({
      kind: "Replacement",
      trigger: r.trigger(need(n, "triggerEvent")),
      effect: r.effect(need(n, "effect")),
      span: r.span(n),
    }),
    print: (e, p) => `instead of ${p.trigger(e.trigger)}: ${p.effect(e.effect)}`,
  },
} satisfies StaticSyntax;
