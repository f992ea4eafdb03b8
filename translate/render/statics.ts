// Continuous texts' effects (a standing gain, a source modifier, counting as another name, a
// restriction) in English and in Japanese; and the two gains that work from the hand.
import type { Effect, Gains, StaticEffect } from "../../grammar/ast.ts";
import { dispatch, type Table } from "../../grammar/table.ts";
import { enGains, enPhases, jaEntryPhases, jaGains, jaPhaseAlso } from "./keywords.ts";
import { enRestricted, jaRestriction } from "./restrictions.ts";
import { enSelector, isPlural, type EnSelf } from "./selectors-en.ts";
import { jaSelector } from "./selectors-ja.ts";
import { lowerFirst } from "./words.ts";
import { enInstead, jaInstead } from "./triggers.ts";
import { turnRound } from "../perspective.ts";

/** The English of a continuous text: the card's own name, and the effects a replacement does. */
export type EnStaticCtx = EnSelf & { effect(e: Effect): string };
/** The Japanese: the head (topic and condition) and the effects a replacement does. */
type JaStaticArgs = [head: string, effect: (e: Effect) => string];

/**
 * A continuous `this gets cost ±N [for each …]` (and nothing else): the printed card says it works
 * while the card is in the hand (「このカードは、手札にある状態で、…使用コスト-2を得る」,
 * 「…手札にある場合、…1枚につき使用コスト-1を得る」), and the engine runs it so
 * (SELF_COST_WORKS_FROM_HAND); both renderers say so.
 */
export function selfCostChange(e: Gains): boolean {
  return (
    e.target.kind === "This" &&
    e.cost !== undefined &&
    !e.stat &&
    e.keywords.length === 0 &&
    !e.traits?.length
  );
}

/** A continuous `this gets free entry`: it matters only while the card is in the hand (rule 6.6). */
export function selfFreeEntry(e: Gains): boolean {
  return (
    e.target.kind === "This" &&
    e.cost === undefined &&
    !e.stat &&
    e.keywords.length === 1 &&
    e.keywords[0]!.keyword === "freeEntry"
  );
}

const enStatics: Table<StaticEffect, "kind", string, [EnStaticCtx]> = {
  Gets: (e, ctx) =>
    `${enSelector(e.target, ctx)} ${isPlural(e.target) ? "get" : "gets"} ${enGains(e)}${e.per ? ` for each ${enSelector(e.per, ctx)}` : ""}`,
  SourceModifier: (e, ctx) =>
    e.set
      ? `${enSelector(e.target, ctx)} gives source ${e.delta} when used to pay for ${enSelector(e.whenPaying, ctx)}`
      : `${enSelector(e.target, ctx)} gives source ${e.delta > 0 ? "+" : ""}${e.delta} when used to pay for ${enSelector(e.whenPaying, ctx)}`,
  CountsAs: (e, ctx) =>
    `${e.everywhere ? "throughout the game, " : ""}${enSelector(e.target, ctx)} also counts as ${e.names.map((n) => `「${n}」`).join(" and ")}`,
  Restriction: (e, ctx) => enRestricted(e.target, e.restriction, ctx),
  EntersRested: (e, ctx) =>
    `${enSelector(e.target, ctx)} ${isPlural(e.target) ? "enter" : "enters"} the field rested`,
  PlayableFrom: (e, ctx) =>
    `${enSelector(e.target, ctx)} may be played while removed from the game, too`,
  MayLevelUp: (e, ctx) =>
    `${enSelector(e.target, ctx)} may level up${e.withoutCost ? " without paying its cost" : ""}${e.sameCard ? " into the same card" : ""}${e.phase ? ` in ${enPhases([e.phase])} too` : ""}`,
  AnyNumberInExDeck: (e, ctx) =>
    `${enSelector(e.target, ctx)} may be in the EX deck any number of times`,
  PointsDealt: (e, ctx) =>
    `${enSelector(e.target, ctx)} ${isPlural(e.target) ? "give" : "gives"} ${e.points} ${e.points === 1 ? "point" : "points"} when its approach is not blocked`,
  // "if a character of yours leaves, you may put this card on the bottom of your deck instead"
  Replacement: (e, ctx) => enInstead(e.trigger, ctx, lowerFirst(ctx.effect(e.effect))),
  // "you and your opponent cannot play cards with cost 0", "… cannot put characters onto the field"
  PlayBan: (e, ctx) =>
    `${e.players.map((p) => (p === "opponent" ? "your opponent" : "you")).join(" and ")} cannot ${e.onto ? "put" : "play"} ${enSelector(e.card, ctx)}${e.onto ? " onto the field" : ""}`,
};

