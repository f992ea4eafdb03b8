// `choose 2: A or B or C` (以下から2つ選択する, PPTP P-001): several different options of one choice.
// No new runtime effect: the step lowers to the runtime's one-option `choice` among every set of
// `pick` options, each set a `seq` of its options — in printed order ([project]
// CHOSEN_OPTIONS_IN_PRINTED_ORDER), or in every order when the flag is off (the chooser orders).
// So 3 options, pick 2, are the choice `(A; B) or (A; C) or (B; C)`: option 2 is A then C.
import type { Effect } from "../../runtime/cards/definition.ts";
import { CHOSEN_OPTIONS_IN_PRINTED_ORDER } from "../../runtime/rules/project-rulings.ts";

/** Every way to take `k` of the indexes 0..n-1: ascending sets, or every ordering of each. */
export function optionPicks(n: number, k: number, printedOrder: boolean): number[][] {
  const out: number[][] = [];
  const walk = (chosen: number[]): void => {
    if (chosen.length === k) {
      out.push(chosen);
      return;
    }
    // a set is taken in ascending order once; an ordering may take any index not yet taken
    const last = chosen[chosen.length - 1];
    const from = printedOrder && last !== undefined ? last + 1 : 0;
    for (let i = from; i < n; i++) if (!chosen.includes(i)) walk([...chosen, i]);
  };
  walk([]);
  return out;
}

/** The one-option choices that make a choice of `pick` different options. */
export function severalOptions(options: readonly Effect[], pick: number): Effect[] {
  return optionPicks(options.length, pick, CHOSEN_OPTIONS_IN_PRINTED_ORDER).map((set) => ({
    do: "seq",
    // each set holds its own copy: an effect is data, and a copy keeps every work id distinct
    steps: set.map((i) => structuredClone(options[i]!) as Effect),
  }));
}
