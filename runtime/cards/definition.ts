// The card-definition API: the plain data the compiler emits (and tests write by hand). A card is
// data only; abilities, effects, selectors and conditions are tagged unions the runtime
// interprets. Because declaration legality (targets, costs) and resolution read the same objects,
// the two cannot disagree (architecture.md). Nothing here is stored in a game state: states refer
// to a card by its `id` (defaults to `number`).

export type Color = "red" | "blue" | "yellow" | "green" | "purple";
export type CardKind = "character" | "event" | "support";
export type Phase = "main" | "approach";
export type TimingPlayer = "own" | "opponent" | "both" | "interrupt";

export interface CardDef {
  /** Printed number, e.g. `01-046` or the variant `01-006a`. */
  number: string;
  /** Database key; defaults to `number`. Needed only when two titles reuse a number. */
  id?: string;
  /** Printed name; a combi card is `A&B` (rule 7.6). */
  name: string;
  kind: CardKind;
  color: Color;
  title: string;
  /** Further titles the card carries (a set spanning two series: `title 『A＆B』 also 『A』 『B』`). */
  alsoTitles?: readonly string[];
  cost: number;
  source: number;
  /** Absent on support characters (rule 1.1). */
  ap?: number;
  dp?: number;
  traits?: readonly string[];
  rarity?: string;
  text?: string;
  keywords?: readonly Keyword[];
  abilities?: readonly Ability[];
  /** Support cards: which characters it may be attached to (rule 6.4). */
  attachTo?: Filter;
  /** Events: 《使用条件》, the card cannot be played unless this holds (source = the event). */
  playRequirement?: Condition;
}

// ---------------------------------------------------------------- keywords (rule 7)
export type FreeEntryWindow = "ownApproach" | "opponentMain" | "opponentApproach";
export type Keyword = (
  | { kw: "active" }
  | { kw: "tennen"; n: number }
  | { kw: "break" }
  | { kw: "teamUp"; name?: string; trait?: string }
  | { kw: "freeEntry"; windows?: readonly FreeEntryWindow[] }
  /** 〔我慢〕 (rule 7.11, PPTP 01-097): with DP 10 or more, it does not leave (keywords/gaman.ts). */
  | { kw: "gaman" }
  /** Rule 7.11: parsed and kept, no behaviour; decks containing one are refused. */
  | { kw: "unimplemented"; name: string; params?: readonly (string | number)[] }
) & {
  /** 〔逆境N〕 before the keyword (rule 7.7): it is in force only while its owner has N or more points. */
  gyakkyou?: number;
};

// ---------------------------------------------------------------- filters and selectors
export type Cmp = "<=" | ">=" | "==" | "<" | ">";
export interface NumberTest {
  op: Cmp;
  n: number;
}

/** Conjunction of tests on one card. Names match combi halves and active name changes. */
export interface Filter {
  name?: string;
  trait?: string;
  title?: string;
  color?: Color;
  kind?: CardKind;
  /** main-capable character (has AP/DP). */
  mainCapable?: boolean;
  cost?: NumberTest;
  ap?: NumberTest;
  dp?: NumberTest;
  /** AP/DPの合計値: AP + DP, each as now (rule 7.10). */
  apdp?: NumberTest;
  /**
   * The printed source value (発生コスト, rule 5.2): only paying changes what a card gives (the
   * `source` static), never the value a filter reads.
   */
  source?: NumberTest;
  /** The +10/+10 coins on the card (rule 7.8): `{ op: "==", n: 0 }` is 「+10/+10コインが乗っていない」. */
  coins?: NumberTest;
  rested?: boolean;
  /**
   * 表向きの (true) / 裏向きの (false): the card's face. Rule 10.1 gives a face to each card of a
   * point pile (face up or face down); the card language writes the filter for point cards only.
   */
  faceUp?: boolean;
  /** approaching (or team-up partnering) in the current approach, before its battle (R-A-4). */
  approaching?: boolean;
  /** 妨害している: the blocker of the current approach, before its battle (as `approaching`). */
  blocking?: boolean;
  /** 妨害された: an approacher (or team-up partner) of the current approach that has been blocked. */
  blocked?: boolean;
  /** 「X」を妨害している: the blocker of the current approach, whose approacher (or partner) is in this selector. */
  blocks?: Selector;
  /** 「X」に妨害されている: a blocked approacher (or partner) whose blocker is in this selector. */
  blockedBy?: Selector;
  /** not the source card itself ("another", 他の). */
  other?: boolean;
  /** not one of these cards (`except it`, そのキャラ以外の: the card an earlier step chose). */
  except?: Selector;
  combi?: boolean;
  keyword?: Keyword["kw"];
  not?: Filter;
  anyOf?: readonly Filter[];
  /** arrived on the field this turn (場に出る, every way; 「このターンの間に場に出たキャラ」). */
  enteredThisTurn?: boolean;
  /**
   * took part in one of these this turn (このターンの間にアプローチに参加している, …または妨害に参加
   * している): an event of the turn with this card (rules/history.ts keeps them for such a filter).
   */
  participatedThisTurn?: readonly ("approaches" | "blocks")[];
  /**
   * drawn by its owner this turn (このターンの間に引いた / 引いている): a card of one of the turn's
   * recorded `cardDrawn` events (rules/history.ts keeps them for such a filter).
   */
  drawnThisTurn?: true;
  /** entered by being played this turn (登場; 「このターンの間に登場したキャラ」). */
  enteredByPlay?: true;
  /**
   * put onto the field by an effect this turn (「このターンの間に、カードの効果によって場に出ている」,
   * FA 01-108): arrived in the main or support area this turn and not by being played (rule 6.1).
   */
  enteredByEffect?: true;
  /**
   * made ready by an effect this turn (「このターンの間に、カードの効果で活動状態になった」, SG 01-054):
   * one of the state's `readiedByEffect` (recorded only when a card of the game asks).
   */
  readiedByEffect?: true;
  /** 名称に「X」を含む: one of the card's names contains the text (spacing ignored, as names). */
  nameContains?: string;
  /** 同じ名称の: shares a name with a card the selector denotes (combi halves count, rule 7.6). */
  sameNameAs?: Selector;
  /** 同じ特徴を持つ: shares a trait with a card the selector denotes (SAME_TRAIT_MEANS_ONE_SHARED). */
  sameTraitAs?: Selector;
  /**
   * 「X」がセットされている: one of the support cards attached to the card (rule 6.4) passes this
   * filter.
   */
  carries?: Filter;
  /** 同じ色の: has the color of a card the selector denotes (rule 1.1: one color per card). */
  sameColorAs?: Selector;
  /**
   * one of these cards (「指定したキャラには妨害されない」, KMK 01-001: `cannot be blocked by it`, the
   * card an earlier step chose): a restriction against a reference, not a kind of card.
   */
  among?: Selector;
  /**
   * このカードの使用コストより低い使用コストを持つ / 自分の「X」の枚数以下の使用コストの値を持つ: a
   * stat compared with a value measured when the filter is tested (rules/measure.ts).
   */
  measured?: MeasuredTest;
}

