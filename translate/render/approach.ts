// Steps on a character's readiness and its approaches: rest, ready, approach again, and a battle
// an effect starts — in English and in Japanese.
import type { EnSteps, JaSteps } from "./context.ts";
import { enSelector } from "./selectors-en.ts";
import { jaSelector } from "./selectors-ja.ts";

export const enSteps = {
  Rest: (s, en) => `rest ${enSelector(s.target, en)}`,
  Ready: (s, en) => `ready ${enSelector(s.target, en)}`,
  ApproachAgain: (s, en) => `${enSelector(s.target, en)} may approach again`,
  Battle: (s, en) => `${enSelector(s.attacker, en)} battles ${enSelector(s.defender, en)}`,
} satisfies EnSteps;

export const jaSteps = {
  Rest: (s) => `${jaSelector(s.target)}を休息状態にする`,
  Ready: (s) => `${jaSelector(s.target)}を活動状態にする`,
  ApproachAgain: (s) => `${jaSelector(s.target)}は、もう一度アプローチに参加することができる`,
  // no card in the corpus prints a battle started by an effect; the translator does not read it
  Battle: (s) => `${jaSelector(s.attacker)}は、${jaSelector(s.defender)}とバトルする`,
} satisfies JaSteps;
