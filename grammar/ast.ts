// The AST of the card language: the hub every tool reads or writes (parser, formatter, checker,
// emitter, translator, renderers). Plain data, no classes; every node carries its source span so
// diagnostics can point at the exact text. Optional `comments` keep the author's comments through
// a format round trip.

export interface Position {
  /** 0-based UTF-16 offset into the file text. */
  offset: number;
  /** 1-based line. */
  line: number;
  /** 1-based column, counted in UTF-16 code units. */
  column: number;
}

export interface Span {
  file: string;
  start: Position;
  /** Exclusive end. */
  end: Position;
}

interface NodeBase {
  span: Span;
}

/** Comments the author wrote next to a node: whole lines before it, and one at the end of its line. */
export interface Comments {
  leading?: string[];
  trailing?: string;
}

// ─── File and card data ──────────────────────────────────────────────────────────────────────

export interface CardFile extends NodeBase {
  kind: "CardFile";
  items: FileItem[];
  /** Comments after the last item. */
  trailingComments?: string[];
}

export type FileItem = TitleDirective | CardDecl;

/**
 * `title 『けいおん!』` — the title (作品) of every card below it, until the next directive.
 * `title 『A＆B』 also 『A』 『B』`: a set that spans two series; its cards carry the set's title
 * (their identity, rule 1.3) and also each further title, for every title filter and for rule 5.2.
 */
export interface TitleDirective extends NodeBase {
  kind: "TitleDirective";
  title: string;
  also?: string[];
  comments?: Comments;
}

export type CardKind = "character" | "event" | "support";
export type Color = "red" | "blue" | "yellow" | "green" | "purple";

export interface CardDecl extends NodeBase {
  kind: "Card";
  cardKind: CardKind;
  /** e.g. "01-001", "01-006a", "P-008". */
  number: string;
  /** Full printed name; a combi card's name contains "&" (rule 5.3, 7.6). */
  name: string;
  nameSpan: Span;
  /** Resolved from the nearest preceding TitleDirective; undefined if there is none. */
  title?: string;
  /** The directive's further titles (`also 『…』`), when it has some. */
  alsoTitles?: string[];
  color: Color;
  cost: number;
  source: number;
  /** Absent on support characters and on non-characters (rule 1.1). */
  ap?: number;
  dp?: number;
  traits: string[];
  rarity?: string;
  /** The printed Japanese text, verbatim. */
  printed?: string;
  flavor?: string;
  abilities: Ability[];
  comments?: Comments;
  /** Whole-line comments after the last ability, before the closing `}` (added by grammar/). */
  trailingComments?: string[];
}

// ─── Abilities ───────────────────────────────────────────────────────────────────────────────

export type Ability =
  | KeywordAbility
  | ActivatedAbility
  | TriggeredAbility
  | ContinuousAbility
  | AttachRestriction
  | GyakkyouAbility
  | LevelAbility
  | PlayRequirement
  | ReminderAbility;

interface AbilityBase extends NodeBase {
  comments?: Comments;
}

export type Keyword =
  | { keyword: "active" }
  | { keyword: "tennen"; n: number }
  | { keyword: "break" }
  | { keyword: "combi" }
  | { keyword: "freeEntry"; phases?: PhaseTiming[] }
  | { keyword: "teamUp"; partner: NameOrTrait }
  | { keyword: "coins" }
  /**
   * 〔我慢〕 gaman (rule 7.11, source: the reminder text of PPTP 01-097): a character with it and
   * DP 10 or more does not leave (退場しない). Printed and written as its box, `〔我慢〕`.
   */
  | { keyword: "gaman" }
  /** A later keyword whose rules are unknown (rule 7.11), kept verbatim: 〔突破30〕, 〔知略〕▶「…」. */
  | { keyword: "unimplemented"; name: string; param?: number; text?: string; raw: string };

export type NameOrTrait = { name: string } | { trait: string };

export type KeywordAbility = AbilityBase & { kind: "Keyword" } & Keyword;

/** `[main/own] [0], ↓, trash 1 「秋山 澪」 in your hand: …`. On an event, the timing of play. */
export interface ActivatedAbility extends AbilityBase {
  kind: "Activated";
  /**
   * `mode [main/opponent]: …` (このカードをプレイする場合、以下から1つ選択する。・…・…): one of an
   * event's modes; the event is played with one of them, its timing and text (rule 6.5).
   */
  mode?: boolean;
  timing: Timing;
  costs: TextCost[];
  /**
   * `[main/own] [0] requires <condition>: …` (このテキストは、…場合にのみ使用できる): the text can be
   * used only while the condition holds (read when it is declared, rule 4.2 / 7.1).
   */
  condition?: Condition;
  /**
   * `[main/own]: 「X」 ▶ <effect>`: a character name printed before ▶ at the head of the effect
   * (「本間 芽衣子」▶…, AHB2 P-015; ten cards). Rule 7.11: like 〔知略〕's ▶「condition」, our sources
   * do not say what it requires, so it is kept with its name, warned (PM3517) and refused (PM4001).
   */
  nameMark?: NameMark;
  effect: Effect;
}

/** The 「X」 of `「X」 ▶` before an activated text's effect (rule 7.11). */
export interface NameMark extends NodeBase {
  name: string;
}

export interface Timing extends NodeBase {
  phase: "main" | "approach";
  player: "own" | "opponent" | "both" | "interrupt";
}

export interface PhaseTiming {
  phase: "main" | "approach";
  player: "own" | "opponent" | "both";
}

export type TextCost =
  | { kind: "Source"; amount: number; color?: Color; span: Span }
  | { kind: "Rest"; span: Span }
  /** An extra cost written as an effect the player performs: trash, rest another, return, … */
  | { kind: "ExtraCost"; effect: EffectStep; span: Span };

/** `if this enters and …: …` / `each time a character of yours enters: …` / `at end of turn: …`. */
export interface TriggeredAbility extends AbilityBase {
  kind: "Triggered";
  /** "if" (〜した場合: once per turn per card, rule 4.5) or "eachTime" (〜するごとに). */
  mode: "if" | "eachTime" | "at";
  trigger: TriggerEvent;
  condition?: Condition;
  effect: Effect;
}