/** A stat of the card tested compared with a stat of one other card, or with a count of cards. */
export interface MeasuredTest {
  /** `apdp`: AP + DP (AP/DPの合計値, SRBK 01-092). */
  stat: "cost" | "ap" | "dp" | "apdp";
  op: Cmp;
  than: (
    | { stat: "cost" | "ap" | "dp" | "apdp"; of: Selector }
    | { count: Selector }
    /** The coins of that name on one card (このカードの上にあるコインの個数, SAK 01-075). */
    | { coins: string; on: Selector }
  ) & {
    /** A margin added to the value: 「Xより3以上高い」 is `>=` X + 3 (DDH 02-070). */
    plus?: number;
  };
}

export type Owner = "you" | "opponent" | "any";
export type ZoneName =
  | "deck"
  | "hand"
  | "main"
  | "support"
  | "field"
  | "trash"
  | "points"
  | "attached"
  /** ゲームから取り除かれたカード (exile, a project-ruling zone: face up, public). */
  | "removed";

/**
 * The binding that holds the cards a text's recording draws drew (`drawn cards`, 引いたカード):
 * a name no fresh binding takes (those end in a number). A type, so the compiler names it too.
 */
export type DrawnVar = "drawn";
export const DRAWN_VAR: DrawnVar = "drawn";

export type Selector =
  | { sel: "this" }
  /** The character this support card is attached to. */
  | { sel: "host" }
  /** The i-th target list chosen at declaration, re-checked on resolution (rule 4.3). */
  /**
   * `filter`: only the targets that pass it now (`it is a character that approached this turn`,
   * a condition read later about a card chosen at declaration: PM_K-ON 01-100).
   */
  | { sel: "target"; index: number; filter?: Filter }
  /** Cards bound by an earlier `choose` / `search` in the same resolution. */
  | { sel: "var"; name: string; filter?: Filter }
  /** The card the triggering event was about ("that character"). */
  | { sel: "eventCard" }
  /** Every card in the zones that passes the filter ("all", "each"). */
  | { sel: "cards"; owner: Owner; zone: ZoneName; filter?: Filter }
  /**
   * The cards `owner` drew this turn, wherever they are now (このターンの間に引いているカード, GPF
   * 03-040): read from the turn's recorded draws (rules/history.ts), each card once.
   */
  | { sel: "drawn"; owner: Owner; filter?: Filter }
  /**
   * The cards `of` denotes that are in `owner`'s `zone` now (`it in your trash`, 自分の捨て札置き場
   * にあるそのキャラ, SRBK 01-065): the card an earlier step chose or an event was about, found where
   * it went; none once it is elsewhere ([project] IT_IN_ZONE_IS_THE_CARD_FOUND_THERE).
   */
  | { sel: "found"; of: Selector; owner: Owner; zone: ZoneName }
  /**
   * Every card any of these denotes, each once (「全てのプレイヤーは、自分のキャラ1枚を指定する。…
   * 指定された全てのキャラは…」, DNP 01-106: the cards each player designated).
   */
  | { sel: "union"; of: readonly Selector[] };

