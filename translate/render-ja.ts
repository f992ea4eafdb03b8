// Abilities → canonical Japanese in the printed templates. An effect is one sentence per step:
// the first follows the timing or trigger, the others open with その場合 / その後 (or nothing), and
// a top-N search is followed by its 「残りのカード…」 sentence. Output ends every sentence with 。.
import type { Ability, Effect, EffectStep, Selector, StaticEffect } from "../grammar/ast.ts";
import { sameMeaning } from "./ast-util.ts";
import { selfCostChange } from "./render-shared.ts";
import { turnRound } from "./perspective.ts";
import {
  jaCondition,
  jaGains,
  jaKeyword,
  jaRequirement,
  jaSelector,
  jaTrigger,
} from "./render-ja-parts.ts";

const PHASE = { main: "メイン", approach: "アプローチ" } as const;
const PLAYER = { own: "自分", opponent: "相手", both: "両方", interrupt: "割り込み" } as const;
const LINK = { none: "", then: "その後、", ifYouDo: "その場合、" } as const;

export function renderJa(abilities: Ability[]): string {
  return abilities.map(jaAbility).join("");
}

export function jaAbility(a: Ability): string {
  switch (a.kind) {
    case "Keyword":
      return jaKeyword(a);
    case "Activated": {
      const costs = a.costs
        .map((c) =>
          c.kind === "Rest"
            ? "《休》"
            : c.kind === "Source"
              ? `《${c.amount}》`
              : `${jaStep(c.effect)}、`,
        )
        .join("");
      return `[${PHASE[a.timing.phase]}/${PLAYER[a.timing.player]}]:${costs}${jaEffect(a.effect)}`;
    }
    case "Triggered": {
      if (a.mode === "at" && a.trigger.event === "phaseStart")
        return `${a.trigger.whose === "opponent's" ? "相手" : "自分"}の${a.trigger.phase === "main" ? "メイン" : "アプローチ"}フェイズ開始時に、${jaEffect(a.effect)}`;
      if (a.mode === "at")
        return `ターン終了時に、${a.condition ? `${jaCondition(a.condition, true)}、` : ""}${jaEffect(a.effect)}`;
      // このカードが手札にある状態で、<trigger>: the hand condition is written before the trigger
      if (a.condition?.kind === "Is" && a.condition.state === "inHand")
        return `このカードが手札にある状態で、${jaTrigger(a.trigger, a.mode)}、${jaEffect(a.effect)}`;
      const cond = a.condition ? `${jaCondition(a.condition, true)}、` : "";
      return `${jaTrigger(a.trigger, a.mode)}、${cond}${jaEffect(a.effect)}`;
    }
    case "Continuous":
      return `${jaStatic(a.effect, a.condition ? `${jaCondition(a.condition)}、` : "")}。`;
    case "Gyakkyou":
      return `〔逆境${a.n}〕:「${jaAbility(a.ability)}」`;
    case "PlayRequirement":
      return `《使用条件》:${jaRequirement(a.condition)}`;
    // このカードは、「平沢 唯」にのみセットできる (the card files' form: the corpus prints none)
    case "AttachRestriction":
      return `このカードは、${a.to.map((t) => ("name" in t ? `「${t.name}」` : `【${t.trait}】を持つキャラ`)).join("または")}にのみセットできる。`;
  }
}

/** Sentences of an effect, each ended by 。. */
export function jaEffect(e: Effect): string {
  return e.steps
    .map(({ link, step }, i) => {
      return `${i === 0 ? "" : LINK[link]}${jaStep(step)}。`;
    })
    .join("");
}

/** Plain verb endings and their joining forms (the ones the translator reads, tokens.ts JOINING). */
const JOINING_FORMS: [string, string][] = [
  ["休息状態にする", "休息状態にし"],
  ["活動状態にする", "活動状態にし"],
  ["捨て札にする", "捨て札にし"],
  ["手札に戻す", "手札に戻し"],
  ["ゲームから取り除く", "ゲームから取り除き"],
  ["移す", "移し"],
  ["引く", "引き"],
  ["加える", "加え"],
];