export type TriggerEvent =
  | {
      event: SubjectEvent;
      subject: Selector;
      span: Span;
      /**
       * `gives a point by approach`, `is put into the point pile by approach`: only through an
       * approach (8.6); `leaves by approach` (アプローチで退場): trashed in the battle of an approach (8.5).
       */
      byApproach?: boolean;
      /**
       * `enters the support area` (サポートエリアに登場): only an entry into that area (rule 6.1);
       * `movesArea`: the area it moved to (from the other one, on the field).
       */
      area?: "main" | "support";
      /**
       * `a 「X」 of yours enters 2 times this turn` (同じターンの間に、自分の「X」が2枚以上登場した場合):
       * the text fires on the Nth matching event of the turn (and, `each time`, on every later one).
       */
      times?: number;
      /** `leaves by the approach of this` (このカードのアプローチで退場): trashed in the battle of that character's approach (8.5). */
      approachOf?: Selector;
      /** `is used as a cost for a character from 『T』`: only when paying to play a card like that (5.1). */
      paying?: Selector;
      /**
       * `is used as a cost from hand` (手札から…のコストとして使用された場合, KMK 01-066): only a
       * payment with the card from the hand (trashed), not as a face-up point card (rule 5.1).
       */
      fromHand?: true;
      /**
       * `is blocked by a character with cost <= 3` (使用コストの値が3以下のキャラに妨害された場合,
       * GP 01-086): only a block by such a character (rule 8.4: the blocker as it blocks).
       */
      blocker?: Selector;
      /**
       * `by an effect [of yours | of the opponent's]`, `by a card of the opponent's`: what moved
       * the card (カードの効果で / 相手のカードの効果で / 相手のカードによって; runtime/rules/move-cause.ts).
       */
      cause?: MoveCause;
    }
  /**
   * `you play a card`; `… not from hand` (手札以外からカードをプレイした場合, KGY P-001): only a
   * play from another zone — a break from the point pile (rule 7.5, [project]
   * BREAK_IS_A_PLAY_FROM_OUTSIDE_THE_HAND) or a card playable from the removed zone.
   */
  | { event: "cardPlayed"; player: PlayerRef; card: Selector; notFromHand?: true; span: Span }
  | { event: "pointReceived"; player: PlayerRef; span: Span }
  /**
   * `a text of the opponent's is used` (相手がテキストを使用するごとに, FA 01-058): that player
   * declares one of their activated texts (rules 4.2, 7.1).
   */
  | { event: "textUsed"; player: PlayerRef; span: Span }
  /**
   * `the opponent looks at a deck by an effect` (相手がカードの効果でデッキを見た場合, FA 01-050):
   * kept, refused by lowering — such a card waits in the deck, and the digest gives a text in the
   * deck no effect (rule 4.4: texts work on the field, and from the hand or exile when said).
   */
  | { event: "deckLooked"; player: PlayerRef; byEffect?: true; span: Span }
  /**
   * `the opponent draws` (相手がカードを引いた場合); `you draw not at start of turn`
   * (自分がターン開始時以外でカードを引いた場合): any draw but the start phase's (rule 3.1).
   */
  | { event: "cardDrawn"; player: PlayerRef; notAtTurnStart?: boolean; span: Span }
  /** `you level up into this` (このカードにレベルアップした場合): 〔レベルアップ〕, rule 7.11 — kept, no rules. */
  | { event: "levelUp"; player: PlayerRef; card: Selector; span: Span }
  /**
   * `a 「X」 of yours levels up` (自分の「X」がレベルアップした場合, DDH 01-017a): the character is
   * levelled up (〔レベルアップ〕, rule 7.11) — kept, no rules.
   */
  | { event: "levelsUp"; character: Selector; span: Span }
  /** `you perform "改変"` (自分が改変を行った場合, SG P-001): a later action (rule 7.11) — kept, no rules. */
  | { event: "performs"; player: PlayerRef; action: string; span: Span }
  | { event: "turnStart" | "turnEnd"; whose?: "your" | "opponent's"; span: Span }
  | { event: "phaseStart"; phase: "main" | "approach"; whose?: "your" | "opponent's"; span: Span }
  /**
   * `this enters or this approaches` (登場、またはアプローチに参加した場合): one text that fires on
   * any of its events; an `if` text still fires once per turn in all (rule 4.5). Never nested.
   */
  | { event: "anyOf"; events: TriggerEvent[]; span: Span };

/**
 * The events a card is the subject of (`this enters`, `a character of yours leaves`). The engine's
 * trigger events (runtime/cards/definition.ts TRIGGER_EVENTS) use the same names;
 * test/trigger-events.test.ts checks that the two lists agree.
 */
export const SUBJECT_EVENTS = [
  "enters", // 登場
  "putOntoField", // 場に出る (every way of arriving, rule 6.1)
  "approaches",
  "blocks",
  "approachesOrBlocks",
  "isBlocked",
  "givesPoint",
  "leaves", // 退場
  "returnedToHand",
  "usedAsCost",
  "putIntoPointPile", // ポイント置き場に置かれる: arrives in its owner's point pile, by any means (8.6, effects)
  "putIntoTrash", // 捨て札置き場に置かれる: arrives in its owner's trash from any other zone
  "leavesField", // 場から離れる: leaves the field for any other zone (退場 is to the trash only)
  "movesArea", // サポートエリアからメインエリアに移る: stays on the field, changes area (`area`: the new one)
  "becomesRested", // 休息状態になる: a character on the field goes from ready to rested (PM_KG 01-055)
] as const;
export type SubjectEvent = (typeof SUBJECT_EVENTS)[number];

/**
 * What moved a card (a trigger's `by …`): `effect`, a text or a played card resolving (4.2);
 * `card`, that or an approach (8.5, 8.6). `whose`: the controller of that text, card or approach.
 */
export interface MoveCause {
  by: "effect" | "card";
  whose?: "your" | "opponent's";
}

/** A text with no timing and no trigger: applies while the card is on the field (rule 7.2). */
export interface ContinuousAbility extends AbilityBase {
  kind: "Continuous";
  condition?: Condition;
  effect: StaticEffect;
}

/** `attach to 「平沢 唯」` on a support card (rule 6.4). */
export interface AttachRestriction extends AbilityBase {
  kind: "AttachRestriction";
  to: NameOrTrait[];
}

/** `gyakkyou 5: <ability>` — the inner ability applies only with 5 or more points (rule 7.7). */
export interface GyakkyouAbility extends AbilityBase {
  kind: "Gyakkyou";
  n: number;
  nSpan: Span;
  ability: Ability;
}

/**
 * `level 3: <ability>` — printed 《LV3》 before a text of a 〔レベルアップ〕 card (AW 01-004, TKR
 * 01-001, TKRT P-010/P-012/P-024). Rule 7.11: our sources do not say what a card's level is, so
 * the text is kept with its level, warned (PM3515) and refused by the engine (PM4xxx).
 */
export interface LevelAbility extends AbilityBase {
  kind: "Level";
  n: number;
  nSpan: Span;
  ability: Ability;
}

/**
 * `reminder 〔我慢〕`: a keyword's reminder text printed on a card (「（〔我慢〕:DPが10以上の〔我慢〕を
 * 持つキャラは、退場しない）」, PPTP 01-097). It states the keyword's rule and gives the card no
 * ability: the engine implements the keyword itself. Only keywords whose reminder text is known
 * (grammar/reminders.ts) may be written (PM3308).
 */
export interface ReminderAbility extends AbilityBase {
  kind: "Reminder";
  keyword: Keyword;
}

/** 《使用条件》 on an event: `requires count(your characters with 【X】) >= 5`. */
export interface PlayRequirement extends AbilityBase {
  kind: "PlayRequirement";
  condition: Condition;
}

// ─── Effects ─────────────────────────────────────────────────────────────────────────────────

/**
 * Steps joined by `;` (plain), `; then` (その後), `; if you do` (その場合) or `; if you cannot`
 * (戻せない場合, SG 01-054: the step before did nothing — the other side of `if you do`).
 */
