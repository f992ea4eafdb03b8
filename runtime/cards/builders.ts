// Small typed helpers over the card-definition data (definition.ts). Generated code and hand-written
// test cards may use either these helpers or object literals; both produce the same plain data.
// Keywords, selectors, conditions and abilities are here; the effect builders are written beside
// their handlers (rules/effects/<family>.ts) and re-exported here, so this is the one list.
import type {
  Ability,
  ActivatedAbility,
  Condition,
  ContinuousAbility,
  Cost,
  Effect,
  Filter,
  FreeEntryWindow,
  GroupRelation,
  Amount,
  HostAbility,
  Keyword,
  Owner,
  Phase,
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
/** 〔我慢〕 (rule 7.11, PPTP 01-097's reminder text; keywords/gaman.ts). */
export const gaman = (): Keyword => ({ kw: "gaman" });
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
export const target = (index = 0, filter?: Filter): Selector =>
  filter ? { sel: "target", index, filter } : { sel: "target", index };
export const chosen = (name: string, filter?: Filter): Selector =>
  filter ? { sel: "var", name, filter } : { sel: "var", name };
export const cards = (owner: Owner, zone: ZoneName, filter?: Filter): Selector =>
  filter ? { sel: "cards", owner, zone, filter } : { sel: "cards", owner, zone };
/** The cards any of these selectors denotes, each once (DNP 01-106: the cards each player designated). */
export const unionOf = (...of: Selector[]): Selector => ({ sel: "union", of });
/** このターンの間に引いているカード: the cards `owner` drew this turn, wherever they are. */
export const drawnCards = (owner: Owner, filter?: Filter): Selector =>
  filter ? { sel: "drawn", owner, filter } : { sel: "drawn", owner };
/** 自分の捨て札置き場にあるそのキャラ: the cards `of` denotes, only those now in `owner`'s `zone`. */
export const foundIn = (of: Selector, owner: Owner, zone: ZoneName): Selector => ({
  sel: "found",
  of,
  owner,
  zone,
});
export const yourCharacters = (filter?: Filter): Selector => cards("you", "field", filter);
export const opponentCharacters = (filter?: Filter): Selector => cards("opponent", "field", filter);
export const yourMain = (filter?: Filter): Selector => cards("you", "main", filter);
export const opponentMain = (filter?: Filter): Selector => cards("opponent", "main", filter);
export const choose = (n: number, from: Selector, upTo = false): TargetSpec =>
  upTo ? { from, n, upTo } : { from, n };
/** 同じ枚数の: as many as `count` gives when the choice is made (up to that many with `upTo`). */
export const chooseCounted = (count: Amount, from: Selector, upTo = false): TargetSpec =>
  upTo ? { from, n: 0, counted: count, upTo } : { from, n: 0, counted: count };
/** 任意の枚数 (`min` 0) / 1枚以上の任意の枚数 (`min` 1): as many as the chooser likes. */
export const chooseAnyNumber = (min: number, from: Selector): TargetSpec => ({
  from,
  n: min,
  anyNumber: true,
});
/** 同じ名称の / 同じ特徴を持つ / 名称の異なる: the chosen cards must relate so (rules/groups.ts). */
export const chooseTogether = (group: GroupRelation, spec: TargetSpec): TargetSpec => ({
  ...spec,
  group,
});

// ---- effects: each family's builders live beside its handlers (rules/effects/<family>.ts)
export { approachAgain, battle, ready, rest } from "../rules/effects/battles.ts";
export {
  chooseNow,
  chooseSeveral,
  chooseSeveralBy,
  ifYouDo,
  may,
  mayBy,
  oneOf,
  oneOfBy,
  repeat,
  seq,
  when,
} from "../rules/effects/choices.ts";
export { playerCoins, putCoins, removeCoins } from "../rules/effects/coins.ts";
export { getsCost, nextCardCost } from "../rules/effects/costs.ts";
export { atEndOfTurn, grantText, thisTurn } from "../rules/effects/delayed.ts";
export { lookAtBottom, lookAtTop, moveRest, reveal, search } from "../rules/effects/looking.ts";
export {
  draw,
  exile,
  moveTo,
  putOntoField,
  reattach,
  returnToHand,
  shuffle,
  trash,
} from "../rules/effects/moves.ts";
export { negate } from "../rules/effects/negate.ts";
export { mayPay } from "../rules/effects/optional-costs.ts";
export { flipPoints, flipPointsSome, givePoints, swapHandPoint } from "../rules/effects/points.ts";
export { swapDeckEnds } from "../rules/effects/deck-order.ts";
export { banPlay, limitApproach, permitPlay, restrict } from "../rules/effects/restrictions.ts";
export {
  gets,
  grant,
  grantTrait,
  resetStats,
  setStats,
  swapStats,
  tennenChange,
  dealPoints,
} from "../rules/effects/stats.ts";

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
  opts: {
    cost?: Cost;
    targets?: readonly TargetSpec[];
    condition?: Condition;
    eventMode?: boolean;
  } = {},
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
    fromRemoved?: boolean;
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