/** 「…を休息状態にする」 → 「…を休息状態にし」; undefined when the verb has no known joining form. */
function joining(text: string): string | undefined {
  const form = JOINING_FORMS.find(([plain]) => text.endsWith(plain));
  return form ? text.slice(0, -form[0].length) + form[1] : undefined;
}

/** 「このカードは、」 — the topic phrase of 得る and of the standing texts. */
const topic = (s: Selector): string => `${jaSelector(s)}は、`;

export function jaStep(s: EffectStep): string {
  switch (s.kind) {
    case "Gets": {
      const per = s.per ? `${jaSelector(s.per)}1枚につき、` : "";
      const dur = s.duration
        ? s.duration.kind === "untilEndOfTurn"
          ? "ターン終了時まで"
          : "このターン、"
        : "";
      return `${topic(s.target)}${per}${dur}${jaGains(s)}を得る`;
    }
    case "Choice": {
      const resets = resetChoice(s.options);
      if (resets) return resets;
      const compact = compactChoice(s.options);
      return compact ?? s.options.map(jaStep).join("。または、");
    }
    case "Draw":
      return `${s.player === "opponent" ? "相手は、" : ""}カードを${amount(s.amount)}枚引く`;
    case "Trash":
      return `${jaSelector(s.target)}を捨て札にする`;
    case "ReturnToHand":
      return `${jaSelector(s.target)}を手札に戻す`;
    case "Rest":
      return `${jaSelector(s.target)}を休息状態にする`;
    case "Ready":
      return `${jaSelector(s.target)}を活動状態にする`;
    case "Exile":
      return `${jaSelector(s.target)}をゲームから取り除く`;
    case "TurnPoints":
      return `${jaSelector(s.target)}を${s.face === "up" ? "表向き" : "裏向き"}にする`;
    case "PutCoins":
      return `${jaSelector(s.target)}の上に${s.coin ?? "+10/+10コイン"}を${amount(s.amount)}個乗せる`;
    case "RemoveCoins":
      return `${jaSelector(s.target)}の上にある${s.coin ?? "+10/+10コイン"}を${amount(s.amount)}個取り除く`;
    case "Move": {
      // EXデッキから…を抜き出し、手札に加える / 場に出す: the printed form of a move out of the EX deck
      if (
        s.target.kind === "Query" &&
        s.target.zone?.zone === "exDeck" &&
        s.target.zone.owner === "your" &&
        !s.target.owner
      ) {
        const what = `EXデッキから${jaSelector({ ...s.target, zone: undefined } as typeof s.target)}を抜き出し、`;
        if (s.to.zone === "mainArea" && s.to.owner === "you")
          return `${what}${s.rested ? "休息状態で" : ""}場に出す`;
      }
      const t = jaSelector(s.target);
      // 自分の / 相手の before the destination when the AST names its player; none: the card's owner's
      const owner = s.to.owner === "you" ? "自分の" : s.to.owner === "opponent" ? "相手の" : "";
      if (s.to.zone === "deck")
        return `${t}を${owner}デッキの${s.to.position === "top" ? "上" : "下"}に移す`;
      if (s.to.zone === "hand") return `${t}を${owner}手札に加える`;
      if (s.to.zone === "pointPile")
        return `${t}を${owner}ポイント置き場に${s.faceDown ? "裏向きで" : "表向きで"}置く`;
      const from =
        s.target.kind === "Query" || s.target.kind === "This" ? s.target.zone?.zone : undefined;
      const offField = from === "trash" || from === "hand";
      if (s.to.zone === "mainArea" && s.to.owner === "you" && offField)
        return `${t}を${s.rested ? "休息状態で" : ""}場に出す`;
      // そのキャラをメインエリアに出す: back onto its owner's main area from off the field
      if (s.to.zone === "mainArea" && s.to.owner === "owner" && s.target.kind === "It")
        return `${t}をメインエリアに出す`;
      if (s.to.zone === "mainArea") return `${t}を${owner}メインエリアに移す`;
      if (s.to.zone === "supportArea") return `${t}を${owner}サポートエリアに移す`;
      if (s.to.zone === "exDeck") return `${t}をEXデッキに移す`;
      return `${t}を〈${s.to.zone}〉に移す`;
    }
    case "LookAtTop":
      return `${s.player === "opponent" ? "相手の" : ""}デッキの上のカード${amount(s.amount)}枚を見る`;
    case "Search": {
      // EXデッキから…を抜き出し、[表にしてから]手札に加える: a search of your EX deck
      if (
        s.player === "you" &&
        s.target.kind === "Query" &&
        s.target.zone?.zone === "exDeck" &&
        s.target.zone.owner === "your" &&
        !s.target.owner
      ) {
        return `EXデッキから${jaSelector({ ...s.target, zone: undefined } as typeof s.target)}を抜き出し、${s.reveal ? "表にしてから" : ""}手札に加える`;
      }
      const top = s.target.kind === "Query" ? s.target.zone?.top : undefined;
      const look = top !== undefined ? `デッキの上のカード${top}枚を見て` : "デッキの中を全て見て";
      return `${look}、その中にある${jaSelector(s.target, false)}を抜き出し、${s.reveal ? "表にしてから" : ""}手札に加える`;
    }
    case "Shuffle":
      return "デッキをシャッフルする";
    case "CostChange":
      return `このターン、自分が次にプレイする${jaSelector(s.card)}は、使用コスト${s.delta > 0 ? "+" : ""}${s.delta}を得る`;
    case "May":
      return s.player === "opponent"
        ? `相手は、${jaStep(turnRound(s.effect))}ことができる`
        : `${jaStep(s.effect)}ことができる`;
    case "Must":
      return s.player === "opponent" ? `相手は、${jaStep(turnRound(s.effect))}` : jaStep(s.effect);
    case "PlayBan": {
      const when =
        s.until === "endOfMainPhase" ? "このターンのメインフェイズの間、" : "このターン、";
      const who = s.player === "opponent" ? "相手は、" : "自分は、";
      return `${when}${who}${jaSelector(s.player === "opponent" ? turnRound(s.card) : s.card)}をプレイできない`;
    }
    case "Conditional":
      // 手札にあるこのカードを場に出す: the printed form of "if this is in hand, put it onto the field"
      if (
        s.condition.kind === "Is" &&
        s.condition.state === "inHand" &&
        s.effect.kind === "Move" &&
        s.effect.target.kind === "This" &&
        s.effect.to.zone === "mainArea"
      ) {
        return `手札にあるこのカードを${s.effect.rested ? "休息状態で" : ""}場に出す`;
      }
      return `${jaCondition(s.condition)}、${jaStep(s.effect)}`;
    case "Delayed":
      return `ターン終了時に${jaStep(s.effect)}`;
    case "CreateTrigger":
      return `このターン、${jaTrigger(s.trigger, s.mode)}、${jaEffect(s.effect).replace(/。$/, "")}`;
    case "ApproachAgain":
      return `${topic(s.target)}もう一度アプローチに参加することができる`;
    case "Group": {
      // 「…は、活動状態になるとともに、もう一度アプローチできる」: ready and approach again, one card
      const [ready, again] = s.steps;
      if (
        s.steps.length === 2 &&
        ready?.kind === "Ready" &&
        again?.kind === "ApproachAgain" &&
        (again.target.kind === "It" || sameMeaning(again.target, ready.target))
      ) {
        return `${topic(ready.target)}活動状態になるとともに、もう一度アプローチできる`;
      }
      // 「…は、…を得るとともに活動状態にする」: a gain and readying the same card, one action
      const [gain, then] = s.steps;
      if (
        s.steps.length === 2 &&
        gain?.kind === "Gets" &&
        then?.kind === "Ready" &&
        (then.target.kind === "It" || sameMeaning(then.target, gain.target))
      ) {
        return `${jaStep(gain)}とともに活動状態にする`;
      }
      // 「Aし、B」: every step but the last in its joining form, so one clause holds them all
      const texts = s.steps.map(jaStep);
      const joined = texts.slice(0, -1).map(joining);
      return joined.every((j) => j !== undefined)
        ? [...joined, texts.at(-1)].join("、")
        : `〈Group〉`;
    }
    case "SetStat":
      return `${jaSelector(s.target)}のAP/DPの値を、${s.duration ? "ターン終了時まで" : ""}${s.ap}/${s.dp}に変更する`;
    case "Restrict": {
      const dur = s.duration
        ? s.duration.kind === "untilEndOfTurn"
          ? "ターン終了時まで"
          : "このターン、"
        : "";
      const r = s.restriction;
      const what =
        r.kind === "cannotLeave"
          ? "退場しない"
          : r.kind === "cannotBlock" && !r.target
            ? "妨害に参加することができない"
            : r.kind === "cannotBlock" && r.target
              ? `${jaSelector(r.target)}を妨害できない`
              : r.kind === "cannotApproach"
                ? "アプローチに参加することができない"
                : r.kind === "cannotBeBlocked"
                  ? `${r.by ? `${jaSelector(r.by)}には` : ""}妨害されない`
                  : `〈${r.kind}〉`;
      return `${topic(s.target)}${dur}${what}`;
    }
    case "ResetStat":
      return `${jaSelector(s.target)}の${s.which === "both" ? "AP/DP" : s.which === "ap" ? "AP" : "DP"}の値を、元に戻す`;
    case "Negate":
      return s.what === "event"
        ? "相手のプレイ中のイベントカード1枚を無効にする"
        : `〈Negate ${s.what}〉`;
    case "Designate":
      return `${jaSelector(s.target)}を指定する`;
    case "Swap":
      return `${jaSelector(s.hand)}と${jaSelector(s.point)}を置き換える`;
    case "PutRest":
      return `残りのカードを${s.order === "chosen" ? "任意の順番で" : ""}デッキの${s.to === "deckTop" ? "上" : "下"}に移す`;
    case "Todo":
      return s.text;
    default:
      return `〈${s.kind}〉`;
  }
}

