// Small typed helpers over the card-definition data (definition.ts). Generated code and hand-written
// test cards may use either these helpers or object literals; both produce the same plain data.
import type {
  Ability,
  ActivatedAbility,
  Amount,
  Condition,
  ContinuousAbility,
  Cost,
  Duration,
  Effect,
  Filter,
  FreeEntryWindow,
  HostAbility,
  Keyword,
  NegateKind,
  Owner,
  Phase,
  PlayerRef,
  RestDestination,
  RestOrder,
  Restriction,
  Selector,
  StaticEffect,
  TargetSpec,
  TimingPlayer,
  Trigger,
  TriggeredAbility,
  TriggerEvent,
  TriggerSubject,
  ZoneName,
} from "./definition.ts";

// ---- keywords (rule 7)
export const active = (): Keyword => ({ kw: "active" });
export const tennen = (n: number): Keyword => ({ kw: "tennen", n });
export const breakKeyword = (): Keyword => ({ kw: "break" });
export const teamUp = (partner: { name: string } | { trait: string }): Keyword => ({
  kw: "teamUp",
  ...partner,
});
export const freeEntry = (windows?: readonly FreeEntryWindow[]): Keyword =>
  windows ? { kw: "freeEntry", windows } : { kw: "freeEntry" };
/** Rule 7.11: kept with its parameters, no behaviour. */
export const unimplementedKeyword = (
  name: string,
  params: readonly (string | number)[] = [],
): Keyword => ({
  kw: "unimplemented",
  name,
  params,
});
/** 〔逆境N〕 before a keyword (rule 7.7): the keyword is in force only with N or more points. */
export const gyakkyouKeyword = (n: number, k: Keyword): Keyword => ({ ...k, gyakkyou: n });
/** 逆境N (rule 7.7): the ability applies only while its controller has N or more points. */
export function gyakkyou<A extends Ability>(n: number, ability: A): A {
  return { ...ability, gyakkyou: n };
}

// ---- selectors
export const thisCard: Selector = { sel: "this" };
export const hostCard: Selector = { sel: "host" };
export const eventCard: Selector = { sel: "eventCard" };
export const target = (index = 0): Selector => ({ sel: "target", index });
export const chosen = (name: string, filter?: Filter): Selector =>
  filter ? { sel: "var", name, filter } : { sel: "var", name };
export const cards = (owner: Owner, zone: ZoneName, filter?: Filter): Selector =>
  filter ? { sel: "cards", owner, zone, filter } : { sel: "cards", owner, zone };
export const yourCharacters = (filter?: Filter): Selector => cards("you", "field", filter);
export const opponentCharacters = (filter?: Filter): Selector => cards("opponent", "field", filter);
export const yourMain = (filter?: Filter): Selector => cards("you", "main", filter);
export const opponentMain = (filter?: Filter): Selector => cards("opponent", "main", filter);
export const choose = (n: number, from: Selector, upTo = false): TargetSpec =>
  upTo ? { from, n, upTo } : { from, n };

// ---- effects
export const seq = (...steps: Effect[]): Effect => ({ do: "seq", steps });
export const gets = (
  who: Selector,
  ap: number,
  dp: number,
  duration: Duration = "turn",
): Effect => ({ do: "modify", who, ap, dp, duration });
export const grant = (who: Selector, keyword: Keyword, duration: Duration = "turn"): Effect => ({
  do: "grant",
  who,
  keyword,
  duration,
});
export const grantTrait = (who: Selector, trait: string, duration: Duration = "turn"): Effect => ({
  do: "grantTrait",
  who,
  trait,
  duration,
});
export const restrict = (
  who: Selector,
  restriction: Restriction,
  duration: Duration = "turn",
  against?: Filter,
): Effect =>
  against
    ? { do: "restrict", who, restriction, duration, against }
    : { do: "restrict", who, restriction, duration };
