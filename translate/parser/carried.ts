// 「このカードは、…を得る。または、活動状態になる。」 (AKB 01-018, KSC 01-027, MC 01-001): the
// sentence after または leaves its subject out; it is the subject of the step it is an option of.
// The parser cannot see the previous sentence, so a または sentence is read with this placeholder
// as its topic, and the assembler puts the previous step's target in its place — or refuses the
// sentence when the placeholder is left anywhere else.
import type { EffectStep, Selector } from "../../grammar/ast.ts";

const nowhere = { line: 0, column: 0, offset: 0 };

/** The topic of a または sentence: compared by identity, never printed. */
export const CARRIED_TOPIC: Selector = {
  kind: "This",
  span: { file: "<carried subject>", start: nowhere, end: nowhere },
};

/** Whether the placeholder is anywhere in `node`. */
export function holdsCarried(node: unknown): boolean {
  if (node === CARRIED_TOPIC) return true;
  if (!node || typeof node !== "object") return false;
  return Object.values(node).some(holdsCarried);
}

/**
 * `step` with the placeholder target replaced by `previous`'s target; undefined when the
 * placeholder is elsewhere in the step or the previous step has no single target.
 */
export function withCarriedSubject(step: EffectStep, previous: EffectStep): EffectStep | undefined {
  if (!holdsCarried(step)) return step;
  if (!("target" in step) || step.target !== CARRIED_TOPIC) return undefined;
  if (!("target" in previous)) return undefined;
  const replaced = { ...step, target: previous.target } as EffectStep;
  return holdsCarried(replaced) ? undefined : replaced;
}
