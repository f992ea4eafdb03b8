// The game state: plain JSON data only (no classes, closures or card definitions). Card
// definitions are referenced by `def` (the card database key); the database itself is looked up
// through `state.db` in the registry (cards/database.ts).
import type {
  Duration,
  GroupRelation,
  Keyword,
  PlayBanWindow,
  Restriction,
  TriggerEvent,
} from "../cards/definition.ts";

/** A game event kept for `this turn <event>` (rules/history.ts): what a trigger would read of it. */
export interface PastEvent {
  type: TriggerEvent;
  /** The card it was about; -1 for none. */
  card: number;
  player: PlayerId;
  byApproach?: boolean;
  atTurnStart?: boolean;
  /** `cardDrawn`: the cards drawn (the event's card is -1: one event per draw step). */
  cards?: readonly number[];
  /**
   * A move's cause (rules/move-cause.ts MoveCause, the same shape): what moved the card, for a
   * condition that says it (相手によって…置かれている場合, FA 01-030).
   */
  cause?:
    | { by: "effect"; player: PlayerId; card: number }
    | { by: "approach"; player: PlayerId }
    | { by: "rule" };
}

export type PlayerId = 0 | 1;
/** Rule 10.1 zones, plus `attached` (a support card on its host) and `stack` (declared, unresolved). */
export type Zone =
  | "deck"
  | "hand"
  | "main"
  | "support"
  | "attached"
  | "trash"
  | "points"
  | "stack"
  /** Removed from the game (ゲームから取り除く): a project-ruling zone, face up and public. */
  | "removed";

export interface CardInstance {
  /** Deterministic: index in `state.cards` (player 0's deck list, then player 1's). */
  id: number;
  def: string;
  owner: PlayerId;
  zone: Zone;
  /** Point pile only: face up (usable as source) or face down. */
  faceUp: boolean;
  rested: boolean;
  coins: number;
  /**
   * Coins other than +10/+10 ones, by printed name (「タコスコイン」): counters with no stat
   * effect of their own. Absent until the first is put on; replaced, never changed in place.
   */
  counters?: Readonly<Record<string, number>>;
  /** Support cards: the character they are attached to, else -1. */
  host: number;
  /** Turn number when it last arrived on the field, -1 if never. */
  enteredTurn: number;
  /** Turn number of its last approach (or team-up partnering), -1 if never. */
  approachedTurn: number;
  /** Set by "approach again" effects; cleared when used or at end of turn (rule 8.7). */
  approachAgain: boolean;
}

export interface PlayerState {
  deck: number[]; // index 0 = top
  hand: number[];
  main: number[]; // ordered slots, at most 5
  support: number[];
  /** Support cards attached to this player's characters (their `host` says to which). */
  attached: number[];
  trash: number[];
  points: number[];
  /**
   * Cards removed from the game (exile). Absent until the first card is removed, so states and
   * digests of games without exile are unchanged.
   */
  removed?: number[];
  /**
   * Coins this player holds (not on a card), by printed name: 「自分は、ジョーロコインを1個得る」.
   * Absent until a text gives the first, so states of games without them are unchanged.
   */
  coins?: Record<string, number>;
  mulliganDone: boolean;
}

/** A temporary or permanent change on one card, removed when it leaves the field. */
export interface Modifier {
  card: number;
  ap: number;
  dp: number;
  keyword?: Keyword;
  /** 「【X】を得る」: a trait the card has besides its printed ones (grantTrait). */
  trait?: string;
  restriction?: Restriction;
  /** Effect id of the `restrict` effect whose `against` filter limits this restriction. */
  againstRef?: number;
  /**
   * The resolution the `against` filter is read in, when it refers to what that resolution chose
   * or measured (「指定したキャラには妨害されない」, 「捨て札にした手札の枚数と同じ使用コストを持つ…」):
   * the chosen cards are kept with the restriction (rules/effects/against-scope.ts).
   */
  againstScope?: AgainstScope;
  /** A set layer (setStats / resetStats): the stat is this value from now on (STAT_LAYERS). */
  setAp?: number;
  setDp?: number;
  /** Coins on the card when the set layer was made: only coins added later count on top. */
  coinsAt?: number;
  /** 「〔天然+N〕を得る」 (tennenChange): added to the number of the card's 〔天然N〕. */
  tennen?: number;
  /** 「アプローチで与えるポイントはN点になる」 for a duration (dealPoints, SG 01-027): rule 8.6's N. */
  points?: number;
  /** 「使用コスト+Nを得る」 (modifyCost): added to the card's current cost while it is on the field. */
  cost?: number;
  until: Duration;
  /**
   * `opponentTurn` / `nextOpponentTurn` / `yourTurn` / `nextYourTurn`: the turn at whose cleanup it
   * ends (rules/durations.ts).
   */
  ends?: number;
}