export type PlayerRef = "you" | "opponent" | "owner" | "turnPlayer";

/**
 * Choose N (or up to N) cards from a selector: targets at declaration or choices on resolution.
 * `anyNumber` (任意の枚数): at least `n` (0 or 1), at most every candidate — the chooser decides.
 */
export interface TargetSpec {
  from: Selector;
  n: number;
  upTo?: boolean;
  anyNumber?: boolean;
  /**
   * 同じ枚数の (GG 01-113, MDK 01-001): `n` is this amount, taken when the choice is made (a
   * resolution-time `choose` only: never a declaration target). With `upTo`, up to that many.
   */
  counted?: Amount;
  /** How the chosen cards relate to each other (同じ名称の / 同じ特徴を持つ / 名称の異なる: groups.ts). */
  group?: GroupRelation;
}

/** A relation among cards chosen together ([project] GROUP_SHARES_ONE_NAME_OR_TRAIT). */
export type GroupRelation = "sameName" | "sameTrait" | "differentNames";

/** Must a declaration have a legal card for this spec (rule 4.2 [project] DECLARATION_NEEDS_A_TARGET)? */
export const needsATarget = (spec: TargetSpec): boolean =>
  spec.anyNumber ? spec.n > 0 : !spec.upTo;

/** The fewest and the most cards a choice for `spec` takes out of `available` candidates. */
export function choiceBounds(spec: TargetSpec, available: number): { min: number; max: number } {
  if (spec.anyNumber) return { min: Math.min(spec.n, available), max: available };
  const max = Math.min(spec.n, available);
  return { min: spec.upTo ? 0 : max, max };
}

/**
 * A number an effect uses: printed, or counted when it resolves — `count` one for each card
 * (X1枚につき) or, with `every`, one for every `every` cards rounded down (X10枚につき);
 * `countTimes` the count times `per`.
 */
export type Amount =
  | number
  | { count: Selector; every?: number }
  | { countTimes: Selector; per: number }
  /** 手札がN枚になるまで: what that player's hand lacks of `size` cards now (none if it has as many). */
  | { handTo: PlayerRef; size: Amount };

// ---------------------------------------------------------------- conditions
export type Condition =
  | { cond: "count"; of: Selector; op: Cmp; n: number }
  /** A count compared with a measured value (a count, or a stat of one card), both taken now. */
  | { cond: "countVs"; of: Selector; op: Cmp; than: MeasuredTest["than"] }
  | { cond: "points"; who: PlayerRef; op: Cmp; n: number }
  /** Coins a player holds by printed name (経験コイン; rules/keywords/player-coins.ts). */
  | { cond: "playerCoins"; who: PlayerRef; coin: string; op: Cmp; n: number }
  | { cond: "handSize"; who: PlayerRef; op: Cmp; n: number }
  | { cond: "playedThisTurn"; who: PlayerRef; filter: Filter; other?: boolean }
  | { cond: "enteredThisTurn"; who: PlayerRef; filter: Filter; excludeThis?: boolean }
  | { cond: "thisIs"; filter: Filter }
  /**
   * `this turn <event>`: an event the trigger `on` would match has happened earlier this turn
   * (read in state.eventsThisTurn, recorded only for the events such a condition names).
   */
  | { cond: "happened"; on: Trigger }
  | { cond: "isTurn"; who: "you" | "opponent" }
  /** The game is in that phase, of either player's turn (アプローチフェイズの間に; rules 3.2, 3.3). */
  | { cond: "isPhase"; phase: Phase }
  | { cond: "inZone"; zone: ZoneName }
  | { cond: "didLast" }
  /**
   * The event resolving is this card, played from outside the hand — by break (rule 7.5; [project]
   * BREAK_IS_A_PLAY_FROM_OUTSIDE_THE_HAND): 「このカードが手札以外からプレイされた場合」.
   */
  | { cond: "playedByBreak" }
  | { cond: "and"; all: readonly Condition[] }
  | { cond: "or"; any: readonly Condition[] }
  | { cond: "not"; c: Condition };

// ---------------------------------------------------------------- effects
/**
 * How long a one-shot change lasts (rules/durations.ts): `turn` to this turn's cleanup (3.4);
 * `opponentTurn` / `nextOpponentTurn` to the cleanup of a turn of the controller's opponent (this
 * one if it is theirs, for `opponentTurn`; never this one for `nextOpponentTurn`); `yourTurn` /
 * `nextYourTurn` the same for a turn of the controller (this one if it is theirs, for `yourTurn`;
 * never this one for `nextYourTurn`); `nextBattle` to the end of the next battle (8.5) or of this
 * turn, whichever is first (NEXT_BATTLE_ENDS_WITH_TURN).
 */
export type Duration =
  | "turn"
  | "permanent"
  | "opponentTurn"
  | "nextOpponentTurn"
  | "yourTurn"
  | "nextYourTurn"
  | "nextBattle"
  /** to the end of this turn's main phase (rule 3.2; runtime/rules/durations.ts) */
  | "mainPhase";
