// Abilities → canonical Japanese in the printed templates. An effect is one sentence per step:
// the first follows the timing or trigger, the others open with その場合 / その後 (or nothing), and
// a top-N search is followed by its 「残りのカード…」 sentence. Output ends every sentence with 。.
// "Canonical" means one printed template per AST shape, chosen so that the Japanese grammar reads
// it back to the same AST (the round-trip tests hold every translated corpus card to that). A
// shape with no Japanese form throws NoJapaneseForm (render/words.ts) rather than print a
// placeholder.
//
// The step table below is the whole of it: every step kind's Japanese, gathered from the family
// files (one per kind of step, each with its English beside it). A step kind added to the AST
// fails to compile here, by name, until a family renders it.
import type { Ability, Effect, EffectStep } from "../../grammar/ast.ts";
import { dispatch, type Table } from "../../grammar/table.ts";
import { jaAbility, modesHeader } from "./abilities.ts";
import * as approach from "./approach.ts";
import * as choices from "./choices.ts";
import * as coins from "./coins.ts";
import * as costs from "./costs.ts";
import * as compound from "./compound.ts";
import type { Ja } from "./context.ts";
import * as deck from "./deck.ts";
import * as moves from "./moves.ts";
import * as later from "./later.ts";
import * as points from "./points.ts";
import * as restrictions from "./restrictions.ts";
import * as limits from "./limits.ts";
import * as stats from "./stats.ts";

const steps: Table<EffectStep, "kind", string, [Ja]> = {
  ...stats.jaSteps,
  ...moves.jaSteps,
  ...deck.jaSteps,
  ...coins.jaSteps,
  ...points.jaSteps,
  ...later.jaSteps,
  ...approach.jaSteps,
  ...restrictions.jaSteps,
  ...limits.jaSteps,
  ...choices.jaSteps,
  ...compound.jaSteps,
  ...costs.jaSteps,
};

const LINK = { none: "", then: "その後、", ifYouDo: "その場合、" } as const;

/**
 * `; if you cannot` in the words of the step it follows: 戻せない場合 after a return to the hand (SG
 * 01-054), そうできない場合 after any other step (both read back by translate/parser/pieces.ts).
 */
function cannotLink(before: EffectStep | undefined): string {
  const back =
    before?.kind === "ReturnToHand" || (before?.kind === "Move" && before.to.zone === "hand");
  return back ? "戻せない場合、" : "そうできない場合、";
}

const ja: Ja = {
  step: (s) => dispatch(steps, "kind", s, ja),
  effect: (e: Effect) =>
    e.steps
      .map(({ link, step }, i) => {
        const words =
          i === 0 ? "" : link === "ifYouCannot" ? cannotLink(e.steps[i - 1]?.step) : LINK[link];
        return `${words}${ja.step(step)}。`;
      })
      .join(""),
};

export function renderJa(abilities: Ability[]): string {
  return abilities.map((a, i) => modesHeader(abilities, i, "ja") + jaAbility(a, ja)).join("");
}
