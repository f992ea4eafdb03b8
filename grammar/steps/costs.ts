// Steps with a cost of their own: `you may pay (<cost>) to <step>` (「XすることでYすることができる」,
// AHB 01-033, KONM P-035, SRBK P-010). The cost is bracketed; several steps of it (「Aし、Bすることで」)
// are one `Group`, printed back as the bracket's steps.
import type { EffectStep } from "../ast.ts";
import { fmtPlayer, playerRef } from "../literals.ts";
import { has, need, node, nodes } from "../visitor-base.ts";
import type { StepSyntax } from "./syntax.ts";

export const costSteps = {
  MayPay: {
    at: { simpleStep: (n) => has(node(n, "playerStep"), "mayPay") },
    read(n, r) {
      const pay = need(need(n, "playerStep"), "mayPay");
      const parts = nodes(pay, "choiceStep").map((c) => r.step(c));
      const cost: EffectStep =
        parts.length === 1 ? parts[0]! : { kind: "Group", steps: parts, span: r.span(pay) };
      return {
        kind: "MayPay",
        player: playerRef(node(n, "playerRef")),
        cost,
        effect: r.step(need(pay, "simpleStep")),
        span: r.span(n),
      };
    },
    print(s, p) {
      const parts = s.cost.kind === "Group" ? s.cost.steps : [s.cost];
      return `${fmtPlayer(s.player)} may pay (${parts.map((x) => p.step(x)).join("; ")}) to ${p.inner(s.effect)}`;
    },
  },
} satisfies StepSyntax;
