// The node kinds the checker registers checks on. The AST reuses `kind` strings across families
// ("Gets" is both an effect step and a continuous effect; "Count" both a condition and an amount;
// keywords use `keyword`, trigger events use `event`), so each family gets a prefix here:
// `step:Gets`, `static:Gets`, `condition:Count`, `keyword:tennen`, `trigger:enters`, …
import type {
  Ability,
  CardDecl,
  CardFile,
  Condition,
  Effect,
  EffectStep,
  Filter,
  Keyword,
  NameMark,
  Selector,
  StaticEffect,
  TextCost,
  Timing,
  TitleDirective,
  TriggerEvent,
} from "../grammar/ast.ts";

type Prefixed<Prefix extends string, Union, Tag extends keyof Union> = {
  [K in Union[Tag] & string as `${Prefix}:${K}`]: Extract<Union, Record<Tag, K>>;
};

/** Trigger events share one union member per family (`event: SubjectEvent`), so they are grouped by family. */
type TriggerNodes = {
  "trigger:subject": Extract<TriggerEvent, { subject: Selector }>;
  "trigger:cardPlayed": Extract<TriggerEvent, { event: "cardPlayed" }>;
  "trigger:pointReceived": Extract<TriggerEvent, { event: "pointReceived" }>;
  "trigger:cardDrawn": Extract<TriggerEvent, { event: "cardDrawn" }>;
  "trigger:textUsed": Extract<TriggerEvent, { event: "textUsed" }>;
  "trigger:deckLooked": Extract<TriggerEvent, { event: "deckLooked" }>;
  "trigger:levelUp": Extract<TriggerEvent, { event: "levelUp" }>;
  "trigger:levelsUp": Extract<TriggerEvent, { event: "levelsUp" }>;
  "trigger:performs": Extract<TriggerEvent, { event: "performs" }>;
  "trigger:anyOf": Extract<TriggerEvent, { event: "anyOf" }>;
  "trigger:turn": Extract<TriggerEvent, { event: "turnStart" | "turnEnd" }>;
  "trigger:phaseStart": Extract<TriggerEvent, { event: "phaseStart" }>;
};

export type NodeMap = {
  CardFile: CardFile;
  TitleDirective: TitleDirective;
  Card: CardDecl;
  Timing: Timing;
  /** 「X」▶ before an activated text's effect (rule 7.11). */
  NameMark: NameMark;
  Effect: Effect;
} & Prefixed<"ability", Ability, "kind"> &
  Prefixed<"keyword", Keyword, "keyword"> &
  Prefixed<"cost", TextCost, "kind"> &
  TriggerNodes &
  Prefixed<"step", EffectStep, "kind"> &
  Prefixed<"static", StaticEffect, "kind"> &
  Prefixed<"selector", Selector, "kind"> &
  Prefixed<"condition", Condition, "kind"> &
  Prefixed<"filter", Filter, "kind">;

export type NodeKind = keyof NodeMap;

/** A visited node with its kind, as kept on the ancestor stack. */
export type AnyNode = { [K in NodeKind]: { kind: K; node: NodeMap[K] } }[NodeKind];
