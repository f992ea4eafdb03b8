// The shape of a step family (compiler/steps/*.ts): for its effect steps, the parts the checker's
// walk visits and how lowering turns them into runtime effects; for its runtime effects, how the
// emitter prints them; the same for the continuous effects of the family. steps/index.ts spreads
// the families into one table per layer, each checked complete against its union.
import type {
  Amount,
  Condition,
  Effect as AstEffect,
  EffectStep,
  Keyword,
  Selector,
  StaticEffect as AstStatic,
  TriggerEvent,
} from "../../grammar/ast.ts";
import type { Table } from "../../grammar/table.ts";
import type { Effect, StaticEffect } from "../../runtime/cards/definition.ts";
import type { EffectPrinter } from "../emit/printer.ts";
import type { LowerContext } from "../lower/context.ts";

/** What a node's walk visits, in source order (the checker's walker, compiler/walk.ts). */
export interface PartsWalker {
  selector(s: Selector): void;
  /** Parts inside a count (`count(…)`, `for each …`, a kind of card): they choose nothing. */
  counted(walk: () => void): void;
  amount(a: Amount): void;
  keyword(k: Keyword): void;
  step(s: EffectStep): void;
  effect(e: AstEffect): void;
  condition(c: Condition): void;
  trigger(t: TriggerEvent): void;
  /** A choice no selector makes that a later `it` refers to (the negated card, そのカード). */
  choice(): void;
}

/** Lowering of the steps inside a step (`you may <step>`, `this turn, if …: (<effect>)`). */
export interface StepLowerer {
  step(ctx: LowerContext, s: EffectStep): Effect;
  effect(ctx: LowerContext, e: AstEffect): Effect;
}

export type StepWalks = Table<EffectStep, "kind", void, [PartsWalker]>;
export type StepLowerings = Table<EffectStep, "kind", Effect, [LowerContext, StepLowerer]>;
export type StaticWalks = Table<AstStatic, "kind", void, [PartsWalker]>;
export type StaticLowerings = Table<AstStatic, "kind", StaticEffect[], [LowerContext, StepLowerer]>;
export type EffectCalls = Table<Effect, "do", string, [EffectPrinter]>;

/** One family's part of each table. */
export interface Family {
  walk: Partial<StepWalks>;
  lower: Partial<StepLowerings>;
  emit: Partial<EffectCalls>;
  staticWalk?: Partial<StaticWalks>;
  staticLower?: Partial<StaticLowerings>;
}
