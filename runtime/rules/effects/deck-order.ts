// The order of a deck changed by an effect without looking at it: 「自分のデッキの上のカード1枚と
// デッキの下のカード1枚を入れ替える」 (K_ON2 03-001) exchanges the cards at its two ends. Nobody
// sees them (no reveal is logged); the exchange is logged so a replay can follow the deck.
import type { Effect, PlayerRef } from "../../cards/definition.ts";
import { log, ownZone } from "../../core/ctx.ts";
import { DECK_ENDS_SWAP_NEEDS_TWO_N } from "../project-rulings.ts";
import { playerOf } from "../scope.ts";
import type { EffectFamily } from "./handler.ts";

// ---- builders (re-exported by cards/builders.ts)
/** The top `n` and the bottom `n` cards of `player`'s deck change places. */
export const swapDeckEnds = (n: number, player: PlayerRef = "you"): Effect => ({
  do: "swapDeckEnds",
  player,
  n,
});

export const deckOrderEffects = {
  swapDeckEnds: {
    run(ctx, r, e, scope) {
      const p = playerOf(e.player, scope, ctx);
      const deck = ctx.s.players[p].deck;
      r.did = false;
      // (the zone is written through ownZone: a draft copies it on its first write)
      // DECK_ENDS_SWAP_NEEDS_TWO_N: the two ends must be different cards
      if (e.n <= 0 || (DECK_ENDS_SWAP_NEEDS_TWO_N && deck.length < 2 * e.n)) return true;
      const top = deck.slice(0, e.n);
      const bottom = deck.slice(deck.length - e.n);
      const middle = deck.slice(e.n, deck.length - e.n);
      ownZone(ctx, p, "deck").splice(0, deck.length, ...bottom, ...middle, ...top);
      log(ctx, { ev: "deckEndsSwapped", player: p, n: e.n });
      r.did = true;
      return true;
    },
  },
} satisfies EffectFamily;
