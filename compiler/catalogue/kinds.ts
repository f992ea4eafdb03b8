// PM30xx — the kinds band: each effect, condition and filter accepts only some of the checker's
// types (Card, Character, Player, Zone, …). A mismatch is always an error: the text cannot mean
// anything the engine could execute.
import { defineBand } from "./entry.ts";

export const kindDiagnostics = defineBand({
  needsCharacter: {
    code: "PM3001",
    phase: "kinds",
    severity: "error",
    rule: "1.1",
    message: "`{action}` applies to characters, but {target} can be {kinds}",
    fix: "Select characters (`character`, or a name only characters bear) instead.",
    summary:
      "A stat change, keyword grant, coin, restriction or character state applied to a non-character.",
  },
  needsField: {
    code: "PM3002",
    phase: "kinds",
    severity: "error",
    rule: "10.1",
    message: "`{action}` applies to cards on the field, not to {target}",
    fix: "Drop the zone (a query without a zone speaks of the field), or use an effect for that zone.",
    summary:
      "Rest, ready, coins, stat changes, battles and approaches only make sense on the field.",
  },
  eventOnField: {
    code: "PM3003",
    phase: "kinds",
    severity: "error",
    rule: "6.5",
    message: "{target} only matches events, and an event is never on the field",
    fix: "Name the zone the events are in (`in your trash`, `in your hand`).",
    summary: "A query without a zone speaks of the field, where no event ever is.",
  },
  itWithoutAntecedent: {
    code: "PM3004",
    phase: "kinds",
    severity: "error",
    rule: "language",
    message: "`it` refers to nothing: no earlier part of this ability chooses a card",
    fix: "Choose the card first (`1 of your characters …`), or write `this`.",
    summary: "`it` (その / 指定した) must follow a selection in the same ability.",
  },
  thatCharacterWithoutAntecedent: {
    code: "PM3021",
    phase: "kinds",
    severity: "error",
    rule: "language",
    message:
      "`that character` refers to nothing: no earlier part of this ability chooses characters",
    fix: "Choose the character first (`1 of your characters …`), or write `it` for the last card chosen.",
    summary:
      "`that character` (そのキャラ after a choice of other cards) must follow a choice of characters in the same ability.",
  },
  hostOutsideSupport: {
    code: "PM3005",
    phase: "kinds",
    severity: "error",
    rule: "6.4",
    message: "`host` is the character a support card is attached to, but {number} is {cardKind}",
    fix: "Write `this` on a character, or move the text to the support card.",
    summary: "`host` is meaningful only on support cards.",
  },
  playerWithoutCard: {
    code: "PM3006",
    phase: "kinds",
    severity: "error",
    rule: "language",
    message: "`{player}` needs a card to belong to, but `{action}` names no card",
    fix: "Write `you` or `the opponent`.",
    summary: "`owner` / `controller` only make sense relative to a card the effect acts on.",
  },
  wrongZone: {
    code: "PM3007",
    phase: "kinds",
    severity: "error",
    rule: "10.1",
    message: "`{action}` takes cards {expected}, but {target} is not",
    fix: "Name the zone the effect works on, or use the effect meant for that zone.",
    summary:
      "Search reads the deck, turning points reads the point pile, return-to-hand never starts in the hand, a move must change zone.",
  },
  stateOutsideField: {
    code: "PM3008",
    phase: "kinds",
    severity: "error",
    rule: "10.1",
    message: "cards in the {zone} are never {state}",
    fix: "Rested, ready, approaching and blocking exist on the field; face-up/face-down in the point pile.",
    summary: "A state filter that no card in the named zone can have.",
  },
  matchesNeedsReference: {
    code: "PM3020",
    phase: "kinds",
    severity: "error",
    rule: "language",
    message: "the test {subject} is {what} {problem}",
    fix: "Write `it is a 「X」` (or `this is a …`) after the step that chose the card, with no owner, zone or number in the description.",
    summary:
      "`is a …` tests one referenced card (`it`, `this`, `host`) against a description of a card (noun and filters only).",
  },
  statOfNonCharacter: {
    code: "PM3009",
    phase: "kinds",
    severity: "error",
    rule: "1.1",
    message: "`{stat}` is compared on {target}, but only characters carry AP and DP",
    fix: "Compare cost or source, or select characters.",
    summary: "An AP/DP filter on events or support cards, which have none.",
  },
  apDpPresenceOfNonCharacter: {
    code: "PM3010",
    phase: "kinds",
    severity: "error",
    rule: "1.1",
    message: "`{filter}` is asked of {target}, but only characters can carry AP and DP",
    fix: "Select characters (`character with ap/dp`), or drop the filter.",
    summary: "`with ap/dp` / `without ap/dp` on events or support cards, which never have AP/DP.",
  },
});
