// The keyword modules (rule 7): each keyword's behaviour lives in its own file with typed
// parameters; cards name a keyword and never re-implement it.
export { enteredThisTurnMayApproach } from "./active.ts";
export { tennenPreventsBlock, tennenRefusal } from "./tennen.ts";
export { gyakkyouMet } from "./gyakkyou.ts";
export { gamanHolds } from "./gaman.ts";
export { coinBonus, heldCoins, setHeldCoins } from "./coins.ts";
export { combiCostNames, isCombi } from "./combi.ts";
export { freeEntryAllows } from "./free-entry.ts";
export { teamUpPartners } from "./team-up.ts";
export { breakText, noteBreakCandidate, playBreak } from "./break.ts";
export { unimplementedKeywordOf } from "./unimplemented.ts";
