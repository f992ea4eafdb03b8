// What the grammar's rules read, besides AST nodes: the pieces a sentence, a condition, a trigger
// or a selector's modifier is parsed into before it becomes part of the AST. Types only, shared by
// the rule table (rules.ts) and the grammar files, so that none of them imports another for a type.
import type {
  AttachRestriction,
  Comparison,
  Condition,
  ContinuousAbility,
  Effect,
  EffectStep,
  Filter,
  MoveCause,
  Gains,
  KeywordAbility,
  NameMark,
  Quantity,
  Selector,
  SubjectEvent,
  TextCost,
  Timing,
  TriggeredAbility,
  TriggerEvent,
  Zone,
} from "../../grammar/ast.ts";

// ─── selectors ───────────────────────────────────────────────────────────────────────────────

export type Owner = "your" | "opponent's";

/** A stat compared with a number: the `compare` filter without its span. */
export type StatValue = Pick<Extract<Filter, { kind: "compare" }>, "stat" | "op" | "value">;

/** What one modifier contributes to a query. */
export type Modifier =
  | { owner: Owner }
  | { all: true }
  /** 任意の枚数の / 1枚以上の任意の枚数の: a quantity printed before the noun. */
  | { quantity: Quantity }
  | { zone: { zone: Zone; owner?: Owner } }
  | { filter: Filter };

// ─── conditions ──────────────────────────────────────────────────────────────────────────────

/** A condition as read, with how it was written. */
export interface ParsedCondition {
  condition: Condition;
  /** Written with なら: the condition of a trigger rather than of an effect. */
  nara: boolean;
  /** Written in a joining form (…がいて、 and; …がいるか、 or): another condition follows. */
  join?: "and" | "or";
}

/** A further name of 「A」と「B」がいる (と「B」), with its span. */
export type MoreName = { name: string; span: Condition["span"] };

// ─── triggers ────────────────────────────────────────────────────────────────────────────────

/** `instead`: する場合 — an event before it happens, read only before 代わりに (a replacement). */
export type Mode = "if" | "eachTime" | "instead";

export interface ParsedTrigger {
  trigger: TriggerEvent;
  mode: Mode;
  /** 自分の「X」がいる状態で登場した場合: a condition written inside the trigger clause. */
  condition?: Condition;
  /** …のいずれか2枚が登場した場合 (when.ts): the clause counts its events itself (no 同じターンの間に). */
  countSaid?: true;
}

/** What the `event` rule reads: the event and its mode (した場合 / するごとに), and what it adds. */
export type ReadEvent = {
  event: SubjectEvent | "cardPlayed";
  mode: Mode;
  byApproach?: boolean;
  /** サポートエリアに登場した: the area entered; …からメインエリアに移った: the area moved to. */
  area?: "main" | "support";
  /** ポイント置き場に置かれた: whose point pile (the arriving card's owner). */
  pile?: Owner;
  /** 『T』のキャラのコストとして使用された: the kind of card the payment plays. */
  paying?: Selector;
  /** 手札から…のコストとして使用された: paid with the card from the hand (KMK 01-066). */
  fromHand?: true;
  /** カードの効果で, 相手のカードによって: what moved the card. */
  cause?: MoveCause;
};

/** 〔相手のアプローチによって〕自分のポイント置き場に: the pile's owner and whether by an approach. */
export type PileArrival = { pile: Owner; byApproach: boolean; cause?: MoveCause };

// ─── effects and sentences ───────────────────────────────────────────────────────────────────

/** What one 得る gives, before its target and `per` are known. */
export type GainPart = Omit<Gains, "target" | "per">;

/**
 * How a sentence joins the open ability: `ifYouCannot` (戻せない場合, SG 01-054) runs only when the
 * step before did nothing; `otherwise` (それ以外の場合) is the other branch of the
 * conditional before it; `instead` (<condition>場合、代わりに) turns the previous step into the
 * other branch of the sentence's conditional.
 */
export type Link = "none" | "then" | "ifYouDo" | "ifYouCannot" | "or" | "otherwise" | "instead";

/** The step a 「<verb>た場合」 link names (置き換えた場合, 捨て札にした場合, 手札に戻した場合). */
export type DoneStep =
  "Swap" | "Trash" | "ReturnToHand" | "RemoveCoins" | "PutOntoField" | "ToHand" | "TurnPoints";

export type ParsedSentence =
  /** `mode`: the timing came after a bullet (・), one of an event's modes. */
  | {
      type: "activated";
      timing: Timing;
      costs: TextCost[];
      nameMark?: NameMark;
      effect: Effect;
      mode?: true;
    }
  /** このカードをプレイする場合、以下から1つ選択する: the event's modes (bullets) follow. */
  | { type: "modesHeader" }
  | { type: "requirement"; condition: Condition }
  /** このテキストは、…場合にのみ使用できる: the use condition of the activated text just read. */
  | { type: "useCondition"; condition: Condition }
  | { type: "continuation"; link: Link; effect: Effect; after?: DoneStep }
  | { type: "restToBottom"; link: "none" | "then"; step: EffectStep }
  | {
      type: "ability";
      ability: TriggeredAbility | ContinuousAbility | KeywordAbility | AttachRestriction;
      /**
       * …とともに、…: further continuous texts said in the same sentence (KGY 01-047), or an `at end
       * of turn` text under the same condition (…とともに、ターン終了時に活動状態になる, GG 01-061).
       */
      also?: (ContinuousAbility | TriggeredAbility)[];
    }
  | { type: "atEndTopic"; ability: TriggeredAbility };

// ─── lists of selectors ──────────────────────────────────────────────────────────────────────

/** A list's join: と (each, in order) or または (one of them). */
export type Join = "and" | "or";

/** A list read before its step: `Group` (and) or `Choice` (or), or one step when merged. */
export interface ReadList {
  join: Join;
  step: EffectStep;
}

/** What a measured comparison reads: the operator and the margin (「より3以上高い」: `>=`, plus 3). */
export interface MeasuredOp {
  op: Comparison;
  plus?: number;
}

/** `[自分の|相手の]ターン終了時に<step>` after とともに、: whose turn's end (none: every turn's). */
export interface AlsoAtEnd {
  whose?: Owner;
  effect: Effect;
}

/** Whom a limit or ban names (rules.limitedPlayers): 自分, 相手 or 全てのプレイヤー. */
export type Who = "your" | "opponent's" | "each";