export interface Effect extends NodeBase {
  steps: { link: EffectLink; step: EffectStep }[];
}

/** How a step follows the one before it in an effect. */
export type EffectLink = "none" | "then" | "ifYouDo" | "ifYouCannot";

export type EffectStep =
  /** `X gets +10/+10 and active until end of turn`; `X gets cost +2 until end of turn`. */
  | ({ kind: "Gets"; duration?: Duration; span: Span } & Gains)
  /** `the AP/DP of X becomes 20/20 until end of turn`. */
  /**
   * `the ap/dp of X becomes 20/20`, `the dp of X becomes 0` (DPの値を、…0に変更する, SZ2 01-104):
   * a set layer of both stats or of one (the other is left as it is); at least one is given.
   */
  /**
   * `the ap of X becomes 20`; with `to`, `the ap of this becomes the ap of 1 of your 「大室 櫻子」`
   * (「…のAPの値を、…自分の「X」1枚のAPと同じ値に変更する」, YRYR 01-051): the value is the measured
   * one, read once when the step resolves (a set layer, STAT_LAYERS).
   */
  | {
      kind: "SetStat";
      target: Selector;
      ap?: number;
      dp?: number;
      to?: { stat: "ap" | "dp"; value: Measure };
      duration?: Duration;
      span: Span;
    }
  | { kind: "Draw"; player: PlayerRef; amount: Amount; span: Span }
  | { kind: "Trash"; target: Selector; span: Span }
  | { kind: "ReturnToHand"; target: Selector; span: Span }
  | { kind: "Rest"; target: Selector; span: Span }
  | { kind: "Ready"; target: Selector; span: Span }
  /**
   * `put 1 coin on this` (a +10/+10 coin, rule 7.8); `coin` names any other coin as printed:
   * `put 3 "タコスコイン" coins on this` (a counter with no stat effect), `"魔力コイン"` (magic
   * coins, rule 7.11: warned about, refused by lowering).
   */
  | { kind: "PutCoins"; target: Selector; amount: Amount; coin?: string; span: Span }
  | { kind: "RemoveCoins"; target: Selector; amount: Amount; coin?: string; span: Span }
  /**
   * Coins a player holds (not on a card), by printed name: `you get 1 "ジョーロコイン" coin`
   * (「自分は、ジョーロコインを1個得る」), `you set "クエストコイン" coins to 3` (「自分が持つ
   * クエストコインを3個にする」).
   */
  | {
      kind: "PlayerCoins";
      player: PlayerRef;
      coin: string;
      mode: "get" | "set";
      amount: Amount;
      span: Span;
    }
  | {
      kind: "Move";
      target: Selector;
      to: ZoneDestination;
      faceDown?: boolean;
      rested?: boolean;
      span: Span;
    }
  /** `look at the top N cards of your deck`; `end: "bottom"`: the bottom N (デッキの下のカードN枚を見る). */
  | { kind: "LookAtTop"; player: PlayerRef; amount: Amount; end?: "bottom"; span: Span }
  | { kind: "Search"; player: PlayerRef; target: Selector; reveal: boolean; span: Span }
  /** `reveal the top 1 card of your deck`, `reveal all cards in the opponent's hand` (表にする). */
  | { kind: "Reveal"; target: Selector; span: Span }
  | { kind: "Shuffle"; player: PlayerRef; span: Span }
  | { kind: "GivePoints"; player: PlayerRef; amount: Amount; span: Span }
  /**
   * `perform "改変"` (改変を行う, SG 01-063/01-098/01-008): a game action named by later cards whose
   * rules our sources do not give (rule 7.11), kept by its printed name — warned, refused. A keyword
   * used as a verb is performed the same way: `perform "〔EPIC〕"` (〔EPIC〕できる, PPTP 01-065), with
   * the cards it acts on: `perform "〔POP〕" on the bottom 1 card of your deck` (…を〔POP〕する, PPTP 01-097).
   */
  | { kind: "Perform"; action: string; target?: Selector; span: Span }
  /**
   * Later actions whose rules our sources do not give, each kept with its parts — warned, refused
   * by lowering (PM4001):
   * - `attach <card> to <character>` (「…を自分のキャラ1枚にセットする」, BBD 01-058, SG P-001): a card
   *   attached by an effect; rule 6.4 gives only the playing of a support card.
   * - `level up <card> from <character> [by name]` (「手札にある〔レベルアップ〕を持つキャラ
   *   1枚を、本来の名称が同じ自分のキャラからレベルアップできる」, TKRT P-017): 〔レベルアップ〕, rule 7.11.
   * - `increase your coins by 1` (「自分が持つコイン、または自分のカードの上に乗っているコインを1個
   *   増やす」, ORSK 01-001, P-001): one kind of coin the player holds or that is on one of their
   *   cards gets N more; which coins count and who chooses, our sources do not say (PM3518).
   */
  | { kind: "Attach"; target: Selector; to: Selector; span: Span }
  | { kind: "LevelUp"; target: Selector; from: Selector; sameName?: true; span: Span }
  | { kind: "IncreaseCoins"; player: PlayerRef; amount: Amount; span: Span }
  | { kind: "TurnPoints"; target: Selector; face: "up" | "down"; span: Span }
  | { kind: "ApproachAgain"; target: Selector; span: Span }
  /**
   * `the next 「X」 you play this turn gets cost -1 [for each <selector>]`: with `per`, the delta
   * once for each card the selector denotes, counted when the step resolves (「…1枚につき、使用
   * コスト-1を得る」, SEKN 01-112, GPFN 03-017).
   */
  | {
      kind: "CostChange";
      player: PlayerRef;
      card: Selector;
      delta: number;
      per?: Selector;
      /**
       * `… gets cost -1 and cost -1 more if it is a 「直樹 美紀」` (「そのキャラが「直樹 美紀」の場合、
       * 使用コスト-1を得る」, GG 01-088): a further change for that same next card when it also fits
       * `if` (its noun and filters, tested on the card played).
       */
      bonus?: { if: QuerySelector; delta: number };
      span: Span;
    }
  | { kind: "Battle"; attacker: Selector; defender: Selector; span: Span }
  | { kind: "Exile"; target: Selector; span: Span }
  /**
   * `put the rest on the bottom of your deck in any order` — the looked-at cards not taken; also
   * `into your trash` (捨て札にする), `into your hand` (手札に加える), `into exile` (ゲームから取り除く);
   * `on the top or bottom of your deck in any order` (任意の順番でデッキの上または下に移す, SZ2
   * 01-026): each card to the top or to the bottom, the player's choice, and in an order they choose.
   */
  | {
      kind: "PutRest";
      to: "deckBottom" | "deckTop" | "deckTopOrBottom" | "trash" | "hand" | "exile";
      order: "chosen" | "kept";
      span: Span;
    }
  /** `this does not leave until end of turn`, `1 of the opponent's characters cannot block this turn`. */
  | {
      kind: "Restrict";
      target: Selector;
      restriction: Restriction;
      duration?: Duration;
      span: Span;
    }
  /**
   * `swap the ap and dp of this until end of turn` (APとDPを入れ替える): the card's AP becomes its
   * DP of that moment and its DP its AP (a set layer, project ruling SWAP_IS_A_SET_LAYER).
   */
  | { kind: "SwapStats"; target: Selector; duration?: Duration; span: Span }
  /** `reset the ap/dp of 1 of the opponent's characters` (元に戻す). */
  | { kind: "ResetStat"; target: Selector; which: "ap" | "dp" | "both"; span: Span }
  /**
   * `negate the opponent's event` (無効にする; from an interrupt timing). `negate an event` (プレイ中の
   * イベントカード with no 相手の, SEKN 01-042) hits either player's (`whose: "any"`); `filters`
   * (written after the noun: `… with the same name as a card in the opponent's trash`) are tested
   * on the negated item's card.
   */
  | {
      kind: "Negate";
      what: "event" | "text" | "declaration";
      whose?: "any";
      filters?: Filter[];
      span: Span;
    }
  /**
   * `this gives 2 points by approach until end of turn` (ターン終了時まで、このカードがアプローチで
   * 与えるポイントは2点になる, SG 01-027): the static PointsDealt for a duration (rule 8.6).
   */
  | { kind: "DealsPoints"; target: Selector; points: number; duration?: Duration; span: Span }
  /** `swap 1 card in your hand with 1 card in your point pile` (置き換える; orientation kept). */
  | { kind: "Swap"; hand: Selector; point: Selector; span: Span }
  /**
   * `choose 1 of your 「X」` (指定する): choose cards now, for a later step of the same ability to
   * refer to as `it` (指定したキャラ); choosing does nothing to them by itself.
   */
  | { kind: "Designate"; target: Selector; span: Span }
  /**
   * `the opponent cannot play events with cost == 0 until end of main phase` (「このターンのメイン
   * フェイズの間、相手は、…をプレイできない」): that player may not play such cards until the end
   * of this turn's main phase (nothing once it is over) or of the turn — or past it, to the end of
   * a turn of the controller's opponent or of the controller (「相手は、次の相手のターン終了時まで
   * キャラを登場させることができない」), the turns counted as a Duration's.
   */
  | {
      kind: "PlayBan";
      player: PlayerRef;
      card: Selector;
      /**
       * `inApproachPhase` (「このターンのアプローチフェイズで」, PM_K-ON_Part2 02-013): only while
       * this turn's approach phase lasts (nothing before it or after it).
       */
      until: PlayBanUntil;
      /**
       * `from hand` (「手札から…をプレイすることができない」): only a play from the hand is banned; a
       * break, played from the point pile (rule 7.5), is not.
       */
      from?: "hand";
      span: Span;
    }
  /**
   * `you can play characters with 【超平和バスターズ】 outside main phase this turn` (「このターン、
   * 自分は、メインフェイズ以外でも【超平和バスターズ】を持つキャラを登場させることができる」, AHB
   * P-011): for the rest of this turn the player may play such characters at every timing
   * 〔自由登場〕 opens (rule 6.6), as if each had it ([project] TURN_PLAY_PERMIT_IS_FREE_ENTRY).
   */
  | { kind: "PlayPermit"; player: PlayerRef; card: Selector; span: Span }
  /**
   * `the opponent cannot approach with 3 or more characters this turn` (「相手は、キャラを3枚以上
   * アプローチに参加させることができない」, AW 01-110): the player may not have `count` or more
   * characters take part in approaches this turn — those that already did count, a team-up
   * partner too (rule 7.9: it counts as having approached).
   */
  | {
      kind: "ApproachLimit";
      player: PlayerRef;
      count: number;
      duration?: Duration;
      span: Span;
    }
  /** `the opponent must <step>`: a mandatory step whose choices that player makes. */
  | { kind: "Must"; player: PlayerRef; effect: EffectStep; span: Span }
  /** `you may …` (〜ことができる): the controller decides; `if you do` follows only if they did. */
  | { kind: "May"; player: PlayerRef; effect: EffectStep; span: Span }
  /**
   * `you may pay (<cost>) to <step>` (「XすることでYすることができる」, AHB 01-033, SRBK P-010): an
   * optional step with a cost that is a step. The cost is paid only if the player takes the step,
   * and is offered only when it can be paid in full (runtime/rules/effects/optional-costs.ts,
   * [project] OPTIONAL_COST_PAID_IN_FULL). Several steps of the cost (「Aし、Bすることで」) are a
   * `Group`. `it` in the step is what it was before the cost: the cards paid are not its subject.
   */
  | { kind: "MayPay"; player: PlayerRef; cost: EffectStep; effect: EffectStep; span: Span }
  /**
   * `A or B` (または): the controller picks one. `choose 2: A or B or C` (以下から2つ選択する, PPTP
   * P-001): `pick` options, each at most once, done in the printed order ([project]
   * CHOSEN_OPTIONS_IN_PRINTED_ORDER); `pick` is at least 2 and at most the number of options.
   */
  | { kind: "Choice"; options: EffectStep[]; pick?: number; span: Span }
  /**
   * `(A; B)`: steps said in one clause (「Aし、B」), so the link, condition, option or delay in
   * front of the group covers all of them: `; if you do, (put this on the bottom of its owner's
   * deck; draw 2)` (その場合、…移し、カードを2枚引く). At least two steps, run in order.
   */
  | { kind: "Group"; steps: EffectStep[]; span: Span }
  /** `if <condition>, <step>` inside an effect. */
  | {
      kind: "Conditional";
      condition: Condition;
      effect: EffectStep;
      /** `otherwise B`: the step run instead when the condition does not hold (それ以外の場合, 代わりに). */
      otherwise?: EffectStep;
      span: Span;
    }
  /** `at end of turn, <step>` inside an effect: a delayed trigger. */
  | { kind: "Delayed"; when: "turnEnd"; effect: EffectStep; span: Span }
  /**
   * `repeat count(X) / 3 times, <step>` (「X3枚につき、<step>」, SAK 01-099; 「手札に移したカード
   * 1枚につき、…」, KGY 01-089): the step done that many times, the number counted once when
   * the repeat starts.
   */
  | { kind: "Repeat"; times: Amount; effect: EffectStep; span: Span }
  /** `this turn, each time|if <event>: <effect>` — a trigger created by an effect. */
  | {
      kind: "CreateTrigger";
      trigger: TriggerEvent;
      /**
       * `instead`: `this turn, instead of <event>: (…)` (…する場合、代わりに…, given for a
       * duration): a replacement, not a trigger — the effect is done and the event is not.
       */
      mode: "if" | "eachTime" | "instead";
      /** `this turn, if <event> and <condition>: (…)` (added by grammar/). */
      condition?: Condition;
      effect: Effect;
      span: Span;
    }
  /**
   * `it gets text (if this leaves: put this in your trash onto your field) until end of turn`
   * (「この効果で場に出たキャラは、ターン終了時まで以下のテキストを得る。「…」」, SAGA 01-072): the
   * cards get a triggered text for the duration — written as a card's own, `this` being the card
   * that has it; it ends when the card leaves the field (a moved card is a new object).
   */
  | {
      kind: "GrantText";
      target: Selector;
      mode: "if" | "eachTime";
      trigger: TriggerEvent;
      condition?: Condition;
      effect: Effect;
      duration?: Duration;
      span: Span;
    }
  /** A sentence the author could not express yet; kept verbatim and refused by the checker. */
  | { kind: "Todo"; text: string; span: Span };

