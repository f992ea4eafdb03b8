// Every [project] ruling of rules-digest.md, and every engine convention that is not printed in
// the rules, lives here, named, so that a later official ruling changes one place (digest "Open
// points"). Each constant or function cites the digest clause it settles (or says that the digest
// has none) and is read by the code that implements it: changing it changes that code's reading.
import type { PlayerId } from "../core/state.ts";

/** Rule 7.8: a coin is +10/+10. */
export const COIN_VALUE = 10;

/** Rule 4.3 [project]: a text whose source was rested before resolution still resolves. */
export const RESTED_SOURCE_STILL_RESOLVES = true;

/** Rule 4.4 [project]: simultaneous triggers are ordered by the turn player. */
export function triggerOrderer(turnPlayer: PlayerId): PlayerId {
  return turnPlayer;
}

/** Rule 4.6 [project]: a trigger whose card left its zone still resolves (last known information). */
export const TRIGGER_RESOLVES_AFTER_SOURCE_LEFT = true;

/** Rule 5.4 [project]: a colored `[N]` must be paid entirely with cards of that color. */
export const COLORED_COST_ALL_CARDS_OF_COLOR = true;

/** Rule 6.1 [project]: 場に出る covers every arrival on the field, including 登場. */
export const ENTERS_IS_ALSO_PUT_ONTO_FIELD = true;

/** Rule 7.5 [project]: a broken card stays in the point pile, face down, still a point. */
export const BREAK_CARD_STAYS_IN_POINTS = true;

/**
 * Rule 4.2 [project]: a card or text declared with a target ("choose 1 …", not "up to") cannot be
 * declared when no legal target exists. A triggered text with no legal target still goes on the
 * stack and does nothing (R-N-4).
 */
export const DECLARATION_NEEDS_A_TARGET = true;

/** Rule 8.6 [project]: an approacher that left the main area before its battle gives no point. */
export const NO_POINT_IF_APPROACHER_LEFT = true;

/** Rule 7.4 [project]: tennen compares the blocker's printed cost (cost changes work in hand). */
export const TENNEN_USES_PRINTED_COST = true;

/**
 * Rule 10.1 [project]: a card that changes zones is a new object. Cards an effect chose and kept
 * for later (`at end of turn, ready it`; a created trigger's `it`) no longer include it, so a
 * chosen character that left the field and came back is not readied. Moving within the field
 * (main area ↔ support area, R-A-4) keeps the object, as it keeps its modifiers.
 */
export const MOVED_CARD_IS_A_NEW_OBJECT = true;

/**
 * Not in the digest (4.3 treats その後, not その場合) [project]: その場合 ("if you do") after
 * 「…をデッキに戻し、デッキをシャッフルする」 asks whether the cards were returned: the shuffle that closes such a
 * sentence always happens and is not what その場合 is about (srbk 01-103: no point card turns face up
 * when no character was returned). A shuffle leaves "did" as the step before it set it.
 */
export const SHUFFLE_KEEPS_IF_YOU_DO = true;

/**
 * Rule 7.8 [project]: 「+10/+10コインをN個取り除く」 takes N coins off a card that has at least N, and
 * none off a card with fewer; その場合 ("if you do") holds when some card lost its N coins. A
 * partial removal would let a text that asks for 2 coins be paid with 1.
 */
export const REMOVING_COINS_TAKES_ALL_N = true;

/** Rule 9.1 [project]: if both players lose at the same time the game is a draw. */
export const BOTH_LOSE_IS_DRAW = true;

/**
 * Rules 6.3 / 8.5, R-F-5 / 「ターン終了時まで退場しない」 [project]: 退場 is leaving the field for the trash, so
 * `cannotLeave` stops a lost battle *and* effects that trash it (trash / move to trash) and its
 * choice as the character replaced by a sixth (rule 6.3). Returning it to the hand or deck, or
 * removing it from the game, is not 退場 and still works. The sources only discuss battles.
 */
export const CANNOT_LEAVE_MEANS_NOT_TRASHED = true;

/**
 * Rule 7.10, AP/DP layering [project] (元に戻す, 「…に変更する」; the sources give no layer rules):
 * a set layer (setStats, resetStats) fixes the value at that moment, overriding the printed value,
 * coins, continuous stat texts and earlier modifiers; modifiers recorded later and coins put on
 * later add on top. The layer lasts for its duration; the latest layer wins. Read by
 * continuous.ts (and the invariant that re-computes AP/DP): with the other reading continuous
 * stat texts in force would still add on top of a set value.
 */
export const STAT_LAYERS: "set-then-later-modifiers" | "set-then-later-modifiers-and-texts" =
  "set-then-later-modifiers";

/**
 * Rule 7.10, 元に戻す [project]: the value returns to the printed value now. Earlier changes by effects
 * (until end of turn and permanent) are removed for good; coins and continuous texts are
 * overridden until end of turn (a set layer at the printed value), then count again.
 */
export const RESET_LASTS_UNTIL_END_OF_TURN = true;

/**
 * Rule 4.2 (last in, first out), 無効にする (R-P-6) [project]: the negated item is the newest stack item
 * of the named kind (the one being responded to, with last-in-first-out resolution); the negated
 * card goes to the trash, its costs stay paid.
 */
export const NEGATE_HITS_NEWEST_MATCHING_ITEM = true;

/**
 * Not in the digest (the nearest is 4.4: the turn player orders triggers), 任意の順番 [project]:
 * the controller of the look / search orders "the rest"; the order is a `choose` decision listing
 * every card, the first listed ending highest in the deck. Otherwise the cards' owner orders them.
 */