/**
 * Where a play ban ends (rules/effects/restrictions.ts): this turn's main phase, its approach phase
 * (only during it), this turn, or a later turn's cleanup as the Duration of the same name.
 */
export type PlayBanWindow =
  | "mainPhase"
  | "turn"
  | "approachPhase"
  | "opponentTurn"
  | "nextOpponentTurn"
  | "yourTurn"
  | "nextYourTurn";
export type Destination =
  "deckTop" | "deckBottom" | "trash" | "hand" | "points" | "support" | "main" | "removed";

/** Where "the rest" of a look / search goes, and in which order (moveRest). */
export type RestDestination = "deckBottom" | "deckTop" | "trash" | "hand" | "exile";
/** `chosen`: the player orders them (任意の順番, a decision); `kept`: they keep their deck order. */
export type RestOrder = "chosen" | "kept";
/** Which stack items a negate effect may hit. */
export type NegateKind = "event" | "text" | "any";

export type Effect =
  | { do: "seq"; steps: readonly Effect[] }
  /** `per`: 「…1枚につき」 — ap and dp times the number of those cards, counted on resolution. */
  | { do: "modify"; who: Selector; ap: number; dp: number; duration: Duration; per?: Selector }
  | { do: "grant"; who: Selector; keyword: Keyword; duration: Duration }
  /** 「…の間、<player>は、<cards>をプレイできない」: see rules/effects/restrictions.ts. */
  | {
      do: "banPlay";
      player: PlayerRef;
      filter: Filter;
      until: PlayBanWindow;
      /** Only a play from the hand (手札から): a break (rule 7.5) is not banned. */
      from?: "hand";
    }
  /**
   * 「このターン、<player>は、メインフェイズ以外でも<cards>を登場させることができる」 (AHB P-011):
   * for the rest of this turn the player may play such characters at every timing 〔自由登場〕
   * opens (rules/effects/restrictions.ts; [project] TURN_PLAY_PERMIT_IS_FREE_ENTRY).
   */
  | { do: "permitPlay"; player: PlayerRef; filter: Filter }
  /**
   * 「<player>は、キャラをN枚以上アプローチに参加させることができない」 (AW 01-110): this turn, the
   * player may not have `count` or more characters take part in approaches (runtime
   * rules/effects/restrictions.ts; [project] APPROACH_LIMIT_COUNTS_THE_WHOLE_TURN).
   */
  | { do: "limitApproach"; player: PlayerRef; count: number }
  /** 「【X】を得る」: the cards have the trait too, for filters, counts and team-up. */
  | { do: "grantTrait"; who: Selector; trait: string; duration: Duration }
  /**
   * `against`: only for `cannotBlock` (cannot block an approacher matching it, 「X」を妨害できない)
   * and `cannotBeBlocked` (cannot be blocked by a blocker matching it).
   */
  | {
      do: "restrict";
      who: Selector;
      restriction: Restriction;
      duration: Duration;
      against?: Filter;
    }
  /**
   * `record`: the cards drawn are kept as the text's `drawn cards` (the var DRAWN_VAR; 引いた枚数,
   * GG 01-113), added to those of the text's earlier draws (DRAWN_ARE_ALL_DRAWS_OF_THE_TEXT).
   */
  | { do: "draw"; player: PlayerRef; n: Amount; record?: true }
  | { do: "trash"; what: Selector }
  | { do: "returnToHand"; what: Selector }
  | { do: "rest"; what: Selector }
  | { do: "ready"; what: Selector }
  /** +10/+10 coins (rule 7.8), or with `name` a named coin (タコスコイン): a counter only. */
  | { do: "coins"; what: Selector; n: Amount; name?: string }
  /** 「…の上にある+10/+10コインをN個取り除く」: see REMOVING_COINS_TAKES_ALL_N. */
  | { do: "removeCoins"; what: Selector; n: Amount; name?: string }
  | { do: "move"; what: Selector; to: Destination; faceDown?: boolean }
  /**
   * Put a character onto the field by an effect: 場に出る, not 登場 (rule 6.1); `rested`: 休息状態で.
   * `area: "field"` (場に出す, no area named): its controller chooses the main area (making room as
   * in 6.3) or the support area (PUT_ONTO_FIELD_AREA_CHOSEN); `"main"` / `"support"`: that area.
   */
  | { do: "putOntoField"; what: Selector; area: "main" | "support" | "field"; rested?: boolean }
  /**
   * Look at the top N (or the whole deck), choose up to `take` matching cards into `as`; with
   * `end: "bottom"` the N cards are the bottom ones (デッキの下のカードN枚を見て).
   */
  | {
      do: "search";
      player: PlayerRef;
      look?: number;
      end?: "bottom";
      /**
       * Search among the cards an earlier `look` bound to this name (その中にある, after a look of a
       * counted number: KMPD P-027), instead of the top `look` cards or the whole deck.
       */
      among?: string;
      filter?: Filter;
      take: number;
      upTo?: boolean;
      as: string;
      /** 表にしてから: the taken cards are revealed (a `reveal` event seen by both players). */
      reveal?: boolean;
      /** 同じ名称のキャラ2枚 (MDK 01-118): how the taken cards relate (groups.ts). */
      group?: GroupRelation;
    }
  /** 表にする: the cards `what` denotes are shown to both players and bound to `as` (`it` later). */
  | { do: "reveal"; what: Selector; as: string }
  /**
   * Look at the top N cards of a deck (no choice), or the bottom N with `end: "bottom"`; binds
   * them to `as` for later conditions.
   */
  | { do: "look"; player: PlayerRef; n: Amount; as: string; end?: "bottom" }
  | { do: "shuffle"; player: PlayerRef }
  | { do: "givePoints"; player: PlayerRef; n: Amount; faceDown?: boolean }
  /** A player gets N coins of a name, or holds exactly N from now on (rules/keywords/player-coins.ts). */
  | { do: "playerCoins"; who: PlayerRef; coin: string; n: Amount; mode: "get" | "set" }
  /** Move a support card to another character; the restriction is re-checked (R-FAQ-2). */
  | { do: "reattach"; what: Selector; to: Selector }
  /**
   * Turn N point cards face up / down. `upTo`: 0..N chosen (「N枚まで」); `all`: every card not
   * already that way (`n` is then ignored, conventionally 0).
   */
  | {
      do: "flipPoints";
      player: PlayerRef;
      n: number;
      faceUp: boolean;
      chooser?: PlayerRef;
      upTo?: boolean;
      all?: boolean;
      /** Only point cards that pass it may be turned (`turn 1 character …`). */
      filter?: Filter;
      /** The turned cards, for a later `it` (「表向きにしたキャラ」). */
      as?: string;
    }
  /** Choose on resolution (not a declaration target); `chooser` defaults to you. */
  | { do: "choose"; chooser?: PlayerRef; spec: TargetSpec; as: string }
  /**
   * 〜ことができる: the controller (or `player`: 「相手は…できる」, the opponent decides) may do
   * `effect`; `ifYouDo` (その場合) runs only if they did.
   */
  | { do: "may"; effect: Effect; ifYouDo?: Effect; player?: PlayerRef }
  /**
   * 「XすることでYすることができる」: the controller may pay `cost` (an effect on chosen cards or on
   * this card) to do `effect`; offered only when the cost can be paid in full
   * (rules/effects/optional-costs.ts, [project] OPTIONAL_COST_PAID_IN_FULL).
   */
  | { do: "mayPay"; cost: Effect; effect: Effect }
  /** その場合: runs only if the previous step did something. `seq` is その後 ("then"). */
  | { do: "ifYouDo"; effect: Effect }
  /**
   * または: the controller picks one option; `player` (「相手は、A。または、B。」: the opponent
   * performs the step and makes its choices) picks instead when given.
   */
  | {
      do: "choice";
      options: readonly Effect[];
      player?: PlayerRef;
      /** `choose 2: …` (以下から2つ選択する): that many different options are done
       * (effects/choose-several.ts); without it, one. */
      pick?: number;
    }
  | { do: "if"; cond: Condition; then: Effect; else?: Effect }
  /** "at end of turn, …": a delayed trigger created on resolution. */
  | { do: "delayed"; at: "endOfTurn"; effect: Effect }
  /** 「X3枚につき、…」: `effect` done `times` times, the number counted once when this starts. */
  | { do: "repeat"; times: Amount; effect: Effect }
  | { do: "approachAgain"; what: Selector }
  /** `per`: the delta once per card it denotes, counted when the effect resolves. */
  | {
      do: "nextCardCost";
      player: PlayerRef;
      delta: number;
      filter?: Filter;
      per?: Selector;
      /**
       * 「そのキャラが「X」の場合、使用コスト-1を得る」 (GG 01-088): `delta` more when the card played
       * also passes `filter` (tested on its printed data, as `filter` is).
       */
      bonus?: { filter: Filter; delta: number };
    }
  /** Forced battle outside an approach (R-A-3): no approach triggers, leave triggers fire. */
  | { do: "battle"; a: Selector; b: Selector }
  /**
   * 残りのカード: the cards looked at by the `search` / `look` bound to `of` that are still in
   * the deck (not taken) go to `to`; `order: "chosen"` asks their owner for the order
   * (a `choose` decision listing all of them; the first listed ends highest).
   */
  /**
   * `some`: the controller picks any of the rest (none to all) to go to `to`, in order; the others
   * stay the rest for the next moveRest (デッキの上または下に移す, SZ2 01-026).
   */
  | { do: "moveRest"; of: string; to: RestDestination; order: RestOrder; some?: true }
  /** 元に戻す: the stat(s) return to the printed value now (see project-rulings STAT_LAYERS). */
  | { do: "resetStats"; who: Selector; which: "ap" | "dp" | "both" }
  /** 「AP/DPの値を…に変更する」: a set layer; later modifiers add on top (STAT_LAYERS). */
  /**
   * `apFrom` / `dpFrom`: the stat becomes a value measured when the effect resolves (「…のAPと同じ
   * 値に変更する」, YRYR 01-051); nothing measured (no such card), nothing changes.
   */
  | {
      do: "setStats";
      who: Selector;
      ap?: number;
      dp?: number;
      apFrom?: MeasuredTest["than"];
      dpFrom?: MeasuredTest["than"];
      duration: Duration;
    }
  /** 「〔天然+N〕を得る」: the card's tennen number +N (TENNEN_CHANGE_NEEDS_TENNEN). */
  | { do: "tennenChange"; who: Selector; n: number; duration: Duration }
  /**
   * 「ターン終了時まで、このカードがアプローチで与えるポイントは2点になる」 (SG 01-027): an unblocked
   * approach of the cards gives N points for the duration (rule 8.6; continuous.ts pointsDealtBy).
   */
  | { do: "dealPoints"; who: Selector; n: number; duration: Duration }
  /** 「APとDPを入れ替える」: AP and DP exchange their current values (SWAP_IS_A_SET_LAYER). */
  | { do: "swapStats"; who: Selector; duration: Duration }
  /** 置き換える (R-W-3): swap a hand card and a point card; the hand card takes its orientation. */
  | { do: "swapHandPoint"; hand: Selector; point: Selector }
  /** 「デッキの上のカードN枚とデッキの下のカードN枚を入れ替える」 (K_ON2 03-001; deck-order.ts). */
  | { do: "swapDeckEnds"; player: PlayerRef; n: number }
  /**
   * 無効にする (R-P-6): the newest stack item of the given kind (and controller) is removed
   * without resolving; a negated event goes to the trash; costs stay paid. `as` binds the negated
   * item's card for later steps (「そのカードの使用コストの値が0の場合」). `filter` is tested on the
   * item's card (「…と同じ名称のプレイ中のイベントカード」, SEKN 01-042): only a passing item is hit.
   */
  | { do: "negate"; kind: NegateKind; whose: "opponent" | "any"; as?: string; filter?: Filter }
  /**
   * 「使用コスト+Nを得る」 on a card on the field: its cost (currentCost: cost filters, tennen) changes
   * for the duration (project-rulings COST_CHANGE_ON_FIELD).
   */
  | { do: "modifyCost"; who: Selector; delta: number; duration: Duration; per?: Selector }
  /**
   * 「このターン、…した場合、…」: a triggered text created on resolution that lasts until end of
   * turn (CREATED_TRIGGER_LASTS_THIS_TURN). The state keeps this effect's id and the cards `bind`
   * denoted on creation (the subject `bound`, "it"); inside `effect`, `eventCard` is the event's card.
   */
  | {
      do: "createTrigger";
      on: Trigger;
      /** `instead`: a replacement for this turn, not a trigger (rules/replacements.ts). */
      mode: "if" | "eachTime" | "instead";
      effect: Effect;
      condition?: Condition;
      bind?: Selector;
    }
  /**
   * 「…は、ターン終了時まで以下のテキストを得る。「…」」 (SAGA 01-072): each card `who` denotes now
   * gets a triggered text until cleanup — a created trigger whose source is that card (so `this`
   * in `effect` is it) and whose controller is its owner; it ends when the card moves (a new
   * object, MOVED_CARD_IS_A_NEW_OBJECT), after the events of that move.
   */
  | {
      do: "grantText";
      who: Selector;
      on: Trigger;
      mode: "if" | "eachTime";
      effect: Effect;
      condition?: Condition;
    }
  | { do: "nothing" };

