// Coins (rule 7.8): `put 2 coins on this`, `remove 1 coin from this`. Coins other than the +10/+10
// coin are counters kept by name (タコスコイン, コイン); magic coins (魔力コイン) have rules our
// sources do not give (rule 7.11) and are refused.
import type { EffectStep } from "../../grammar/ast.ts";
import type { Effect } from "../../runtime/cards/definition.ts";
import { amountArg, str, type EffectPrinter } from "../emit/printer.ts";
import { target, withChoices } from "../lower/choices.ts";
import { NOTHING, unsupported, type LowerContext } from "../lower/context.ts";
import { lowerPlayer } from "../lower/conditions.ts";
import { lowerAmount } from "../lower/selectors.ts";
import type { Family, PartsWalker } from "./family.ts";

type CoinStep = Extract<EffectStep, { kind: "PutCoins" | "RemoveCoins" }>;
type CoinEffect = Extract<Effect, { do: "coins" | "removeCoins" }>;

const MAGIC_COIN = "魔力コイン";

function coinParts(s: CoinStep, w: PartsWalker): void {
  w.selector(s.target);
  w.amount(s.amount);
}

function lowerCoins(s: CoinStep, ctx: LowerContext): Effect {
  if (s.coin === MAGIC_COIN) {
    unsupported(
      ctx,
      s.span,
      "magic coins (魔力コイン, rule 7.11: their rules are not in our sources)",
    );
    return NOTHING;
  }
  const pre: Effect[] = [];
  return withChoices(pre, {
    do: s.kind === "PutCoins" ? "coins" : "removeCoins",
    what: target(ctx, s.target, pre),
    n: lowerAmount(ctx, s.amount),
    ...(s.coin !== undefined ? { name: s.coin } : {}),
  });
}

/** `putCoins(what, n[, name])` / `removeCoins(…)`: the name only for a coin other than +10/+10. */
const coinCall = (builder: "putCoins" | "removeCoins") => (e: CoinEffect, p: EffectPrinter) =>
  p.call(
    builder,
    p.selector(e.what),
    amountArg(p, e.n),
    ...(e.name !== undefined ? [str(e.name)] : []),
  );

type PlayerCoinStep = Extract<EffectStep, { kind: "PlayerCoins" }>;

/** `you get 1 "ジョーロコイン" coin`, `you set "クエストコイン" coins to 3`: coins a player holds. */
function lowerPlayerCoins(s: PlayerCoinStep, ctx: LowerContext): Effect {
  return {
    do: "playerCoins",
    who: lowerPlayer(s.player),
    coin: s.coin,
    n: lowerAmount(ctx, s.amount),
    mode: s.mode,
  };
}

export const coinSteps = {
  walk: {
    PutCoins: coinParts,
    RemoveCoins: coinParts,
    PlayerCoins: (s, w) => w.amount(s.amount),
  },
  lower: { PutCoins: lowerCoins, RemoveCoins: lowerCoins, PlayerCoins: lowerPlayerCoins },
  emit: {
    coins: coinCall("putCoins"),
    removeCoins: coinCall("removeCoins"),
    playerCoins: (e, p) =>
      p.call("playerCoins", str(e.who), str(e.coin), amountArg(p, e.n), str(e.mode)),
  },
} satisfies Family;