export const draw = (n: Amount, player: PlayerRef = "you"): Effect => ({ do: "draw", player, n });
export const trash = (what: Selector): Effect => ({ do: "trash", what });
export const returnToHand = (what: Selector): Effect => ({ do: "returnToHand", what });
export const rest = (what: Selector): Effect => ({ do: "rest", what });
export const ready = (what: Selector): Effect => ({ do: "ready", what });
/** +10/+10 coins, or with `name` coins of that name (counters: タコスコイン). */
export const putCoins = (what: Selector, n: Amount, name?: string): Effect =>
  name === undefined ? { do: "coins", what, n } : { do: "coins", what, n, name };
export const removeCoins = (what: Selector, n: Amount, name?: string): Effect =>
  name === undefined ? { do: "removeCoins", what, n } : { do: "removeCoins", what, n, name };
export const moveTo = (
  what: Selector,
  to: Extract<Effect, { do: "move" }>["to"],
  faceDown = false,
): Effect => (faceDown ? { do: "move", what, to, faceDown } : { do: "move", what, to });
export const putOntoField = (
  what: Selector,
  area: "main" | "support" = "main",
  rested = false,
): Effect =>
  rested ? { do: "putOntoField", what, area, rested } : { do: "putOntoField", what, area };
export const search = (opts: Omit<Extract<Effect, { do: "search" }>, "do">): Effect => ({
  do: "search",
  ...opts,
});
export const lookAtTop = (n: number, as: string, player: PlayerRef = "you"): Effect => ({
  do: "look",
  player,
  n,
  as,
});
export const shuffle = (player: PlayerRef = "you"): Effect => ({ do: "shuffle", player });
export const givePoints = (n: Amount, player: PlayerRef = "opponent", faceDown = false): Effect =>
  faceDown ? { do: "givePoints", player, n, faceDown } : { do: "givePoints", player, n };
export const reattach = (what: Selector, to: Selector): Effect => ({ do: "reattach", what, to });
export const flipPoints = (
  player: PlayerRef,
  n: number,
  faceUp: boolean,
  chooser?: PlayerRef,
): Effect =>
  chooser
    ? { do: "flipPoints", player, n, faceUp, chooser }
    : { do: "flipPoints", player, n, faceUp };
/** Turn up to N (`"upTo"`) or all (`"all"`, n ignored) point cards face up / down. */
export const flipPointsSome = (
  player: PlayerRef,
  how: "upTo" | "all",
  n: number,
  faceUp: boolean,
): Effect =>
  how === "all"
    ? { do: "flipPoints", player, n, faceUp, all: true }
    : { do: "flipPoints", player, n, faceUp, upTo: true };
export const chooseNow = (spec: TargetSpec, as: string, chooser?: PlayerRef): Effect =>
  chooser ? { do: "choose", spec, as, chooser } : { do: "choose", spec, as };
export const may = (effect: Effect, ifYouDo?: Effect): Effect =>
  ifYouDo ? { do: "may", effect, ifYouDo } : { do: "may", effect };
/** 「相手は…できる」: `player` (e.g. "opponent") decides the optional effect. */
export const mayBy = (player: PlayerRef, effect: Effect, ifYouDo?: Effect): Effect =>
  ifYouDo ? { do: "may", effect, ifYouDo, player } : { do: "may", effect, player };
export const ifYouDo = (effect: Effect): Effect => ({ do: "ifYouDo", effect });
export const oneOf = (...options: Effect[]): Effect => ({ do: "choice", options });
export const when = (cond: Condition, then: Effect, otherwise?: Effect): Effect =>
  otherwise ? { do: "if", cond, then, else: otherwise } : { do: "if", cond, then };
export const atEndOfTurn = (effect: Effect): Effect => ({ do: "delayed", at: "endOfTurn", effect });
export const approachAgain = (what: Selector): Effect => ({ do: "approachAgain", what });
export const nextCardCost = (delta: number, filter?: Filter, player: PlayerRef = "you"): Effect =>
  filter ? { do: "nextCardCost", player, delta, filter } : { do: "nextCardCost", player, delta };
