// Every [project] ruling of rules-digest.md, and every engine convention that is not printed in
// the rules, lives here, named, so that a later official ruling changes one place (digest "Open
// points"). Each constant or function cites the digest clause it settles and is read by the code
// that implements it: changing it changes that code's reading. The doc comment says which kind it
// is (test/runtime/project-rulings.test.ts holds them to it against the digest):
//   "Rule N.N [project]"                         a ruling the digest marks [project] at that clause;
//   "Rule N.N [project, beyond the digest]"      a ruling of ours the digest does not state yet: it
//                                                cites the clause it extends (open questions);
//   "Rule N.N" alone, or "Rule N.N [engine]"     a number the digest gives, or an engine convention.
import type { PlayerId } from "../core/state.ts";

/** Rule 7.8: a coin is +10/+10. */
export const COIN_VALUE = 10;

/**
 * Rule 2.3 [project]: the mulligan is decided first by the first player, then by the other one.
 * Read by pending.ts (goFirst, mulligan): the first of the pair decides first.
 */
export function mulliganOrder(firstPlayer: PlayerId): readonly [PlayerId, PlayerId] {
  return [firstPlayer, (1 - firstPlayer) as PlayerId];
}

/**
 * Rule 4.2 [project]: when a response window closes, the newest stack item resolves first (last in,
 * first out). Read by resolution.ts resolveTop (`stack.pop()`).
 */
export const STACK_LAST_IN_FIRST_OUT = true;

/**
 * Rule 4.3 [project]: an item whose every declared target is gone does nothing, its steps after
 * その後 included (a target that is merely one of several is skipped and the rest still happens).
 * Read by resolution.ts resolveTop (the `fizzle` branch).
 */
export const ALL_TARGETS_GONE_SKIPS_WHOLE_TEXT = true;

/** Rule 4.3 [project]: a text whose source was rested before resolution still resolves. */
export const RESTED_SOURCE_STILL_RESOLVES = true;

/**
 * Rules 4.1 / 4.4 [project, beyond the digest]: a triggered text resolves as a declaration by its
 * controller (4.4) so that it can be responded to, but it is not "the last declaration" of 4.1,
 * after which priority is with the declarer's opponent: only a card played, a text used or a break
 * played by a player holding priority is. So a trigger does not take a player's turn to act: after
 * A's card and the triggers it caused (A's or B's) resolve, B has priority; after an approach whose
 * trigger resolved, the turn player still has it (the round's start, 8.3). With `false` a trigger
 * counts (read by flow.ts pushTrigger), and after B's trigger on A's card resolved A could play
 * again before B acted. The sources say nothing about priority after triggered texts (rulings.md
 * R-P-1 and R-P-4 speak of cards played and texts used).
 */
export const TRIGGERS_ARE_NOT_LAST_DECLARATIONS = true;

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
 * Rule 7.5 [project]: breaks are offered once the triggers of the point that made them possible
 * have resolved (the stack is empty), and their owner chooses which to play first. Read by
 * flow.ts advance (the `s.breaks` branch).
 */
export const BREAKS_AFTER_POINT_TRIGGERS = true;

/**
 * Rule 7.9 [project]: the defending player chooses which team-up character's DP is used (R-K-3's
 * Japanese text; the 2011 English preview says the approaching player). Read by flow.ts
 * pickDp.
 */
export function teamUpDpChooser(turnPlayer: PlayerId): PlayerId {
  return (1 - turnPlayer) as PlayerId;
}

/**
 * Rule 4.2 [project] ("a declaration that needs a target cannot be made without a legal one"): a
 * card or text declared with a target ("choose 1 …", not "up to") cannot be declared when no legal
 * target exists. A triggered text is not declared by choice: with no legal target it still goes on
 * the stack and does nothing (R-N-4).
 */
export const DECLARATION_NEEDS_A_TARGET = true;

/**
 * Rule 8.6 [project] ("an approaching character that left the main area before its battle gives no
 * point"): read by battle.ts doBattleStep.
 */
export const NO_POINT_IF_APPROACHER_LEFT = true;

/**
 * Rule 8.6 [project, beyond the digest]: 「アプローチでポイントを与えることができない」 on either
 * character of a team-up pair (7.9) stops the pair's point: the pair approaches as one and gives
 * one point, which neither may give. Read by battle.ts pointlessApproach.
 */
export const PAIR_GIVES_NO_POINT_IF_EITHER_CANNOT = true;

/**
 * Rule 4.3 [project, beyond the digest]: 「…の効果の対象にならない」 keeps a card out of the targets
 * chosen at declaration (4.2); a target that became protected after its declaration is no longer
 * legal on resolution and is skipped. Choices made on resolution are not targets. Read by
 * targets.ts candidates.
 */
export const PROTECTED_TARGET_SKIPPED_ON_RESOLUTION = true;

/**
 * Rule 7.4 [project] ("the blocker's printed cost with the cost changes that apply on the field"):
 * a cost text that works in the hand does not count; the changes on the field are
 * COST_CHANGE_ON_FIELD.
 */
export const TENNEN_USES_PRINTED_COST = true;

/**
 * Rule 10.1 [project, beyond the digest]: a card that changes zones is a new object. Cards an
 * effect chose and kept for later (`at end of turn, ready it`; a created trigger's `it`) no longer
 * include it, so a chosen character that left the field and came back is not readied. Moving within
 * the field (main area ↔ support area, R-A-4) keeps the object, as it keeps its modifiers.
 */
export const MOVED_CARD_IS_A_NEW_OBJECT = true;