/** …のAPまたはDPの値を、元に戻す: a choice between resetting the AP and the DP of one target. */
function resetChoice(options: EffectStep[]): string | undefined {
  const [a, b] = options;
  if (
    options.length !== 2 ||
    a?.kind !== "ResetStat" ||
    b?.kind !== "ResetStat" ||
    a.which !== "ap" ||
    b.which !== "dp"
  )
    return undefined;
  if (!sameMeaning(a.target, b.target)) return undefined;
  return `${jaSelector(a.target)}のAPまたはDPの値を、元に戻す`;
}

/** +20/±0または±0/+20を得る: a choice between gains of one target, one duration. */
function compactChoice(options: EffectStep[]): string | undefined {
  const gets = options.filter((o): o is Extract<EffectStep, { kind: "Gets" }> => o.kind === "Gets");
  const first = gets[0];
  if (!first || gets.length !== options.length) return undefined;
  const key = (o: typeof first): unknown[] => [o.target, o.per, o.duration];
  if (gets.some((o) => !sameMeaning(key(o), key(first)))) return undefined;
  const head = jaStep({
    ...first,
    stat: undefined,
    cost: undefined,
    keywords: [],
  } as EffectStep).replace(/を得る$/, "");
  return `${head}${gets.map(jaGains).join("または")}を得る`;
}