export const battle = (a: Selector, b: Selector): Effect => ({ do: "battle", a, b });
/** 残りのカード: the looked-at cards of `search`/`look` bound to `of` that were not taken. */
export const moveRest = (
  of: string,
  to: RestDestination = "deckBottom",
  order: RestOrder = "chosen",
): Effect => ({ do: "moveRest", of, to, order });
/** 元に戻す: AP, DP or both return to the printed value. */
export const resetStats = (who: Selector, which: "ap" | "dp" | "both" = "both"): Effect => ({
  do: "resetStats",
  who,
  which,
});
/** 「AP/DPの値を…に変更する」: set AP and/or DP (omit one to leave it). */
export const setStats = (
  who: Selector,
  stats: { ap?: number; dp?: number },
  duration: Duration = "turn",
): Effect => ({ do: "setStats", who, ...stats, duration });
/** ゲームから取り除く: move to the removed-from-game zone. */
export const exile = (what: Selector): Effect => ({ do: "move", what, to: "removed" });
/** 置き換える (R-W-3): swap a hand card with a point card, keeping the point card's orientation. */
export const swapHandPoint = (hand: Selector, point: Selector): Effect => ({
  do: "swapHandPoint",
  hand,
  point,
});
/** 無効にする (R-P-6): negate the newest stack item of that kind (from an interrupt timing). */
export const negate = (
  kind: NegateKind = "event",
  whose: "opponent" | "any" = "opponent",
  as?: string,
): Effect => (as === undefined ? { do: "negate", kind, whose } : { do: "negate", kind, whose, as });

/** 「使用コスト+Nを得る」 on characters on the field. */
export const getsCost = (who: Selector, delta: number, duration: Duration = "turn"): Effect => ({
  do: "modifyCost",
  who,
  delta,
  duration,
});
/** 「…の間、<player>は、<cards>をプレイできない」: see rules/play-bans.ts. */
export const banPlay = (
  player: PlayerRef,
  filter: Filter,
  until: "mainPhase" | "turn" = "turn",
): Effect => ({ do: "banPlay", player, filter, until });
/** 「このターン、…した場合、…」: a trigger created for this turn; `bind` fixes "it" on creation. */
export const thisTurn = (
  trigger: Trigger,
  effect: Effect,
  opts: { mode?: "if" | "eachTime"; condition?: Condition; bind?: Selector } = {},
): Effect => {
  const { mode = "if", condition, bind } = opts;
  return {
    do: "createTrigger",
    on: trigger,
    mode,
    effect,
    ...(condition ? { condition } : {}),
    ...(bind ? { bind } : {}),
  };
};

// ---- conditions
export const countOf = (
  of: Selector,
  op: Extract<Condition, { cond: "count" }>["op"],
  n: number,
): Condition => ({ cond: "count", of, op, n });

// ---- abilities
export function activated(
  phase: Phase,
  player: TimingPlayer,
  effect: Effect,
  opts: { cost?: Cost; targets?: readonly TargetSpec[]; condition?: Condition } = {},
): ActivatedAbility {
  return { kind: "activated", timing: { phase, player }, effect, ...opts };
}
export function on(
  event: TriggerEvent,
  subject: TriggerSubject = "this",
  filter?: Filter,
): Trigger {
  return filter ? { event, subject, filter } : { event, subject };
}
export function triggered(
  trigger: Trigger,
  effect: Effect,
  opts: {
    mode?: "if" | "eachTime";
    targets?: readonly TargetSpec[];
    condition?: Condition;
    fromHand?: boolean;
  } = {},
): TriggeredAbility {
  const { mode = "if", ...rest } = opts;
  return { kind: "triggered", on: trigger, mode, effect, ...rest };
}
export function continuous(effect: StaticEffect, condition?: Condition): ContinuousAbility {
  return condition ? { kind: "continuous", effect, condition } : { kind: "continuous", effect };
}
export function hostGets(effect: StaticEffect): HostAbility {
  return { kind: "host", effect };
}