/**
 * Rule 4.3 [project, beyond the digest] (4.3 treats その後, not その場合): その場合 ("if you do") after
 * 「…をデッキに戻し、デッキをシャッフルする」 asks whether the cards were returned: the shuffle that closes such a
 * sentence always happens and is not what その場合 is about (srbk 01-103: no point card turns face up
 * when no character was returned). A shuffle leaves "did" as the step before it set it.
 */
export const SHUFFLE_KEEPS_IF_YOU_DO = true;

/**
 * Rule 7.8 [project, beyond the digest]: 「+10/+10コインをN個取り除く」 takes N coins off a card that has at
 * least N, and none off a card with fewer; その場合 ("if you do") holds when some card lost its N
 * coins. A partial removal would let a text that asks for 2 coins be paid with 1.
 */
export const REMOVING_COINS_TAKES_ALL_N = true;

/**
 * Rule 8.5 [project, beyond the digest]: 「アプローチで退場した」 (`leaves by approach`) is said of
 * every character trashed in the battle of an approach, the approaching one as well as the blocker;
 * a battle an effect starts (「…とバトルする」) is not an approach. With `false` only the blocker
 * leaves "by approach" (the reading of 「このカードのアプローチで相手のキャラが退場した」). Read by
 * battle.ts resolveBattle.
 */
export const BOTH_BATTLE_LOSERS_LEAVE_BY_APPROACH = true;

/**
 * Rule 4.5 [project, beyond the digest]: 「同じターンの間に、…がN枚以上…した場合」 (`… N times this
 * turn`) counts the matching events of the turn that the text saw, i.e. while its card was on the
 * field (or the card's own event): the events of the turn before it entered are not counted, so of
 * two 「加藤 恵」 (sekn 01-060) entering one after the other only the first one's text fires. The
 * engine keeps no history of the turn's events, so `false` is not implemented (it would fire on
 * every matching event). Read by triggers.ts countReached. A trigger an effect creates for this
 * turn with a count (「このターン、…のいずれか2枚が登場した場合」, SRBKM 01-111b) likewise counts only
 * the events after its creation (effects/delayed.ts offerCreated).
 */
export const COUNTED_EVENTS_ARE_THOSE_THE_TEXT_SAW = true;

/** Rule 9.1 [project]: if both players lose at the same time the game is a draw. */
export const BOTH_LOSE_IS_DRAW = true;

/**
 * Rules 6.3 / 8.5 [project, beyond the digest], R-F-5 / 「ターン終了時まで退場しない」: 退場 is leaving the field
 * for the trash, so `cannotLeave` stops a lost battle *and* effects that trash it (trash / move to
 * trash) and its choice as the character replaced by a sixth (rule 6.3). Returning it to the hand
 * or deck, or removing it from the game, is not 退場 and still works. The sources only discuss
 * battles.
 */
export const CANNOT_LEAVE_MEANS_NOT_TRASHED = true;

/**
 * Rule 7.10 [project, beyond the digest], AP/DP layering (元に戻す, 「…に変更する」; the sources give no layer
 * rules): a set layer (setStats, resetStats) fixes the value at that moment, overriding the printed
 * value, coins, continuous stat texts and earlier modifiers; modifiers recorded later and coins put
 * on later add on top. The layer lasts for its duration; the latest layer wins. A set to another
 * card's value (「…のAPと同じ値に変更する」, YRYR 01-051) is such a layer at the value that card has
 * when the effect resolves: the two are not linked afterwards. Read by
 * continuous.ts (and the invariant that re-computes AP/DP): with the other reading continuous stat
 * texts in force would still add on top of a set value.
 */
export const STAT_LAYERS: "set-then-later-modifiers" | "set-then-later-modifiers-and-texts" =
  "set-then-later-modifiers";

/**
 * Rule 7.10 [project, beyond the digest], 元に戻す: the value returns to the printed value now. Earlier
 * changes by effects (until end of turn and permanent) are removed for good; coins and continuous
 * texts are overridden until end of turn (a set layer at the printed value), then count again.
 */
export const RESET_LASTS_UNTIL_END_OF_TURN = true;

/**
 * Rule 4.2 [project, beyond the digest] (last in, first out), 無効にする (R-P-6): the negated item is
 * the newest stack item of the named kind (the one being responded to, with last-in-first-out
 * resolution); the negated card goes to the trash, its costs stay paid.
 */
export const NEGATE_HITS_NEWEST_MATCHING_ITEM = true;

/**
 * Rules 8.3 / 8.4 [project, beyond the digest]: 休息状態になる (`becomes rested`, PM_KG 01-055
 * 「同じターンに相手のキャラ3枚以上が休息状態になった場合」) is every change of a card on the field
 * from ready to rested: approaching (8.3, the team-up partner too), blocking (8.4), a 《休》 cost or
 * a cost resting another card (5.4), and an effect's rest. A card already rested does not become
 * rested again, and each change is one event: `… 3 times this turn` counts changes (a character
 * rested, readied and rested again counts twice). A character put onto the field rested (休息状態で
 * 場に出る) arrives rested and does not become rested; `false`: it does. Read by triggers.ts
 * becameRested and effects/moves.ts enterField.
 */
export const ENTERING_RESTED_IS_NOT_BECOMING_RESTED = true;

/**
 * Rule 4.4 [project, beyond the digest] (4.4: the turn player orders triggers), 任意の順番: the
 * controller of the look / search orders "the rest"; the order is a `choose` decision listing every
 * card, the first listed ending highest in the deck. Otherwise the cards' owner orders them.
 */
