// Play bans: 「このターンのメインフェイズの間、相手は、使用コストが0のイベントカードをプレイできない」
// (kgy 01-071). A ban holds for one player and the cards passing a filter, in the turn it was made,
// until the end of that turn's main phase (nothing once the main phase is over) or of the turn.
// The state keeps plain data: the filter stays in the card data, the ban holds the effect's id.
import type { Effect } from "../cards/definition.ts";
import type { Ctx } from "../core/ctx.ts";
import type { PlayerId } from "../core/state.ts";
import { matches, type Scope } from "./selectors.ts";

type BanPlay = Extract<Effect, { do: "banPlay" }>;

/** Record a ban for `player`, made by the banPlay effect `id`. */
export function banPlay(ctx: Ctx, player: PlayerId, e: BanPlay, id: number): void {
  const s = ctx.s;
  s.playBans = [...(s.playBans ?? []), { player, effect: id, turn: s.turn, until: e.until }];
}

/** Does a ban in force forbid `player` to play card `id` now? */
export function playBanned(ctx: Ctx, player: PlayerId, id: number): boolean {
  const s = ctx.s;
  if (!s.playBans) return false;
  const scope: Scope = { source: id, controller: player };
  return s.playBans.some((b) => {
    if (b.player !== player || b.turn !== s.turn) return false;
    if (b.until === "mainPhase" && s.step !== "main") return false;
    const e = ctx.db.effects[b.effect];
    return e?.do === "banPlay" && matches(ctx, id, e.filter, scope);
  });
}
