// What the step family files share: the table type of a family, and the recognisers and readers
// of the CST shapes most steps have (`<verb> <selector>`, `<selector> <verb>`).
import type { CstNode } from "chevrotain";
import type { EffectStep, Selector, StaticEffect } from "../ast.ts";
import type { Reader, SyntaxTable } from "../syntax.ts";
import { has, need, node } from "../visitor-base.ts";

/** Part of the step table: the steps of one family. */
export type StepSyntax = Partial<SyntaxTable<EffectStep, "kind">>;
/** Part of the continuous-effect table. */
export type StaticSyntax = Partial<SyntaxTable<StaticEffect, "kind">>;

/** A verbStep that holds `word` (a token such as `Trash`, or a subrule such as `swap`). */
export const verb = (word: string) => ({ verbStep: (n: CstNode) => has(n, word) });
/** A subjectStep (`<selector> …`) that holds `word`. */
export const subject = (word: string) => ({ subjectStep: (n: CstNode) => has(n, word) });
/** A player step (`<player> may …`, `<player> cannot play …`) whose playerStep holds `word`. */
export const player = (word: string) => ({
  simpleStep: (n: CstNode) => has(node(n, "playerStep"), word),
});

/** The first selector of a node (the object of a verb, the subject of a subject step). */
export const target = (n: CstNode, r: Reader, i = 0): Selector =>
  r.selector(need(n, "selector", i));