// ---------------------------------------------------------------- continuous effects
export type Restriction =
  | "cannotBeBlocked"
  | "canBlockWhileRested"
  | "cannotBlock"
  | "cannotApproach"
  /** アプローチと妨害に参加できない: implies cannotApproach and cannotBlock (hasRestriction). */
  | "cannotApproachOrBlock"
  /** アプローチでポイントを与えることができない: its unblocked approach gives no point (8.6). */
  | "cannotGivePoints"
  /**
   * 「…の効果の対象にならない」: not a legal target (rule 4.2) of a text whose card matches the
   * restriction's `against` (any card without it); `…ByOpponent`: only of the opponent's cards
   * (相手の…). See rules/selectors.ts candidates.
   */
  | "untargetable"
  | "untargetableByOpponent"
  | "mustApproach"
  /**
   * 活動状態にならない: not readied by the start phase (rule 3.1) nor by an effect
   * (DOES_NOT_READY_STOPS_EFFECTS); `notReadiedAtStart` (…ターンの開始時では活動状態にならない):
   * only the start phase's readying skips it.
   */
  | "doesNotReady"
  | "notReadiedAtStart"
  /** テキストを使用できない: its activated texts are not offered (CANNOT_USE_TEXTS_MEANS_ACTIVATED). */
  | "cannotUseTexts"
  /** テキストは、無効になる: its own texts do not work (rules/texts-void.ts). */
  | "textsVoid"
  | "cannotLeaveByBattle"
  /** 退場しない: neither a lost battle nor an effect can put it from the field into the trash. */
  | "cannotLeave";

