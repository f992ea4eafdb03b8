// Coins put on and removed from cards: the +10/+10 coin (rule 7.8), or another coin by its
// printed name (タコスコイン, 魔力コイン) — in English and in Japanese.
import type { EnSteps, JaSteps } from "./context.ts";
import { enSelector } from "./selectors-en.ts";
import { jaSelector } from "./selectors-ja.ts";
import { enAmount, jaAmount, jaPlayer } from "./words.ts";

const enCoin = (coin: string | undefined): string =>
  coin !== undefined ? `"${coin}" coin` : "+10/+10 coin";
const jaCoin = (coin: string | undefined): string => coin ?? "+10/+10コイン";

export const enSteps = {
  PutCoins: (s, en) => `put ${enAmount(s.amount, enCoin(s.coin))} on ${enSelector(s.target, en)}`,
  RemoveCoins: (s, en) =>
    `remove ${enAmount(s.amount, enCoin(s.coin))} from ${enSelector(s.target, en)}`,
  // coins a player holds: "you get 1 "ジョーロコイン" coin", "your "クエストコイン" coins become 3"
  PlayerCoins: (s) =>
    s.mode === "set"
      ? `${s.player === "opponent" ? "your opponent's" : "your"} "${s.coin}" coins become ${s.amount.kind === "Number" ? s.amount.value : "X"}`
      : `${s.player === "opponent" ? "your opponent gets" : "you get"} ${enAmount(s.amount, enCoin(s.coin))}`,
} satisfies EnSteps;

export const jaSteps = {
  PutCoins: (s) => `${jaSelector(s.target)}の上に${jaCoin(s.coin)}を${jaAmount(s.amount)}個乗せる`,
  RemoveCoins: (s) =>
    `${jaSelector(s.target)}の上にある${jaCoin(s.coin)}を${jaAmount(s.amount)}個取り除く`,
  // 自分は、ジョーロコインを1個得る / 自分が持つクエストコインを3個にする
  PlayerCoins: (s) =>
    s.mode === "set"
      ? `${jaPlayer(s.player, "coins")}が持つ${s.coin}を${jaAmount(s.amount)}個にする`
      : `${jaPlayer(s.player, "coins")}は、${s.coin}を${jaAmount(s.amount)}個得る`,
} satisfies JaSteps;