export interface StackItem {
  uid: number;
  controller: PlayerId;
  /** The card being played / whose text is used. */
  source: number;
  kind: "character" | "support" | "event" | "ability" | "trigger" | "break" | "delayed";
  /** Index into the source card's abilities (ability/trigger/event/break). */
  ability: number;
  /** Effect-table id of the delayed effect (kind "delayed"). */
  effect: number;
  targets: number[][];
  area: "main" | "support";
  host: number;
  /** Card the triggering event was about (for `eventCard`). */
  eventCard: number;
  /** A delayed effect: the bindings of the effect that created it (see `Chosen`). */
  vars?: Record<string, number[]>;
}

/**
 * What the resolving effect had chosen when it created a delayed effect: its bindings (`it`
 * after a choice or a search) and its declared targets, so `at end of turn, ready it` readies
 * that card. A card that then changes zones is a new object and is dropped from them
 * (`forgetMovedCard`, MOVED_CARD_IS_A_NEW_OBJECT).
 */
export interface Chosen {
  vars: Record<string, number[]>;
  targets: number[][];
}

export interface PendingTrigger {
  controller: PlayerId;
  source: number;
  ability: number;
  eventCard: number;
  /** For delayed effects: the effect id; -1 otherwise. */
  effect: number;
  /** For delayed effects: what the creating effect had chosen. */
  chosen?: Chosen;
}

export interface DelayedEffect {
  controller: PlayerId;
  source: number;
  effect: number;
  /**
   * A trigger created for this turn (「このターン、…した場合」): `effect` is the id of the
   * createTrigger effect (its event, condition and text live in the card data); it is not an
   * end-of-turn effect and is removed at cleanup (CREATED_TRIGGER_LASTS_THIS_TURN).
   */
  created?: true;
  /** Cards bound on creation (the trigger subject `bound`, "it"). */
  bound?: number[];
  /** An end-of-turn effect: what the creating effect had chosen (its `it`). */
  chosen?: Chosen;
  /** An `if` created trigger already fired this turn (rule 4.5). */
  fired?: true;
  /**
   * A text granted to the card `source` (`effect` is the grantText effect): it goes when that card
   * moves (rules/new-object.ts), and at cleanup like any created trigger.
   */
  granted?: true;
  /**
   * A created trigger with a count (…のいずれか2枚が登場した場合, SRBKM 01-111b): the matching events
   * it has seen so far (COUNTED_EVENTS_ARE_THOSE_THE_TEXT_SAW: none before it was created).
   */
  seen?: number;
}

/** A resolution in progress: a work list of effect ids, paused while a choice is pending. */
export interface Resolution {
  item: StackItem;
  work: number[];
  vars: Record<string, number[]>;
  did: boolean;
  /** The effect id waiting on a decision, -1 if none. */
  waiting: number;
  /** A replacement resolving (rules/replacement-resolution.ts): the event it took. */
  replacing?: PendingReplacement;
}

/** An event a replacement took (rules/replacements.ts), kept to be done if the replacement is declined. */
export type ReplacedEvent =
  | {
      kind: "leave";
      card: number;
      byApproach?: boolean;
      byBattle?: boolean;
      approachers?: readonly number[];
    }
  | { kind: "point"; approacher: number; defender: PlayerId; n: number };

/** A replacement waiting to resolve: its card, controller, effect id and the event it took. */
export interface PendingReplacement {
  source: number;
  controller: PlayerId;
  effect: number;
  /** The card of the event (`it` in the effect). */
  eventCard: number;
  /** The effect is one `may`: declined (or doing nothing), the event happens after all. */
  optional: boolean;
  instead: ReplacedEvent;
  /** A created replacement's cards bound on creation (`it` when it was made). */
  bound?: number[];
}