export type StaticEffect =
  /** `per`: 「…1枚につき」 — ap and dp times the number of those cards, counted whenever read. */
  | { mod: "stats"; who: Selector; ap: number; dp: number; per?: Selector }
  | { mod: "keyword"; who: Selector; keyword: Keyword }
  /**
   * 「このカードがセットされているキャラは、【生徒会長】…を得る」 (KGY 01-108): the cards have the
   * trait too while the text is in force (rules/continuous.ts hasTrait, traitsOf).
   */
  | { mod: "trait"; who: Selector; trait: string }
  /** `against`: as the effect `restrict` (only cannotBlock / cannotBeBlocked). */
  | { mod: "restriction"; who: Selector; restriction: Restriction; against?: Filter }
  /**
   * Cost of matching cards in your hand (rule 5.5; never below 0). `self`: the cost of this card
   * itself, working while it is in the hand (「このカードは、手札にある状態で…」); owner/filter unused.
   */
  | {
      mod: "cost";
      owner: Owner;
      filter?: Filter;
      delta: number;
      self?: boolean;
      /**
       * 「…1枚につき使用コスト-1を得る」: the delta once for each card selected now (the card's own
       * cost with `self`, K_ON2 P-018; the cards of a hand, LAB P-015).
       */
      per?: Selector;
    }
  /** This card gives +N source when it pays for a card matching `forCard` (rule 5.5). */
  | {
      mod: "source";
      delta: number;
      forCard?: Filter;
      zone?: "hand" | "points" | "any";
      /** 発生コストが4に変更される (GPFN 04-010): the source becomes `delta` ([project] SOURCE_SET_FIRST). */
      set?: true;
    }
  /** "counts as 「X」": only while this card is on the field (R-FAQ-3). */
  /**
   * The card also has these names: while on the field (rule 5.5, R-FAQ-3), or with `everywhere`
   * (ゲーム中, BBD P-003) in every zone ([project] GAME_WIDE_NAMES_IN_EVERY_ZONE).
   */
  | { mod: "name"; names: readonly string[]; everywhere?: true }
  /** An unblocked approach of `who` gives this many points instead of 1. */
  | { mod: "pointsDealt"; who: Selector; n: number }
  /** 「このカードは、登場する場合、休息状態で場に出る」: played, this card enters rested (rule 6.1). */
  | { mod: "entersRested" }
  /**
   * 「このカードは、ゲームから取り除かれている状態でもプレイできる」 (SG 01-050): this card may be
   * played from its owner's removed zone as from the hand ([project] PLAY_FROM_REMOVED_WHEN_SAID).
   */
  | { mod: "playableFrom"; zone: "removed" }
  /**
   * 「このカードは、[メインエリアに]登場させることができない」: this card cannot be played (登場,
   * rule 6.1) — into the main area only, with `area`; read from its own text in the hand.
   */
  | { mod: "cannotEnter"; area?: "main" | "support" }
  /**
   * 「…する場合、代わりに…」: when an event `on` matches would happen (only `leaves` and
   * `givesPoint` by approach, REPLACEMENT_EVENTS), `effect` resolves instead; an effect that is one
   * `may` the player declines lets the event happen (rules/replacements.ts, REPLACEMENT_EFFECTS).
   */
  | { mod: "replace"; on: Trigger; effect: Effect }
  /**
   * 「…の間、全てのプレイヤーは、<cards>をプレイできない」 (GPFN 04-010): while the text applies, each
   * of `players` (from this card's point of view) may not play a card matching `filter` (read from
   * that player's side, as `banPlay`'s); with `onto: "field"` (「キャラを場に出すことができない」, SG
   * 01-001) may not put such a character onto the field — a play of it, or an effect that player
   * controls (rules/continuous.ts standingBan; PUT_ONTO_FIELD_BAN_COVERS_EFFECTS).
   */
  | { mod: "banPlay"; players: readonly PlayerRef[]; filter: Filter; onto?: "field" };

