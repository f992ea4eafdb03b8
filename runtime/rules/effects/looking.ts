// Looking at cards of a deck and taking some: `search` (look at the top N or the whole deck, take
// up to / exactly N matching cards, optionally shown: 表にしてから), `look` (the top N, bound for
// later conditions), `reveal` (表にする: cards shown to both players, bound for later steps), and "the rest" (残りのカード, `moveRest`): the cards looked at and not taken go
// to the deck bottom / top or the trash, in an order the controller chooses (任意の順番: a
// recorded `choose` decision listing all of them, REST_ORDER_CHOSEN_BY_CONTROLLER) or in the order
// they had. `search` remembers every card it looked at under `<as>#looked`; for `look` the bound
// cards themselves are the looked-at cards.
import type {
  Amount,
  Effect,
  PlayerRef,
  RestDestination,
  RestOrder,
  Selector,
} from "../../cards/definition.ts";
import { card, log, type Ctx } from "../../core/ctx.ts";
import type { PlayerId, Resolution } from "../../core/state.ts";
import { REST_ORDER_CHOSEN_BY_CONTROLLER } from "../project-rulings.ts";
import { groupAvailable } from "../groups.ts";
import { amount, matches, select } from "../selectors.ts";
import { playerOf } from "../scope.ts";
import { moveCard } from "../zones.ts";
import { wait, type EffectFamily } from "./handler.ts";

// ---- builders (re-exported by cards/builders.ts)
export const search = (opts: Omit<Extract<Effect, { do: "search" }>, "do">): Effect => ({
  do: "search",
  ...opts,
});
/** `n` may be counted when the step resolves (デッキの上のカードを<X>の枚数と同じ枚数見て, KMPD P-027). */
export const lookAtTop = (n: Amount, as: string, player: PlayerRef = "you"): Effect => ({
  do: "look",
  player,
  n,
  as,
});
/** デッキの下のカードN枚を見て: the bottom N cards of a deck, looked at and bound to `as`. */
export const lookAtBottom = (n: number, as: string, player: PlayerRef = "you"): Effect => ({
  do: "look",
  player,
  n,
  as,
  end: "bottom",
});

/** The N cards at one end of a deck: its top N (top first), or its bottom N (`end: "bottom"`). */
function deckEnd(deck: readonly number[], n: number, end: "bottom" | undefined): number[] {
  return end === "bottom" ? deck.slice(Math.max(0, deck.length - n)) : deck.slice(0, n);
}
/** 表にする: show `what` to both players; the shown cards are `as` (`it`) for later steps. */
export const reveal = (what: Selector, as: string): Effect => ({ do: "reveal", what, as });
/** 残りのカード: the looked-at cards of `search`/`look` bound to `of` that were not taken. */
export const moveRest = (
  of: string,
  to: RestDestination = "deckBottom",
  order: RestOrder = "chosen",
  some = false,
): Effect => ({ do: "moveRest", of, to, order, ...(some ? { some: true as const } : {}) });

/** The variable under which `search … as` keeps every card it looked at. */
const lookedVar = (as: string): string => `${as}#looked`;

/** Log 表にする / 表にしてから: the cards are shown to both players. */
function showBoth(ctx: Ctx, player: PlayerId, cards: readonly number[]): void {
  if (cards.length > 0) log(ctx, { ev: "reveal", player, cards: cards.slice() });
}

function restOf(ctx: Ctx, r: Resolution, of: string): number[] {
  const looked = r.vars[lookedVar(of)] ?? r.vars[of] ?? [];
  // Taken cards (now in hand, …) are not "the rest"; nor is anything that left the deck meanwhile.
  return looked.filter((c) => card(ctx, c).zone === "deck");
}

/** Where the rest goes when it is not the deck: the trash, the hand, or removed from the game. */
const REST_PILES = { trash: "trash", hand: "hand", exile: "removed" } as const;

/** Move `ids` as a block; the first listed ends highest (nearest the top) of the block. */
function moveRestInOrder(ctx: Ctx, ids: readonly number[], to: RestDestination): void {
  if (to === "trash" || to === "hand" || to === "exile")
    for (const c of ids) moveCard(ctx, c, REST_PILES[to]);
  else if (to === "deckBottom") for (const c of ids) moveCard(ctx, c, "deck", { top: false });
  else for (let i = ids.length - 1; i >= 0; i--) moveCard(ctx, ids[i]!, "deck", { top: true });
}