export const REST_ORDER_CHOSEN_BY_CONTROLLER = true;

/**
 * Rules 4.4–4.5, 「このターン、…した場合、…」 [project]: a trigger created by an effect exists from its creation
 * until the cleanup of that turn (it can still fire in the end phase), fires once that turn if
 * written 「した場合」 (rule 4.5), is controlled by the controller of the text that created it, and
 * works whether or not its source card is still on the field.
 */
export const CREATED_TRIGGER_LASTS_THIS_TURN = true;

/**
 * Rules 5.5 / 7.4, 「使用コスト+Nを得る」 on a character on the field [project]: the change counts for cost
 * filters and conditions (currentCost) and for tennen (the blocker's printed cost plus these
 * changes, refining TENNEN_USES_PRINTED_COST, whose point is that hand-cost texts do not count); it
 * ends with its duration or when the card leaves the field.
 */
export const COST_CHANGE_ON_FIELD = true;

/**
 * Rule 5.5, 「このカードは、手札にある状態で…使用コスト-Nを得る」 [project]: a card's continuous cost text
 * about itself (`self`) works while the card is in its owner's hand; its condition is read from
 * the card's point of view at that moment.
 */
export const SELF_COST_WORKS_FROM_HAND = true;

/**
 * Rules 6.5 / 7.5, 《使用条件》 [project]: an event whose play requirement does not hold cannot be played
 * from the hand (rejection `play/requirement-not-met`, not offered). The requirement is read at
 * declaration only (not again on resolution), and not for a break card's text (rule 7.5 uses the
 * text, it is not played from the hand).
 */
export const PLAY_REQUIREMENT_AT_DECLARATION_ONLY = true;

/**
 * Not in the digest (the nearest is 4.4: a text resolves as its controller's declaration),
 * 「相手は…できる」 [project]: the opponent answers the `may` (the effect's other choices stay the
 * controller's unless the step says the opponent makes them).
 */
export const OPPONENT_MAY_IS_OPPONENTS_DECISION = true;

/**
 * Rules 1.2 / 7.6 [project]: names are compared without spaces and with full-width forms folded
 * (cards/database.ts nameKey): printed texts write 「八九寺 真宵」 for the card whose name is printed
 * 「八九寺真宵」, and blogs drop the space too (keywords.md §E). No source treats them as different
 * characters.
 */
export const NAMES_IGNORE_SPACING = true;

/** Rule 9.1: a player with this many point cards loses. */
export const LOSING_POINTS = 7;

/** Rule 3.4: hand limit checked in the end phase. */
export const HAND_LIMIT = 7;

/** Rule 6.1: main area slots. */
export const MAIN_AREA_SLOTS = 5;

// ---- engine conventions (no game effect; documented in docs/engine.md)

// Start- and end-phase triggers resolve without priority windows (rule 3.1 "nothing else can be
// done in this phase"; rule 3.4 lists no window) [project]. No timing names these phases, so a
// window there could only ever be passed: flow.ts resolves the items directly.

/**
 * Rule 4.1 [engine]: a priority window in which the player's only legal action is to pass is passed
 * automatically and logged as an automatic pass: it is not a choice, so it is not a decision.
 */
export const AUTO_PASS_WHEN_ONLY_PASS = true;

/**
 * Rule 5.1 [project]: excess source is lost; the engine accepts only *minimal* payments (no card
 * can be removed and still pay), so the set of legal payments is finite and small. [project]
 */
export const ONLY_MINIMAL_PAYMENTS = true;

// ---- issue 12: lasting effects (4.7) and 場に出す (6.1)

/**
 * Rule 4.7 [project] (the distinction of Magic's rule 611.2c, which our sources do not address): a
 * lasting effect of a resolved text that forbids or allows an action (`restrict`: cannot approach,
 * cannot be blocked, can block while rested, cannot block, must approach, does not leave; `banPlay`:
 * cannot be played) applies during its whole duration to every card that matches at that moment,
 * later arrivals included, when it names its cards by a query (「全ての…は」, a `cards(…)`
 * selector: state `liveRestrictions`, read by continuous.ts). A restriction on cards chosen or
 * referred to (a target, 「それ」, this card) stays with those cards. A lasting effect that changes
 * stats, costs or keywords (`modify`, `setStats`, `grant`, `modifyCost` …) applies to the cards it
 * matched when it began (a modifier per card). `banPlay` reads its filter when a play is checked, so
 * it is live either way.
 */
export const LASTING_RESTRICTIONS_MATCH_LIVE = true;

/**
 * Rule 6.1 [project]: an effect that puts a character onto the field without naming an area (場に出す,
 * effect `putOntoField` with `area: "field"`) lets its controller (the player onto whose field it
 * goes) choose, as when playing it: the main area, if the character has AP/DP — with 5 characters
 * there, by trashing one of them that may leave (6.3, CANNOT_LEAVE_MEANS_NOT_TRASHED) — or the
 * support area. The choice is an `option` decision whose pending lists the places (`areas`). When
 * only one place is possible (no AP/DP; a full main area where no character may be trashed) it is
 * taken without asking, as a `choose` with no real choice takes every candidate: a choice with one
 * answer is not a decision (like AUTO_PASS_WHEN_ONLY_PASS). An effect that names an area (「メイン
 * エリアに出す」, `area: "main"`) puts it there or, when it cannot go there, leaves it where it was.
 */
export const PUT_ONTO_FIELD_AREA_CHOSEN = true;