/** Effects that describe a standing state rather than an action (continuous texts, support grants). */
/** What `gets` gives: a stat change (optionally per matching card), a cost change, keywords. */
export interface Gains {
  target: Selector;
  stat?: { ap: number; dp: number };
  /** `for each <selector>`: the stat change is multiplied by the count. */
  per?: Selector;
  /** Change to the printed cost (使用コスト+2を得る). */
  cost?: number;
  /**
   * `tennen +2` (〔天然+2〕を得る): raises the number of the 〔天然N〕 the card has (project ruling
   * TENNEN_CHANGE_NEEDS_TENNEN: a card without 〔天然〕 gains nothing).
   */
  tennen?: number;
  keywords: Keyword[];
  /** `gets 【音楽】` (【音楽】を得る): traits the target has besides its printed ones. */
  traits?: string[];
}

export type StaticEffect =
  /** `this gets +20/+20`, `host gets +10/±0`, `your 「X」 in your hand get cost -1`. */
  | ({ kind: "Gets"; span: Span } & Gains)
  /**
   * `this gets source +2 when paying for 「X」` (発生コスト+2を得る); with `set`, `this gets source 4
   * when paying for 「X」` (発生コストが4に変更される, GPFN 04-010): `delta` is the value it becomes.
   */
  | {
      kind: "SourceModifier";
      target: Selector;
      delta: number;
      whenPaying: Selector;
      set?: true;
      span: Span;
    }
  /**
   * `this counts as 「A」 and 「B」 [everywhere]` (名称を「X」としても扱う; BBD P-003 「ゲーム中、このカードの
   * 名称は、「A」としても「B」としても扱う」): the card also has these names. Rule 5.5 (R-FAQ-3): only
   * while its card is on the field; `everywhere` (ゲーム中): in every zone, as the text says
   * ([project] GAME_WIDE_NAMES_IN_EVERY_ZONE).
   */
  | { kind: "CountsAs"; target: Selector; names: string[]; everywhere?: true; span: Span }
  | { kind: "Restriction"; target: Selector; restriction: Restriction; span: Span }
  /**
   * `this gives 2 points by approach` (アプローチで与えるポイントが2点になる, SAK 01-037): an
   * unblocked approach of it gives that many points instead of one (rule 8.6).
   */
  | { kind: "PointsDealt"; target: Selector; points: number; span: Span }
  /**
   * `this enters rested` (このカードは、登場する場合、休息状態で場に出る, SPK 01-014): played, it is
   * put into its area rested instead of ready (rule 6.1).
   */
  | { kind: "EntersRested"; target: Selector; span: Span }
  /**
   * `this may be played from exile` (「このカードは、ゲームから取り除かれている状態でもプレイできる」,
   * SG 01-050): the card may be played from its owner's removed-from-game zone too, as from the hand
   * (rule 6.1 otherwise plays from the hand; [project] PLAY_FROM_REMOVED_WHEN_SAID).
   */
  | { kind: "PlayableFrom"; target: Selector; zone: "removed"; span: Span }
  /**
   * `「御坂 美琴」 in your hand may level up without paying its cost` (コストを支払わずにレベルアップ
   * できる, TKRT P-018), `this may level up into the same card` (このカードから同じカードへレベル
   * アップできる, TKRT P-024): permissions of 〔レベルアップ〕 (rule 7.11) — kept, warned, refused.
   */
  | {
      kind: "MayLevelUp";
      target: Selector;
      withoutCost?: true;
      sameCard?: true;
      /**
       * `in [main/opponent]`: also in that phase (相手のメインフェイズにもレベルアップを行うことが
       * できる, DDH 02-010), as free entry names a phase (rule 6.6).
       */
      phase?: PhaseTiming;
      span: Span;
    }
  /**
   * `this may be in the ex deck any number of times` (このカードは、EXデッキに何枚でも入れることが
   * できる, DNMC2 02-085): a deck-building permission of the EX deck (rule 7.11; rule 2.1's four
   * copies are of the 60-card deck) — kept, warned (PM3515), refused.
   */
  | { kind: "AnyNumberInExDeck"; target: Selector; span: Span }
  /**
   * `instead of <event>: <effect>` (「…が退場する場合、代わりに…」, PPTP 01-081; 「このカードが
   * アプローチでポイントを与える場合、代わりに…」, TKR 01-034): while the card is on the field, when
   * the event would happen, the effect is done and the event is not. `you may …` as the whole
   * effect: the player may decline, and the event then happens (REPLACEMENT_EFFECTS).
   */
  | { kind: "Replacement"; trigger: TriggerEvent; effect: Effect; span: Span }
  /**
   * `you and the opponent cannot play cards with cost == 0` (GPFN 04-010 「自分の「武部 沙織」が
   * アプローチしている間、全てのプレイヤーは、使用コストが0のカードをプレイできない」), `the opponent
   * cannot put characters onto the field` (SG 01-001 「…相手は、キャラを場に出すことができない」): while
   * the text applies (rule 7.2, usually under `while …:`), each of these players may not play such
   * cards — or, with `onto`, put such characters onto the field (場に出す: a play of a character,
   * rule 6.1, or an effect that player controls; [project] PUT_ONTO_FIELD_BAN_COVERS_EFFECTS). The
   * standing form of the step `PlayBan`; the cards are a kind (a query), read from each banned
   * player's side as the step's are.
   */
  | { kind: "PlayBan"; players: PlayerRef[]; card: Selector; onto?: "field"; span: Span };

