// What a card or a player may not do, for a duration. `restrict`: a restriction on cards
// (cannot block, cannot be blocked, 退場しない, …), optionally only `against` some other cards (the
// filter stays in the card data; the state's modifier keeps the effect id, `againstRef`).
// `banPlay`: 「このターンのメインフェイズの間、相手は、使用コストが0のイベントカードをプレイできない」
// (kgy 01-071): a ban holds for one player and the cards passing a filter, in the turn it was made,
// until the end of that turn's main phase (nothing once the main phase is over) or of the turn.
// The state keeps plain data: the ban holds the effect's id; checkPlay asks `playBanned`.
import type {
  Duration,
  Effect,
  Filter,
  PlayBanWindow,
  PlayerRef,
  Restriction,
  Selector,
} from "../../cards/definition.ts";
import type { Ctx } from "../../core/ctx.ts";
import type { LiveRestriction, PlayerId } from "../../core/state.ts";
import { liveRestrictionsInForce, standingBan } from "../continuous.ts";
import {
  BREAK_IS_A_PLAY_FROM_OUTSIDE_THE_HAND,
  TURN_PLAY_PERMIT_IS_FREE_ENTRY,
  LASTING_RESTRICTIONS_MATCH_LIVE,
} from "../project-rulings.ts";
import { matches, select } from "../selectors.ts";
import { playerOf, type Scope } from "../scope.ts";
import { onFieldOnly, type EffectFamily } from "./handler.ts";
import { modifyEach } from "./stats.ts";
import { afterItsMainPhase, lasting } from "../durations.ts";
import { againstScopeOf } from "./against-scope.ts";

// ---- builders (re-exported by cards/builders.ts)
export const restrict = (
  who: Selector,
  restriction: Restriction,
  duration: Duration = "turn",
  against?: Filter,
): Effect => ({ do: "restrict", who, restriction, duration, ...(against ? { against } : {}) });
/** 「…の間、<player>は、<cards>をプレイできない」. */
export const banPlay = (
  player: PlayerRef,
  filter: Filter,
  until: PlayBanWindow = "turn",
  from?: "hand",
): Effect => ({ do: "banPlay", player, filter, until, ...(from ? { from } : {}) });
/** 「このターン、<player>は、メインフェイズ以外でも<cards>を登場させることができる」. */
export const permitPlay = (player: PlayerRef, filter: Filter): Effect => ({
  do: "permitPlay",
  player,
  filter,
});
/** 「<player>は、キャラをN枚以上アプローチに参加させることができない」 (this turn). */
export const limitApproach = (player: PlayerRef, count: number): Effect => ({
  do: "limitApproach",
  player,
  count,
});

/**
 * Rule 4.7: does `restrict` name its cards by a query read live? A query (`cards(…)`, 「全ての…」)
 * is; a target, a chosen card, this card, its host or the event's card stays with that card. A
 * query whose filter refers to a chosen card (`sameNameAs: it`) keeps the cards of the moment, as
 * the choice is not kept with the restriction.
 */
function matchedLive(sel: Selector): boolean {
  return sel.sel === "cards" && !filterRefersToChoice(sel.filter);
}

function filterRefersToChoice(f: Filter | undefined): boolean {
  if (!f) return false;
  const refs = [f.blocks, f.blockedBy, f.sameNameAs, f.sameTraitAs, f.sameColorAs].filter(
    (x) => x !== undefined,
  );
  if (refs.some((x) => x.sel !== "cards" && x.sel !== "this" && x.sel !== "host")) return true;
  if (refs.some((x) => x.sel === "cards" && filterRefersToChoice(x.filter))) return true;
  if (f.not && filterRefersToChoice(f.not)) return true;
  return f.anyOf?.some(filterRefersToChoice) ?? false;
}

/** The steps of the approach phase (rule 8): a ban 「アプローチフェイズで」 holds in these. */
const APPROACH_PHASE_STEPS: ReadonlySet<string> = new Set([
  "approachDeclare",
  "approachWindow",
  "block",
  "pickDp",
  "blockWindow",
  "battle",
  "battleWindow",
]);

/** The windows within the turn the ban is made in; the others are Durations past it. */
const THIS_TURN_ONLY: ReadonlySet<PlayBanWindow> = new Set(["mainPhase", "turn", "approachPhase"]);
const pastThisTurn = (
  w: PlayBanWindow,
): w is Exclude<PlayBanWindow, "mainPhase" | "turn" | "approachPhase"> => !THIS_TURN_ONLY.has(w);

/**
 * Is a ban in force in turn `now`: one within its turn only in that turn; one past it while the
 * state keeps it (flow.ts's cleanup drops it at the cleanup of the turn it `ends` with).
 */
function banInForce(b: { turn: number; ends?: number }, now: number): boolean {
  return b.ends !== undefined || b.turn === now;
}

/**
 * Does a ban in force forbid `player` to play card `id` now? `byBreak`: the play is a break
 * (rule 7.5, from the point pile), which a ban on plays 「手札から」 leaves alone
 * ([project] BREAK_IS_A_PLAY_FROM_OUTSIDE_THE_HAND).
 */
