// Steps with a cost of their own, in English and in Japanese: `you may pay (<cost>) to <step>` —
// "you may trash 1 card from your hand to draw 1 card" / 「手札1枚を捨て札にすることで、カードを1枚
// 引くことができる」 (a cost of several steps is their group, 「Aし、Bすることで」).
import type { EnSteps, JaSteps } from "./context.ts";
import { lowerFirst } from "./words.ts";

export const enSteps = {
  MayPay: (s, en) =>
    `${s.player === "opponent" ? "your opponent" : "you"} may ${lowerFirst(en.step(s.cost))} to ${lowerFirst(en.step(s.effect))}`,
} satisfies EnSteps;

export const jaSteps = {
  MayPay: (s, ja) =>
    `${s.player === "opponent" ? "相手は、" : ""}${ja.step(s.cost)}ことで、${ja.step(s.effect)}ことができる`,
} satisfies JaSteps;
