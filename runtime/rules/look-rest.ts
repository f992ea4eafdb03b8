// "The rest" of a look / search (残りのカード): the cards looked at and not taken go to the deck
// bottom / top or the trash, in an order the player chooses (任意の順番: a recorded `choose`
// decision listing all of them) or in the order they had. The looked-at cards are remembered by
// `search` under `<as>#looked`; for `look` the bound cards themselves are the looked-at cards.
import type { Effect, RestDestination } from "../cards/definition.ts";
import { card, log, type Ctx } from "../core/ctx.ts";
import type { PlayerId, Resolution } from "../core/state.ts";
import { moveCard } from "./zones.ts";

type MoveRest = Extract<Effect, { do: "moveRest" }>;

/** The variable under which `search … as` keeps every card it looked at. */
export const lookedVar = (as: string): string => `${as}#looked`;

/** Log 表にしてから: the taken cards are shown to both players. */
export function reveal(ctx: Ctx, player: PlayerId, cards: readonly number[]): void {
  if (cards.length > 0) log(ctx, { ev: "reveal", player, cards: cards.slice() });
}

function restOf(ctx: Ctx, r: Resolution, of: string): number[] {
  const looked = r.vars[lookedVar(of)] ?? r.vars[of] ?? [];
  // Taken cards (now in hand, …) are not "the rest"; nor is anything that left the deck meanwhile.
  return looked.filter((c) => card(ctx, c).zone === "deck");
}

/** Run moveRest; false when it waits for the order decision. */
export function execMoveRest(ctx: Ctx, r: Resolution, e: MoveRest, id: number): boolean {
  const rest = restOf(ctx, r, e.of);
  r.did = rest.length > 0;
  if (e.order === "chosen" && rest.length > 1 && e.to !== "trash") {
    r.waiting = id;
    ctx.s.pending = {
      kind: "choose",
      player: r.item.controller,
      options: rest,
      min: rest.length,
      max: rest.length,
      prompt: `order the rest (${e.to}): the first listed ends highest`,
    };
    return false;
  }
  // "kept": they keep the order they had in the deck (top first).
  moveRestInOrder(ctx, rest, e.to);
  return true;
}

/** Move `ids` as a block; the first listed ends highest (nearest the top) of the block. */
export function moveRestInOrder(ctx: Ctx, ids: readonly number[], to: RestDestination): void {
  if (to === "trash") for (const c of ids) moveCard(ctx, c, "trash");
  else if (to === "deckBottom") for (const c of ids) moveCard(ctx, c, "deck", { top: false });
  else for (let i = ids.length - 1; i >= 0; i--) moveCard(ctx, ids[i]!, "deck", { top: true });
}
