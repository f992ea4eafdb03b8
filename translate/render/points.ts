// Steps on points: a point given to a player, and cards of a point pile turned face up or down —
// in English and in Japanese.
import type { EnSteps, JaSteps } from "./context.ts";
import { enDuration, jaDuration } from "./durations.ts";
import { enSelector, isPlural } from "./selectors-en.ts";
import { jaSelector } from "./selectors-ja.ts";
import { enAmount, jaAmount, jaPlayer } from "./words.ts";

export const enSteps = {
  GivePoints: (s) =>
    `give ${enAmount(s.amount, "point")} to ${s.player === "opponent" ? "your opponent" : "you"}`,
  TurnPoints: (s, en) => `turn ${enSelector(s.target, en)} face ${s.face}`,
  DealsPoints: (s, en) =>
    `${enSelector(s.target, en)} ${isPlural(s.target) ? "give" : "gives"} ${s.points} ${s.points === 1 ? "point" : "points"} when its approach is not blocked${enDuration(s.duration)}`,
} satisfies EnSteps;

export const jaSteps = {
  // 相手に1ポイント与える as AW 01-004 and TKR 01-001 print it (the effect of rule 7.5)
  GivePoints: (s) => `${jaPlayer(s.player, "points given")}に${jaAmount(s.amount)}ポイント与える`,
  TurnPoints: (s) => `${jaSelector(s.target)}を${s.face === "up" ? "表向き" : "裏向き"}にする`,
  // ターン終了時まで、このカードがアプローチで与えるポイントは2点になる (SG 01-027)
  DealsPoints: (s) =>
    `${s.duration ? `${jaDuration(s.duration)}、` : ""}${jaSelector(s.target)}がアプローチで与えるポイントは${s.points}点になる`,
} satisfies JaSteps;
