// The step table and the continuous-effect table, assembled from the family files: a step kind
// added to the AST without a family entry fails to compile here, with its name. Also the effect
// around the steps (`A; then B; if you do, C`) and which CST nodes only wrap a step.
import type { CstNode } from "chevrotain";
import type { Effect, EffectStep, StaticEffect } from "../ast.ts";
import { onlyItem, type Printer, type Reader, type SyntaxTable } from "../syntax.ts";
import { has, need, node, nodes } from "../visitor-base.ts";
import { battleSteps } from "./battle.ts";
import { coinSteps } from "./coins.ts";
import { costSteps } from "./costs.ts";
import { deckSteps } from "./deck.ts";
import { flowSteps } from "./flow.ts";
import { laterStatics, laterSteps } from "./later.ts";
import { moveStatics, moveSteps } from "./moves.ts";
import { pointStatics, pointSteps } from "./points.ts";
import { restrictionStatics, restrictionSteps } from "./restrictions.ts";
import { statStatics, statSteps } from "./stats.ts";
import { triggerStatics, triggerSteps } from "./triggers.ts";

export { restrictionSyntax } from "./restrictions.ts";

export const stepSyntax: SyntaxTable<EffectStep, "kind"> = {
  ...moveSteps,
  ...statSteps,
  ...coinSteps,
  ...pointSteps,
  ...deckSteps,
  ...flowSteps,
  ...triggerSteps,
  ...restrictionSteps,
  ...battleSteps,
  ...laterSteps,
  ...costSteps,
};

export const staticSyntax: SyntaxTable<StaticEffect, "kind"> = {
  ...statStatics,
  ...restrictionStatics,
  ...pointStatics,
  ...moveStatics,
  ...laterStatics,
  ...triggerStatics,
};

/**
 * The node a step node only wraps: a choice of one option, a bracketed single step, the verb or
 * subject step of a simple step. The rest (`(A; B)`, `A or B`, `you may …`) are steps of their own.
 */
export function unwrapStep(n: CstNode): CstNode | undefined {
  if (n.name === "choiceStep") return onlyItem(n, "choiceStep", "simpleStep");
  if (n.name !== "simpleStep") return undefined;
  // only a bracketed step is a wrapper: `choose 2: A or B` holds one choice and is a step itself
  const bracketed = has(n, "LParen") ? onlyItem(n, "simpleStep", "choiceStep") : undefined;
  return bracketed ?? node(n, "verbStep") ?? node(n, "subjectStep");
}

const LINKS = {
  none: "; ",
  then: "; then ",
  ifYouDo: "; if you do, ",
  ifYouCannot: "; if you cannot, ",
} as const;

/** Steps joined by `;` (plain), `; then` (その後), `; if you do` (その場合) or `; if you cannot`. */
export function readEffect(n: CstNode, r: Reader): Effect {
  const steps: Effect["steps"] = [{ link: "none", step: r.step(need(n, "choiceStep")) }];
  for (const l of nodes(n, "effectLink")) {
    const link = has(l, "Then")
      ? "then"
      : has(l, "Do")
        ? "ifYouDo"
        : has(l, "Cannot")
          ? "ifYouCannot"
          : "none";
    steps.push({ link, step: r.step(need(l, "choiceStep")) });
  }
  return { steps, span: r.span(n) };
}

export function printEffect(e: Effect, p: Printer): string {
  return e.steps.map(({ link, step }, i) => (i === 0 ? "" : LINKS[link]) + p.step(step)).join("");
}