function amount(a: { kind: "Number"; value: number } | { kind: "Count" }): string {
  return a.kind === "Number" ? String(a.value) : "X";
}

/** A continuous text: the topic first, then the condition, then what it gets or may not do. */
function jaStatic(e: StaticEffect, cond: string): string {
  // このカードは、手札にある状態で、…使用コスト-2を得る: a card's own cost change works from the hand
  const fromHand = e.kind === "Gets" && selfCostChange(e) ? "手札にある状態で、" : "";
  const head = `${topic(e.target)}${fromHand}${cond}`;
  switch (e.kind) {
    case "Gets":
      return `${head}${jaGains(e)}を得る`;
    case "SourceModifier":
      return `${head}${jaSelector(e.whenPaying)}のコストとして使用する場合、発生コスト${e.delta > 0 ? "+" : ""}${e.delta}を得る`;
    case "CountsAs":
      return `${head}〈「${e.name}」としても扱う〉`;
    case "Restriction": {
      const r = e.restriction;
      if (r.kind === "cannotBeBlocked")
        return `${head}${r.by ? `${jaSelector(r.by)}には` : ""}妨害されない`;
      if (r.kind === "doesNotLeave") return `${head}退場しない`;
      if (r.kind === "mustApproach") return `${head}可能な限りアプローチに参加しなくてはならない`;
      return `${head}〈${r.kind}〉`;
    }
  }
}
