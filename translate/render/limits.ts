// Limits on a player, in English and in Japanese: how many characters may take part in
// approaches this turn (「相手は、キャラを3枚以上アプローチに参加させることができない」, AW 01-110).
import type { EnSteps, JaSteps } from "./context.ts";
import { enDuration, jaDuration } from "./durations.ts";

export const enSteps = {
  ApproachLimit: (s) =>
    `${s.player === "opponent" ? "your opponent" : "you"} cannot have ${s.count} or more characters take part in approaches${enDuration(s.duration)}`,
} satisfies EnSteps;

export const jaSteps = {
  // このターン、相手は、キャラを3枚以上アプローチに参加させることができない (said from that player's
  // side: キャラ, not 自分のキャラ)
  ApproachLimit: (s) =>
    `${jaDuration(s.duration)}${s.player === "opponent" ? "相手は、" : "自分は、"}キャラを${s.count}枚以上アプローチに参加させることができない`,
} satisfies JaSteps;