// ---- handlers
export const lookingEffects = {
  search: {
    run(ctx, r, e, scope, id) {
      const p = playerOf(e.player, scope, ctx);
      const deck = ctx.s.players[p].deck;
      // `among`: the cards an earlier look bound, those still in the deck (KMPD P-027)
      const looked =
        e.among !== undefined
          ? (r.vars[e.among] ?? []).filter((c) => deck.includes(c))
          : e.look === undefined
            ? deck
            : deckEnd(deck, e.look, e.end);
      const options = looked.filter((c) => matches(ctx, c, e.filter, scope));
      // Remembered for "the rest" (moveRest); a whole-deck search has no rest.
      if (e.look !== undefined) r.vars[lookedVar(e.as)] = looked;
      if (options.length === 0 || e.take === 0) {
        r.vars[e.as] = [];
        r.did = false;
        return true;
      }
      // 同じ名称のキャラ2枚: at most as many as relate so (GROUP_PICK_SHRINKS_TO_LARGEST)
      const available = groupAvailable(
        ctx,
        { from: { sel: "this" }, n: e.take, ...(e.group ? { group: e.group } : {}) },
        options,
      );
      const min = e.upTo ? 0 : Math.min(e.take, available);
      return wait(ctx, r, id, {
        kind: "choose",
        player: p,
        options,
        min,
        max: Math.min(e.take, available),
        prompt: `search: choose ${e.as}`,
        ...(e.group ? { group: e.group } : {}),
      });
    },
    answers: "choose",
    resume(ctx, r, e, a) {
      r.vars = { ...r.vars, [e.as]: a.cards };
      if (e.reveal) showBoth(ctx, a.player, a.cards);
      r.did = a.cards.length > 0;
    },
  },
  look: {
    run(ctx, r, e, scope) {
      const p = playerOf(e.player, scope, ctx);
      r.vars[e.as] = deckEnd(ctx.s.players[p].deck, amount(ctx, e.n, scope), e.end);
      r.did = r.vars[e.as]!.length > 0;
      return true;
    },
  },
  reveal: {
    run(ctx, r, e, scope) {
      const shown = select(ctx, e.what, scope);
      showBoth(ctx, r.item.controller, shown);
      r.vars[e.as] = shown;
      r.did = shown.length > 0;
      return true;
    },
  },
  moveRest: {
    run(ctx, r, e, _scope, id) {
      const rest = restOf(ctx, r, e.of);
      r.did = rest.length > 0;
      // 上または下に移す: which of the rest go to `to` (none to all), first listed highest
      if (e.some && rest.length > 0)
        return wait(ctx, r, id, {
          kind: "choose",
          player: REST_ORDER_CHOSEN_BY_CONTROLLER ? r.item.controller : card(ctx, rest[0]!).owner,
          options: rest,
          min: 0,
          max: rest.length,
          prompt: `choose the cards of the rest for ${e.to} (the first listed ends highest); the others stay`,
        });
      // Only a deck keeps an order: into a pile (trash, hand, exile) there is nothing to choose.
      if (e.order === "chosen" && rest.length > 1 && (e.to === "deckBottom" || e.to === "deckTop"))
        return wait(ctx, r, id, {
          kind: "choose",
          player: REST_ORDER_CHOSEN_BY_CONTROLLER ? r.item.controller : card(ctx, rest[0]!).owner,
          options: rest,
          min: rest.length,
          max: rest.length,
          prompt: `order the rest (${e.to}): the first listed ends highest`,
        });
      // "kept": they keep the order they had in the deck (top first).
      moveRestInOrder(ctx, rest, e.to);
      return true;
    },
    answers: "choose",
    resume(ctx, r, e, a) {
      moveRestInOrder(ctx, a.cards, e.to); // the decision's order is the order chosen
      r.did = a.cards.length > 0;
      // `some`: the cards placed are no longer the rest (they may still be in the deck)
      if (e.some) {
        const key = r.vars[lookedVar(e.of)] ? lookedVar(e.of) : e.of;
        r.vars = { ...r.vars, [key]: (r.vars[key] ?? []).filter((c) => !a.cards.includes(c)) };
      }
    },
  },
} satisfies EffectFamily;
