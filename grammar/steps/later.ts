// Later actions (rule 7.11): `perform "改変"` (改変を行う, SG) — a game action later cards name
// whose rules our sources do not give. Kept by its printed name; the checker warns, the engine refuses.
import { fmtString } from "../literals.ts";
import { has, tok } from "../visitor-base.ts";
import { target, verb, type StaticSyntax, type StepSyntax } from "./syntax.ts";

export const laterSteps = {
  Perform: {
    at: verb("Perform"),
    read: (n, r) => ({ kind: "Perform", action: r.string(tok(n, "StringLit")), span: r.span(n) }),
    print: (s) => `perform ${fmtString(s.action)}`,
  },
} satisfies StepSyntax;

/** `<selector> may level up [without paying its cost | into the same card]` (〔レベルアップ〕, 7.11). */
export const laterStatics = {
  MayLevelUp: {
    at: { staticEffect: (n) => has(n, "May") && has(n, "Level") },
    read: (n, r) => ({
      kind: "MayLevelUp",
      target: target(n, r),
      ...(has(n, "Without") ? { withoutCost: true as const } : {}),
      ...(has(n, "Same") ? { sameCard: true as const } : {}),
      span: r.span(n),
    }),
    print: (e, p) =>
      `${p.selector(e.target)} may level up${e.withoutCost ? " without paying its cost" : ""}${e.sameCard ? " into the same card" : ""}`,
  },
} satisfies StaticSyntax;
