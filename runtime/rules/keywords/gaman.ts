// 〔我慢〕 gaman (rule 7.11; its rule is the reminder text printed on PPTP 01-097:
// 「DPが10以上の〔我慢〕を持つキャラは、退場しない」, GAMAN_MIN_DP): a character with it and DP 10
// or more does not leave the field — the same 退場しない as a text's `does not leave`.
// continuous.ts asks this module (it reads the keyword and the DP there), so this file imports no
// rule module and the two do not import each other.
import { GAMAN_MIN_DP } from "../project-rulings.ts";

/** Does gaman keep this character on the field? `dp` is read only when it has the keyword. */
export function gamanHolds(hasGaman: boolean, dp: () => number): boolean {
  return hasGaman && dp() >= GAMAN_MIN_DP;
}
