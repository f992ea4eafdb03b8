// Abilities → English rules text in the style of the English rule guides: "When this character
// enters, draw 1 card.", "[Main/Own] 0: This character gets +10/+10 until end of turn.",
// "Whenever a character of yours enters, …". One line per ability.
//
// The step table below is the whole of it: every step kind's English, gathered from the family
// files (one per kind of step, each with its Japanese beside it). A step kind added to the AST
// fails to compile here, by name, until a family renders it.
import type { Ability, CardKind, Effect, EffectStep } from "../../grammar/ast.ts";
import { dispatch, type Table } from "../../grammar/table.ts";
import { enAbility, modesHeader } from "./abilities.ts";
import * as approach from "./approach.ts";
import * as choices from "./choices.ts";
import * as coins from "./coins.ts";
import * as costs from "./costs.ts";
import * as compound from "./compound.ts";
import type { En } from "./context.ts";
import * as deck from "./deck.ts";
import * as moves from "./moves.ts";
import * as later from "./later.ts";
import * as points from "./points.ts";
import * as restrictions from "./restrictions.ts";
import * as limits from "./limits.ts";
import * as stats from "./stats.ts";
import { cap } from "./words.ts";

const steps: Table<EffectStep, "kind", string, [En]> = {
  ...stats.enSteps,
  ...moves.enSteps,
  ...deck.enSteps,
  ...coins.enSteps,
  ...points.enSteps,
  ...later.enSteps,
  ...approach.enSteps,
  ...restrictions.enSteps,
  ...limits.enSteps,
  ...choices.enSteps,
  ...compound.enSteps,
  ...costs.enSteps,
};

const LINK = {
  none: "",
  then: "Then, ",
  ifYouDo: "If you do, ",
  ifYouCannot: "If you cannot, ",
} as const;

export function renderEn(abilities: Ability[], kind: CardKind = "character"): string {
  const en: En = {
    self: kind === "character" ? "this character" : "this card",
    step: (s) => dispatch(steps, "kind", s, en),
    effect: (e: Effect) =>
      e.steps
        .map(
          ({ link, step }) =>
            `${LINK[link]}${link === "none" ? cap(en.step(step)) : en.step(step)}.`,
        )
        .join(" "),
  };
  return abilities.map((a, i) => modesHeader(abilities, i, "en") + enAbility(a, en)).join("\n");
}