/**
 * Where a play ban ends: this turn's main phase or approach phase, this turn, or the end of a turn
 * of the controller's opponent / of the controller (`next`: never the turn it is made in), as the
 * Duration of the same words.
 */
export type PlayBanUntil =
  | "endOfMainPhase"
  | "endOfTurn"
  | "inApproachPhase"
  | "endOfOpponentsTurn"
  | "endOfOpponentsNextTurn"
  | "endOfYourTurn"
  | "endOfYourNextTurn";

export type Restriction =
  /** 退場しない: not trashed by battle or by effects (runtime project ruling CANNOT_LEAVE_MEANS_NOT_TRASHED). */
  | { kind: "cannotLeave" }
  /**
   * `except`: 「<by>以外には妨害されない」 (PPTP 01-049) — only a blocker matching `by` may block it;
   * every other blocker is refused.
   */
  | { kind: "cannotBeBlocked"; by?: Selector; except?: true }
  | { kind: "cannotBlock"; target?: Selector }
  | { kind: "canBlockWhileRested" }
  | { kind: "mustApproach" }
  | { kind: "doesNotLeave"; when?: "blocking" | "blocked" | "battle" }
  | { kind: "cannotApproach" }
  /** アプローチと妨害に参加できない: neither approach nor block (both restrictions at once). */
  | { kind: "cannotApproachOrBlock" }
  /** アプローチでポイントを与えることができない: an unblocked approach of it gives no point (8.6). */
  | { kind: "cannotGivePoints" }
  /**
   * 活動状態にならない: the card does not become ready (rule 3.1's readying nor an effect's);
   * `atStartOfTurn` (…ターンの開始時では活動状態にならない): only rule 3.1's readying skips it.
   */
  | { kind: "doesNotReady"; atStartOfTurn?: boolean }
  /**
   * テキストを使用(することが)できない: its activated texts cannot be used (rule 4.2: using a text is
   * a declaration; runtime project ruling CANNOT_USE_TEXTS_MEANS_ACTIVATED).
   */
  | { kind: "cannotUseTexts" }
  /**
   * 「<X>のテキストは、ターン終了時まで無効になる」 (OREG3 P-018, SAGA 01-012): its texts do not
   * apply, trigger nor can be used (runtime/rules/texts-void.ts; VOID_TEXTS_COVER_KEYWORDS).
   */
  | { kind: "textsVoid" }
  /**
   * 「<X>の(効果の)対象にならない」: not a target (rule 4.2: chosen at declaration) of a text of a
   * card `by` denotes: `by` is a query of cards (相手のイベントカード = the opponent's events).
   */
  | { kind: "cannotBeTargeted"; by: Selector }
  /**
   * 「このカードは、[メインエリアに]登場させることができない」 (ERMG P-002, KONM 05-010): this card
   * cannot be played (登場, rule 6.1) — into the main area only, with `area`. Continuous only: the
   * engine reads it from the card's own text while it is in the hand.
   */
  | { kind: "cannotEnter"; area?: "mainArea" | "supportArea" };