export const REST_ORDER_CHOSEN_BY_CONTROLLER = true;

/**
 * Rules 4.4–4.5 [project, beyond the digest], 「このターン、…した場合、…」: a trigger created by an effect
 * exists from its creation until the cleanup of that turn (it can still fire in the end phase),
 * fires once that turn if written 「した場合」 (rule 4.5), is controlled by the controller of the text
 * that created it, and works whether or not its source card is still on the field.
 */
export const CREATED_TRIGGER_LASTS_THIS_TURN = true;

/**
 * Rules 4.4–4.5 [project, beyond the digest], 「自分のキャラ1枚を指定する。指定したキャラがアプローチで
 * ポイントを与えた場合、カードを2枚引く」 (KSC 01-053) and 「その場合、そのキャラのアプローチで…した場合」
 * (hyakka 01-095): a trigger about a card an effect has just chosen, printed with no duration, is
 * created by that effect and lasts this turn, as CREATED_TRIGGER_LASTS_THIS_TURN (the translator
 * writes it `this turn, if …`). The question: does such a trigger last longer (the game, or while
 * the chosen card stays on the field)? Read by translate/assemble.ts.
 */
export const UNDATED_CREATED_TRIGGER_LASTS_THIS_TURN = true;

/**
 * Rule 4.4 [project, beyond the digest], 「このカードが、自分の「X」がいる状態で登場した場合」 and
 * 「このカードが、自分の【制服】を持つキャラがいる状態で登場した場合」 (KGY 01-047 早坂 愛, DNMC2
 * 02-030, SG 01-050, GRAN 01-025): the card of yours the state asks for is another than this card
 * (the translator writes `another 「X」`). Counted with itself, a card named X (or with that trait)
 * would always meet the condition it prints. Counts are read as printed and include this card
 * (「自分のキャラが3枚のみの状態で登場した場合」, PM_K-ON_PART2 02-001, rulings/trigger-variants.ruling).
 * The question: does the entering card count towards the state it enters in — for both, or
 * neither? Read by translate/parser/entering-state.ts.
 */
export const ENTERING_STATE_IS_WITHOUT_THIS_CARD = true;

/**
 * Rule 4.4 [project, beyond the digest], 「このカードを妨害しているキャラは、ターン終了時まで±0/-10を
 * 得る」 (PM_K-ON 01-057): a text printed with no trigger or timing, whose every step is said of the
 * characters blocking this card and lasts until a printed time, is a triggered text on this card
 * being blocked (`if this is blocked: …`), resolved before the battle (8.4, 8.5). The question: is
 * it rather a continuous text that applies while the block lasts? Read by translate/assemble.ts.
 */
export const UNTRIGGERED_BLOCKER_TEXT_FIRES_ON_BLOCK = true;

/**
 * Rules 5.5 / 7.4 [project, beyond the digest], 「使用コスト+Nを得る」 on a character on the field (7.4
 * states it for tennen only): the change counts for cost
 * filters and conditions (currentCost) and for tennen (the blocker's printed cost plus these
 * changes, refining TENNEN_USES_PRINTED_COST, whose point is that hand-cost texts do not count); it
 * ends with its duration or when the card leaves the field.
 */
export const COST_CHANGE_ON_FIELD = true;

/**
 * Rule 5.5 [project, beyond the digest], 「このカードは、手札にある状態で…使用コスト-Nを得る」: a card's continuous cost
 * text about itself (`self`) works while the card is in its owner's hand; its condition is read
 * from the card's point of view at that moment.
 */
export const SELF_COST_WORKS_FROM_HAND = true;

/**
 * Rule 6.6 [project, beyond the digest], 「このカードは、…状態で手札にある場合、〔自由登場〕を得る」
 * (DNMC2 01-021a, SRBKM 02-060): a card's continuous text granting itself free entry works while
 * the card is in its owner's hand — where free entry is used — with its condition read from the
 * card's point of view at that moment, as SELF_COST_WORKS_FROM_HAND does for a cost.
 */
export const SELF_FREE_ENTRY_WORKS_FROM_HAND = true;

/**
 * Rule 4.4 [project, beyond the digest], 「このカードが手札にある状態で、…場合、このカードを場に出す
 * ことができる」 (ERMG P-002, SG 01-027, KMPD P-030): the digest says which texts trigger on an event
 * but not where a text works. A triggered text whose condition is `this is in hand` is offered its
 * events while its card is in its owner's hand, and only then (not from the field); every other
 * triggered text works on the field (and a leaving card's own "when this leaves"). Its step `if
 * this is in hand, put this onto your field` takes the card from the hand only: one that left the
 * hand before the text resolved stays where it went.
 */
export const TRIGGER_WORKS_FROM_HAND_WHEN_SAID = true;

/**
 * Rules 4.4 / 10.1 [project, beyond the digest], 「このカードがゲームから取り除かれている状態で、…場合、
 * このカードを場に出すことができる」 (SG 01-077): the digest names no removed-from-game zone (10.1; the
 * engine keeps one, `removed`, face up and public) and says not where a text works. As
 * TRIGGER_WORKS_FROM_HAND_WHEN_SAID does for the hand, a triggered text whose condition is `this is
 * in exile` is offered its events while its card is removed from the game, and only then; its step
 * `put this in exile onto your field` takes the card from there only (one that left before the text
 * resolved stays where it went, and `if you do` does not follow). Read by triggers.ts collect.
 */
