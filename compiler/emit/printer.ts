// What the emitter's per-effect entries (compiler/steps/*) print through: builder calls with the
// imports they need recorded, and the nested parts (selectors, conditions, effects). Implemented by
// CallPrinter (calls.ts); an interface here so the entries and the printer import no cycle.
import type {
  Amount,
  Condition,
  Effect,
  Keyword,
  Selector,
  TargetSpec,
  Trigger,
} from "../../runtime/cards/definition.ts";
import type * as builders from "../../runtime/cards/builders.ts";
import { stringLiteral } from "./literal.ts";

/** A builder the generated code can import: a name runtime/cards/builders.ts exports. */
export type BuilderName = keyof typeof builders;

export interface EffectPrinter {
  /** `name(args)`, importing the builder `name` (a misspelt or missing builder does not compile). */
  call(name: BuilderName, ...args: string[]): string;
  /** A plain-data literal whose nested selectors, keywords, conditions and effects print as calls. */
  data(value: unknown): string;
  selector(s: Selector): string;
  keyword(k: Keyword): string;
  condition(c: Condition): string;
  effect(e: Effect): string;
  spec(t: TargetSpec): string;
  trigger(t: Trigger): string;
  /** An effect as plain data where no builder gives exactly it (a deliberate choice per entry). */
  literalEffect(e: Effect): string;
}

/** An amount argument: a number, or a count as data. */
export const amountArg = (p: EffectPrinter, a: Amount) =>
  typeof a === "number" ? String(a) : p.data(a);

/** A string argument, safe for any text of a card file. */
export const str = stringLiteral;
