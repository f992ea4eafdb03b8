// Rejections are data: `area/reason` codes (boardgame.io model) plus a readable message. Nothing
// in apply throws on bad input; a rejected decision leaves the state exactly as it was.
// REJECTIONS is the one list of reasons, each with what it means: `reject` accepts only these, and
// the list in docs/engine.md is generated from it (test/runtime/rejections-doc.ts).

export const REJECTIONS = {
  "ability/already-used": "the activated text was already used this turn by this card (rule 7.1)",
  "ability/condition-not-met": "the text's own condition or its gyakkyou (rule 7.7) does not hold",
  "ability/no-such-ability": "the card has no activated text with that index",
  "ability/not-on-field": "the card is not one of the player's cards on the field",
  "ability/texts-unusable":
    "a text forbids using the card's texts (テキストを使用できない; CANNOT_USE_TEXTS_MEANS_ACTIVATED)",
  "approach/illegal": "that character cannot approach now (rules 8.1, 8.3, 7.3)",
  "approach/illegal-partner": "not a legal team-up partner for that approach (rule 7.9)",
  "approach/must-approach":
    "the phase cannot end while a character that must approach still can (with [project] MUST_APPROACH_MAY_WAIT_FOR_OTHERS off, no other character may approach before it either)",
  "block/illegal": "that character cannot block this approach (rules 8.4, 7.4)",
  "break/illegal": "that card cannot break now, or has no text to play (rule 7.5)",
  "choice/illegal-option":
    "no such option of the choice asked (a または choice; the area of 場に出す, rule 6.1)",
  "choice/wrong-count": "too few or too many cards chosen for the choice asked",
  "choice/group":
    "the chosen cards do not relate as the text asks (同じ名称 / 同じ特徴 / 名称の異なる, rules/groups.ts)",
  "cost/duplicate-card": "a card is listed twice in a payment, or pays two costs",
  "cost/extra-unpayable":
    "an extra cost printed in the text is not paid with legal cards (rule 5.4)",
  "cost/illegal-payment-card":
    "a paying card is not a hand card or a face-up point card, or may not pay (rule 5.1)",
  "cost/no-combi-name": "a combi card's payment has no card with one of its names (rule 5.3)",
  "cost/no-matching-color-or-title": "no paying card shares the color or the title (rule 5.2)",
  "cost/overpaid": "a paying card is not needed (rule 5.1: only minimal payments are accepted)",
  "cost/rested": "a rested card cannot pay its rest cost (rule 5.4)",
  "cost/unpayable": "the payment's source is less than the cost (rule 5.1)",
  "cost/wrong-color": "a colored cost is paid with a card of another color (rule 5.4)",
  "decision/invalid":
    "the decision is not a well-formed decision object (a field of the wrong type, or one its kind does not have)",
  "decision/wrong-kind": "the game waits for another kind of decision",
  "deck/invalid": "the decks are not two lists of card ids",
  "deck/size": "a deck is not exactly 60 cards (rule 2.1)",
  "deck/too-many-copies": "more than 4 copies of the same card in a deck (rule 2.1)",
  "deck/unimplemented-keyword":
    "a deck card has a keyword whose rules are not implemented (rule 7.11)",
  "deck/unknown-card": "a deck names a card that is not in the card database",
  "engine/internal-error": "the engine failed on this input (a bug: please report it)",
  "game/bad-seed": "the seed is not an integer",
  "game/no-card-db": "createGame was called without a card database",
  "game/over": "the game is over",
  "hand/bad-discard": "the hand-limit discard is not exactly N different hand cards (rule 3.4)",
  "mulligan/bad-order": "the mulligan order does not list every hand card once (rule 2.3)",
  "play/banned": "a text forbids that player to play this card now (banPlay)",
  "play/option-for-another-kind":
    "an area or a replacement for a card that is not a character, or a host for one that is not a support card (rules 6.1, 6.3, 6.4)",
  "play/illegal-host":
    "the host is not the player's character on the field, or fails the restriction (6.4)",
  "play/illegal-replace":
    "the character named to make room cannot be replaced (rule 6.3, 退場しない)",
  "play/main-area-full": "the main area is full and no character to replace is named (rule 6.3)",
  "play/no-timing": "the event has no text giving its timing (rule 6.5)",
  "play/no-such-mode":
    "an event with modes is played with one of them, named by the play; only such an event takes a mode (rule 6.5, EVENT_MODE_CHOSEN_AT_DECLARATION)",
  "play/not-in-hand": "the card is not in the player's hand",
  "play/not-main-capable": "a character without AP/DP cannot go to the main area (rule 1.1)",
  "play/cannot-enter":
    "the card's own text: it cannot be played (into the main area) (rule 6.1, 登場させることができない)",
  "play/requirement-not-met": "the event's play requirement (《使用条件》) does not hold now",
  "play/same-card-on-field": "the same card is already on the player's field (rule 6.2)",
  "play/same-support-attached": "that character already carries the same support card (rule 6.4)",
  "priority/not-your-turn": "the decision is by the player who is not to decide",
  "state/invalid": "the state given to apply is not a game state",
  "state/unknown-card-db": "the state's card database is not registered (defineCardDb)",
  "target/illegal": "a chosen target or card is not a legal choice (rules 4.2, 4.3)",
  "target/none": "a text that needs a target cannot be declared without a legal one (rule 4.2)",
  "timing/not-now": "the card or text's timing does not allow it now (rules 4.1, 6.1, 6.5, 7.1)",
  "trigger/bad-order": "the trigger order does not list every trigger once (rule 4.4)",
} as const;

/** Why a decision (or a game set-up) was refused: one of REJECTIONS. */
export type RejectionReason = keyof typeof REJECTIONS;

export interface Rejection {
  ok: false;
  /** `area/reason`, e.g. `priority/not-your-turn`, `cost/unpayable`, `target/illegal`. */
  reason: RejectionReason;
  message: string;
}

export function reject(reason: RejectionReason, message: string): Rejection {
  return { ok: false, reason, message };
}