export function playBanned(ctx: Ctx, player: PlayerId, id: number, byBreak = false): boolean {
  const s = ctx.s;
  // a continuous ban (「…の間、全てのプレイヤーは、…をプレイできない」): while its text applies;
  // 場に出すことができない bans the play of a character too (rule 6.1: 登場 puts it onto the field)
  if (standingBan(ctx, player, id, byBreak)) return true;
  if (!s.playBans) return false;
  return bansOf(ctx, player, id, byBreak);
}

/**
 * The bans of `s.playBans` (see playBanned). [perf: no closure context] a function of its own: the
 * arrow captures `ctx`, `player`, `id` and `byBreak`, and V8 allocated a context for them on every
 * playBanned call, in every game without a ban (every hand card of every walk).
 */
function bansOf(ctx: Ctx, player: PlayerId, id: number, byBreak: boolean): boolean {
  const s = ctx.s;
  return s.playBans!.some((b) => {
    // `same name as it` (AW P-004): the cards the resolution that made the ban had bound
    const scope: Scope = b.vars
      ? { source: id, controller: player, vars: b.vars }
      : { source: id, controller: player };
    if (b.player !== player || !banInForce(b, s.turn)) return false;
    if (b.until === "mainPhase" && s.step !== "main") return false;
    if (b.until === "approachPhase" && !APPROACH_PHASE_STEPS.has(s.step)) return false;
    const e = ctx.db.effects[b.effect];
    if (e?.do !== "banPlay") return false;
    if (byBreak && (e.from === "hand" || !BREAK_IS_A_PLAY_FROM_OUTSIDE_THE_HAND)) return false;
    return matches(ctx, id, e.filter, scope);
  });
}

/**
 * Does a permission made this turn (「このターン、自分は、メインフェイズ以外でも…を登場させることが
 * できる」, AHB P-011) let `player` play card `id` as if it had 〔自由登場〕? The window itself
 * (rule 6.6) is free-entry.ts's; this answers only whether the card is of the permitted kind,
 * tested on the card as it is when played ([project] TURN_PLAY_PERMIT_IS_FREE_ENTRY).
 */
export function playPermitted(ctx: Ctx, player: PlayerId, id: number): boolean {
  const s = ctx.s;
  if (!s.playPermits || !TURN_PLAY_PERMIT_IS_FREE_ENTRY) return false;
  return s.playPermits.some((g) => {
    if (g.player !== player || g.turn !== s.turn) return false;
    const e = ctx.db.effects[g.effect];
    return e?.do === "permitPlay" && matches(ctx, id, e.filter, { source: id, controller: player });
  });
}

// ---- handlers
export const restrictionEffects = {
  restrict: {
    run(ctx, r, e, scope, id) {
      // the resolution's choices, kept when `against` refers to them (against-scope.ts)
      const againstScope = againstScopeOf(e.against, scope);
      const kept = againstScope ? { againstScope } : {};
      // Rule 4.7: 「全ての…は、…できない」 holds for every card the query denotes while it lasts.
      // このターンのメインフェイズの間 after the main phase: nothing (durations.ts)
      if (afterItsMainPhase(ctx, e.duration)) {
        r.did = false;
        return true;
      }
      if (LASTING_RESTRICTIONS_MATCH_LIVE && matchedLive(e.who)) {
        const s = ctx.s;
        const live: LiveRestriction = {
          effect: id,
          ...kept,
          source: scope.source,
          controller: scope.controller,
          turn: s.turn,
          ...lasting(ctx, scope.controller, e.duration),
        };
        s.liveRestrictions = [...liveRestrictionsInForce(ctx), live];
        r.did = onFieldOnly(ctx, select(ctx, e.who, scope)).length > 0;
        return true;
      }
      return modifyEach(ctx, r, e.who, scope, {
        ap: 0,
        dp: 0,
        restriction: e.restriction,
        // The filter stays in the card data; the state keeps the effect id (plain JSON).
        ...(e.against ? { againstRef: id, ...kept } : {}),
        until: e.duration,
      });
    },
  },
  limitApproach: {
    run(ctx, r, e, scope) {
      const s = ctx.s;
      const player = playerOf(e.player, scope, ctx);
      const limit = { player, count: e.count, turn: s.turn };
      s.approachLimits = [...(s.approachLimits ?? []), limit];
      r.did = true;
      return true;
    },
  },
  permitPlay: {
    run(ctx, r, e, scope, id) {
      const s = ctx.s;
      const player = playerOf(e.player, scope, ctx);
      s.playPermits = [...(s.playPermits ?? []), { player, effect: id, turn: s.turn }];
      r.did = true;
      return true;
    },
  },
  banPlay: {
    run(ctx, r, e, scope, id) {
      const s = ctx.s;
      const player = playerOf(e.player, scope, ctx);
      // a ban past this turn ends at the cleanup of the turn its Duration names (durations.ts)
      const ends = pastThisTurn(e.until) ? lasting(ctx, scope.controller, e.until).ends : undefined;
      const ban = { player, effect: id, turn: s.turn, until: e.until, ...(ends ? { ends } : {}) };
      // a filter comparing with a chosen card keeps the resolution's bound cards (AW P-004)
      s.playBans = [
        ...(s.playBans ?? []),
        filterRefersToChoice(e.filter) ? { ...ban, vars: { ...r.vars } } : ban,
      ];
      r.did = true;
      return true;
    },
  },
} satisfies EffectFamily;
