// 〔コンビ〕 combi (rule 7.6, 5.3): derived from an `A&B` (or 「A＆B」) name. The card has the names A and B
// (cards/database.ts printedNames) and one of the cards paying its cost must contain A or B.
import type { CardDef } from "../../cards/definition.ts";
import { combiHalves, isCombi } from "../../cards/database.ts";

export { isCombi };

/** Names a payment must include one of (rule 5.3), or undefined for non-combi cards. */
export function combiCostNames(def: CardDef): readonly string[] | undefined {
  return isCombi(def) ? combiHalves(def.name) : undefined;
}
