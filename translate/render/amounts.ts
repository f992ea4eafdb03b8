// Counted values in words, English and Japanese: what a draw draws — a printed number, a count of
// cards (X1枚につき / X10枚につき) or what a hand lacks of a size (手札が2枚になるまで) — and how
// often a repeated step runs (X3枚につき、…). One place for every form of an amount.
import type { Amount } from "../../grammar/ast.ts";
import type { En } from "./context.ts";
import { enSelector } from "./selectors-en.ts";
import { jaSelector } from "./selectors-ja.ts";
import { jaAmount, jaPlayer, NoJapaneseForm, plural } from "./words.ts";

/** "2 cards", "cards equal to the number of X", "1 card for every 10 of X", "cards until …". */
export function enDrawn(a: Amount, en: En): string {
  if (a.kind === "Number") return plural(a.value, "card");
  if (a.kind === "HandTo") {
    const whose = a.player === "you" ? "your" : "your opponent's";
    return `cards until ${whose} hand holds ${enHandSize(a.size, en)}`;
  }
  return a.every === undefined
    ? `cards equal to the number of ${enSelector(a.of, en)}`
    : `1 card for every ${a.every} of ${enSelector(a.of, en)}`;
}

function enHandSize(a: Amount, en: En): string {
  if (a.kind === "Number") return plural(a.value, "card");
  if (a.kind === "Count" && a.every === undefined)
    return `as many cards as ${enSelector(a.of, en)}`;
  return enDrawn(a, en);
}

/**
 * 「カードを2枚引く」, 「X1枚につき、カードを1枚引く」 (KMG 06-089), 「X10枚につき、…」 (SAGA
 * 01-081), 「手札が2枚になるまでカードを引く」 (TRDR 01-113), 「手札が、Xの枚数と同じ枚数になるまで
 * カードを引く」 (TKRT P-013). `drawer` (相手は、) goes just before カード.
 */
export function jaDrawn(a: Amount, drawer: string): string {
  if (a.kind === "Number") return `${drawer}カードを${a.value}枚引く`;
  if (a.kind === "Count")
    return `${jaSelector(a.of)}${a.every ?? 1}枚につき、${drawer}カードを1枚引く`;
  const whose = a.player === "you" ? "" : `${jaPlayer(a.player, "a hand")}の`;
  return `${drawer}${whose}手札が${jaHandSize(a.size)}になるまでカードを引く`;
}

function jaHandSize(a: Amount): string {
  if (a.kind === "Count" && a.every === undefined) return `、${jaSelector(a.of)}の枚数と同じ枚数`;
  return `${jaAmount(a)}枚`;
}

/** How often a repeated step runs: "for each X", "for every 3 of X", "2 times". */
export function enTimes(a: Amount, en: En): string {
  if (a.kind === "Count")
    return a.every === undefined
      ? `for each of ${enSelector(a.of, en)}`
      : `for every ${a.every} of ${enSelector(a.of, en)}`;
  if (a.kind === "Number") return `${a.value} times`;
  return `as many times as ${enDrawn(a, en).replace(/^cards /, "")}`;
}

/** 「X1枚につき」 / 「X3枚につき」: the printed form of a repeat; a printed number has none. */
export function jaTimes(a: Amount): string {
  if (a.kind !== "Count") throw new NoJapaneseForm("a step repeated a number of times");
  return `${jaSelector(a.of)}${a.every ?? 1}枚につき`;
}