export type Duration =
  | { kind: "untilEndOfTurn" }
  | { kind: "thisTurn" }
  /**
   * `until end of the opponent's turn` (相手のターン終了時まで) / `until end of the opponent's next
   * turn` (次の相手のターン終了時まで): past this turn, to the end of a turn of the controller's
   * opponent (`next`: never the turn it is made in).
   */
  | { kind: "untilEndOfOpponentsTurn"; next: boolean }
  /**
   * `until end of your turn` (自分のターン終了時まで) / `until end of your next turn` (次の自分の
   * ターン終了時まで): to the end of a turn of the controller — this one if it is theirs (without
   * `next`), else their next turn; `next` never names the turn it is made in.
   */
  | { kind: "untilEndOfYourTurn"; next: boolean }
  /**
   * `until end of the next battle` (次の退場判定終了時まで) / `… this turn` (このターンの次の
   * 退場判定終了時まで): to the end of the next battle (退場判定, rule 8.5), at most this turn.
   */
  | { kind: "untilEndOfNextBattle"; thisTurn: boolean }
  /**
   * `until end of main phase` (このターンのメインフェイズの間, SRBKM 02-045): to the end of this
   * turn's main phase (rule 3.2); made after it, nothing ([project]
   * MAIN_PHASE_DURATION_AFTER_IT_DOES_NOTHING).
   */
  | { kind: "untilEndOfMainPhase" };

/**
 * A number a step uses: printed, or counted from the game when the step resolves. `count(X)` is
 * one for each card (X1枚につき); `count(X) / N` is one for every N cards, rounded down
 * (X N枚につき, SAGA 01-081: 10枚につきカードを1枚引く).
 */
export type Amount =
  | { kind: "Number"; value: number }
  | { kind: "Count"; of: Selector; every?: number }
  /**
   * `until your hand is 2` (手札が2枚になるまで, TRDR 01-113): as many as that player's hand lacks
   * to hold `size` cards when the step resolves, none when it holds as many or more.
   */
  | { kind: "HandTo"; player: PlayerRef; size: Amount };

export type ZoneDestination =
  /**
   * `exDeck`: the EX deck, a later zone whose rules our sources do not give (rule 7.11). `field`:
   * `onto your field` (場に出す), no area named: its controller chooses main or support (rule 6.1).
   */
  | {
      zone: "hand" | "trash" | "pointPile" | "supportArea" | "mainArea" | "field" | "exDeck";
      owner: PlayerRef;
    }
  | { zone: "deck"; owner: PlayerRef; position: "top" | "bottom" };

// ─── Selectors, players, conditions ──────────────────────────────────────────────────────────

export type PlayerRef = "you" | "opponent" | "owner" | "controller";

/**
 * `removed`: cards removed from the game (ゲームから取り除かれている; the runtime's project-ruling
 * zone, REMOVED_ZONE_IS_PUBLIC). `exDeck`: the EX deck (EXデッキ), a later zone whose rules our
 * sources do not give (rule 7.11): kept, warned about, refused by lowering.
 */
export type Zone =
  | "hand"
  | "deck"
  | "trash"
  | "pointPile"
  | "mainArea"
  | "supportArea"
  | "field"
  | "removed"
  | "exDeck";

/**
 * Which cards an effect, trigger or condition speaks of. `this`, `host` and `it` are references;
 * every other selector is a query: quantity, owner, noun, filters, zone.
 */
export type Selector =
  /**
   * `this`; `this in your trash` (捨て札置き場にあるこのカード) is this card only while it is in that
   * zone: a step on it does nothing once the card has gone elsewhere.
   */
  | { kind: "This"; zone?: ThisZone; span: Span }
  | { kind: "Host"; span: Span }
  /**
   * The card(s) an earlier step of the same ability chose (その/指定した). `it in your trash`
   * (自分の捨て札置き場にあるそのキャラ, SRBK 01-065; 相手の捨て札置き場にあるそのキャラ, BBD 01-097):
   * that card only while it is in that zone — the card it moved to, found there; a step on it does
   * nothing once it is elsewhere ([project] IT_IN_ZONE_IS_THE_CARD_FOUND_THERE).
   *
   * `character`: `that character` (そのキャラ once `it` has moved on, WHN 01-104 「…自分のキャラ1枚は、
   * …を得る。その後、手札1枚を捨て札にすることができる。捨て札にした場合、そのキャラを活動状態にする」):
   * the cards of the most recent earlier choice of the ability whose selector describes
   * characters (`choosesCharacters`, grammar/references.ts), where `it` is the most recent
   * choice of any kind (here the trashed card). PM3021 when no earlier step chose characters.
   */
  | { kind: "It"; zone?: ThisZone; character?: true; span: Span }
  /**
   * `drawn cards` (引いたカード, 引いた枚数: GG 01-113): the cards the draw steps of the same text
   * drew before this point ([project] DRAWN_ARE_ALL_DRAWS_OF_THE_TEXT: every draw of the text, not
   * only the last). Its own reference, not `it`: a draw leaves `it` to the card chosen before it
   * (NG 01-051 「捨て札にした場合、カードを1枚引く。捨て札にしたカードが…」).
   */
  | { kind: "Drawn"; span: Span }
  | QuerySelector;

/** Where `this` or `it` must be: a zone off the field (`this in your trash`, `it in your trash`). */
export type ThisZone = { zone: Zone; owner?: "your" | "opponent's" };

