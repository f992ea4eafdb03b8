// Steps on the deck: draw, look at the top cards, search, reveal, shuffle, and the rest of a look put
// back — in English and in Japanese.
import type { EnSteps, JaSteps } from "./context.ts";
import { enSelector } from "./selectors-en.ts";
import { jaSelector } from "./selectors-ja.ts";
import { enAmount, jaAmount, plural } from "./words.ts";
import { enDrawn, jaDrawn } from "./amounts.ts";

export const enSteps = {
  Draw: (s, en) =>
    `${s.player === "opponent" ? "your opponent draws" : "draw"} ${enDrawn(s.amount, en)}`,
  LookAtTop: (s, en) => {
    const deck = `${s.player === "opponent" ? "your opponent's" : "your"} deck`;
    // KMPD P-027: as many as a description counts
    if (s.amount.kind === "Count" && s.amount.every === undefined)
      return `look at as many cards from the ${s.end ?? "top"} of ${deck} as the number of ${enSelector(s.amount.of, en)}`;
    return `look at the ${s.end ?? "top"} ${enAmount(s.amount, "card")} of ${deck}`;
  },
  Search: (s, en) => {
    const top = s.target.kind === "Query" ? s.target.zone?.top : undefined;
    const end = (s.target.kind === "Query" && s.target.zone?.end) || "top";
    const target =
      s.target.kind === "Query"
        ? enSelector({ ...s.target, zone: undefined } as typeof s.target, en)
        : enSelector(s.target, en);
    // "choose 2 「木之本 桜」 …, reveal them and put them into your hand"
    const q = s.target.kind === "Query" ? s.target.quantity : undefined;
    const it = q && (q.kind === "exactly" || q.kind === "upTo") && q.n > 1 ? "them" : "it";
    const reveal = s.reveal ? `, reveal ${it}` : "";
    if (s.target.kind === "Query" && s.target.zone?.zone === "exDeck")
      return `search your EX deck for ${target}${reveal} and put ${it} into your hand`;
    // その中にある after a look: `target` says "among them"
    if (s.target.kind === "Query" && s.target.amongIt)
      return `choose ${target}${reveal} and put ${it} into your hand`;
    return top !== undefined
      ? `look at the ${end} ${plural(top, "card")} of your deck, choose ${target} among them${reveal} and put ${it} into your hand`
      : `search your deck for ${target}${reveal} and put ${it} into your hand`;
  },
  Reveal: (s, en) => `reveal ${enSelector(s.target, en)}`,
  Shuffle: (s) => `shuffle ${s.player === "opponent" ? "your opponent's" : "your"} deck`,
  PutRest: (s) => {
    if (s.to === "trash") return "put the rest into your trash";
    if (s.to === "hand") return "put the rest into your hand";
    if (s.to === "exile") return "remove the rest from the game";
    const end = { deckTop: "top", deckBottom: "bottom", deckTopOrBottom: "top or bottom" }[s.to];
    const where = `on the ${end} of your deck`;
    return `put the rest ${where}${s.order === "chosen" ? " in any order" : " in the same order"}`;
  },
} satisfies EnSteps;

export const jaSteps = {
  Draw: (s) => jaDrawn(s.amount, s.player === "opponent" ? "相手は、" : ""),
  LookAtTop: (s) => {
    const deck = `${s.player === "opponent" ? "相手の" : ""}デッキの${s.end === "bottom" ? "下" : "上"}`;
    // デッキの上のカードを自分の『T』のキャラの枚数と同じ枚数見る (KMPD P-027)
    if (s.amount.kind === "Count" && s.amount.every === undefined)
      return `${deck}のカードを${jaSelector(s.amount.of)}の枚数と同じ枚数見る`;
    return `${deck}のカード${jaAmount(s.amount)}枚を見る`;
  },
  Search: (s) => {
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
    // その中にある…を抜き出し (after a look): the selector says その中にある itself
    if (s.target.kind === "Query" && s.target.amongIt)
      return `${jaSelector(s.target)}を抜き出し、${s.reveal ? "表にしてから" : ""}手札に加える`;
    const top = s.target.kind === "Query" ? s.target.zone?.top : undefined;
    const side = s.target.kind === "Query" && s.target.zone?.end === "bottom" ? "下" : "上";
    const look =
      top !== undefined ? `デッキの${side}のカード${top}枚を見て` : "デッキの中を全て見て";
    return `${look}、その中にある${jaSelector(s.target, false)}を抜き出し、${s.reveal ? "表にしてから" : ""}手札に加える`;
  },
  Reveal: (s) => `${jaSelector(s.target)}を表にする`,
  Shuffle: () => "デッキをシャッフルする",
  PutRest: (s) => {
    if (s.to === "trash") return "残りのカードを捨て札にする";
    if (s.to === "hand") return "残りのカードを手札に加える";
    if (s.to === "exile") return "残りのカードをゲームから取り除く";
    const end = { deckTop: "上", deckBottom: "下", deckTopOrBottom: "上または下" }[s.to];
    return `残りのカードを${s.order === "chosen" ? "任意の順番で" : ""}デッキの${end}に移す`;
  },
} satisfies JaSteps;
