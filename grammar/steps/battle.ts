// Steps about approaches, battles and the response stack: `X may approach again`, `X battles Y`,
// `negate the opponent's event` (from an interrupt timing).
import { isPlural } from "../selectors.ts";
import { has, need, nodes } from "../visitor-base.ts";
import { subject, target, verb, type StepSyntax } from "./syntax.ts";

export const battleSteps = {
  ApproachAgain: {
    at: subject("Again"),
    read: (n, r) => ({ kind: "ApproachAgain", target: target(n, r), span: r.span(n) }),
    print: (s, p) => `${p.selector(s.target)} may approach again`,
  },
  Battle: {
    // not `X does not leave in battle` (a restriction step, restrictions.ts)
    at: { subjectStep: (n) => has(n, "Battle") && !has(n, "Leave") },
    read: (n, r) => ({
      kind: "Battle",
      attacker: target(n, r),
      defender: target(n, r, 1),
      span: r.span(n),
    }),
    print: (s, p) =>
      `${p.selector(s.attacker)} ${isPlural(s.attacker) ? "battle" : "battles"} ${p.selector(s.defender)}`,
  },
  Negate: {
    at: verb("negate"),
    read(n, r) {
      const neg = need(n, "negate");
      const what = has(neg, "Event") ? "event" : has(neg, "Text") ? "text" : "declaration";
      const filters = nodes(neg, "filter").map((f) => r.filter(f));
      return {
        kind: "Negate",
        what,
        ...(has(neg, "An") ? { whose: "any" as const } : {}),
        ...(filters.length > 0 ? { filters } : {}),
        span: r.span(n),
      };
    },
    print: (s, p) =>
      [
        s.whose === "any" ? `negate an ${s.what}` : `negate the opponent's ${s.what}`,
        ...(s.filters ?? []).map((f) => p.filter(f)),
      ].join(" "),
  },
} satisfies StepSyntax;
