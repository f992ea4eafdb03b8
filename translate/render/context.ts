// What a family file's handlers get besides their node: the renderer of their language, for the
// parts they hold (a `may` holds a step, a created trigger an effect). The step tables are
// assembled in en.ts and ja.ts; the handlers reach the whole table only through these.
import type { Effect, EffectStep } from "../../grammar/ast.ts";
import type { Table } from "../../grammar/table.ts";

/** The English renderer, as its handlers see it. */
export interface En {
  /** "this character" on a character, "this card" elsewhere. */
  self: string;
  step(s: EffectStep): string;
  /** One sentence per step, each ended by a full stop. */
  effect(e: Effect): string;
}

/** The Japanese renderer, as its handlers see it. */
export interface Ja {
  step(s: EffectStep): string;
  /** One sentence per step, each ended by 。. */
  effect(e: Effect): string;
}

/** Part of the English step table: a family file's steps (en.ts assembles the whole). */
export type EnSteps = Partial<Table<EffectStep, "kind", string, [En]>>;
/** Part of the Japanese step table: a family file's steps (ja.ts assembles the whole). */
export type JaSteps = Partial<Table<EffectStep, "kind", string, [Ja]>>;
