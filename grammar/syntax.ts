// The syntax tables: for each AST node kind, how it is read from the parser's CST and how it is
// printed back in canonical form, side by side so the two agree (the format round trip). A table
// is keyed by a union's tag (`SyntaxTable<EffectStep, "kind">`), so a member added to the union
// fails to compile until it can be read and printed. Reading and printing call back through a
// `Reader` / `Printer` (grammar/visitor.ts, grammar/format.ts) instead of importing one another,
// so the family files (grammar/steps/*, selectors, filters, conditions, triggers) form no cycle.
import type { CstNode } from "chevrotain";
import type {
  Condition,
  Effect,
  EffectStep,
  Filter,
  QuerySelector,
  Reference,
  Restriction,
  Selector,
  StaticEffect,
  TriggerEvent,
} from "./ast.ts";
import type { Tagged } from "./table.ts";
import { MissingNode, nodes, type Ctx } from "./visitor-base.ts";

/** The CST rules a node kind is recognised at (grammar/parser-*.ts). */
export type CstRule =
  | "choiceStep"
  | "simpleStep"
  | "verbStep"
  | "subjectStep"
  | "staticEffect"
  | "replacement"
  | "playerBan"
  | "cannotWhat"
  | "selector"
  | "reference"
  | "simpleFilter"
  | "adjective"
  | "filter"
  | "condition"
  | "andCondition"
  | "notCondition"
  | "atomCondition"
  | "triggerEvent"
  | "oneTriggerEvent";

/** CST → AST, with the readers of the other tables (a step reads its selectors through these). */
export interface Reader extends Ctx {
  selector(n: CstNode): Selector;
  query(n: CstNode): QuerySelector;
  /** `this`, `host` or `it` (the card a `same name as` filter compares with). */
  reference(n: CstNode): Reference;
  filter(n: CstNode): Filter;
  condition(n: CstNode): Condition;
  trigger(n: CstNode): TriggerEvent;
  restriction(n: CstNode): Restriction;
  step(n: CstNode): EffectStep;
  effect(n: CstNode): Effect;
  staticEffect(n: CstNode): StaticEffect;
}

/** AST → canonical text, with the printers of the other tables. */
export interface Printer {
  /** `singular`: a quantity-less query that names one card (`the next character you play`). */
  selector(s: Selector, singular?: boolean): string;
  filter(f: Filter): string;
  /** `min`: the precedence the context needs (or 0 < and 1 < not 2 < atom 3); lower is bracketed. */
  condition(c: Condition, min?: number): string;
  trigger(t: TriggerEvent): string;
  /** A restriction with its subject; `step`: a one-shot restriction (`do not leave` agrees). */
  restriction(r: Restriction, target: Selector, step: boolean): string;
  step(s: EffectStep): string;
  /** A step inside another (may, if, at end of turn, an option): a choice gets parentheses. */
  inner(s: EffectStep): string;
  effect(e: Effect): string;
}

/** How one node kind is written. */
export interface Syntax<N, A extends unknown[] = []> {
  /**
   * Where the kind is read from: for each CST rule, a test of the node's shape. The tests of one
   * rule exclude each other (a node two tests accept is a grammar bug, reported by `readerOf`).
   */
  at: Partial<Record<CstRule, (n: CstNode) => boolean>>;
  read(n: CstNode, r: Reader): N;
  print(node: N, p: Printer, ...args: A): string;
}

/** A list node (`A or B`, `(A; B)`, `A and B`) whose `item`s are several: a node of its own. */
export const several = (item: string) => (n: CstNode) => nodes(n, item).length > 1;

/** A list node of `rule` that holds one `item` only wraps it: that item. */
export function onlyItem(n: CstNode, rule: CstRule, item: string): CstNode | undefined {
  if (n.name !== rule) return undefined;
  const items = nodes(n, item);
  return items.length === 1 ? items[0] : undefined;
}

/** One Syntax per tag value of `U`'s field `F`. */
export type SyntaxTable<U, F extends keyof U, A extends unknown[] = []> = {
  [K in U[F] & string]: Syntax<Tagged<U, F, K>, A>;
};

type AnySyntax<U, A extends unknown[]> = Syntax<U, A>;

/**
 * The reader of a table: `unwrap` first steps through nodes that only wrap one other (a choice of
 * one option, a bracketed condition); then the one kind whose test accepts the node reads it.
 */
export function readerOf<U, F extends keyof U, A extends unknown[]>(
  table: SyntaxTable<U, F, A>,
  unwrap: (n: CstNode) => CstNode | undefined,
): (n: CstNode, r: Reader) => U {
  const byRule = new Map<string, [string, AnySyntax<U, A>][]>();
  for (const [kind, syntax] of Object.entries(table) as [string, AnySyntax<U, A>][]) {
    for (const rule of Object.keys(syntax.at)) {
      byRule.set(rule, [...(byRule.get(rule) ?? []), [kind, syntax]]);
    }
  }
  const read = (n: CstNode, r: Reader): U => {
    const inner = unwrap(n);
    if (inner) return read(inner, r);
    let found: [string, AnySyntax<U, A>] | undefined;
    for (const entry of byRule.get(n.name) ?? []) {
      if (!entry[1].at[n.name as CstRule]?.(n)) continue;
      if (found) throw new Error(`a ${n.name} reads as both ${found[0]} and ${entry[0]}`);
      found = entry;
    }
    // Only a CST the parser recovered from lacks a shape; parse.ts reports it.
    if (!found) throw new MissingNode(`no reading of this ${n.name}`);
    return found[1].read(n, r);
  };
  return read;
}

/** The printer of a table: the syntax of the node's tag prints it. */
export function printerOf<U, F extends keyof U, A extends unknown[]>(
  table: SyntaxTable<U, F, A>,
  field: F,
): (node: U, p: Printer, ...args: A) => string {
  return (node, p, ...args) => {
    const syntax = table[node[field] as U[F] & string] as unknown as AnySyntax<U, A>;
    return syntax.print(node, p, ...args);
  };
}