export type Step =
  | "chooseFirst"
  | "mulligan"
  | "start"
  | "startResolve"
  | "main"
  | "approachDeclare"
  | "approachWindow"
  | "block"
  | "pickDp"
  | "blockWindow"
  | "battle"
  | "battleWindow"
  | "end"
  | "endResolve"
  | "handLimit"
  | "cleanup"
  | "over";

export type Pending =
  | { kind: "goFirst"; player: PlayerId }
  | { kind: "mulligan"; player: PlayerId }
  | { kind: "priority"; player: PlayerId }
  | { kind: "approach"; player: PlayerId }
  | { kind: "block"; player: PlayerId }
  | { kind: "pickDp"; player: PlayerId; options: number[] }
  | { kind: "handLimit"; player: PlayerId; n: number }
  | { kind: "orderTriggers"; player: PlayerId; items: number[] }
  | { kind: "triggerTargets"; player: PlayerId; trigger: PendingTrigger }
  | { kind: "break"; player: PlayerId; options: number[] }
  | {
      kind: "choose";
      player: PlayerId;
      options: number[];
      min: number;
      max: number;
      prompt: string;
      /** The chosen cards must relate so (同じ名称 / 同じ特徴 / 名称の異なる, rules/groups.ts). */
      group?: GroupRelation;
    }
  | { kind: "may"; player: PlayerId; prompt: string }
  /**
   * Pick option `index` of `count`: an effect of a または choice, or (with `card` and `areas`) where
   * 場に出す puts the character `card` (rule 6.1): `areas[index]`.
   */
  | {
      kind: "option";
      player: PlayerId;
      count: number;
      prompt: string;
      card?: number;
      areas?: AreaOption[];
    }
  | { kind: "over" };

export interface Battle {
  approacher: number;
  partner: number;
  blocker: number;
  blocked: boolean;
  /** Team-up: which of the pair's DP the defender chose (rule 7.9). */
  dpOf: number;
}

/**
 * Where 場に出す may put a character (rule 6.1): the main area (with 5 characters there, `replace`
 * names the one trashed to make room, rule 6.3) or the support area.
 */
export interface AreaOption {
  area: "main" | "support";
  replace?: number;
}

/** A lasting restriction whose cards are matched live (rule 4.7; GameState.liveRestrictions). */
/** A resolution's point of view and choices, kept as plain data with a lasting restriction. */
export interface AgainstScope {
  source: number;
  controller: PlayerId;
  targets?: number[][];
  vars?: Record<string, number[]>;
  eventCard?: number;
}

export interface LiveRestriction {
  effect: number;
  /** As a modifier's `againstScope`. */
  againstScope?: AgainstScope;
  source: number;
  controller: PlayerId;
  turn: number;
  until: Duration;
  /** As a modifier's `ends`. */
  ends?: number;
}

