// Later actions (rule 7.11): `perform "改変"` (改変を行う, SG) — a game action later cards name
// whose rules our sources do not give. Kept by its printed name; the checker warns, the engine refuses.
import { fmtString } from "../literals.ts";
import type { CstNode } from "chevrotain";
import type { PhaseTiming } from "../ast.ts";
import { fmtTiming, timing } from "../keyword-syntax.ts";
import type { Reader } from "../syntax.ts";
import { has, node, tok } from "../visitor-base.ts";
import { target, verb, type StaticSyntax, type StepSyntax } from "./syntax.ts";

export const laterSteps = {
  Perform: {
    at: verb("Perform"),
    read: (n, r) => ({ kind: "Perform", action: r.string(tok(n, "StringLit")), span: r.span(n) }),
    print: (s) => `perform ${fmtString(s.action)}`,
  },
} satisfies StepSyntax;

/** `in [main/opponent]` after `may level up`: the phase it is also allowed in (as free entry's). */
function phaseOf(n: CstNode, r: Reader): { phase?: PhaseTiming } {
  const t = node(n, "timing");
  if (!t) return {};
  const { phase, player } = timing(r, t);
  return { phase: { phase, player: player === "interrupt" ? "both" : player } };
}

/** `<selector> may level up [without paying its cost | into the same card]` (〔レベルアップ〕, 7.11). */
export const laterStatics = {
  MayLevelUp: {
    at: { staticEffect: (n) => has(n, "May") && has(n, "Level") },
    read: (n, r) => ({
      kind: "MayLevelUp",
      target: target(n, r),
      ...(has(n, "Without") ? { withoutCost: true as const } : {}),
      ...(has(n, "Same") ? { sameCard: true as const } : {}),
      ...phaseOf(n, r),
      span: r.span(n),
    }),
    print: (e, p) =>
      `${p.selector(e.target)} may level up${e.withoutCost ? " without paying its cost" : ""}${e.sameCard ? " into the same card" : ""}${e.phase ? ` in ${fmtTiming(e.phase)}` : ""}`,
  },
  AnyNumberInExDeck: {
    at: { staticEffect: (n) => has(n, "May") && has(n, "Ex") },
    read: (n, r) => ({ kind: "AnyNumberInExDeck", target: target(n, r), span: r.span(n) }),
    print: (e, p) => `${p.selector(e.target)} may be in the ex deck any number of times`,
  },
} satisfies StaticSyntax;
