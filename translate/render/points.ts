// Steps on points: a point given to a player, and cards of a point pile turned face up or down —
// in English and in Japanese.
import type { EnSteps, JaSteps } from "./context.ts";
import { enSelector } from "./selectors-en.ts";
import { jaSelector } from "./selectors-ja.ts";
import { enAmount, jaAmount, jaPlayer } from "./words.ts";

export const enSteps = {
  GivePoints: (s) =>
    `give ${enAmount(s.amount, "point")} to ${s.player === "opponent" ? "your opponent" : "you"}`,
  TurnPoints: (s, en) => `turn ${enSelector(s.target, en)} face ${s.face}`,
} satisfies EnSteps;

export const jaSteps = {
  // 相手に1ポイント与える as AW 01-004 and TKR 01-001 print it (the effect of rule 7.5)
  GivePoints: (s) => `${jaPlayer(s.player, "points given")}に${jaAmount(s.amount)}ポイント与える`,
  TurnPoints: (s) => `${jaSelector(s.target)}を${s.face === "up" ? "表向き" : "裏向き"}にする`,
} satisfies JaSteps;
