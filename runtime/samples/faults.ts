// Fault-injection fixture cards (issue 16, "failures that write their own ruling"): cards whose
// texts make the engine fail on purpose, so that a test can show `memoria simulate
// --write-rulings` turning the failing game into a minimal ruling without breaking a real engine
// rule. Numbered R-731…R-739, this family's range. They are in no sample deck and no ruling of
// rulings/ uses them: only test/rulings/write-rulings.test.ts builds decks with them.
import { on, putCoins, thisCard, triggered } from "../cards/builders.ts";
import type { CardDef, Effect } from "../cards/definition.ts";
import { character, SAMPLE_TITLE } from "./character.ts";

/** An effect no handler knows: resolving it throws inside the engine (engine/internal-error). */
const unknownEffect = { do: "fault-injection" } as unknown as Effect;

export const faultCards: readonly CardDef[] = [
  // Takes a +10/+10 coin off a card that has none: its coin count becomes -1, which the coin
  // invariant (runtime/invariants.ts: every coin count a non-negative integer) reports.
  character("R-731", "負債", "red", 1, [20, 20], {
    source: 1,
    text: "このカードが登場した場合、このカードに+10/+10コインを-1枚置く。(fault injection)",
    abilities: [triggered(on("enters", "this"), putCoins(thisCard, -1), { mode: "if" })],
  }),
  // Its text resolves an effect the engine has no handler for: the engine throws.
  character("R-732", "故障", "red", 1, [20, 20], {
    source: 1,
    text: "このカードが登場した場合、(no handler: fault injection)",
    abilities: [triggered(on("enters", "this"), unknownEffect, { mode: "if" })],
  }),
];
