// The sample cards' title and their character helper, shared by the seed cards (seed.ts) and the
// rules fixture (rules.ts).
import type { CardDef, Color } from "../cards/definition.ts";

/** The title of every sample card. */
export const SAMPLE_TITLE = "けいおん!";

/** A character of the guide (source 1; title けいおん! unless `more` says otherwise). */
export function character(
  number: string,
  name: string,
  color: Color,
  cost: number,
  stats: readonly [ap: number, dp: number] | null,
  more: Partial<CardDef> = {},
): CardDef {
  const apDp = stats ? { ap: stats[0], dp: stats[1] } : {};
  return {
    number,
    name,
    kind: "character",
    color,
    title: SAMPLE_TITLE,
    cost,
    source: 1,
    ...apDp,
    ...more,
  };
}
