// When the engine asks for each kind of decision, in the rules' words: a decision sent at another
// time (a break after it was declined, an approach in the main phase, a play while the opponent
// holds priority) is refused with the reason and this sentence, so a judge reads why (issue 16).
import type { Decision } from "./decision.ts";

const APPROACH_ASKED =
  "an approach is declared when the approach phase asks the turn player (rule 8.3; rule 8.1: never on the first player's first turn)";
const BLOCK_ASKED = "a block answers an approach: the defending player is asked then (rule 8.4)";
const BREAK_ASKED =
  "a break is offered when the card goes to the point pile by an opponent's approach (rule 7.5)";
const PRIORITY_ASKED = "cards are played and texts used by the player holding priority (rule 4.1)";

const ASKED_WHEN: Partial<Record<Decision["type"], string>> = {
  approach: APPROACH_ASKED,
  endApproach: APPROACH_ASKED,
  block: BLOCK_ASKED,
  noBlock: BLOCK_ASKED,
  break: BREAK_ASKED,
  noBreak: BREAK_ASKED,
  play: PRIORITY_ASKED,
  activate: PRIORITY_ASKED,
  pass: PRIORITY_ASKED,
  goFirst: "the winner of the flip chooses at the start of the game (rule 2.2)",
  mulligan: "each player keeps or mulligans once at the start of the game (rule 2.3)",
};

/** ": <when it is asked>", or "" for a kind with no sentence. */
export function askedWhen(type: Decision["type"]): string {
  const when = ASKED_WHEN[type];
  return when ? `: ${when}` : "";
}
