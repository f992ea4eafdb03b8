// Steps that change a card's numbers: gains (+10/+10, cost +2, keywords, traits), a stat set or
// reset, and the cost of the next card played — in English and in Japanese.
import type { EffectStep, Measure } from "../../grammar/ast.ts";
import type { EnSteps, JaSteps } from "./context.ts";
import { enDuration, jaDuration } from "./durations.ts";
import { enMeasureWords, jaMeasureWords } from "./filters.ts";
import { NoJapaneseForm } from "./words.ts";
import { enGains, jaGains } from "./keywords.ts";
import { enSelector, isPlural } from "./selectors-en.ts";
import { jaSelector } from "./selectors-ja.ts";

type SetStatStep = Extract<EffectStep, { kind: "SetStat" }>;
/** 自分の「X」1枚のAP: a measure with no margin (a margin has no printed form here). */
const jaMeasure = (m: Measure): string => {
  if (m.plus !== undefined)
    throw new NoJapaneseForm("a stat set to a measured value with a margin");
  return jaMeasureWords(m, jaSelector);
};
/** AP/DP, AP or DP: the stats a set names (the same letters in English and Japanese). */
const statWords = (s: SetStatStep): string =>
  s.dp === undefined ? "AP" : s.ap === undefined ? "DP" : "AP/DP";
/** 30/30, or the one value set. */
const statValue = (s: SetStatStep): string =>
  s.ap !== undefined && s.dp !== undefined ? `${s.ap}/${s.dp}` : String(s.ap ?? s.dp);

export const enSteps = {
  Gets: (s, en) => {
    const per = s.per ? ` for each ${enSelector(s.per, en).replace(/^your /, "of your ")}` : "";
    const dur = enDuration(s.duration);
    return `${enSelector(s.target, en)} ${isPlural(s.target) ? "get" : "gets"} ${enGains(s)}${per}${dur}`;
  },
  SetStat: (s, en) =>
    s.to
      ? `the ${s.to.stat.toUpperCase()} of ${enSelector(s.target, en)} becomes ${enMeasureWords(s.to.value, (x) => enSelector(x, en))}${enDuration(s.duration)}`
      : `the ${statWords(s)} of ${enSelector(s.target, en)} becomes ${statValue(s)}${enDuration(s.duration)}`,
  SwapStats: (s, en) =>
    `swap the AP and DP of ${enSelector(s.target, en)}${enDuration(s.duration)}`,
  ResetStat: (s, en) =>
    `reset the ${s.which === "both" ? "AP/DP" : s.which.toUpperCase()} of ${enSelector(s.target, en)}`,
  CostChange: (s, en) => {
    // the next card played is one card (the AST gives it no number): written in the singular
    const one =
      s.card.kind === "Query" && !s.card.quantity
        ? { ...s.card, quantity: { kind: "exactly" as const, n: 1 } }
        : s.card;
    const per = s.per ? ` for each ${enSelector(s.per, en)}` : "";
    // GG 01-088: a further change when that card is a given one
    const bonus = s.bonus
      ? `, and cost ${s.bonus.delta > 0 ? "+" : ""}${s.bonus.delta} more if it is ${enSelector(s.bonus.if, en)}`
      : "";
    const plays = s.player === "opponent" ? "your opponent plays" : "you play";
    return `this turn, the next ${enSelector(one, en).replace(/^1 (of )?/, "")} ${plays} gets cost ${s.delta > 0 ? "+" : ""}${s.delta}${per}${bonus}`;
  },
} satisfies EnSteps;

export const jaSteps = {
  // <topic>は、[N枚につき、][ターン終了時まで]<gains>を得る
  Gets: (s) => {
    const per = s.per ? `${jaSelector(s.per)}1枚につき、` : "";
    const dur = jaDuration(s.duration);
    return `${jaSelector(s.target)}は、${per}${dur}${jaGains(s)}を得る`;
  },
  // 「…のAPの値を、ターン終了時まで自分の「X」1枚のAPと同じ値に変更する」 (YRYR 01-051)
  SetStat: (s) =>
    s.to
      ? `${jaSelector(s.target)}の${s.to.stat.toUpperCase()}の値を、${jaDuration(s.duration)}${jaMeasure(s.to.value)}と同じ値に変更する`
      : `${jaSelector(s.target)}の${statWords(s)}の値を、${jaDuration(s.duration)}${statValue(s)}に変更する`,
  SwapStats: (s) => `${jaSelector(s.target)}のAPとDPの値を、${jaDuration(s.duration)}入れ替える`,
  ResetStat: (s) =>
    `${jaSelector(s.target)}の${s.which === "both" ? "AP/DP" : s.which === "ap" ? "AP" : "DP"}の値を、元に戻す`,
  // GG 01-088: 「…を得る。そのキャラが「X」の場合、使用コスト-1を得る」 (the bonus, a sentence of its own)
  CostChange: (s) =>
    `このターン、${s.player === "opponent" ? "相手" : "自分"}が次にプレイする${jaSelector(s.card)}は、${s.per ? `${jaSelector(s.per)}1枚につき、` : ""}使用コスト${s.delta > 0 ? "+" : ""}${s.delta}を得る${s.bonus ? `。そのキャラが${jaSelector(s.bonus.if)}の場合、使用コスト${s.bonus.delta > 0 ? "+" : ""}${s.bonus.delta}を得る` : ""}`,
} satisfies JaSteps;
