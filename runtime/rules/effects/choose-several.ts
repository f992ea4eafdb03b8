// `choose 2: A or B or C` (以下から2つ選択する, PPTP P-001): several different options of one choice.
// The `choice` effect with a `pick` offers every set of `pick` options as one option of the
// decision, each set done in printed order ([project] CHOSEN_OPTIONS_IN_PRINTED_ORDER), or every
// ordering of each set when the flag is off (the chooser orders). So 3 options, pick 2, are the
// choice `(A; B) or (A; C) or (B; C)`: option 2 is A then C. The sets are worked out here, on
// resolution, so that the flag stays the engine's (the compiler only says how many to pick).
import { CHOSEN_OPTIONS_IN_PRINTED_ORDER } from "../project-rulings.ts";

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

/** The option sets of a choice of `pick` of `count` options, as the engine offers them. */
export function optionSets(count: number, pick: number): number[][] {
  return optionPicks(count, pick, CHOSEN_OPTIONS_IN_PRINTED_ORDER);
}