// ---------------------------------------------------------------- abilities
export interface Cost {
  /** `[N]` source; colored when `color` is given (rule 5.4). */
  source?: number;
  color?: Color;
  /** ↓ / 《休》: rest this card (cannot be paid while rested). */
  rest?: boolean;
  extra?: readonly ExtraCost[];
}
export type ExtraCost =
  | { pay: "trashFromHand"; filter?: Filter; n: number }
  | { pay: "restOther"; filter?: Filter; n: number }
  | { pay: "returnThisToHand" }
  | { pay: "trashThis" };

/**
 * The events a trigger waits for. A card's events have the card language's names
 * (grammar/ast.ts SUBJECT_EVENTS); test/trigger-events.test.ts checks that the lists agree.
 */
export const TRIGGER_EVENTS = [
  "enters", // 登場
  "putOntoField", // 場に出る (includes enters)
  "approaches",
  "blocks",
  "approachesOrBlocks",
  "isBlocked",
  "givesPoint",
  "leaves", // 退場
  "returnedToHand",
  "startOfTurn",
  "endOfTurn",
  "cardPlayed",
  "pointReceived",
  "textUsed", // a player declares an activated text (rules 4.2, 7.1)
  "cardDrawn", // a player draws (one event per draw step, rule 3.1's start-phase draw included)
  "usedAsCost",
  "putIntoPointPile", // a card arrives in its owner's point pile (by an approach, 8.6, or by any effect)
  "putIntoTrash", // a card arrives in its owner's trash from any other zone
  "leavesField", // a card leaves the field for any other zone (leaves, 退場, is to the trash only)
  "movesArea", // a character on the field moves between the main and the support area (`area`: to)
  "becomesRested", // a card on the field goes from ready to rested ([project] BECOMES_RESTED_IS_ANY_READY_TO_RESTED)
] as const;
export type TriggerEvent = (typeof TRIGGER_EVENTS)[number];