export function enStatic(e: StaticEffect, ctx: EnStaticCtx): string {
  return dispatch(enStatics, "kind", e, ctx);
}

/** After the head (このカードは、[手札にある状態で、][<condition>、]): what the card gets or may not do. */
const jaStatics: Table<StaticEffect, "kind", string, JaStaticArgs> = {
  Gets: (e, head) => {
    // このカードは、<condition>、アプローチフェイズにも登場させることができる (dnmc 01-040)
    const k = e.keywords[0];
    if (selfFreeEntry(e) && k?.keyword === "freeEntry" && k.phases?.length)
      return `${head}${jaEntryPhases(k.phases)}`;
    // <topic>は、[…]<X>1枚につき、<gains>を得る (K_ON2 P-018), as a step says it
    const per = e.per ? `${jaSelector(e.per)}1枚につき、` : "";
    return `${head}${per}${jaGains(e)}を得る`;
  },
  SourceModifier: (e, head) =>
    e.set
      ? `${head}${jaSelector(e.whenPaying)}のコストとして使用する場合、発生コストが${e.delta}に変更される`
      : `${head}${jaSelector(e.whenPaying)}のコストとして使用する場合、発生コスト${e.delta > 0 ? "+" : ""}${e.delta}を得る`,
  // [ゲーム中、]このカードの名称は、「A」としても「B」としても扱う (BBD P-003), as printed
  CountsAs: (e, head) =>
    `${e.everywhere ? "ゲーム中、" : ""}${head.replace(/は、/, "の名称は、")}${e.names.map((n) => `「${n}」としても`).join("")}扱う`,
  Restriction: (e, head) => `${head}${jaRestriction(e.restriction)}`,
  // 登場する場合、休息状態で場に出る (SPK 01-014)
  EntersRested: (_e, head) => `${head}登場する場合、休息状態で場に出る`,
  // ゲームから取り除かれている状態でもプレイできる (SG 01-050)
  PlayableFrom: (_e, head) => `${head}ゲームから取り除かれている状態でもプレイできる`,
  // コストを支払わずにレベルアップできる (TKRT P-018), このカードから同じカードへ… (TKRT P-024)
  MayLevelUp: (e, head) =>
    e.phase
      ? `${head}${jaPhaseAlso(e.phase)}レベルアップを行うことができる` // DDH 02-010
      : `${head}${e.withoutCost ? "コストを支払わずに" : ""}${e.sameCard ? "このカードから同じカードへ" : ""}レベルアップできる`,
  // EXデッキに何枚でも入れることができる (DNMC2 02-085)
  AnyNumberInExDeck: (_e, head) => `${head}EXデッキに何枚でも入れることができる`,
  // アプローチで与えるポイントが2点になる (SAK 01-037)
  PointsDealt: (e, head) => `${head}アプローチで与えるポイントが${e.points}点になる`,
  // <subject>が退場する場合、代わりに… (PPTP 01-081): the event is the topic, no head
  Replacement: (e, _head, effect) => jaInstead(e.trigger, effect(e.effect)),
  // [<condition>、]全てのプレイヤーは、…をプレイできない (GPFN 04-010) / 相手は、キャラを場に出すことが
  // できない (SG 01-001): the players are the topic (the head is the condition), the cards said from
  // the banned player's side as the step's are
  PlayBan: (e, head) => {
    const both = e.players.length > 1;
    const who = both ? "全てのプレイヤー" : e.players[0] === "opponent" ? "相手" : "自分";
    const cards = jaSelector(!both && e.players[0] === "opponent" ? turnRound(e.card) : e.card);
    return `${head}${who}は、${cards}を${e.onto ? "場に出すことができない" : "プレイできない"}`;
  },
};

/** A continuous text: the topic first, then the condition (`cond`, with its 、), then the effect. */
export function jaStatic(e: StaticEffect, cond: string, effect: (e: Effect) => string): string {
  // a replacement has no topic: 「<event>する場合、代わりに…」, after its condition if any
  if (e.kind === "Replacement") return `${cond}${dispatch(jaStatics, "kind", e, "", effect)}`;
  // a ban on players: the players are the topic, after the condition
  if (e.kind === "PlayBan") return dispatch(jaStatics, "kind", e, cond, effect);
  // このカードは、手札にある状態で、…使用コスト-2を得る: a card's own cost change works from the hand
  const fromHand = e.kind === "Gets" && selfCostChange(e) ? "手札にある状態で、" : "";
  return dispatch(jaStatics, "kind", e, `${jaSelector(e.target)}は、${fromHand}${cond}`, effect);
}
