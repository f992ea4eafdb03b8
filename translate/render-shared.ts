// What the English and the Japanese renderers decide alike.
import type { Gains } from "../grammar/ast.ts";

/**
 * A continuous `this gets cost ±N` (and nothing else): the printed card says it works while the
 * card is in the hand (「このカードは、手札にある状態で、…使用コスト-2を得る」), and the engine runs it
 * so (SELF_COST_WORKS_FROM_HAND); both renderers say so.
 */
export function selfCostChange(e: Gains): boolean {
  return (
    e.target.kind === "This" &&
    e.cost !== undefined &&
    !e.stat &&
    e.keywords.length === 0 &&
    !e.traits?.length &&
    !e.per
  );
}

/** A continuous `this gets free entry`: it matters only while the card is in the hand (rule 6.6). */
export function selfFreeEntry(e: Gains): boolean {
  return (
    e.target.kind === "This" &&
    e.cost === undefined &&
    !e.stat &&
    e.keywords.length === 1 &&
    e.keywords[0]!.keyword === "freeEntry"
  );
}
