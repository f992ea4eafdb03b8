// Coins (rule 7.8): `put 2 coins on this`, `remove 1 coin from this`; a coin other than the
// +10/+10 one is named as printed: `put 3 "タコスコイン" coins on this`.
import type { CstNode } from "chevrotain";
import type { EffectStep } from "../ast.ts";
import { amount, fmtAmount, fmtPlayer, fmtString, isOne, playerRef } from "../literals.ts";
import type { Printer, Reader } from "../syntax.ts";
import { has, need, node, tok } from "../visitor-base.ts";
import { player, target, verb, type StepSyntax } from "./syntax.ts";

type CoinStep = Extract<EffectStep, { kind: "PutCoins" | "RemoveCoins" }>;

/** The coins of a step: where, how many, and the coin's printed name (none for the +10/+10 coin). */
function coins(n: CstNode, r: Reader): Omit<CoinStep, "kind" | "span"> {
  const name = tok(n, "StringLit");
  return {
    target: target(n, r),
    amount: amount(r, node(n, "amount")),
    ...(name ? { coin: r.string(name) } : {}),
  };
}

/** `2 coins`, `3 "タコスコイン" coins`: a named coin between the amount and the noun. */
function fmtCoins(s: CoinStep, p: Printer): string {
  const name = s.coin !== undefined ? ` ${fmtString(s.coin)}` : "";
  return `${fmtAmount(s.amount, p)}${name} ${isOne(s.amount) ? "coin" : "coins"}`;
}

export const coinSteps = {
  PutCoins: {
    at: { verbStep: (n) => has(n, "Put") && has(n, "Coin") },
    read: (n, r) => ({ kind: "PutCoins", ...coins(n, r), span: r.span(n) }),
    print: (s, p) => `put ${fmtCoins(s, p)} on ${p.selector(s.target)}`,
  },
  RemoveCoins: {
    at: verb("Remove"),
    read: (n, r) => ({ kind: "RemoveCoins", ...coins(n, r), span: r.span(n) }),
    print: (s, p) => `remove ${fmtCoins(s, p)} from ${p.selector(s.target)}`,
  },
  PlayerCoins: {
    // `you get 1 "ジョーロコイン" coin`, `you set "クエストコイン" coins to 3` (player steps)
    at: {
      simpleStep: (n) => player("Gets").simpleStep(n) || player("Set").simpleStep(n),
    },
    read(n, r) {
      const ps = need(n, "playerStep");
      return {
        kind: "PlayerCoins",
        player: playerRef(node(n, "playerRef")),
        coin: r.string(tok(ps, "StringLit")),
        mode: has(ps, "Set") ? "set" : "get",
        amount: amount(r, node(ps, "amount")),
        span: r.span(n),
      };
    },
    print(s, p) {
      const who = fmtPlayer(s.player);
      const coin = fmtString(s.coin);
      if (s.mode === "set") return `${who} set ${coin} coins to ${fmtAmount(s.amount, p)}`;
      return `${who} ${s.player === "you" ? "get" : "gets"} ${fmtAmount(s.amount, p)} ${coin} ${isOne(s.amount) ? "coin" : "coins"}`;
    },
  },
} satisfies StepSyntax;
