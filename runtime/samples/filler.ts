// The card that fills every zone a board does not list (decks of 60, rule 2.1): a plain
// character nobody wants to play (cost 9 keeps it out of the way). Shared by the engine's tests and
// the ruling runner so both build boards the same way.
import type { CardDef } from "../cards/definition.ts";

export const fillerCard: CardDef = {
  number: "F-000",
  name: "モブ",
  kind: "character",
  color: "purple",
  title: "filler",
  cost: 9,
  source: 1,
  ap: 10,
  dp: 10,
};
