// Later actions (rule 7.11): `perform "改変"` (改変を行う, SG) — a game action later cards name
// whose rules our sources do not give. Kept by its printed name; the checker warns, the engine refuses.
import { fmtString } from "../literals.ts";
import { tok } from "../visitor-base.ts";
import { verb, type StepSyntax } from "./syntax.ts";

export const laterSteps = {
  Perform: {
    at: verb("Perform"),
    read: (n, r) => ({ kind: "Perform", action: r.string(tok(n, "StringLit")), span: r.span(n) }),
    print: (s) => `perform ${fmtString(s.action)}`,
  },
} satisfies StepSyntax;