export interface QuerySelector extends NodeBase {
  kind: "Query";
  /** Absent in counts, conditions and continuous texts: every matching card. */
  quantity?: Quantity;
  owner?: "your" | "opponent's";
  noun: Noun;
  filters: Filter[];
  /**
   * `top`: the N cards looked at from the deck's top (`the top 5 cards of your deck`), or from its
   * bottom with `end: "bottom"` (`the bottom 4 cards of your deck`, デッキの下のカード4枚).
   */
  zone?: { zone: Zone; owner?: "your" | "opponent's"; top?: number; end?: "bottom" };
  /**
   * `among it` (その中にある / その中から): the cards are among those an earlier step of the ability
   * acted on (`it`: the cards looked at, shown, trashed or designated), not in a zone.
   */
  amongIt?: true;
}

export type Quantity =
  | { kind: "exactly"; n: number }
  | { kind: "upTo"; n: number }
  /**
   * `any number of` (任意の枚数: 0 or more, the chooser's decision) and `N or more of`
   * (「1枚以上の任意の枚数の」: at least `min`); the number chosen is a logged decision.
   */
  | { kind: "anyNumber"; min: number }
  /**
   * `count(it) of` / `up to count(it) of` (引いた枚数と同じ枚数の, 同じ枚数の: GG 01-113, MDK 01-001):
   * as many cards as `of` counts when the step resolves — exactly that many (as many as there
   * are, if fewer), or up to that many with `upTo`. Chosen on resolution, never a declaration
   * target: the number is not known before.
   */
  | { kind: "counted"; of: Selector; upTo?: true }
  | { kind: "all" }
  | { kind: "each" }
  /** `a` / `an` / `another` in trigger subjects and conditions: any one such card. */
  | { kind: "any" };

export type Noun =
  | { kind: "character" | "card" | "event" | "support" }
  /** 「A」, or 「A」 or 「B」 (`alternatives` holds B, …): a card with any of these names. */
  | { kind: "name"; name: string; alternatives?: string[]; span: Span };

export type Filter =
  | { kind: "other"; span: Span }
  /**
   * `except it` (そのキャラ以外の, Ach 01-095): not the card(s) the reference names — `other` says
   * the same of `this`; `except` names a card an earlier step chose (`it`) or the host.
   */
  | { kind: "except"; what: Reference; span: Span }
  | { kind: "trait"; traits: string[]; span: Span }
  | { kind: "name"; name: string; span: Span }
  | { kind: "title"; title: string; span: Span }
  /**
   * `with 〔EXカード〕` (〔EXカード〕を持つ): a card with that printed keyword, as a 〔…〕 box;
   * `without 〔コンビ〕` (〔コンビ〕を持たない, MMDK 03-052, ORSK 01-104): a card without it.
   */
  | { kind: "keyword"; keyword: Keyword; without?: true; span: Span }
  /**
   * `affected by "〔POP〕"` (〔POP〕された自分のカード, PPTP 01-033): a card a later action was
   * performed on (`perform "〔POP〕" on …`) — rule 7.11, kept, warned, refused.
   */
  | { kind: "affectedBy"; action: string; span: Span }
  | { kind: "color"; color: Color; span: Span }
  | {
      kind: "compare";
      /** `coins`: the number of +10/+10 coins on the card (rule 7.8): `with coins == 0`. */
      stat: StatName;
      op: Comparison;
      value: number;
      span: Span;
    }
  /**
   * `with cost < the cost of this`, `with dp < the ap of this`, `with cost <= count(your 「X」)`
   * (このカードの使用コストより低い使用コストを持つ, 自分の「X」の枚数以下の使用コストの値を持つ): a stat
   * compared with a value measured when the filter is tested.
   */
  | { kind: "compareWith"; stat: StatName; op: Comparison; with: Measure; span: Span }
  /**
   * `with level >= 5` (LV5以上の, TKRT P-010): a card's level compared with a number. Rule 7.11:
   * our sources do not say what a card's level is — kept, warned (PM3515), refused.
   */
  | { kind: "level"; op: Comparison; value: number; span: Span }
  | {
      kind: "state";
      /** `blocked` (妨害されている): an approacher whose approach has been blocked, before its battle. */
      state: "rested" | "ready" | "approaching" | "blocking" | "blocked" | "faceUp" | "faceDown";
      span: Span;
    }
  /**
   * Arrived on the field this turn: `that entered this turn` (このターンの間に登場した: played),
   * `put onto the field this turn` (このターンの間に場に出た: every way of arriving, rule 6.1) or
   * `put onto the field by an effect this turn` (このターンの間に、カードの効果によって場に出ている,
   * FA 01-108: arrived this turn and not by being played — 場に出る by an effect, not 登場, rule 6.1).
   */
  | { kind: "arrived"; how: "entered" | "putOntoField" | "byEffect"; span: Span }
  /**
   * `readied by an effect this turn` (このターンの間に、カードの効果で活動状態になった, SG 01-054): a
   * character an effect made ready (活動状態にする) this turn while it was on the field — not rule
   * 3.1's readying at the start of the turn.
   */
  | { kind: "readied"; span: Span }
  /**
   * Took part in an approach or a block earlier in this turn: `that approached this turn`
   * (このターンの間にアプローチに参加している, GG 01-113), `that blocked this turn`, `that approached or
   * blocked this turn` (このターン、アプローチまたは妨害に参加している, TRDR 01-040). Read from the
   * turn's recorded events (runtime rules/history.ts); only of cards on the field.
   */
  | { kind: "participated"; in: "approach" | "block" | "either"; span: Span }
  /**
   * `drawn this turn` (このターンの間に引いている / 引いた, SRBK P-010, GPF 03-040): a card its owner
   * drew this turn (rule 3.1's draw included), wherever it is now — a query without a zone speaks
   * of every such card (`count(your cards drawn this turn) >= 3`); with a zone, of those there.
   */
  | { kind: "drawn"; span: Span }
  /**
   * `blocking your 「X」` (自分の「X」を妨害している): the blocker of the current approach, whose
   * approacher is one of `other`; `blocked by <selector>` (…に妨害されている): an approacher whose
   * blocker is one of `other`. `other` is a query without a quantity (every matching card).
   */
  | { kind: "battle"; relation: "blocking" | "blockedBy"; other: Selector; span: Span }
  /**
   * `with the same name as this|it|host` (このカードと同じ名称の): shares a name with that card.
   * Names ignore spacing (project ruling NAMES_IGNORE_SPACING); a combi card has both names (rule 7.6).
   * `as` may also be a description with no chosen quantity (`with the same name as a card in the
   * opponent's trash`, 相手の捨て札置き場にあるカードと同じ名称の, SEKN 01-042): shares a name with
   * any card it describes, found when tested.
   */
  | { kind: "sameName"; as: Selector; span: Span }
  /**
   * `with the same trait as this|it|host` (このカードと同じ特徴を持つ): has at least one of that
   * card's traits, printed or granted (runtime project ruling SAME_TRAIT_MEANS_ONE_SHARED).
   */
  | { kind: "sameTrait"; as: Selector; span: Span }
  /**
   * `with the same name` / `with the same trait` / `with different names` (同じ名称の, 自分の同じ
   * 特徴を持つキャラ2枚, それぞれ名称の異なる: MDK 01-118, MDK 01-038, AHB2 P-022): not a test of
   * one card but a relation among the cards chosen together by the query's quantity — one name
   * (or trait) every chosen card has, or no two chosen cards sharing a name. Only on a query that
   * chooses a number of cards (PM3340).
   */
  | { kind: "together"; relation: GroupRelation; span: Span }
  /**
   * `carrying 「X」` (「X」がセットされている, がある状態で: GP 01-012, K_ON 01-110): a character with a
   * support card attached (rule 6.4) that `what` describes — a query without a quantity or zone.
   */
  | { kind: "carrying"; what: Selector; span: Span }
  /**
   * `with the same color as it` (表にしたカードと同じ色の, KSC 01-092): has the printed color of one of
   * those cards (rule 1.1: a card has one color).
   */
  | { kind: "sameColor"; as: Reference; span: Span }
  /** `with ap/dp` / `without ap/dp` (AP/DPを持つ / AP/DPの値を持たない): support characters have none (rule 1.1). */
  | { kind: "stats"; has: boolean; span: Span }
  /** `with 「轟雷」 in its name` (名称に「轟雷」を含む): the text is part of one of the card's names. */
  | { kind: "nameContains"; text: string; span: Span }
  /** `named 「A」 or with 【B】` (「A」または【B】を持つ): the card passes any one of the options. */
  | { kind: "either"; options: Filter[]; span: Span };