export const TRIGGER_WORKS_FROM_REMOVED_WHEN_SAID = true;

/**
 * Rules 6.1 / 10.1 [project, beyond the digest], 「このカードは、ゲームから取り除かれている状態でも
 * プレイできる」 (SG 01-050): the digest plays cards from the hand (6.1, 6.4, 6.5) and names no
 * removed zone. A card whose own continuous text says so may also be played while it is in its
 * owner's removed-from-game zone, by the same rules as from the hand (timing, cost and its payment,
 * rule 6.2, the main area's room); its text works there (as SELF_FREE_ENTRY_WORKS_FROM_HAND's does
 * in the hand), and nowhere else does it let the card be played. With `false` the text does
 * nothing. Read by play.ts checkPlay and legal-priority.ts forEachSource.
 */
export const PLAY_FROM_REMOVED_WHEN_SAID = true;

/**
 * Rule 4.2 [project, beyond the digest], 「全てのプレイヤーは、<step>」 (DNP 01-099, CCS 01-118,
 * DNP 01-106 「全てのプレイヤーは、自分のキャラ1枚を指定する」): each player does the step for their
 * own cards, the text's controller first, then the opponent, each making their own choice (a logged
 * decision; the controller's choice of a character on the field is a declaration target, rule 4.2,
 * the opponent's is made on resolution). The digest does not say in which order players act when a
 * text makes both act (2.3 orders only the mulligan). Read by translate/parser/sentences.ts
 * everyPlayer, which writes the two steps in this order; with `false` it refuses the sentence
 * (no other order can be written as fixed steps).
 */
export const EVERY_PLAYER_CONTROLLER_FIRST = true;

/**
 * Rules 6.5 / 7.5 [project, beyond the digest], 《使用条件》: an event whose play requirement does not
 * hold cannot be played from the hand (rejection `play/requirement-not-met`, not offered). The
 * requirement is read at declaration only (not again on resolution), and not for a break card's
 * text (rule 7.5 uses the text, it is not played from the hand).
 */
export const PLAY_REQUIREMENT_AT_DECLARATION_ONLY = true;

/**
 * Rules 4.2 / 7.1 [project, beyond the digest], 「このテキストは、…場合にのみ使用できる」: an
 * activated text whose use condition does not hold cannot be declared (rejection
 * `ability/condition-not-met`, not offered). As for 《使用条件》, the condition is read at
 * declaration only: a text declared while it held still resolves when it no longer does.
 */
export const TEXT_USE_CONDITION_AT_DECLARATION_ONLY = true;

/**
 * Rule 4.4 [project, beyond the digest] (4.4: a text resolves as its controller's declaration),
 * 「相手は…できる」: the opponent answers the `may` (the effect's other choices stay the
 * controller's unless the step says the opponent makes them).
 */
export const OPPONENT_MAY_IS_OPPONENTS_DECISION = true;

/**
 * Rules 1.2 / 7.6 [project, beyond the digest]: names are compared without spaces and with
 * full-width forms folded (cards/database.ts nameKey): printed texts write 「八九寺 真宵」 for the card
 * whose name is printed 「八九寺真宵」, and blogs drop the space too (keywords.md §E). No source treats
 * them as different characters.
 */
export const NAMES_IGNORE_SPACING = true;

/**
 * Rule 7.4 [project, beyond the digest] (tennen N), 「〔天然+N〕を得る」: the change raises the number of
 * the strongest 〔天然〕 the card has, printed or granted, for its duration; a card without 〔天然〕
 * gains nothing (the cards that print it offer 〔天然N〕 beside it for that case, kgy 01-105,
 * kmr 01-041). Read by continuous.ts keywordOf (tennenChanged).
 */
export const TENNEN_CHANGE_NEEDS_TENNEN = true;

/**
 * Rule 7.10 [project, beyond the digest] (AP/DP = printed + coins + continuous + effects),
 * 「APとDPを入れ替える」: the swap reads the card's current AP and DP once, when it resolves, and
 * holds them exchanged as a set layer (STAT_LAYERS): continuous texts and earlier changes are
 * inside the swapped values, later changes and coins add on top and are not swapped again. With
 * `false` the swap is a plain modifier of the difference (continuous texts would count twice).
 * Read by effects/stats.ts swapStats.
 */
export const SWAP_IS_A_SET_LAYER = true;

/**
 * Rule 1.2 [project, beyond the digest] (a card's traits), 「このカードと同じ特徴を持つ」: a card has
 * "the same trait" as another when it has at least one trait of that card (printed or granted,
 * 【X】を得る); a card with no traits shares none. No source says whether every trait must match;
 * cards with one trait, the usual case, read the same either way. Read by selectors.ts sharesTrait.
 */
export const SAME_TRAIT_MEANS_ONE_SHARED = true;

/**
 * Rule 7.6 [project, beyond the digest] (a card's names, and its traits: 1.2), 「同じ名称のキャラ2枚」
 * (MDK 01-118), 「自分の同じ特徴を持つキャラ2枚」 (MDK 01-038): the cards chosen together have one
 * name (or one trait) that every one of them has — a combi card 「A&B」 goes with an 「A」 or a 「B」,
 * a 【制服】【水着】 character with a 【制服】 one. 「それぞれ名称の異なる」 / 「名称の異なる」 (AHB2
 * P-022): no two chosen cards share a name, so 「A&B」 and 「A」 are not different names. No source
 * says more; with two cards, the usual case, "all share one" and "each pair shares one" agree.
 * Read by groups.ts.
 */