export interface GameState {
  db: string;
  seed: number;
  rng: number;
  turn: number;
  turnPlayer: PlayerId;
  firstPlayer: PlayerId;
  step: Step;
  priority: PlayerId;
  passes: number;
  /**
   * Who made the last declaration of this priority round (rule 4.1: when the response stack has
   * emptied, priority is with their opponent); null at the start of a round (rules/priority.ts).
   */
  lastDeclarer: PlayerId | null;
  cards: CardInstance[];
  players: [PlayerState, PlayerState];
  stack: StackItem[];
  nextUid: number;
  resolving: Resolution | null;
  /**
   * Replacements that took an event and wait to resolve, first first (rules/replacements.ts);
   * absent when none, so states of games without one are unchanged.
   */
  replacing?: PendingReplacement[];
  /** Resolutions paused while a replacement inside them resolves, innermost last; absent when none. */
  suspended?: Resolution[];
  triggers: PendingTrigger[];
  /** The turn player has ordered the queued triggers (rule 4.4); they are now pushed in order. */
  triggersOrdered: boolean;
  /** Break candidates waiting for their owner's choice (rule 7.5). */
  breaks: number[];
  delayed: DelayedEffect[];
  mods: Modifier[];
  /** `card:ability` keys used this turn (rule 7.1, rule 4.5). */
  usedThisTurn: string[];
  /** card defs played this turn, per player (conditions like R-FAQ-5). */
  playedThisTurn: [string[], string[]];
  /**
   * The characters on the field that entered by being played this turn (登場, not put there by an
   * effect): `that entered this turn`. A card leaving the field is dropped (a new object); cleared
   * at cleanup. Absent until a character is played, so states of games before it are unchanged.
   */
  enteredByPlay?: number[];
  /**
   * The characters an effect made ready this turn (活動状態にする; not rule 3.1's readying), for
   * `readied by an effect this turn` (SG 01-054). Recorded only in a game whose cards ask
   * (CardDb.tracksReadied); a card leaving the field is dropped (a new object); cleared at cleanup.
   */
  readiedByEffect?: number[];
  /**
   * The game events of this turn that a `this turn <event>` condition of a card in the game names
   * (rules/history.ts), in order. Absent until one is recorded; cleared when a turn begins.
   */
  eventsThisTurn?: readonly PastEvent[];
  /**
   * 「…の間、相手は、…をプレイできない」: who may not play which cards (`effect`: the id of the
   * banPlay effect holding the filter), in which turn, until the end of its main phase or of the
   * turn. Absent until a text bans a play; cleared at cleanup.
   */
  playBans?: {
    player: PlayerId;
    effect: number;
    turn: number;
    until: PlayBanWindow;
    /** A ban past this turn: the turn at whose cleanup it ends (rules/durations.ts `lasting`). */
    ends?: number;
    /**
     * The cards the ban's filter compares with, kept from the resolution that made it (「そのカード
     * と同じ名称のイベントカード」, AW P-004: `same name as it`); absent when it refers to none.
     */
    vars?: Readonly<Record<string, number[]>>;
  }[];
  /**
   * 「このターン、自分は、メインフェイズ以外でも…を登場させることができる」 (AHB P-011): who may play
   * which characters (`effect`: the id of the permitPlay effect holding the filter) at every timing
   * 〔自由登場〕 opens, in which turn. Absent until a text permits it; cleared at cleanup.
   */
  playPermits?: { player: PlayerId; effect: number; turn: number }[];
  /**
   * 「相手は、キャラを3枚以上アプローチに参加させることができない」 (AW 01-110): in `turn`, `player`
   * may not have `count` or more characters take part in approaches. Absent until a text makes
   * one; cleared at cleanup.
   */
  approachLimits?: { player: PlayerId; count: number; turn: number }[];
  /**
   * Rule 4.7 (LASTING_RESTRICTIONS_MATCH_LIVE): a `restrict` effect on every card a query denotes
   * (「全てのキャラは、アプローチできない」), read live: `effect` is the id of the restrict effect
   * (its selector and restriction stay in the card data), `source` / `controller` the point of view
   * it is read from, `turn` the turn it began (a `"turn"` one holds only in that turn). Absent until
   * such an effect resolves; expired entries are dropped when the next one is recorded.
   */
  liveRestrictions?: LiveRestriction[];
  nextCost: { player: PlayerId; delta: number; filterRef: number }[];
  battle: Battle | null;
  pending: Pending;
  winner: PlayerId | "draw" | null;
  decisions: number;
  options: { ignoreUnimplemented: boolean };
}

/** The fields of a state that start empty, whether a game starts from setup or from a ruling or test board. */
export function emptyBookkeeping(): Pick<
  GameState,
  | "stack"
  | "nextUid"
  | "resolving"
  | "triggers"
  | "triggersOrdered"
  | "breaks"
  | "delayed"
  | "mods"
  | "usedThisTurn"
  | "playedThisTurn"
  | "nextCost"
  | "battle"
  | "winner"
  | "decisions"
> {
  return {
    stack: [],
    nextUid: 1,
    resolving: null,
    triggers: [],
    triggersOrdered: false,
    breaks: [],
    delayed: [],
    mods: [],
    usedThisTurn: [],
    playedThisTurn: [[], []],
    nextCost: [],
    battle: null,
    winner: null,
    decisions: 0,
  };
}