/** How the cards chosen together relate (`together` filter; runtime `TargetSpec.group`). */
export type GroupRelation = "sameName" | "sameTrait" | "differentNames";

/**
 * The stats a filter compares (`source` and `coins` are refused by lowering where unsupported).
 * `apdp`: `ap+dp`, the sum of a character's AP and DP (AP/DPの合計値, SRBK 01-092), each as rule
 * 7.10 computes it.
 */
export type StatName = "cost" | "ap" | "dp" | "source" | "coins" | "apdp";

/**
 * A value a filter compares with: a stat of a referenced card or of the one card a query finds
 * (`the cost of the opponent's blocking characters`, 妨害に参加している相手のキャラの使用コスト), a
 * count of cards, or the coins of a name on a card (`the "コイン" coins of this`, このカードの上にある
 * コインの個数, SAK 01-075). `plus`: a margin (`the cost of X +3`: 「Xより3以上高い」, DDH 02-070).
 */
export type Measure = (
  | { kind: "stat"; stat: StatName; of: Reference | QuerySelector; span: Span }
  | { kind: "count"; of: Selector; span: Span }
  | { kind: "coins"; coin: string; of: Reference; span: Span }
) & { plus?: number };

/** A selector that refers to a card rather than querying for one. */
export type Reference = Extract<Selector, { kind: "This" | "Host" | "It" }>;

export type Comparison = "<=" | ">=" | "<" | ">" | "==" | "!=";

export type Condition =
  | { kind: "And"; left: Condition; right: Condition; span: Span }
  | { kind: "Or"; left: Condition; right: Condition; span: Span }
  | { kind: "Not"; condition: Condition; span: Span }
  /** `count(your characters with 【音楽】) >= 3`. */
  | { kind: "Count"; of: Selector; op: Comparison; value: number; span: Span }
  /**
   * `count(cards in the opponent's point pile) > count(cards in your point pile)` (GP 01-069:
   * 相手のポイント置き場にあるカードの枚数が自分の…枚数より多い場合): a count compared with a measured
   * value, both taken when the condition is checked.
   */
  | { kind: "CountVs"; of: Selector; op: Comparison; with: Measure; span: Span }
  /** `you have a 「平沢 唯」` (at least one matches on that player's field unless a zone is named). */
  | { kind: "Exists"; player: PlayerRef; of: Selector; span: Span }
  /** `your points >= 5` / `the opponent's points >= 5`. */
  | { kind: "Points"; player: PlayerRef; op: Comparison; value: number; span: Span }
  /** `your "経験コイン" coins >= 2` (「自分が経験コインを2個以上持つ」): coins a player holds, by name. */
  | {
      kind: "PlayerCoins";
      player: PlayerRef;
      coin: string;
      op: Comparison;
      value: number;
      span: Span;
    }
  /** `this is approaching`, `this is rested`. */
  | {
      kind: "Is";
      subject: Selector;
      /**
       * `inHand` (`this is in hand`, 手札にある状態で): a trigger with it works from the hand;
       * `inExile` (`this is in exile`, ゲームから取り除かれている状態で, SG 01-077): from the
       * removed-from-game zone ([project] TRIGGER_WORKS_FROM_REMOVED_WHEN_SAID).
       */
      state:
        | "rested"
        | "ready"
        | "approaching"
        | "blocking"
        | "blocked"
        | "attached"
        | "inHand"
        | "inExile";
      /**
       * With `blocking`: the approacher it blocks is one of these (`this is blocking a character
       * with cost <= 1`); with `blocked`: its blocker is (`this is blocked by a character …`).
       */
      other?: Selector;
      span: Span;
    }
  /**
   * `it is a 「篠田 はじめ」`, `it is a card with cost == 0`: the referenced card (`it`, `this`,
   * `host`) fits the description — its noun and filters (「捨て札にしたカードが「X」の場合」).
   */
  | { kind: "Matches"; subject: Selector; what: QuerySelector; span: Span }
  /** `it is your turn` / `it is the opponent's turn`. */
  | { kind: "Turn"; whose: "your" | "opponent's"; span: Span }
  /**
   * `it is the approach phase` (アプローチフェイズの間に, FA 01-058): the game is in that phase of
   * either player's turn (rules 3.2, 3.3; the approach phase's every step, 7.1).
   */
  | { kind: "Phase"; phase: "main" | "approach"; span: Span }
  /** `you played 『ふわふわ時間』 this turn`. */
  | { kind: "PlayedThisTurn"; player: PlayerRef; card: Selector; span: Span }
  /**
   * `this turn a character leaves` (このターンの間にキャラが退場している場合, KMR 01-028): an event
   * of the kind a trigger names has happened earlier in this turn (one event, never `or`).
   */
  | { kind: "HappenedThisTurn"; event: TriggerEvent; span: Span }
  /**
   * `this is played by break` (「このカードが〔ブレイク〕している場合」, AW 01-110) / `this is played
   * not from hand` (「このカードが手札以外からプレイされた場合」, KGY 01-099, SG 01-110): said in an
   * event's own text, the event resolving was played from the point pile by break (rule 7.5; a
   * break is the one play from outside the hand the engine knows, [project]
   * BREAK_IS_A_PLAY_FROM_OUTSIDE_THE_HAND).
   */
  | { kind: "PlayedFrom"; subject: Selector; how: "break" | "notFromHand"; span: Span };

/** Helper for exhaustive switches. */
export function assertNever(value: never): never {
  throw new Error(`unexpected AST node: ${JSON.stringify(value)}`);
}