export const GROUP_SHARES_ONE_NAME_OR_TRAIT = true;

/**
 * Rule 4.3 [project, beyond the digest] (a choice with too few legal cards): when no N of the
 * candidates relate as a `with the same name` / `with the same trait` / `with different names`
 * choice of N asks, the chooser takes the largest number that do — as a choice of N with fewer
 * candidates takes them all (definition.ts choiceBounds) — so 「同じ名称のキャラ2枚」 with no two of
 * one name takes one character. Read by groups.ts largestGroup's callers (targets.ts, choices.ts,
 * looking.ts).
 */
export const GROUP_PICK_SHRINKS_TO_LARGEST = true;

/**
 * Rule 1.2 [project, beyond the digest] (a card's cost, AP and DP), 「このカードの使用コストより低い
 * 使用コストを持つ…」: a filter comparing a card's stat with another card's is measured when it is
 * tested, with current values; when the other card is not exactly one card (`it` bound to none or
 * to several) nothing passes, rather than comparing with 0 or with any of them. No source speaks of
 * it; `this` is always one card. Read by selectors.ts passesMeasured.
 */
export const MEASURED_STAT_NEEDS_ONE_CARD = true;

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
 * Rule 5.1 [project] ("every paying card must be needed: a payment that reaches the cost without
 * one of its cards is refused, and a cost of 0 takes none"): excess source is lost; the engine
 * accepts only *minimal* payments, so the set of legal payments is finite and small. Read by
 * costs.ts.
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

/**
 * Rule 7.11 [project, beyond the digest], 〔我慢〕 (gaman): the digest gives no rules for it, but
 * PPTP 01-097 prints them as reminder text: 「（〔我慢〕:DPが10以上の〔我慢〕を持つキャラは、退場しない）」.
 * A character with 〔我慢〕 whose current DP is this value or more does not leave (退場しない), read as
 * CANNOT_LEAVE_MEANS_NOT_TRASHED reads it: neither a lost battle (8.5) nor an effect trashes it.
 * The DP is read at the moment it would leave. Read by keywords/gaman.ts.
 */
export const GAMAN_MIN_DP = 10;

/**
 * Rule 7.8 [project, beyond the digest], coins a player holds (not on a card: 「自分は、ジョーロコイン
 * を1個得る」 ORSK, 「自分が持つクエストコインを3個にする」 NUKN 01-100, 「自分が経験コインを2個以上
 * 持つ場合」 DNMC/DNMC2): the digest's coins are on characters. Printed texts give, set and count a
 * player's coins by name; a player holds this many of each name until a text gives some, and keeps
 * them for the whole game (no text takes them away at the end of a turn). No source says how a
 * player first gets 経験コイン (only texts counting them are printed), so with the cards we have a
 * player holds none. Read by keywords/coins.ts heldCoins.
 */
export const PLAYER_COINS_AT_START = 0;

/**
 * Rule 3.4 [project, beyond the digest], 「次の相手のターン終了時まで」 (until end of the opponent's
 * next turn, OREG3 02-030c, ERMG P-008) and 「相手のターン終了時まで」 (DNMC 01-088): the digest only
 * has "until end of turn". Both end at the cleanup (3.4) of a turn of the opponent of the player
 * who made the change. Made in that opponent's own turn, 「相手のターン終了時まで」 ends with this
 * turn, and 「次の…」 with the opponent's following turn (two turns on): "next" never names the
 * turn it is said in. With `false`, 「次の…」 said in the opponent's turn also ends with this turn.
 * Read by durations.ts endsAt.
 */
export const NEXT_OPPONENT_TURN_IS_NEVER_THIS_ONE = true;

/**
 * Rule 3.4 [project, beyond the digest], 「次の自分のターン終了時まで」 (until end of your next turn)
 * and 「自分のターン終了時まで」 (until end of your turn): the digest only has "until end of turn".
 * The mirror of NEXT_OPPONENT_TURN_IS_NEVER_THIS_ONE for the turns of the player who made the
 * change: both end at the cleanup (3.4) of a turn of that player. 「自分のターン終了時まで」 made in
 * that player's own turn ends with this turn, made in the opponent's turn with that player's
 * following turn; 「次の…」 made in that player's own turn ends with their following turn (two turns
 * on, so it lasts through the opponent's turn between): "next" never names the turn it is said in.
 * With `false`, 「次の…」 said in that player's own turn also ends with this turn. Read by
 * durations.ts lasting.
 */
export const NEXT_YOUR_TURN_IS_NEVER_THIS_ONE = true;

/**
 * Rule 8.5 [project, beyond the digest], 「次の退場判定終了時まで」 (until end of the next battle,
 * FA 01-095, PPTP 01-097) and 「このターンの次の退場判定終了時まで」 (BBD P-001): the change ends
 * when the next battle (退場判定, 8.5: a blocked approach's comparison, or a battle by a text) is
 * over; with no battle this turn it ends at the cleanup (3.4) all the same, as the longer form
 * says — the bare form is read the same way. An unblocked approach has no battle (8.6). Read by
 * durations.ts (endsAtCleanup, endBattleDurations).
 */
export const NEXT_BATTLE_ENDS_WITH_TURN = true;

/**
 * Rule 3.2 [project, beyond the digest], 「このターンのメインフェイズの間、…」 as the duration of a
 * restriction or gain (SRBKM 02-045): the change ends when this turn's main phase ends (the main
 * phase's last window closes, 4.1). Made before it (a start-phase trigger, 3.1) it lasts through
 * that main phase; made after it (in the approach or end phase) it does nothing at all, as the play
 * ban of the same words (kgy 01-071) does. The digest does not say. Read by durations.ts
 * (afterItsMainPhase, endMainPhaseDurations).
 */
export const MAIN_PHASE_DURATION_AFTER_IT_DOES_NOTHING = true;

/**
 * Rule 3.1 [project, beyond the digest], 「活動状態にならない」 (ERMG P-008, DNMC 01-088): the digest
 * readies all the turn player's cards in the start phase and says nothing of a card that "does not
 * become ready". We read it as never becoming ready while it lasts: neither the start phase's
 * readying nor an effect's (活動状態にする) readies it. 「…ターンの開始時では活動状態にならない」
 * (OGR 01-120) names the start phase, so that form (`notReadiedAtStart`) only skips 3.1. With
 * `false`, 活動状態にならない also only skips 3.1. Read by flow.ts startPhase and
 * effects/battles.ts (ready).
 */
export const DOES_NOT_READY_STOPS_EFFECTS = true;

/**
 * Rule 4.2 [project, beyond the digest], 「…は、テキストを使用することができない」 (SAK 01-075; SRBK
 * 01-024 「相手は、…キャラのテキストを使用することができない」): the digest's "using a text" is a
 * declaration (4.2), which only an activated text is; a triggered text is collected and resolves
 * (4.4) and a continuous one applies (7.2) without being used. So the restricted cards' activated
 * texts cannot be declared; their triggered and continuous texts still work. Whether 使用 also
 * covers triggered texts is the open question. With `false`, the restriction does nothing. Read by
 * activate.ts textsUnusable (checkActivate and the priority candidates).
 */
export const CANNOT_USE_TEXTS_MEANS_ACTIVATED = true;

/**
 * Rule 4.2 [project, beyond the digest], 「カードの効果で…置かれた場合」 (ERMG 01-057, FA 01-050),
 * 「相手のカードの効果で」 (SEKN P-003), 「相手のカードによって」 (FA 01-075): the digest names no
 * cause of a move. We read "by a card's effect" as a move made while a text or a played card
 * resolves (a declaration, 4.2; not a character or support card entering), whose card is that
 * item's controller's; "by a card" adds an approach's point (8.6) and battle (8.5), the turn
 * player's. Costs (5.1, 5.4), the hand limit (3.4) and making room (6.3) are by the rules, not
 * by a card. With `false`, no move is by an effect. Read by move-cause.ts causeOfMove.
 */
export const EFFECT_CAUSE_IS_THE_RESOLVING_ITEM = true;

/**
 * Rule 8.5 [project, beyond the digest]: a battle a text starts outside an approach (R-A-3) trashes
 * its loser by the battle, not "by the card's effect" that started it (the comparison is the
 * rules'). With `true`, that loser leaves by the effect. Read by battle.ts resolveBattle.
 */
export const FORCED_BATTLE_LOSER_LEAVES_BY_EFFECT = false;

/**
 * Rule 7.2 [project, beyond the digest], 「…のテキストは、ターン終了時まで無効になる」 (OREG3 P-018,
 * SAGA 01-012): the digest does not say what a void text covers. We read it as every text of the
 * card's own (7.1 activated: cannot be declared; 7.2 continuous: does not apply; 4.4 triggered:
 * is not collected) and, with this flag, its printed keywords (rule 7: 〔アクティブ〕, 天然N, … are
 * printed in the same text box). A keyword or a change another card's effect gave it stays; a
 * triggered text already collected before the card's texts became void still resolves (4.6).
 * With `false`, printed keywords still work. Read by continuous.ts keywordOf.
 */
export const VOID_TEXTS_COVER_KEYWORDS = true;

/**
 * Rule 4.3 [project, beyond the digest] (what an item does on resolution), 「X3枚につき、<step>」 /
 * 「手札に移したカード1枚につき、<step>」 (SAK 01-099, KGY 01-089): the step is done once for every
 * N cards counted, each round with its own choices, and the count is taken once, when the step
 * starts — what the rounds do (cards moved, points given) does not change how many rounds there
 * are. No source says when such a count is read. With `false` the count is read again before each
 * round and the rounds go on while it exceeds the rounds done. Read by effects/choices.ts repeat.
 */
export const REPEAT_COUNT_TAKEN_ONCE = true;

/**
 * Rule 4.2 [project, beyond the digest]: the digest has no replacement effects (「…する場合、代わりに
 * …」). A replacement in force takes the event before it happens: the event is not done, and the
 * replacement's effect resolves at once, before anything else (before the rest of the text that
 * caused the event, before triggers), as an item of its card's controller that cannot be responded
 * to. When its effect is one `may` (「…できる」) the player declines — or it does nothing — the
 * event happens after all, then. Read by replacements.ts and replacement-resolution.ts.
 */
export const REPLACEMENT_EFFECTS = true;

/**
 * Rule 4.2 [project, beyond the digest]: the events a replacement can take are a character put
 * into the trash from the field (退場, by a battle or an effect: PPTP 01-081, ERMG 01-069) and the
 * point of an unblocked approach (8.6: K_ON2 03-115, TKR 01-034). The compiler refuses any other
 * (compiler/steps/triggers.ts refuseUnreplaceable).
 */
export const REPLACEMENT_EVENTS = ["leaves", "givesPoint"] as const;

/**
 * Rule 4.2 [project, beyond the digest]: one replacement per event — the first in force takes it
 * (continuous texts in field order: main area, support area, attached, the turn player's side
 * first by player number; then created replacements in the order they were made). A card with a
 * replacement waiting takes no second event before it resolved. The affected player's choice
 * among several is not offered (no corpus card has two replacements of one event).
 */
export const ONE_REPLACEMENT_PER_EVENT = true;

/**
 * Rule 5.4 [project, beyond the digest]: 「XすることでYすることができる」 (AHB 01-033, SRBK P-010) is an
 * optional step whose cost X is a step: the digest says extra costs printed in a text are paid (5.4)
 * but not whether a cost that cannot be paid in full may be paid in part. We read it as a cost: the
 * choice is offered only when every card X names can be found (N cards for 「N枚」, a ready card
 * for each rest, this card where it must be); paid, Y happens. With `false` the choice is always
 * offered, X does what it can and Y still happens. Read by effects/optional-costs.ts.
 */
export const OPTIONAL_COST_PAID_IN_FULL = true;

/**
 * Rule 5.5 [project, beyond the digest]: 「…のコストとして使用する場合、発生コストが4に変更される」
 * (GPFN 04-010) sets the card's source for that payment; the digest states only "source +N". We
 * apply the set first, in place of the printed source, and every "+N" of the card after it. With
 * `false` a set is applied where its text stands among the card's texts (a "+N" before it is lost).
 * Read by costs.ts sourceValue.
 */
export const SOURCE_SET_FIRST = true;

/**
 * Rule 10.1 [project, beyond the digest] (the deck is ordered), 「デッキの上のカード1枚とデッキの下の
 * カード1枚を入れ替える」 (K_ON2 03-001): the top N and the bottom N cards change places, each block
 * keeping its order. A deck of fewer than 2N cards has no N cards at each end that are not the
 * same cards: nothing is exchanged and the step did nothing (その場合 does not follow).
 */
export const DECK_ENDS_SWAP_NEEDS_TWO_N = true;

/**
 * Rule 3.1 and 10.1 [project, beyond the digest]: 「このターンの間に引いているカード」 counts cards, and a
 * card drawn, put back into the deck and drawn again in the same turn counts once — although, by
 * MOVED_CARD_IS_A_NEW_OBJECT, the second draw drew a new object (counting draws would make it
 * two). The start phase's draw (rule 3.1) is a draw like any other and counts. Read by
 * rules/history.ts drawnThisTurn.
 */
export const DRAWN_CARD_COUNTED_ONCE = true;

/**
 * Rule 5.5 [project, beyond the digest]: a name change applies only while its card is on the field
 * (R-FAQ-3); BBD P-003 prints 「ゲーム中、このカードの名称は、「A」としても…扱う」 — during the game. We
 * read ゲーム中 as the text's own scope: the names hold in every zone (hand, deck, trash, point pile),
 * so a search for 「A」 finds the card in the deck. With `false` they hold on the field only, as any
 * other name change. Read by continuous.ts namesOf.
 */
export const GAME_WIDE_NAMES_IN_EVERY_ZONE = true;

/**
 * Rule 7.5 [project, beyond the digest]: a break is a play from outside the hand. The digest says
 * the broken card is played ("turn it face down … and play it"), from the point pile, its text
 * resolving "as if played from hand"; it does not say whether a break is a play 「手札以外から」.
 * We read it as one: 「このカードが手札以外からプレイされた場合」 (KGY 01-099, SG 01-110) and
 * 「このカードが〔ブレイク〕している場合」 (AW 01-110) hold for a card played by break, and a ban on
 * playing cards (「…をプレイできない」) bans a break too, unless it says 「手札から」 (PM_K-ON_Part2
 * 02-013). A break is also a `cardPlayed` event, not from the hand: 「…をプレイした場合」 triggers
 * fire on it, and 「自分または相手が手札以外からカードをプレイした場合」 (KGY P-001) does. With `false`
 * a break is never banned, those conditions never hold and a break is no `cardPlayed` event. Read
 * by effects/restrictions.ts playBanned, pending.ts (the break decision), selectors.ts (the
 * `played by break` condition) and keywords/break.ts (the event).
 */
export const BREAK_IS_A_PLAY_FROM_OUTSIDE_THE_HAND = true;

/**
 * Rule 6.6 [project, beyond the digest]: 6.6 is a card's own text (「このカードは、自分のメイン
 * フェイズ以外にも登場させることができる」); it says nothing of a permission an effect gives a player
 * for a turn. 「このターン、自分は、メインフェイズ以外でも【超平和バスターズ】を持つキャラを登場させる
 * ことができる」 (AHB P-011) we read as 〔自由登場〕 (6.6, every window, no stack) for each character
 * of that kind that player plays this turn, the kind tested on the card when it is played (a card
 * drawn later is covered; one whose trait changes is judged by its trait then), ending at cleanup.
 * Open question: whether 「メインフェイズ以外でも」 opens the opponent's turn too — the permission
 * is made for 「このターン」, so only the windows of the turn it is made in. With `false` the
 * permission changes nothing. Read by effects/restrictions.ts playPermitted (asked by play.ts
 * characterTimingOk through keywords/free-entry.ts freeEntryAllows).
 */
export const TURN_PLAY_PERMIT_IS_FREE_ENTRY = true;

/**
 * Rule 8.7 / 7.9 [project, beyond the digest]: 「相手は、このターン、キャラを3枚以上アプローチに参加
 * させることができない」 (AW 01-110) counts every character of that player that took part in an
 * approach this turn — those that did before the limit was made, a team-up partner (7.9: it counts
 * as having approached), one that has left the field since — each card once (approaching again,
 * 8.7, adds none). The digest does not say which approaches such a limit counts. Read by
 * approach.ts approachesLeft (the approach and the team-up partner offered).
 */
export const APPROACH_LIMIT_COUNTS_THE_WHOLE_TURN = true;

/**
 * Rule 8.3 [project, beyond the digest]: 「このカードは、可能な限りアプローチに参加しなくてはならない」
 * (cp 01-050, cp 01-065) keeps the approach phase from ending while that character can still
 * approach, and other characters may approach before it. The digest says nothing of a character
 * that must approach. Read by approach.ts mustApproachFirst: true lets any character approach;
 * false, while one that must approach can, only it (alone, or as either of a team-up) may.
 */
export const MUST_APPROACH_MAY_WAIT_FOR_OTHERS = true;

/**
 * Rule 4.3 [project, beyond the digest]: 「以下から2つ選択する。「A。」「B。」「C。」」 (PPTP P-001)
 * chooses that many different options, and the chosen options are done in the order they are
 * printed, each once: choosing B and A does B after A. The digest says nothing of a choice of
 * several options. Read by runtime/rules/effects/choose-several.ts: true offers the sets of options,
 * each set done in printed order; false, every ordering of each set (the chooser orders).
 */
export const CHOSEN_OPTIONS_IN_PRINTED_ORDER = true;

/**
 * Rule 10.1 [project, beyond the digest] (10.1 puts every card in one zone at a time; it does not
 * say whether a card that moved is still "that card"): 「自分の捨て札置き場にあるそのキャラを手札に戻す」
 * (SRBK 01-065, after 「指定したキャラがアプローチで退場した場合」) and 「相手の捨て札置き場にあるその
 * キャラを…置く」 (BBD 01-097, after trashing it) name the card an earlier step chose or an event was
 * about, in the zone it went to: `it in your trash` is that same card, found there when the step
 * resolves; if it is no longer there (moved on before the step), the step does nothing to it — it
 * is not fetched from wherever it went. This reads past MOVED_CARD_IS_A_NEW_OBJECT on purpose: the
 * text itself follows the card into the zone it names. Open question: a card that left that zone
 * and came back to it before the step is found again (the engine identifies cards, not their
 * visits to a zone). Read by runtime/rules/selectors.ts (`found`): false finds the card wherever
 * it is.
 */
export const IT_IN_ZONE_IS_THE_CARD_FOUND_THERE = true;

/**
 * Rule 10.1 [project, beyond the digest] (10.1 lets a point-pile card be face up or face down; it
 * says nothing of replacing several at once): 「手札にある任意の枚数のカードと、自分のポイント置き場に
 * ある同じ枚数のカードを置き換える」 (MDK 01-001) swaps the chosen cards pair by pair, in the order
 * they were chosen — the first hand card takes the place and the face of the first point card, and
 * so on; a pair whose cards are no longer there is skipped. The digest does not say how the cards
 * pair up. Read by runtime/rules/effects/points.ts (swapHandPoint): false swaps the first pair only
 * (the one-card swap it was written for).
 */
export const SWAP_PAIRS_IN_CHOSEN_ORDER = true;

/**
 * Rule 4.3 [project, beyond the digest] (what an item does on resolution): 「カードを1枚引く。その場合、
 * …と同じ枚数カードを引く。その後、引いた枚数と同じ枚数の手札を捨て札にする」 (GG 01-113) — 引いた
 * 枚数 counts every card the text's draw steps drew before it (1 + N there), not only those of the
 * last draw. The digest does not say which draws a text's 引いた speaks of. Read by
 * effects/moves.ts draw (the text's `drawn cards`): false keeps the last draw's cards only.
 */
export const DRAWN_ARE_ALL_DRAWS_OF_THE_TEXT = true;

/**
 * Rule 6.1 [project, beyond the digest] (場に出る covers every way a character arrives on the
 * field): 「相手は、キャラを場に出すことができない」 (SG 01-001's 逆境 text) bans that player's putting
 * characters onto the field in every way 6.1 counts — playing one (登場 puts it into play) and an
 * effect that player controls putting one onto the field (場に出す, a move into an area from outside
 * the field). The digest says what 場に出る covers, not who puts a card there nor whether a ban on
 * putting bans the play. We read the player who puts as the player who plays the card or controls
 * the effect; a card another player's effect puts onto the banned player's field is not banned.
 * Read by runtime/rules/continuous.ts (standingBan, asked by effects/restrictions.ts playBanned for
 * plays and by effects/moves.ts for effects): with `false` the ban covers plays only, and the
 * banned player's effects still put characters onto the field.
 */
export const PUT_ONTO_FIELD_BAN_COVERS_EFFECTS = true;

/**
 * Rule 4.7 [project, beyond the digest] (a lasting effect applies during its whole duration):
 * 「相手のキャラ1枚は、ターン終了時まで「雪ノ下 雪乃」を妨害できず、相手は、指定されたキャラのテキストを
 * 使用できない」 (OREG3 03-005) — the clause joined by ず (…できず、) prints no duration of its own;
 * we read it as sharing the first clause's (ターン終了時まで): the chosen character's texts cannot be
 * used until end of turn too. The question: does the second clause last longer (while the card is
 * on the field)? Read by translate/parser/joined.ts (cannotBlockThenTexts): with `false` the second
 * restriction has no duration and the checker asks for one.
 */
export const JOINED_CLAUSE_SHARES_DURATION = true;