/** `bound`: only in a created trigger (createTrigger): one of the cards bound on creation. */
export type TriggerSubject = "this" | "another" | "yours" | "opponents" | "any" | "host" | "bound";

export interface Trigger {
  event: TriggerEvent;
  /** Whose event it is. For start/end of turn: "yours" = your turn, "opponents", "any". */
  subject: TriggerSubject;
  filter?: Filter;
  /**
   * Only an event that happened through an approach: a point pile arrival by rule 8.6, a card
   * trashed in the battle of an approach (8.5).
   */
  byApproach?: boolean;
  /** `enters`: the card entered that area (rule 6.1: サポートエリアに登場); `movesArea`: moved to it. */
  area?: "main" | "support";
  /**
   * The Nth matching event of the turn that this text saw (同じターンの間に、…がN枚以上…した場合):
   * earlier ones are counted, not fired on ([project] COUNTED_EVENTS_ARE_THOSE_THE_TEXT_SAW).
   */
  times?: number;
  /**
   * `leaves` only: the card was trashed in the battle (8.5) of the approach of this card (`this`),
   * of the character this support card is attached to (`host`, FA 01-110) or of a card bound on
   * creation (`bound`, created triggers only).
   */
  approachOf?: "this" | "host" | "bound";
  /**
   * `leaves` only: the card was trashed in the battle of the approach of a kind of card
   * (「自分の「五十鈴 華」のアプローチで相手のキャラが退場した場合」, GPF 03-080): an approacher (or
   * team-up partner) whose owner, seen from this text's controller, is `owner` and that passes
   * `filter` as the event is offered.
   */
  approachBy?: { owner: Owner; filter?: Filter };
  /**
   * `cardPlayed` only: the card was played from a zone other than the hand (手札以外から, KGY
   * P-001): a break from the point pile (rule 7.5) or a card playable from the removed zone.
   */
  notFromHand?: true;
  /** `cardDrawn` only: not the start phase's draw (rule 3.1: ターン開始時以外で). */
  notAtTurnStart?: boolean;
  /** `usedAsCost` only: the card being played with this payment matches (「『T』のキャラのコストとして」). */
  paying?: Filter;
  /** `usedAsCost` only: paid from the hand (the card went to the trash), not as a point card. */
  fromHand?: true;
  /** `isBlocked` only: the character that blocked matches (「…キャラに妨害された場合」, rule 8.4). */
  blocker?: Filter;
  /**
   * What moved the card (rules/move-cause.ts): `effect`, a resolving text or played card (4.2);
   * `card`, that or an approach (8.5, 8.6). `whose`: that item's or approach's controller, seen
   * from this text's controller.
   */
  cause?: { by: "effect" | "card"; whose?: "yours" | "opponents" };
  /** Further events the same text fires on (登場、またはアプローチに参加した場合); rule 4.5 counts one text. */
  or?: readonly Trigger[];
}

interface AbilityBase {
  /** 逆境N (rule 7.7): the ability exists only while its controller has N or more points. */
  gyakkyou?: number;
  condition?: Condition;
}
export interface ActivatedAbility extends AbilityBase {
  kind: "activated";
  /**
   * One of an event's modes (このカードをプレイする場合、以下から1つ選択する。・…・…): the event is
   * played with one of them, named by the play (EVENT_MODE_CHOSEN_AT_DECLARATION).
   */
  eventMode?: boolean;
  timing: { phase: Phase; player: TimingPlayer };
  cost?: Cost;
  targets?: readonly TargetSpec[];
  effect: Effect;
}
export interface TriggeredAbility extends AbilityBase {
  kind: "triggered";
  on: Trigger;
  /** Offered events while its card is in the hand (「手札にある状態で」; its condition says so too). */
  fromHand?: boolean;
  /**
   * Offered events while its card is removed from the game (「ゲームから取り除かれている状態で」,
   * SG 01-077; [project] TRIGGER_WORKS_FROM_REMOVED_WHEN_SAID), and only then.
   */
  fromRemoved?: boolean;
  /** `if` (〜した場合): once per turn per card; `eachTime` (〜するごとに): every occurrence. */
  mode: "if" | "eachTime";
  targets?: readonly TargetSpec[];
  effect: Effect;
}
export interface ContinuousAbility extends AbilityBase {
  kind: "continuous";
  effect: StaticEffect;
}
/** A support card's grant to its host (rule 6.4): applies while attached. */
export interface HostAbility extends AbilityBase {
  kind: "host";
  effect: StaticEffect;
}
export type Ability = ActivatedAbility | TriggeredAbility | ContinuousAbility | HostAbility;
